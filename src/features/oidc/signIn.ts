/**
 * Signing in with the school's own Google Workspace or Microsoft Entra account (OpenID
 * Connect, with openid-client), at two addresses under /cms-api:
 *
 * - `GET /cms-api/school-sign-in` (the sign-in page's button): for the school of the host,
 *   when its administrators turned it on (./SingleSignOn.ts), sends the browser to the provider
 *   with PKCE, a state and a nonce, which a signed ten-minute cookie keeps (./stateCookie.ts);
 * - `GET /cms-api/school-sign-in/callback` (the redirect address the school gives the
 *   provider): checks the answer (state, PKCE, the ID token's signature, issuer, audience and
 *   nonce), requires a verified e-mail address at one of the school's allowed domains, finds
 *   the staff account with that address that works for this school, and signs it in as a
 *   password would (./session.ts). Never an account of another school, never an operator,
 *   never a new account.
 *
 * Every refusal is a small page in plain words (status 4xx, nothing signed in); both addresses
 * are limited per client address like the password sign-in (SIGN_IN_LIMIT per
 * SIGN_IN_WINDOW_SECONDS, counted apart from it).
 */
import { createHash } from 'node:crypto'

import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'
import * as client from 'openid-client'

import { isOperator, type Role } from '@/access/roles'
import { env } from '@/env'
import { clientAddress, limitKey } from '@/lib/clientAddress'
import { sharedLimiter } from '@/server/rateLimit'
import { forSchool, schoolAtHost, schoolsList, schoolsOf, publicOriginOf, type School } from '@/tenancy'
import { hostName } from '@/tenancy/rules'
import { isLoopbackDeployment } from './deployment'
import { cleanIssuer, domainsFrom, emailFrom, issuerProblem, providerOf, REFUSALS, type Provider, type Refusal } from './rules'
import { issueSession } from '@/features/twoFactor'
import { openState, sealState, STATE_COOKIE, STATE_SECONDS } from './stateCookie'

/** Where the sign-in starts, and where the provider sends the person back (under /cms-api). */
export const START_PATH = '/school-sign-in'
export const CALLBACK_PATH = '/school-sign-in/callback'
const API_ROUTE = '/cms-api'

/** What the sign-in needs of the school's settings, when they are complete and turned on. */
export type SchoolSignIn = { issuer: string; clientId: string; clientSecret: string; domains: string[]; provider: Provider }

type Stored = { enabled?: boolean | null; issuer?: string | null; clientId?: string | null; clientSecret?: string | null; allowedDomains?: string | null }

/** The school's sign-in settings, or null when it is off or incomplete (no button, no sign-in). */
export async function schoolSignIn(payload: Payload, school: School): Promise<SchoolSignIn | null> {
  const page = (await forSchool(payload, school).page('single-sign-on', { depth: 0 })) as Stored
  const issuer = cleanIssuer(page.issuer ?? '')
  const clientId = page.clientId?.trim() ?? ''
  const clientSecret = page.clientSecret ?? ''
  const domains = domainsFrom(page.allowedDomains)
  if (!page.enabled || !issuer || !clientId || !clientSecret || !domains.length) return null
  // Checked again here: settings saved before a rule changed, or written by a command.
  if (issuerProblem(issuer, { deploymentOnLoopback: isLoopbackDeployment() })) return null
  return { issuer, clientId, clientSecret, domains, provider: providerOf(issuer) }
}

/**
 * The address the school copies into Google or Microsoft as its redirect (callback) address:
 * at the school's public origin (SERVER_URL for the school served there, else its first
 * domain, src/tenancy/rules.ts `publicOriginOf`).
 */
export async function redirectAddressFor(payload: Payload, school: School): Promise<string> {
  const origin = publicOriginOf(school, await schoolsList(payload), env().publicOrigin, env().API_HOST)
  return new URL(`${API_ROUTE}${CALLBACK_PATH}`, origin).href
}

/** The provider's settings (its discovery document), kept a quarter of an hour per school's settings. */
const DISCOVERY_SECONDS = 15 * 60
const discovered = new Map<string, { at: number; config: Promise<client.Configuration> }>()

function providerConfig(settings: SchoolSignIn): Promise<client.Configuration> {
  const key = createHash('sha256').update(`${settings.issuer}\n${settings.clientId}\n${settings.clientSecret}`).digest('base64url')
  const known = discovered.get(key)
  if (known && Date.now() - known.at < DISCOVERY_SECONDS * 1000) return known.config
  // Only a test's provider on this machine is reached over plain http (rules.ts allows no other).
  const insecure = new URL(settings.issuer).protocol === 'http:'
  const config = client.discovery(new URL(settings.issuer), settings.clientId, undefined, client.ClientSecretPost(settings.clientSecret), {
    timeout: 10,
    ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
  })
  discovered.set(key, { at: Date.now(), config })
  // A failed discovery is asked again next time, not kept.
  config.catch(() => discovered.delete(key))
  return config
}

const perAddress = () => sharedLimiter('school-sign-in', env().SIGN_IN_LIMIT, env().SIGN_IN_WINDOW_SECONDS)

const isHttps = (address: string) => address.startsWith('https:')

/** The state cookie's Set-Cookie: only for the callback's path, ten minutes, sent back on the provider's top-level redirect (Lax). */
const stateCookie = (value: string, redirect: string, maxAge = STATE_SECONDS) =>
  `${STATE_COOKIE}=${value}; Path=${API_ROUTE}${CALLBACK_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${isHttps(redirect) ? '; Secure' : ''}`

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A small page of its own (the admin's look is not loaded here): a heading, a sentence and a link. */
function page(status: number, title: string, message: string, link: { href: string; words: string }, extra: Record<string, string> = {}, cookies: string[] = []): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${extra.refresh ? `<meta http-equiv="refresh" content="0; url=${escape(extra.refresh)}">` : ''}<title>${escape(title)}</title></head>
<body><main><h1>${escape(title)}</h1><p>${escape(message)}</p><p><a href="${escape(link.href)}">${escape(link.words)}</a></p></main></body></html>
`
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(html, { status, headers })
}

const STATUS: Record<Refusal, number> = {
  off: 404,
  'no-school': 404,
  limited: 429,
  expired: 400,
  provider: 502,
  cancelled: 400,
  'no-email': 403,
  unverified: 403,
  domain: 403,
  'no-account': 403,
  operator: 403,
}

/** A refused sign-in: its page, nothing signed in (and the sign-in's cookie cleared, when given). */
export const refusalPage = (refusal: Refusal, cookies: string[] = []) =>
  page(STATUS[refusal], 'You are not signed in', REFUSALS[refusal], { href: '/admin/login', words: 'Back to the sign-in page' }, {}, cookies)

/** The school of the request's host (each school's staff sign in on its own domain). */
const schoolOf = (req: PayloadRequest) => schoolAtHost(req.payload, hostName(req.headers.get('host')))

/** Whether this address may try now; a refusal's page when not. */
async function limited(req: PayloadRequest): Promise<Response | null> {
  const limit = await perAddress().consume(limitKey(clientAddress(req.headers)))
  if (limit.allowed) return null
  const answer = refusalPage('limited')
  answer.headers.set('Retry-After', String(limit.retryAfterSeconds))
  return answer
}

/** `GET /cms-api/school-sign-in`: off to the school's provider. */
export const startEndpoint: Endpoint = {
  path: START_PATH,
  method: 'get',
  handler: async (req) => {
    const refused = await limited(req)
    if (refused) return refused
    const school = await schoolOf(req)
    if (!school) return refusalPage('no-school')
    const settings = await schoolSignIn(req.payload, school)
    if (!settings) return refusalPage('off')
    const redirect = await redirectAddressFor(req.payload, school)
    // The state cookie must be set on the host the provider sends the person back to.
    const there = new URL(redirect)
    if (req.headers.get('host') !== there.host) {
      return new Response(null, { status: 303, headers: { Location: new URL(`${API_ROUTE}${START_PATH}`, there).href, 'Cache-Control': 'no-store' } })
    }
    let config: client.Configuration
    try {
      config = await providerConfig(settings)
    } catch (err) {
      req.payload.logger.warn({ err, issuer: settings.issuer }, 'A school sign-in provider could not be reached')
      return refusalPage('provider')
    }
    const verifier = client.randomPKCECodeVerifier()
    const state = client.randomState()
    const nonce = client.randomNonce()
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirect,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    const sealed = sealState({ school: school.id, state, nonce, verifier }, req.payload.secret)
    return new Response(null, { status: 303, headers: { Location: url.href, 'Set-Cookie': stateCookie(sealed, redirect), 'Cache-Control': 'no-store' } })
  },
}

type Account = { id: number; role?: Role | null; schools?: { school?: unknown }[] | null }

/** `GET /cms-api/school-sign-in/callback`: the provider's answer, and the session when all is well. */
export const callbackEndpoint: Endpoint = {
  path: CALLBACK_PATH,
  method: 'get',
  handler: async (req) => {
    const refused = await limited(req)
    if (refused) return refused
    const school = await schoolOf(req)
    if (!school) return refusalPage('no-school')
    const redirect = await redirectAddressFor(req.payload, school)
    // Used once, whatever happens next.
    const cleared = [stateCookie('', redirect, 0).replace('Max-Age=0', 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT')]
    const refuse = (refusal: Refusal) => refusalPage(refusal, cleared)

    const started = openState(parseCookies(req.headers).get(STATE_COOKIE), req.payload.secret)
    if (!started || started.school !== school.id) return refuse('expired')
    const settings = await schoolSignIn(req.payload, school)
    if (!settings) return refuse('off')
    if (req.searchParams.has('error')) return refuse('cancelled')

    let claims: client.IDToken | undefined
    try {
      const config = await providerConfig(settings)
      // The address the provider sent the person to, as the school registered it (not as a proxy passed it on).
      const current = new URL(redirect)
      current.search = req.searchParams.toString()
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: started.verifier,
        expectedState: started.state,
        expectedNonce: started.nonce,
        idTokenExpected: true,
      })
      claims = tokens.claims()
    } catch (err) {
      if (err instanceof client.AuthorizationResponseError) return refuse('cancelled')
      req.payload.logger.warn({ err, issuer: settings.issuer }, 'A school sign-in was not completed with its provider')
      return refuse('provider')
    }
    if (!claims) return refuse('provider')

    const found = emailFrom(claims, settings)
    if ('refusal' in found) return refuse(found.refusal)
    // Within this school only (the gate finds the accounts that work for it): an account of another school is not found.
    const gate = forSchool(req.payload, school, req)
    const account = (await gate.find({ collection: 'users', where: { email: { equals: found.email } }, depth: 0, limit: 1, pagination: false })).docs[0] as Account | undefined
    if (!account || !schoolsOf(account).includes(school.id)) return refuse('no-account')
    if (isOperator(account)) return refuse('operator')
    // The school's own sign-in counts as the second factor: Google and Microsoft ask for theirs.
    const { cookie } = await issueSession(req, { id: account.id as number }, { method: 'oidc', secondFactorDone: true })
    // Opened from this site's own page, so that the admin's first request is same-site and
    // carries the new cookie past Payload's CSRF check (a redirect straight from the provider's
    // site would arrive as a cross-site request).
    return page(200, 'Signed in', `Signed in as ${found.email}. Opening the admin…`, { href: '/admin', words: 'Open the admin' }, { refresh: '/admin' }, [...cleared, cookie])
  },
}

export const schoolSignInEndpoints: Endpoint[] = [startEndpoint, callbackEndpoint]
