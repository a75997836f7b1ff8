/**
 * The signed token in a staff invitation's link (./invitations.ts): the invited address, name,
 * role and school, and when it expires, signed with an HMAC keyed by the deployment's secret.
 * Nothing is stored: a token is checked by its signature, before anything is read. Node only.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

/** The longest token read: far above a real one (about 200 characters). */
const MAX_TOKEN_LENGTH = 2048

export const INVITED_ROLES = ['admin', 'editor', 'admissions'] as const
export type InvitedRole = (typeof INVITED_ROLES)[number]

export type Invitation = { email: string; name: string; role: InvitedRole; school: number; expires: number }

const keyOf = (secret: string) => createHash('sha256').update(`staff-invitation:${secret}`).digest()
const macOf = (body: string, secret: string) => createHmac('sha256', keyOf(secret)).update(body).digest('base64url')

/** The link's token: the invitation, and its signature. */
export function signInvitation(invitation: Invitation, secret: string): string {
  const body = Buffer.from(JSON.stringify([invitation.email, invitation.name, invitation.role, invitation.school, invitation.expires])).toString('base64url')
  return `${body}.${macOf(body, secret)}`
}

const Signed = z.tuple([z.string(), z.string(), z.enum(INVITED_ROLES), z.number().int(), z.number().int()])

/** The invitation a token carries, when it is ours, unchanged and not expired; else null. */
export function readInvitation(token: unknown, secret: string, now = Date.now()): Invitation | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null
  const [body, mac, extra] = token.split('.')
  if (!body || !mac || extra !== undefined) return null
  const expected = Buffer.from(macOf(body, secret))
  const given = Buffer.from(mac)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let parsed: z.infer<typeof Signed>
  try {
    parsed = Signed.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
  } catch {
    return null
  }
  const [email, name, role, school, expires] = parsed
  return expires > now ? { email, name, role, school, expires } : null
}
