/**
 * "Sign in with Google" (or Microsoft, or "your school account") under the sign-in form, when
 * the school of the admin's host has its own sign-in turned on (src/features/oidc). Server component.
 */
import type { Payload } from 'payload'

import { BUTTON_WORDS } from '@/features/oidc/rules'
import { schoolSignIn, START_PATH } from '@/features/oidc/signIn'
import { requestSchool } from '@/tenancy/request.server'

export async function SchoolSignInButton({ payload }: { payload: Payload }) {
  const school = await requestSchool()
  const settings = school ? await schoolSignIn(payload, school) : null
  if (!settings) return null
  return (
    <div className="school-sign-in">
      <p className="school-sign-in__or">or</p>
      {/* A plain link: the start address answers with a redirect to the provider. */}
      <a className="btn btn--style-secondary btn--size-large school-sign-in__button" href={`${payload.config.routes.api}${START_PATH}`}>
        {BUTTON_WORDS[settings.provider]}
      </a>
    </div>
  )
}
