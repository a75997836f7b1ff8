import { APIError, AuthenticationError, ValidationError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { env } from '@/env'
import { clientAddress, limitKey } from '@/lib/clientAddress'
import { verifyPassword } from '@/lib/password'
import { sharedFailureCounter, sharedLimiter, waitPhrase } from '@/server/rateLimit'
import { allSchools } from '@/tenancy'
import { auditFailedSignIn } from '@/features/audit/accounts'

/** A sign-in or reset request over a limit: a 429 with Retry-After, logged as routine (not a server error). */
export class SignInLimited extends APIError {
  constructor(message: string) {
    super(message, 429, undefined, true)
    this.name = 'SignInLimited'
  }
}

/** Wrong passwords one address may try on one account before that address must wait. */
export const FAILURES_PER_ACCOUNT_AND_ADDRESS = 5
const FAILURE_WINDOW_SECONDS = 15 * 60

const perAddress = () => sharedLimiter('sign-in', env().SIGN_IN_LIMIT, env().SIGN_IN_WINDOW_SECONDS)
const failures = () => sharedFailureCounter('sign-in-failures', FAILURES_PER_ACCOUNT_AND_ADDRESS, FAILURE_WINDOW_SECONDS)

function limited(req: PayloadRequest, seconds: number): SignInLimited {
  // Payload's REST error response carries the request's response headers.
  req.responseHeaders = new Headers({ 'Retry-After': String(seconds) })
  return new SignInLimited(`Too many attempts from your network. Please wait ${waitPhrase(seconds)} and try again.`)
}

/** The longest e-mail address there can be (RFC 5321: a 256-octet path, less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254
/** Far beyond any passphrase, far below what would cost memory or time. */
export const MAX_PASSWORD_LENGTH = 1024

/** Operations that take an e-mail address or a password from whoever sends the request. */
const TAKES_CREDENTIALS = new Set(['login', 'forgotPassword', 'resetPassword', 'create', 'update'])

/**
 * An e-mail address or password too long to be real is refused with a 400 naming the field,
 * before anything is counted or stored: the failure counter is keyed by the e-mail, and a
 * request body may be megabytes long. A password that could never sign in cannot be set either.
 */
function refuseOverlongCredentials(operation: string, data: { email?: unknown; password?: unknown; currentPassword?: unknown }, req: PayloadRequest) {
  if (!TAKES_CREDENTIALS.has(operation)) return
  const errors: { path: string; message: string }[] = []
  if (typeof data.email === 'string' && data.email.length > MAX_EMAIL_LENGTH) {
    errors.push({ path: 'email', message: `The e-mail address must be at most ${MAX_EMAIL_LENGTH} characters.` })
  }
  if (typeof data.password === 'string' && data.password.length > MAX_PASSWORD_LENGTH) {
    errors.push({ path: 'password', message: `The password must be at most ${MAX_PASSWORD_LENGTH} characters.` })
  }
  if (typeof data.currentPassword === 'string' && data.currentPassword.length > MAX_PASSWORD_LENGTH) {
    errors.push({ path: 'currentPassword', message: `The current password must be at most ${MAX_PASSWORD_LENGTH} characters.` })
  }
  if (errors.length) throw new ValidationError({ collection: 'users', errors, req }, req.t)
}

/**
 * Sign-in and password-reset protection, for the admin's form, REST and GraphQL alike:
 * - an e-mail address or password longer than any real one is refused first (a 400);
 * - a per-address limit on both (SIGN_IN_LIMIT per SIGN_IN_WINDOW_SECONDS);
 * - wrong passwords are counted per account *and* address: five from one address make that
 *   address wait 15 minutes for that account, while its owner elsewhere signs in as usual
 *   (nothing a stranger does can lock an account);
 * - the password is checked here, against a fixed hash when there is no such account, so an
 *   unknown e-mail takes as long and gets the same answer as a known one with a wrong password.
 */
export const limitSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const data = (args as { data?: { email?: unknown; password?: unknown; currentPassword?: unknown } }).data ?? {}
  refuseOverlongCredentials(operation, data, req)
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  // Counted per address (an IPv6 client by its /64 network: lib/clientAddress limitKey).
  const address = limitKey(clientAddress(req.headers))
  const limit = await perAddress().consume(`${operation}:${address}`)
  if (!limit.allowed) throw limited(req, limit.retryAfterSeconds)
  if (operation !== 'login') return args

  const email = typeof data.email === 'string' ? data.email.toLowerCase().trim() : ''
  const pair = `${email}|${address}`
  const blocked = await failures().blocked(pair)
  if (!blocked.allowed) throw limited(req, blocked.retryAfterSeconds)

  const user = email
    ? await allSchools(req.payload, 'staff accounts', req).db.findOne<{ id: number; hash?: string; salt?: string; email?: string; schools?: { school?: unknown }[] }>({
        collection: 'users',
        where: { email: { equals: email } },
      })
    : null
  if (!(await verifyPassword(data.password, user))) {
    await failures().fail(pair)
    await auditFailedSignIn(req, email, user)
    throw new AuthenticationError(req.t)
  }
  await failures().clear(pair)
  return args
}
