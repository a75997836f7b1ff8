import { NextResponse, type NextRequest } from 'next/server'

import { badRequest } from '@/lib/badRequest'
import { formBodyProblem, formParserFor } from '@/lib/formBody'
import { LOCALE_HEADER, PATH_HEADER, splitLocale } from '@/lib/i18n/locales'
import { hasOwnWriteRules, isApiPath, isCmsApiPath, isPagePath } from '@/lib/routes'
import { nextTakesActionFrom, sameOriginRequest } from '@/lib/origin'
import { RENDER_HEADER } from '@/server/renderContext'
import { checkoutOriginsFrom, contentSecurityPolicy, mapOriginsFrom, scriptHash, securityHeaders } from '@/lib/securityHeaders'
import { THEME_BOOT_SCRIPT } from '@/lib/theme'

const THEME_SCRIPT_HASH = scriptHash(THEME_BOOT_SCRIPT)

/**
 * Security headers on every response. A public page rendered for the response cache
 * (src/server/responseCache) gets no nonce: the cache replaces the policy with the hashes of
 * the page's inline scripts. Everything rendered per request gets a fresh script nonce, which
 * Next puts on its own scripts (it reads the policy from the request); the layout's one
 * inline script is allowed by its hash.
 *
 * Languages: `/hi/x` is the page `/x` in Hindi. The proxy serves it from `/x`'s route with the
 * request header LOCALE_HEADER set to `hi` (and `en` on every other request, whatever the
 * visitor sent), and PATH_HEADER carrying the page's own address, for the language switch and
 * the `hreflang` links. The response cache keys by the address asked for, so the two
 * languages are stored apart, and invalidated together (same content tags).
 *
 * A multipart body that whatever reads it next could not parse (src/lib/formBody) is answered
 * 400 here, before Payload or Next's server-action parser fail on it with a 500.
 */
export async function proxy(request: NextRequest) {
  if (await forgedFormPost(request)) return refusedAsForged(request)
  const unreadable = await unreadableForm(request)
  if (unreadable) return unreadable
  const forCache = request.headers.has(RENDER_HEADER)
  const nonce = forCache ? undefined : Buffer.from(crypto.randomUUID()).toString('base64')
  const csp = contentSecurityPolicy(nonce ? { nonce, hashes: [THEME_SCRIPT_HASH] } : { hashes: [THEME_SCRIPT_HASH] }, {
    dev: process.env.NODE_ENV === 'development',
    mapOrigins: mapOriginsFrom(process.env.MAP_EMBED_ORIGINS),
    formOrigins: checkoutOriginsFrom(process.env.RAZORPAY_API_URL),
  })
  const headers = new Headers(request.headers)
  if (nonce) headers.set('content-security-policy', csp)
  const { pathname, search } = request.nextUrl
  const split = splitLocale(pathname)
  const translated = split.locale !== 'en' && isPagePath(split.path)
  const locale = translated ? split.locale : 'en'
  const path = translated ? split.path : pathname
  headers.set(LOCALE_HEADER, locale)
  headers.set(PATH_HEADER, path + search)
  let response: NextResponse
  if (translated) {
    const target = request.nextUrl.clone()
    target.pathname = split.path
    response = NextResponse.rewrite(target, { request: { headers } })
  } else {
    response = NextResponse.next({ request: { headers } })
  }
  response.headers.set('Content-Security-Policy', csp)
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  for (const [name, value] of securityHeaders({ https })) response.headers.set(name, value)
  return response
}

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/**
 * Paths with rules of their own: Payload's admin and REST/GraphQL (its CSRF allow-list from
 * SERVER_URL, cookies SameSite=Lax), and the public JSON API, which other schools' systems
 * call from anywhere without cookies (docs/security.md); and a notice e-mail's one-click
 * unsubscribe, which mail programs post from their own servers, authorised by the signed token
 * in its address alone (src/features/notices).
 */

/**
 * A form post another site made a visitor's browser send: the alert's Dismiss button, the TC
 * lookup, feedback and notices forms (Next's server actions, which Next refuses from another
 * origin only with a 500, and not at all without an Origin header) answer only their own
 * site's pages. With SERVER_URL set, a site is the school the host serves, on any of its
 * domains (src/data/formOrigins); another school's pages are another website.
 */
async function forgedFormPost(request: NextRequest): Promise<boolean> {
  if (!CHANGES.has(request.method)) return false
  const { pathname } = request.nextUrl
  if (hasOwnWriteRules(pathname)) {
    // The APIs are route handlers only, which Next never runs an action on; every other section
    // with rules of its own (the admin, the WhatsApp and subscription addresses) has pages too
    // (its own, or the site's "not found"), and Next would abort an action there with a 500.
    return !isApiPath(pathname) && !isCmsApiPath(pathname) && actionFromElsewhere(request)
  }
  // Without SERVER_URL the request's own Host is the site, and nothing needs loading.
  const accepted = process.env.SERVER_URL ? await (await import('@/data/formOrigins')).formOrigins(request.headers) : null
  return !sameOriginRequest(request.headers, accepted)
}

/**
 * A server action (the admin's server functions, or a page's form; a POST with a Next-Action
 * header, or a multipart form, which Next tries as one) from an origin Next does not take it
 * from: Next would abort it with a 500. Refused here as a forged form, by Next's own rule (the
 * site's own pages post from the host they are on), so its own actions are never refused.
 */
function actionFromElsewhere(request: NextRequest): boolean {
  const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data')
  const action = request.method === 'POST' && (request.headers.has('next-action') || multipart)
  return action && !nextTakesActionFrom(request.headers)
}

function refusedAsForged(request: NextRequest): Response {
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  for (const [name, value] of securityHeaders({ https })) headers.set(name, value)
  return new Response('This form was sent from another website, so it was not accepted. Open the page on this site and try again.\n', {
    status: 403,
    headers,
  })
}

/**
 * Bodies larger than this are not checked: they are above the largest upload the site takes
 * (25 MB), so they are refused for their size, and close to the most the proxy is given of
 * a body (`proxyClientMaxBodySize`, 32 MB in next.config.ts), past which it sees a body cut short.
 */
const FORM_CHECK_MAX_BYTES = 30 * 1024 * 1024

/** 400 for a form body its reader could not parse; null to let the request go on. */
async function unreadableForm(request: NextRequest): Promise<NextResponse | null> {
  const contentType = request.headers.get('content-type')
  const parser = formParserFor(request.method, request.nextUrl.pathname, contentType)
  if (!parser || !contentType) return null
  let body: Uint8Array<ArrayBuffer>
  try {
    body = new Uint8Array(await request.clone().arrayBuffer())
  } catch {
    // The client went away mid-body: the server has already answered it.
    return null
  }
  if (body.byteLength > FORM_CHECK_MAX_BYTES) return null
  const problem = await formBodyProblem(contentType, body, parser)
  if (!problem) return null
  const answer = badRequest(request.nextUrl.pathname, { message: problem, field: 'body' })
  const response = new NextResponse(answer.body, { status: answer.status, headers: answer.headers })
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  for (const [name, value] of securityHeaders({ https })) response.headers.set(name, value)
  return response
}

export const config = {
  // Static build files are immutable and carry no page; everything else gets the headers.
  matcher: ['/((?!_next/static|_next/image).*)'],
}
