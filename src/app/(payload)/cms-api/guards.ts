/**
 * What the CMS API's routes check before Payload's own handlers, so that malformed requests
 * get 400 with Payload's error shape (`{ errors: [{ message }] }`) rather than a 500, and an
 * account that must choose a new password gets 403 for anything but that.
 */
import { executeAuthStrategies, getPayload, type SanitizedConfig } from 'payload'
import { parseCookies } from 'payload/shared'

import { apiError } from '@/lib/apiError'
import { mustChooseNewPassword, NEW_PASSWORD_FIRST_MESSAGE } from '@/access/newPasswordFirst'
import { queryParamProblem } from '@/lib/badQuery'
import { graphqlProblem } from '@/lib/graphqlBudget'
import { allSchools } from '@/tenancy'

const badRequest = (message: string, status = 400) => apiError(status, message)

/** REST: a query parameter in a shape Payload would pass to the database as it is (src/lib/badQuery). */
export const checkQuery =
  <A extends unknown[]>(handler: (request: Request, ...rest: A) => Promise<Response>) =>
  (request: Request, ...rest: A): Promise<Response> => {
    const problem = queryParamProblem(new URL(request.url).searchParams)
    return problem ? Promise.resolve(badRequest(problem.message)) : handler(request, ...rest)
  }

/**
 * GraphQL: Payload's handler reads the body before its own error handling, so a body that is
 * not JSON throws its 400 (`Invalid JSON`) out of the route, which Next answers 500 with no
 * body. Such a client error is answered here; anything else is the server's and goes on to Next.
 */
export const clientErrorsAnswered =
  (handler: (request: Request) => Promise<Response>) =>
  async (request: Request): Promise<Response> => {
    try {
      return await handler(request)
    } catch (err) {
      const status = (err as { status?: unknown } | null)?.status
      if (typeof status !== 'number' || status < 400 || status > 499) throw err
      const message = (err as Error).message === 'Invalid JSON' ? 'The body is not valid JSON: send { "query": "…" }.' : (err as Error).message
      return badRequest(message, status)
    }
  }

/** What an account that must choose a new password may still ask over REST (paths under /cms-api). */
const WHILE_NEW_PASSWORD_DUE: { method: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/users\/me$/ },
  { method: 'POST', path: /^\/users\/(logout|refresh-token)$/ },
  // Signing in (perhaps as someone else), and the links e-mailed to staff, need no session.
  { method: 'POST', path: /^\/users\/(login|forgot-password|reset-password|accept-invitation)$/ },
  // What the admin's account page asks for itself: the account's permissions (all closed but its
  // own account, access/newPasswordFirst) and its own preferences (which panels are open).
  { method: 'GET', path: /^\/access$/ },
  { method: 'GET', path: /^\/payload-preferences\/[^/]+$/ },
  { method: 'POST', path: /^\/payload-preferences\/[^/]+$/ },
  { method: 'DELETE', path: /^\/payload-preferences\/[^/]+$/ },
]

/** A request's session token: the sign-in cookie, or an Authorization header (`JWT …`, `Bearer …`). */
function tokenOf(headers: Headers, cookiePrefix: string): string | null {
  const header = /^(?:JWT|Bearer) (\S+)$/.exec(headers.get('authorization') ?? '')?.[1]
  return header ?? parseCookies(headers).get(`${cookiePrefix}-token`) ?? null
}

/** The account a token names, read without checking its signature: only which account's flag to look at. */
function accountNamedBy(token: string): number | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { id?: unknown }
    return typeof claims.id === 'number' && Number.isSafeInteger(claims.id) ? claims.id : null
  } catch {
    return null
  }
}

/**
 * An account that must choose a new password (access/newPasswordFirst) gets 403 with the reason
 * for any request but asking who it is, signing out, and the change itself (PATCH of its own
 * account, which its hooks refuse unless it sets a password); over GraphQL (`rest: false`), for
 * every request. What it costs a request with a session: one read of one column of the account
 * its token names; only when that account is flagged is the session checked here (signature and
 * session, as Payload's handler checks it again), so a made-up token changes nothing.
 */
export const newPasswordFirst =
  (config: Promise<SanitizedConfig>, { rest }: { rest: boolean }) =>
  <A extends unknown[]>(handler: (request: Request, ...rest: A) => Promise<Response>) =>
  async (request: Request, ...args: A): Promise<Response> => {
    const { cookiePrefix, routes } = await config
    const token = tokenOf(request.headers, cookiePrefix)
    const named = token === null ? null : accountNamedBy(token)
    if (named === null) return handler(request, ...args)
    const payload = await getPayload({ config })
    const flagged = await allSchools(payload, 'staff accounts').db.findOne<{ id: number; mustChangePassword?: boolean | null }>({
      collection: 'users',
      where: { id: { equals: named } },
      select: { mustChangePassword: true },
    })
    if (!flagged?.mustChangePassword) return handler(request, ...args)
    const { user } = await executeAuthStrategies({ headers: request.headers, payload })
    if (!mustChooseNewPassword(user)) return handler(request, ...args)
    const path = new URL(request.url).pathname.slice(routes.api.length)
    const allowed =
      rest &&
      (WHILE_NEW_PASSWORD_DUE.some((a) => a.method === request.method && a.path.test(path)) || (request.method === 'PATCH' && path === `/users/${user!.id}`))
    return allowed ? handler(request, ...args) : badRequest(NEW_PASSWORD_FIRST_MESSAGE, 403)
  }

/**
 * REST: operations a collection does not have, answered 404 here rather than 500 by Payload's
 * handler: e-mail verification (`/{slug}/verify/{token}`) of a collection that does not verify
 * e-mail, and versions (`/{slug}/versions…`) of one that keeps none.
 */
export const knownOperations =
  (config: Promise<SanitizedConfig>) =>
  <A extends unknown[]>(handler: (request: Request, ...rest: A) => Promise<Response>) =>
  async (request: Request, ...args: A): Promise<Response> => {
    const { collections, routes } = await config
    const [slug, operation] = new URL(request.url).pathname.slice(routes.api.length).split('/').filter(Boolean)
    const collection = collections.find((c) => c.slug === slug)
    if (collection && operation === 'verify' && !(collection.auth && collection.auth.verify))
      return badRequest(`${slug} has no e-mail verification.`, 404)
    if (collection && operation === 'versions' && !collection.versions) return badRequest(`${slug} keeps no versions.`, 404)
    return handler(request, ...args)
  }

/**
 * GraphQL: a document over its budget (src/lib/graphqlBudget: tokens, depth, aliases, fields, a
 * fragment that spreads itself) is refused with 400 before Payload's handler parses, validates
 * and counts it (work that grows with the document; a cyclic fragment overflowed the stack in
 * its complexity count). The body is at most 100 KB by then (src/lib/routes, `cms-api/graphql`).
 */
export const withinGraphqlBudget =
  (handler: (request: Request) => Promise<Response>) =>
  async (request: Request): Promise<Response> => {
    // Only JSON is read (as graphql-http reads it); a multipart body went to Payload's field parser first and threw there (500).
    if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? ''))
      return badRequest('Send the GraphQL request as JSON: Content-Type application/json, with a body of { "query": "…" }.', 415)
    let body: unknown
    try {
      body = await request.clone().json()
    } catch {
      return handler(request)
    }
    const query = (body as { query?: unknown } | null)?.query
    const problem = typeof query === 'string' ? graphqlProblem(query) : null
    return problem ? badRequest(problem) : handler(request)
  }
