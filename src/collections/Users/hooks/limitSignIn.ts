import { APIError, AuthenticationError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { env } from '@/env'
import { clientAddress } from '@/lib/clientAddress'
import { verifyPassword } from '@/lib/password'
import { sharedFailureCounter, sharedLimiter, waitPhrase } from '@/lib/rateLimit'

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

/**
 * Sign-in and password-reset protection, for the admin's form, REST and GraphQL alike:
 * - a per-address limit on both (SIGN_IN_LIMIT per SIGN_IN_WINDOW_SECONDS);
 * - wrong passwords are counted per account *and* address: five from one address make that
 *   address wait 15 minutes for that account, while its owner elsewhere signs in as usual
 *   (nothing a stranger does can lock an account);
 * - the password is checked here, against a fixed hash when there is no such account, so an
 *   unknown e-mail takes as long and gets the same answer as a known one with a wrong password.
 */
export const limitSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const address = clientAddress(req.headers)
  const limit = await perAddress().consume(`${operation}:${address}`)
  if (!limit.allowed) throw limited(req, limit.retryAfterSeconds)
  if (operation !== 'login') return args

  const data = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  const email = typeof data.email === 'string' ? data.email.toLowerCase().trim() : ''
  const pair = `${email}|${address}`
  const blocked = await failures().blocked(pair)
  if (!blocked.allowed) throw limited(req, blocked.retryAfterSeconds)

  const user = email ? await req.payload.db.findOne<{ id: number; hash?: string; salt?: string }>({ collection: 'users', where: { email: { equals: email } }, req }) : null
  if (!(await verifyPassword(data.password, user))) {
    await failures().fail(pair)
    throw new AuthenticationError(req.t)
  }
  await failures().clear(pair)
  return args
}
