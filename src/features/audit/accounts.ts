/**
 * Staff accounts in the audit log: sign-ins (succeeded and failed), sign-outs, and changes of a
 * password, e-mail address, role or schools (src/features/accounts wires these hooks in).
 * An account's events go to the log of each school it works for; an operator's, which works
 * for none, to the deployment's.
 */
import type { CollectionAfterChangeHook, CollectionAfterLoginHook, CollectionAfterLogoutHook, CollectionAfterOperationHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { schoolsOf } from '@/tenancy'
import { recordAudit, recordAuditQuietly } from './record'

type Account = { id?: unknown; email?: unknown; role?: unknown; schools?: { school?: unknown }[] | null; _sid?: unknown }

/** The session id a token names (its `sid` claim); the token was signed a moment ago by Payload. */
export function sessionOfToken(token: string | undefined): string | undefined {
  const part = token?.split('.')[1]
  if (!part) return undefined
  try {
    const claims = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { sid?: unknown }
    return typeof claims.sid === 'string' ? claims.sid : undefined
  } catch {
    return undefined
  }
}

const accountTarget = (account: Account) => ({ collection: 'users', id: account.id as number, title: typeof account.email === 'string' ? account.email : null })

/** A sign-in with a password: the session it started, from where and which browser (./sessions.ts lists them). */
export const auditSignIn: CollectionAfterLoginHook = async ({ req, token, user }) => {
  // Another way of signing in (a school's Google or Microsoft sign-in: src/features/twoFactor issueSession) names itself.
  const oidc = req.context?.signInMethod === 'oidc'
  await recordAudit(req, {
    kind: 'sign-in',
    method: oidc ? 'oidc' : 'password',
    session: sessionOfToken(token),
    actor: user,
    target: accountTarget(user),
    summary: oidc ? 'Signed in with the school’s own sign-in (Google or Microsoft)' : 'Signed in with a password',
  })
  return user
}

export const auditSignOut: CollectionAfterLogoutHook = async ({ req }) => {
  const user = req.user as Account | null
  if (!user) return
  await recordAudit(req, { kind: 'sign-out', session: typeof user._sid === 'string' ? user._sid : undefined, target: accountTarget(user), summary: 'Signed out' })
}

/**
 * A wrong password (or an address no account has), recorded before the refusal is answered:
 * in the logs of the schools of the account the address names, else the deployment's.
 * Refusals of the per-address limits are not recorded: they cannot flood the log.
 */
export async function auditFailedSignIn(req: PayloadRequest, email: string, account: Account | null): Promise<void> {
  await recordAuditQuietly(req, {
    kind: 'sign-in-failed',
    method: 'password',
    actor: { id: account?.id ?? null, email: email || null },
    schools: account ? schoolsOf(account as Parameters<typeof schoolsOf>[0]) : [],
    ...(account ? { target: accountTarget(account) } : {}),
    summary: account ? 'Wrong password' : 'Wrong password for an address no account has',
  })
}

/** A password chosen from an e-mailed link (a forgotten password, an invitation): Payload's reset runs no change hooks. */
export const auditPasswordReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const account = (result as { user?: Account } | undefined)?.user
  if (account) await recordAuditQuietly(req, { kind: 'password-change', actor: account, target: accountTarget(account), summary: 'Chose a new password from an e-mailed link' })
  return result
}

const passwordKey = (id: unknown) => `audit:password:${String(id)}`

/** Notes a new password before it is hashed away (the change hooks after see no password). */
export const noteNewPassword: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation === 'update' && originalDoc && typeof data.password === 'string' && data.password) req.context[passwordKey(originalDoc.id)] = true
  return data
}

/** A changed password, e-mail address, role or list of schools, each a line. */
export const auditAccountChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const account = doc as Account
  const before = previousDoc as Account
  const target = accountTarget(account)
  const after = schoolsOf(account as Parameters<typeof schoolsOf>[0]).sort((a, b) => a - b)
  const earlier = schoolsOf(before as Parameters<typeof schoolsOf>[0]).sort((a, b) => a - b)
  // Its password, e-mail address and role are the account's own: in every school it worked for, before or after.
  const schools = [...new Set([...after, ...earlier])]
  const own = String((req.user as Account | null)?.id) === String(account.id)
  if (req.context[passwordKey(account.id)]) {
    req.context[passwordKey(account.id)] = undefined
    await recordAudit(req, { kind: 'password-change', target, schools, summary: own ? 'Changed their own password' : `Set the password of ${String(account.email)}` })
  }
  if (before.email !== account.email) {
    await recordAudit(req, { kind: 'email-change', target, schools, summary: `E-mail address changed from ${String(before.email)} to ${String(account.email)}` })
  }
  if (before.role !== account.role) {
    await recordAudit(req, { kind: 'role-change', target, schools, summary: `Role of ${String(account.email)} changed from ${String(before.role)} to ${String(account.role)}` })
  }
  // Each school added or left hears of it alone: which other schools a person works for is not
  // another school's business (docs/security.md, adding staff).
  for (const id of after.filter((s) => !earlier.includes(s))) {
    await recordAudit(req, { kind: 'school-change', target, schools: [id], summary: `${String(account.email)} now works for this school` })
  }
  for (const id of earlier.filter((s) => !after.includes(s))) {
    await recordAudit(req, { kind: 'school-change', target, schools: [id], summary: `${String(account.email)} no longer works for this school` })
  }
  return doc
}
