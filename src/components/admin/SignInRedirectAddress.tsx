/**
 * The redirect address a school copies into Google Cloud or Microsoft Entra when it sets up its
 * own sign-in (src/features/oidc): read-only, built from the school's public address. Server component.
 */
import type { UIFieldServerComponent } from 'payload'

import { redirectAddressFor } from '@/features/oidc/signIn'
import { schoolOfRecord, schoolOfStaff } from '@/tenancy'

export const SignInRedirectAddress: UIFieldServerComponent = async ({ payload, data, req }) => {
  // The document's school; a page never saved yet is the school chosen in the admin's switch.
  const school = (data?.school ? await schoolOfRecord(payload, data as { school?: unknown }) : null) ?? (await schoolOfStaff(req))
  const address = school ? await redirectAddressFor(payload, school) : null
  return (
    <div className="field-type sign-in-redirect">
      <label className="field-label" htmlFor="sign-in-redirect-address">
        Redirect address (copy this into Google or Microsoft)
      </label>
      {address ? (
        <input id="sign-in-redirect-address" type="text" readOnly value={address} style={{ width: '100%' }} />
      ) : (
        <p>Choose a school with the school switch at the top of the menu to see its address.</p>
      )}
      <div className="field-description">
        Google: the OAuth client&apos;s &quot;Authorised redirect URIs&quot;. Microsoft: the app registration&apos;s Web &quot;Redirect URI&quot;.
      </div>
    </div>
  )
}
