/**
 * The second step of signing in, and one's own authenticator app, over REST under
 * /cms-api/users/two-factor/… (the admin's /admin/two-factor page sends its forms here):
 *
 * - `POST …/verify` `{ code }` or `{ recoveryCode }`: completes a waiting session;
 * - `POST …/setup`: a new key (QR code and text) for the authenticator app, not yet on;
 * - `POST …/confirm` `{ code }`: turns it on with a current code, answers the ten recovery codes
 *   (shown once: only their hashes are kept) and completes the session;
 * - `POST …/recovery-codes` `{ code }`: ten new recovery codes in place of the old;
 * - `POST …/disable` `{ password }` or `{ code }`: turns two-factor sign-in off (not when required);
 * - `POST …/sign-out`: ends a session waiting for its second factor (Payload's own sign-out sees no one);
 * - `POST …/reset` `{ id }`: an administrator turns it off for a member of their school's staff who
 *   lost their phone and recovery codes (an operator for anyone); they set it up again.
 *
 * Set-up is open to a complete session, and to a waiting one whose account must use two-factor
 * but has not set it up (it can do nothing else). Codes are limited like passwords
 * (accounts/hooks/limitSignIn): per address, and five wrong ones per account and address make
 * that address wait; nothing a stranger does locks the account.
 */
import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'

import { apiError } from '@/lib/apiError'
import { env } from '@/env'
import { clientAddress, limitKey } from '@/lib/clientAddress'
import { verifyPassword } from '@/lib/password'
import { sharedFailureCounter, sharedLimiter, waitPhrase } from '@/server/rateLimit'
import { newRecoveryCodes, normalRecoveryCode, normalTotpCode, recoveryCodeHash } from './rules'
import { endSession } from '@/features/audit/sessions'
import { auditSecondFactor, twoFactorChanged } from './audit'
import { accounts, completeSession, sessionOf, storedAccount, type SessionFound, type StoredAccount } from './session'
import { acceptedStep, newTotpSecret, openSecret, sealSecret, setupDetails } from './totp'

/** Wrong codes one address may try on one account before that address must wait. */
export const CODE_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5
const CODE_FAILURE_WINDOW_SECONDS = 15 * 60

const perAddress = () => sharedLimiter('second-factor', env().SIGN_IN_LIMIT, env().SIGN_IN_WINDOW_SECONDS)
const failures = () => sharedFailureCounter('second-factor-failures', CODE_FAILURES_PER_ACCOUNT_AND_ADDRESS, CODE_FAILURE_WINDOW_SECONDS)

const NO_STORE = { 'Cache-Control': 'no-store' }
export const answer = (body: Record<string, unknown>, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
export const refusal = (message: string, status: number, headers: Record<string, string> = {}) => {
  const refused = apiError(status, message)
  for (const [name, value] of Object.entries(headers)) refused.headers.set(name, value)
  return refused
}

export const NOT_SIGNED_IN = 'Sign in with your password first.'
const WRONG_CODE = 'That code is not right, or was already used. Enter the code your app shows now.'
const WRONG_RECOVERY = 'That recovery code is not right, or was already used.'

export async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  await addDataAndFileToRequest(req)
  return req.data && typeof req.data === 'object' ? (req.data as Record<string, unknown>) : {}
}

/** The issuer an authenticator app lists the account under: the school's site, else the deployment's. */
const issuerOf = (req: PayloadRequest) => {
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? new URL(env().SERVER_URL ?? 'http://localhost').host
  return `School website (${host.split(':')[0]})`
}

type Attempt = { key: string } | { refused: Response }

/** Whether this address may try a code on this account now; the key its failures are counted under. */
export async function mayTry(req: PayloadRequest, userId: number): Promise<Attempt> {
  const address = limitKey(clientAddress(req.headers))
  const wait = (seconds: number) =>
    refusal(`Too many attempts from your network. Please wait ${waitPhrase(seconds)} and try again.`, 429, { 'Retry-After': String(seconds) })
  const limit = await perAddress().consume(address)
  if (!limit.allowed) return { refused: wait(limit.retryAfterSeconds) }
  const key = `${userId}|${address}`
  const blocked = await failures().blocked(key)
  return blocked.allowed ? { key } : { refused: wait(blocked.retryAfterSeconds) }
}

export const failed = (key: string) => failures().fail(key)
export const succeeded = (key: string) => failures().clear(key)

/** The TOTP step a code is accepted at for this account's app, or null. */
function totpStep(req: PayloadRequest, user: StoredAccount, code: string | null, sealed = user.totpSecret): number | null {
  const secret = sealed ? openSecret(sealed, req.payload.config.secret) : null
  return secret && code ? acceptedStep(secret, code, user.totpLastStep) : null
}

/** A waiting or complete session of the request, or the refusal to answer. */
async function sessionFor(req: PayloadRequest): Promise<SessionFound | Response> {
  const found = await sessionOf(req.payload, req.headers, req)
  return found ?? refusal(NOT_SIGNED_IN, 401)
}

const verify: Endpoint = {
  path: '/two-factor/verify',
  method: 'post',
  handler: async (req) => {
    const found = await sessionFor(req)
    if (found instanceof Response) return found
    const { user, sid } = found
    if (found.complete) return answer({ message: 'Signed in.' })
    if (!found.totpOn) return refusal('Set up two-factor sign-in first.', 403)
    const data = await bodyOf(req)
    const attempt = await mayTry(req, user.id)
    if ('refused' in attempt) return attempt.refused
    if (typeof data.recoveryCode === 'string' && data.recoveryCode.trim()) {
      const hash = recoveryCodeHash(data.recoveryCode)
      const left = user.recoveryCodes ?? []
      if (normalRecoveryCode(data.recoveryCode).length !== 10 || !left.includes(hash)) {
        await failed(attempt.key)
        await auditSecondFactor(req, user, sid, 'recovery-code', false)
        return refusal(WRONG_RECOVERY, 401)
      }
      await succeeded(attempt.key)
      const remaining = left.filter((h) => h !== hash)
      await completeSession(req.payload, user, sid, req, { recoveryCodes: remaining })
      await auditSecondFactor(req, user, sid, 'recovery-code', true)
      return answer({ message: 'Signed in with a recovery code.', recoveryCodesLeft: remaining.length })
    }
    const step = totpStep(req, user, normalTotpCode(data.code))
    if (step === null) {
      await failed(attempt.key)
      await auditSecondFactor(req, user, sid, 'totp', false)
      return refusal(WRONG_CODE, 401)
    }
    await succeeded(attempt.key)
    await completeSession(req.payload, user, sid, req, { totpLastStep: step })
    await auditSecondFactor(req, user, sid, 'totp', true)
    return answer({ message: 'Signed in.' })
  },
}

/** A complete session, or a waiting one that must set two-factor up before anything else. */
async function settingUp(req: PayloadRequest): Promise<SessionFound | Response> {
  const found = await sessionFor(req)
  if (found instanceof Response) return found
  if (found.complete || (found.required && !found.totpOn)) return found
  return refusal('Enter a code from your authenticator app first.', 403)
}

const setup: Endpoint = {
  path: '/two-factor/setup',
  method: 'post',
  handler: async (req) => {
    const found = await settingUp(req)
    if (found instanceof Response) return found
    if (found.totpOn) return refusal('Two-factor sign-in is already on. Turn it off first to move it to another app.', 409)
    const secret = newTotpSecret()
    await accounts(req.payload, req).db.updateOne({
      collection: 'users',
      id: found.user.id,
      data: { totpPendingSecret: sealSecret(secret, req.payload.config.secret) },
      returning: false,
    })
    return answer(await setupDetails(secret, found.user.email, issuerOf(req)))
  },
}

const confirm: Endpoint = {
  path: '/two-factor/confirm',
  method: 'post',
  handler: async (req) => {
    const found = await settingUp(req)
    if (found instanceof Response) return found
    const { user, sid } = found
    if (found.totpOn) return refusal('Two-factor sign-in is already on.', 409)
    if (!user.totpPendingSecret) return refusal('Start the set-up again: no key is waiting to be confirmed.', 409)
    const attempt = await mayTry(req, user.id)
    if ('refused' in attempt) return attempt.refused
    const step = totpStep(req, user, normalTotpCode((await bodyOf(req)).code), user.totpPendingSecret)
    if (step === null) {
      await failed(attempt.key)
      return refusal(WRONG_CODE, 400)
    }
    await succeeded(attempt.key)
    const codes = newRecoveryCodes()
    // Every other session of the account now waits for a second factor too: only this one is listed complete.
    await accounts(req.payload, req).db.updateOne({
      collection: 'users',
      id: user.id,
      data: {
        totpOn: true,
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpLastStep: step,
        recoveryCodes: codes.map(recoveryCodeHash),
        secondFactorSessions: [sid],
      },
      returning: false,
    })
    await twoFactorChanged(req, user, 'Turned on two-factor sign-in (authenticator app)', { keep: sid })
    return answer({ message: 'Two-factor sign-in is on.', recoveryCodes: codes })
  },
}

/** A complete session of an account with two-factor on, and its current code checked. */
async function withCurrentCode(req: PayloadRequest, data: Record<string, unknown>): Promise<{ found: SessionFound; step: number } | Response> {
  const found = await sessionFor(req)
  if (found instanceof Response) return found
  if (!found.complete) return refusal('Enter a code from your authenticator app first.', 403)
  if (!found.totpOn) return refusal('Two-factor sign-in is not on.', 409)
  const attempt = await mayTry(req, found.user.id)
  if ('refused' in attempt) return attempt.refused
  const step = totpStep(req, found.user, normalTotpCode(data.code))
  if (step === null) {
    await failed(attempt.key)
    return refusal(WRONG_CODE, 400)
  }
  await succeeded(attempt.key)
  return { found, step }
}

const regenerate: Endpoint = {
  path: '/two-factor/recovery-codes',
  method: 'post',
  handler: async (req) => {
    const checked = await withCurrentCode(req, await bodyOf(req))
    if (checked instanceof Response) return checked
    const codes = newRecoveryCodes()
    await accounts(req.payload, req).db.updateOne({
      collection: 'users',
      id: checked.found.user.id,
      data: { recoveryCodes: codes.map(recoveryCodeHash), totpLastStep: checked.step },
      returning: false,
    })
    await twoFactorChanged(req, checked.found.user, 'Made new recovery codes', { keep: checked.found.sid })
    return answer({ message: 'New recovery codes made; the old ones no longer work.', recoveryCodes: codes })
  },
}

const disable: Endpoint = {
  path: '/two-factor/disable',
  method: 'post',
  handler: async (req) => {
    const data = await bodyOf(req)
    const found = await sessionFor(req)
    if (found instanceof Response) return found
    if (!found.complete) return refusal('Enter a code from your authenticator app first.', 403)
    if (!found.totpOn) return refusal('Two-factor sign-in is not on.', 409)
    if (found.required) return refusal('Two-factor sign-in is required for your account: it cannot be turned off.', 403)
    const attempt = await mayTry(req, found.user.id)
    if ('refused' in attempt) return attempt.refused
    const code = normalTotpCode(data.code)
    const proved = code ? totpStep(req, found.user, code) !== null : typeof data.password === 'string' && (await verifyPassword(data.password, found.user))
    if (!proved) {
      await failed(attempt.key)
      return refusal(code ? WRONG_CODE : 'Enter your password, or a current code from your app.', 400)
    }
    await succeeded(attempt.key)
    // Sessions still waiting for a second factor are signed out, not let in by the change.
    const sessions = (found.user.sessions ?? []).filter((s) => (found.user.secondFactorSessions ?? []).includes(s.id))
    await accounts(req.payload, req).db.updateOne({
      collection: 'users',
      id: found.user.id,
      // The whole row: a change of the sessions list is written as Payload's sign-in writes it (an upsert of the account).
      data: { ...found.user, totpOn: false, totpSecret: null, totpPendingSecret: null, totpLastStep: null, recoveryCodes: null, passkeys: null, webauthnChallenge: null, sessions },
      returning: false,
    })
    await twoFactorChanged(req, found.user, 'Turned off two-factor sign-in', { keep: found.sid })
    return answer({ message: 'Two-factor sign-in is off.' })
  },
}

const signOut: Endpoint = {
  path: '/two-factor/sign-out',
  method: 'post',
  handler: async (req) => {
    const found = await sessionOf(req.payload, req.headers, req)
    if (found) await endSession(req.payload, found.user.id, found.sid, req)
    const cookie = generateExpiredPayloadCookie({ collectionAuthConfig: req.payload.collections.users.config.auth, config: req.payload.config, cookiePrefix: req.payload.config.cookiePrefix })
    return answer({ message: 'Signed out.' }, 200, { 'Set-Cookie': cookie })
  },
}

const reset: Endpoint = {
  path: '/two-factor/reset',
  method: 'post',
  handler: async (req) => {
    // A complete session only: Payload found a user.
    const actor = req.user as { id: number; role?: string | null } | null
    if (!actor) return refusal(NOT_SIGNED_IN, 401)
    if (actor.role !== 'admin' && actor.role !== 'operator') return refusal('Only an administrator can turn off two-factor sign-in for someone else.', 403)
    const id = Number((await bodyOf(req)).id)
    if (!Number.isSafeInteger(id)) return refusal('Say whose two-factor sign-in to turn off: { "id": … }.', 400)
    // The account as the administrator may change it (their school's staff: the users collection's own access and tenancy).
    const { docs } = await req.payload.find({ collection: 'users', where: { id: { equals: id } }, overrideAccess: false, user: req.user, req, depth: 0, limit: 1 })
    const target = docs[0] as { id: number; role?: string | null } | undefined
    if (!target) return refusal('No such staff account.', 404)
    if (target.role === 'operator' && actor.role !== 'operator') return refusal("Only an operator can turn off an operator's two-factor sign-in.", 403)
    const stored = await storedAccount(req.payload, id, req)
    if (!stored) return refusal('No such staff account.', 404)
    // Their sessions end too: they sign in again with the password and set it up (again, when required).
    await accounts(req.payload, req).db.updateOne({
      collection: 'users',
      id,
      data: { ...stored, totpOn: false, totpSecret: null, totpPendingSecret: null, totpLastStep: null, recoveryCodes: null, passkeys: null, webauthnChallenge: null, sessions: [], secondFactorSessions: [] },
      returning: false,
    })
    await twoFactorChanged(req, stored, `Turned off two-factor sign-in for ${String(stored.email)}`, { by: actor })
    return answer({ message: 'Two-factor sign-in is off for that account; they are signed out everywhere.' })
  },
}

export const twoFactorEndpoints: Endpoint[] = [verify, setup, confirm, regenerate, disable, signOut, reset]
