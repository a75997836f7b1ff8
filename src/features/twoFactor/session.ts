/**
 * Sessions and the second factor. Payload's sign-in checks the password and makes a session (a
 * `sid` in the token, listed in the account's `sessions`). When the account needs a second
 * factor, that session is *waiting*: the users collection's `afterRead` hook (./hooks.ts) hides
 * it from Payload's own session check, so the token opens nothing (admin, REST, GraphQL, the
 * Local API with its headers) until a code, a recovery code or a passkey completes it; its sid
 * is then listed in `secondFactorSessions` and the same token works.
 *
 * Only this module reads a waiting token: the second step's endpoints (./endpoints.ts) and the
 * admin's second-step page (/admin/two-factor).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'

import { getFieldsToSign, jwtSign, JWT_AUTH_VERSION, type Payload, type PayloadRequest, type SanitizedCollectionConfig, type TypedUser } from 'payload'
import { generatePayloadCookie, parseCookies } from 'payload/shared'

import { allSchools } from '@/tenancy'
import { twoFactorState, type AccountFacts } from './requirement'
import { stillOpen } from './rules'

export type StoredSession = { id: string; createdAt?: string | Date | null; expiresAt: string | Date }

/** An account as stored (the adapter's row: hidden fields included). */
export type StoredAccount = AccountFacts & {
  id: number
  email: string
  name?: string | null
  hash?: string | null
  salt?: string | null
  sessions?: StoredSession[] | null
  secondFactorSessions?: string[] | null
  totpSecret?: string | null
  totpPendingSecret?: string | null
  totpLastStep?: number | null
  recoveryCodes?: string[] | null
  passkeys?: StoredPasskey[] | null
  webauthnChallenge?: string | null
}

export type StoredPasskey = {
  id: string
  publicKey: string
  counter: number
  name: string
  transports?: string[]
  createdAt: string
  lastUsedAt?: string | null
}

/**
 * The request's session token, as Payload's `extractJWT` finds it: the sign-in cookie (only from
 * the site's own origin when `csrf` is set), or an `Authorization: JWT …` / `Bearer …` header.
 */
export function tokenOf(headers: Headers, payload: Payload): string | null {
  const header = /^(?:JWT|Bearer) (\S+)$/.exec(headers.get('authorization') ?? '')?.[1]
  if (header) return header
  const cookie = parseCookies(headers).get(`${payload.config.cookiePrefix}-token`)
  if (!cookie) return null
  const { csrf } = payload.config
  const origin = headers.get('origin')
  if (origin) return csrf.length === 0 || csrf.includes(origin) ? cookie : null
  if (csrf.length === 0) return cookie
  return ['same-origin', 'same-site', 'none'].includes(headers.get('sec-fetch-site') ?? '') ? cookie : null
}

type Claims = { id?: unknown; collection?: unknown; sid?: unknown; exp?: unknown }

/** A token's claims when Payload signed it (HS256 with its secret, its auth version) and it has not expired; else null. */
export function verifiedClaims(token: string, secret: string): Claims | null {
  const [head, body, signature] = token.split('.')
  if (!head || !body || !signature) return null
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown; authVersion?: unknown }
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims
    if (header.alg !== 'HS256' || header.authVersion !== JWT_AUTH_VERSION) return null
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null
    return claims
  } catch {
    return null
  }
}

export const accounts = (payload: Payload, req?: Partial<PayloadRequest>) => allSchools(payload, 'staff accounts', req)

/** The stored account, hidden fields and all. */
export const storedAccount = (payload: Payload, id: number, req?: Partial<PayloadRequest>) =>
  accounts(payload, req).db.findOne<StoredAccount>({ collection: 'users', where: { id: { equals: id } } })

export type SessionFound = {
  user: StoredAccount
  sid: string
  /** The session passed its second factor (or needs none). */
  complete: boolean
  totpOn: boolean
  required: boolean
}

/**
 * The session a request's token names, waiting or complete: its signature, its expiry and the
 * session in the account's list checked as Payload checks them. Null: no such session.
 */
export async function sessionOf(payload: Payload, headers: Headers, req?: Partial<PayloadRequest>): Promise<SessionFound | null> {
  const token = tokenOf(headers, payload)
  if (!token) return null
  const claims = verifiedClaims(token, payload.secret)
  if (!claims) return null
  if (claims.collection !== 'users' || typeof claims.id !== 'number' || typeof claims.sid !== 'string') return null
  const user = await storedAccount(payload, claims.id, req)
  const session = user?.sessions?.find((s) => s.id === claims.sid)
  if (!user || !session || new Date(session.expiresAt).getTime() <= Date.now()) return null
  const { totpOn, required, needed } = await twoFactorState(payload, user, req)
  const complete = !needed || (user.secondFactorSessions ?? []).includes(claims.sid)
  return { user, sid: claims.sid, complete, totpOn, required }
}

/** Marks a waiting session complete: its token now opens what the account may open. */
export async function completeSession(payload: Payload, user: StoredAccount, sid: string, req?: Partial<PayloadRequest>, changes: Partial<StoredAccount> = {}) {
  const sessions = user.sessions ?? []
  const done = stillOpen([...(user.secondFactorSessions ?? []), sid], sessions)
  await accounts(payload, req).db.updateOne({ collection: 'users', id: user.id, data: { ...changes, secondFactorSessions: [...new Set(done)] }, returning: false })
}

export type IssueOptions = {
  /** How the person proved who they are, for the record: 'password', 'oidc', … */
  method: string
  /** Whether the session needs no further factor (an OpenID Connect sign-in counts as one). */
  secondFactorDone: boolean
}

/**
 * Starts a session for `user` as Payload's sign-in would (a new `sid` in the account's sessions,
 * a signed token), for other ways of signing in (the school's Google or Microsoft sign-in).
 * With `secondFactorDone` the session is complete at once; without, it waits for a second factor
 * when the account needs one. Returns the token, its expiry (seconds since 1970) and the
 * `Set-Cookie` value that signs the browser in.
 */
export async function issueSession(req: PayloadRequest, user: { id: number }, options: IssueOptions): Promise<{ token: string; exp: number; cookie: string; sid: string }> {
  const { payload } = req
  const collectionConfig = payload.collections.users.config as SanitizedCollectionConfig
  const auth = collectionConfig.auth
  const stored = await storedAccount(payload, user.id, req)
  if (!stored) throw new Error(`No account ${user.id}`)
  const sid = randomUUID()
  const now = new Date()
  const live = (stored.sessions ?? []).filter((s) => new Date(s.expiresAt).getTime() > now.getTime())
  const sessions = [...live, { id: sid, createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + auth.tokenExpiration * 1000).toISOString() }]
  const done = stillOpen(stored.secondFactorSessions ?? [], sessions)
  await accounts(payload, req).db.updateOne({
    collection: 'users',
    id: stored.id,
    // The whole row, as Payload's sign-in writes it: a change of the sessions list is an upsert of the account.
    data: { ...stored, sessions, secondFactorSessions: options.secondFactorDone ? [...done, sid] : done },
    returning: false,
  })
  // The collection's sign-in hooks run as for a password sign-in (Payload's login operation), told how the person signed in.
  req.context.signInMethod = options.method
  let signedIn = { ...stored, collection: 'users' } as unknown as TypedUser
  for (const hook of collectionConfig.hooks?.beforeLogin ?? [])
    signedIn = ((await hook({ collection: collectionConfig, context: req.context, req, user: signedIn })) as typeof signedIn) || signedIn
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: stored.email, sid, user: signedIn as never })
  const { exp, token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: auth.tokenExpiration })
  req.user = { ...signedIn, collection: 'users', _strategy: 'local-jwt' } as unknown as PayloadRequest['user']
  for (const hook of collectionConfig.hooks?.afterLogin ?? []) await hook({ collection: collectionConfig, context: req.context, req, token, user: signedIn })
  const cookie = generatePayloadCookie({ collectionAuthConfig: auth, cookiePrefix: payload.config.cookiePrefix, token })
  payload.logger.info({ user: stored.id, method: options.method, secondFactorDone: options.secondFactorDone }, 'Session started')
  return { token, exp, cookie, sid }
}

/** Whether the request carries a session that waits for its second factor (the admin then shows /admin/two-factor). */
export async function waitingForSecondFactor(payload: Payload, headers: Headers): Promise<boolean> {
  const found = await sessionOf(payload, headers)
  return Boolean(found && !found.complete)
}
