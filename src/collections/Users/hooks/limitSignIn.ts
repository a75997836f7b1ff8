import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { env } from '@/env'
import { clientAddress } from '@/lib/clientAddress'
import { sharedLimiter, waitPhrase } from '@/lib/rateLimit'

/** A sign-in or reset request over the per-address limit: a 429, logged as routine (not a server error). */
export class SignInLimited extends APIError {
  constructor(message: string) {
    super(message, 429, undefined, true)
    this.name = 'SignInLimited'
  }
}

const limiter = () => sharedLimiter('sign-in', env().SIGN_IN_LIMIT, env().SIGN_IN_WINDOW_SECONDS)

/**
 * Per-address limit on sign-in and password-reset requests (HTTP 429), on top of
 * Payload's per-account lockout after 5 failed attempts. Covers REST, GraphQL and the
 * admin's sign-in form, which all run these operations.
 */
export const limitSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const result = await limiter().consume(`${operation}:${clientAddress(req.headers)}`)
  if (!result.allowed) {
    throw new SignInLimited(`Too many attempts from your network. Please wait ${waitPhrase(result.retryAfterSeconds)} and try again.`)
  }
  return args
}
