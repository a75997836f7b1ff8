/**
 * A Payload session for an account whose owner has proved who they are some other way than
 * a password (a school's Google or Microsoft sign-in): made exactly as Payload's password
 * sign-in makes one (payload/dist/auth/operations/login.js), so that the admin, REST and
 * GraphQL know it as theirs: a session (`sid`) added to the account, the JWT signed with the
 * account's fields marked `saveToJWT`, the collection's beforeLogin and afterLogin hooks, and
 * the cookie named and set as the users collection's auth config says.
 *
 * Kept small and in one place on purpose: the two-factor work (issue #44) will provide the
 * shared version, which counts a sign-in by `method: 'oidc'` as a completed second factor.
 */
import { getFieldsToSign, jwtSign, type PayloadRequest, type TypedUser } from 'payload'
import { addSessionToUser, generatePayloadCookie } from 'payload/shared'

/** How the person proved who they are; hooks read it from `req.context.signInMethod`. */
export type SignInMethod = 'oidc'

/** The account as stored (a `db.findOne` of the users collection). */
export type StoredAccount = Record<string, unknown> & { id: number | string; email: string }

/** Signs `user` in on this request: its session and JWT; answers the Set-Cookie value for the response. */
export async function issueSession(req: PayloadRequest, stored: StoredAccount, { method }: { method: SignInMethod }): Promise<{ cookie: string; token: string; exp: number }> {
  const { payload } = req
  const collectionConfig = payload.collections.users.config
  req.context.signInMethod = method
  let user = { ...stored } as unknown as TypedUser & { sessions?: unknown[] }
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user: user as Parameters<typeof addSessionToUser>[0]['user'] })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: String(stored.email).toLowerCase(), user, ...(sid ? { sid } : {}) })
  for (const hook of collectionConfig.hooks?.beforeLogin ?? []) user = ((await hook({ collection: collectionConfig, context: req.context, req, user })) as typeof user) || user
  const { exp, token } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: collectionConfig.auth.tokenExpiration })
  req.user = { ...user, collection: 'users', _strategy: 'local-jwt' } as PayloadRequest['user']
  for (const hook of collectionConfig.hooks?.afterLogin ?? []) await hook({ collection: collectionConfig, context: req.context, req, token, user })
  const cookie = generatePayloadCookie({ collectionAuthConfig: collectionConfig.auth, cookiePrefix: payload.config.cookiePrefix, token }) as string
  return { cookie, token, exp }
}
