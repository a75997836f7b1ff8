/**
 * Two-factor sign-in in the audit log (src/features/audit), and a change of it signing the
 * account out everywhere else: turning it on or off, new recovery codes, a passkey added or
 * removed, an administrator's reset; and each second factor given or refused at sign-in.
 */
import type { PayloadRequest } from 'payload'

import { recordAudit, recordAuditQuietly, type SignInMethod } from '@/features/audit/record'
import { signOutEverywhere } from '@/features/audit/sessions'

type Account = { id: number; email?: unknown; schools?: unknown }

const target = (account: Account) => ({ collection: 'users', id: account.id, title: typeof account.email === 'string' ? account.email : null })

/** A second factor given (`ok`) or refused after the password, by the account's owner (whose session still waits: the request names no user). */
export async function auditSecondFactor(req: PayloadRequest, account: Account, sid: string, method: SignInMethod, ok: boolean): Promise<void> {
  const what = { totp: 'a code from the authenticator app', 'recovery-code': 'a recovery code', passkey: 'a passkey' }[method as 'totp'] ?? method
  const event = ok
    ? { kind: 'sign-in' as const, summary: `Gave ${what} after the password`, method, session: sid, actor: account, target: target(account) }
    : { kind: 'sign-in-failed' as const, summary: `Gave a wrong second factor (${what}) after the password`, method, session: sid, actor: account, target: target(account) }
  await (ok ? recordAudit : recordAuditQuietly)(req, event)
}

/**
 * A change of the account's two-factor sign-in, recorded, and every other session of the
 * account signed out (the one that made the change stays, when it is the account's own).
 */
export async function twoFactorChanged(req: PayloadRequest, account: Account, summary: string, { by, keep }: { by?: Account | null; keep?: string } = {}): Promise<void> {
  await signOutEverywhere(req.payload, account.id, { except: keep, req })
  await recordAudit(req, { kind: 'two-factor-change', summary, actor: by ?? account, target: target(account) })
}
