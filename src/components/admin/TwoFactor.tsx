/**
 * /admin/two-factor (src/features/twoFactor): after the password, the second step (a code, a
 * recovery code or a passkey); the set-up when the account must use two-factor and has not set
 * it up; and, for a signed-in person, their own authenticator app, recovery codes and passkeys.
 * Open to a session still waiting for its second factor (Payload counts it signed out).
 */
import { MinimalTemplate } from '@payloadcms/next/templates'
import Link from 'next/link'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { sessionOf } from '@/features/twoFactor'
import { SignOutButton, TwoFactorForms, type Mode } from './TwoFactorForms'

export async function TwoFactorView({ initPageResult }: AdminViewServerProps) {
  const { payload } = initPageResult.req
  const admin = payload.config.routes.admin
  const found = await sessionOf(payload, await headers())
  if (!found) redirect(`${admin}/login`)
  const mode: Mode = found.complete ? (found.totpOn ? 'manage' : 'setup') : found.totpOn ? 'verify' : 'setup-required'
  const passkeys = (found.user.passkeys ?? []).map((k) => ({ id: k.id, name: k.name, createdAt: k.createdAt, lastUsedAt: k.lastUsedAt ?? null }))
  const titles: Record<Mode, string> = {
    verify: 'Two-factor sign-in',
    'setup-required': 'Set up two-factor sign-in',
    setup: 'Two-factor sign-in',
    manage: 'Two-factor sign-in',
  }
  return (
    <MinimalTemplate>
      <div className="two-factor">
        <h1>{titles[mode]}</h1>
        <TwoFactorForms
          mode={mode}
          api={`${payload.config.serverURL ?? ''}${payload.config.routes.api}`}
          admin={admin}
          email={found.user.email}
          passkeys={passkeys}
          recoveryCodesLeft={(found.user.recoveryCodes ?? []).length}
          required={found.required}
        />
        {found.complete ? <Link href={admin}>Back to the admin</Link> : <SignOutButton api={`${payload.config.serverURL ?? ''}${payload.config.routes.api}`} admin={admin} />}
      </div>
    </MinimalTemplate>
  )
}

/** On one's own account page: whether two-factor sign-in is on, and the way to its page. */
export function TwoFactorLink() {
  return (
    <div className="field-type two-factor-link">
      <p>
        <strong>Two-factor sign-in</strong>: a code from an authenticator app, or a passkey, after your password.{' '}
        <Link href="/admin/two-factor">Set up or change two-factor sign-in</Link>
      </p>
    </div>
  )
}
