/**
 * What a sign-in started in this browser must match when the provider sends the person back:
 * the school, the state, the nonce and the PKCE code verifier. Kept in the browser itself, in a
 * cookie signed with the deployment's secret (HMAC-SHA256), readable only by the callback's
 * path and for ten minutes, so nothing is stored on the server and any instance can finish a
 * sign-in another began. The code verifier in it is no secret from the browser it is in: it
 * keeps an authorization code caught elsewhere from being used.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** The cookie's name. */
export const STATE_COOKIE = 'school-sign-in'
/** How long a sign-in may take, from the button to the return. */
export const STATE_SECONDS = 10 * 60

export type SignInState = { school: number; state: string; nonce: string; verifier: string; expires: number }

const mac = (body: string, secret: string) => createHmac('sha256', `school-sign-in:${secret}`).update(body).digest('base64url')

/** The cookie's value for a sign-in begun now. */
export function sealState(state: Omit<SignInState, 'expires'>, secret: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...state, expires: now + STATE_SECONDS * 1000 })).toString('base64url')
  return `${body}.${mac(body, secret)}`
}

/** The sign-in a cookie's value holds, if it is ours, whole and not expired; else null. */
export function openState(value: string | null | undefined, secret: string, now = Date.now()): SignInState | null {
  if (!value || value.length > 2000) return null
  const [body, signature, extra] = value.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(mac(body, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SignInState
    const whole =
      typeof state.school === 'number' && typeof state.state === 'string' && typeof state.nonce === 'string' && typeof state.verifier === 'string' && typeof state.expires === 'number'
    return whole && state.expires > now ? state : null
  } catch {
    return null
  }
}
