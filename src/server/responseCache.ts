/**
 * The response cache on the HTTP side (docs/decisions/0006): a public GET is answered from
 * memory, already compressed, when a stored response is there; otherwise the server renders
 * it once by asking itself over loopback, records what the render read, and stores it.
 *
 * - Only anonymous renders are stored: the render request carries no cookies, and a render
 *   that turns personal (markPersonal: a staff preview, a rate-limited lookup) is not kept.
 *   A request with Next's draft-mode cookie is never answered from or put into the cache.
 * - Each stored page's policy allows exactly its own inline scripts, by hash; no nonce.
 * - Invalidation comes from the CMS's change hooks through the process-wide tag cache
 *   (onInvalidation), so a publish shows on the next request.
 * - The key is the address in its canonical form (src/lib/queryParams): parameters a page does
 *   not read never reach it, so strangers' junk (`utm_*`, `fbclid`, random strings) neither
 *   turns the cache off nor grows it; the render is made for that canonical address.
 * - Each school's pages are kept apart: the key begins with the site the host is (a school's,
 *   the shared API host, none), which the render notes and the cache remembers per host for
 *   the hosts it has seen (at most MAX_HOSTS, the least recently asked forgotten first; all of
 *   them when the list of schools changes). A made-up Host costs
 *   a render (a point of the visitor's limit) and never a second copy of a school's page.
 * - Concurrent misses on one key share one render; a stale entry is served while one render
 *   replaces it (at most one try every REFRESH_BACKOFF_MS while renders fail).
 * - A visitor whose request makes the server render pays one point of a per-address limit
 *   (searches their own, stricter one); past it, 429 with Retry-After. Hits are free.
 * - A render that fails (5xx: the database away) or takes longer than `renderTimeoutMs`
 *   answers 503 with Retry-After: a stale copy when there is one (served as it is), else the
 *   site's "try again" page kept from when the site was well, else a plain one.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { tagFor } from '@/data/cacheTags'
import { clientAddress, limitKey } from '@/lib/clientAddress'
import { etagMatches, pickEncoding, type Encoding } from '@/lib/encoding'
import type { Limiter } from '@/server/rateLimit'
import { NOT_FOUND_PATH, UNAVAILABLE_PATH, type RenderRecord } from '@/server/renderContext'
import { createResponseCache, type ResponseCache, type StoredResponse } from '@/lib/responseCache'
import { inlineScriptHashes, securityHeaders, withScriptHashes } from '@/lib/securityHeaders'
import { onInvalidation } from '@/server/tagCache'
import { sendPlain } from './plainPages'
import { isApiPath, isSearchPage, isUncachedPath } from '@/lib/routes'
import { ANY_SITE, createKeyMemo, keyOf, localized, pathOf } from './responseCache/keys'
import { createSiteMap, hostOf, MAX_HOSTS } from './responseCache/sites'
import { createLoopbackRenderer, documentOnly, isEmptyNotFound, RenderTimeout, type Rendered } from './responseCache/render'

export { hostOf, MAX_HOSTS }

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** The share of the cache search pages may hold (any stranger can vary a search). */
export const SEARCH_SHARE = 0.125
/** The list of schools' tag (src/data/cacheTags): its change makes the cache learn every host's site again. */
const SCHOOLS_TAG = tagFor('schools')
/** While renders of a stale page fail, it is tried again at most this often. */
const REFRESH_BACKOFF_MS = 5_000
/** What a 503 asks the client to wait. */
const RETRY_AFTER_SECONDS = 30

/** What is kept: pages, the JSON API, RSC payloads, the sitemap, robots.txt, and the feeds (RSS, iCalendar). */
const STORED_TYPES =
  /^(text\/html|application\/json|text\/x-component|application\/xml|application\/rss\+xml|text\/plain|text\/calendar)\b/i

/** Response headers not kept: per-connection, per-response, or set again when served. */
const DROPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'set-cookie',
  'cache-control',
  'strict-transport-security',
  'etag',
  // The render's own request id: each answer carries its visitor's (src/server/serve.ts).
  'x-request-id',
])

type Outcome = { stored: StoredResponse } | { direct: Rendered } | { personal: true } | { unavailable: string }

export type ResponseCaching = {
  /** Answers the request when it is the cache's business (a render, or a cacheable GET); false otherwise. */
  serve(req: IncomingMessage, res: ServerResponse): boolean
  /** Whether the request is one of this server's own renders (a secret id over loopback), not a visitor's. */
  isOwnRender(req: IncomingMessage): boolean
  /** HIT, MISS or STALE when the cache answered with a stored copy (for the request log). */
  stateOf(res: ServerResponse): CacheState | undefined
  cache: ResponseCache
}

type CacheState = 'HIT' | 'MISS' | 'STALE'
/** How the cache answered a response, noted on it: an answer from the cache sets no header one could read back. */
const STATE = Symbol('x-cache')
type Noted = ServerResponse & { [STATE]?: CacheState }

export function createResponseCaching({
  handle,
  address,
  ttlMs,
  maxBytes,
  renderTimeoutMs = 10_000,
  limits,
  previewId,
  maxHosts = MAX_HOSTS,
  log = (message) => console.error(message),
}: {
  /** Next's request handler. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>
  /** Where this server listens, for its own render requests. */
  address: () => AddressInfo
  ttlMs: number
  maxBytes: number
  /** A render taking longer is answered 503 (the visitor is not left waiting). */
  renderTimeoutMs?: number
  /** Per-address limits on the renders a visitor's requests cause: searches, and everything else. */
  limits?: { renders: Limiter; searches: Limiter }
  /** The value of Next's draft-mode cookie (the build's previewModeId): only a genuine one bypasses the cache. */
  previewId?: string
  /** The hosts whose site it remembers (MAX_HOSTS). */
  maxHosts?: number
  log?: (message: string) => void
}): ResponseCaching {
  const cache = createResponseCache({ maxBytes, ttlMs, shares: { search: SEARCH_SHARE } })
  onInvalidation((tag) => {
    // A change to the list of schools can hand a host to another school: hosts are learned again.
    if (tag === null || tag === SCHOOLS_TAG) sites.clear()
    if (tag === null) cache.clear()
    else cache.invalidate(tag)
  })

  const inflight = new Map<string, Promise<Outcome>>()
  const { isOwnRender, renderRequest, render } = createLoopbackRenderer({ handle, address, renderTimeoutMs })

  /** Which site each host is, learned from renders (see the header). */
  const sites = createSiteMap(maxHosts)

  /** The stored copy of `target` for this request's host, if any. */
  function lookup(req: IncomingMessage, target: string) {
    const site = sites.use(hostOf(req))
    return (site === undefined ? undefined : cache.get(keyOf(site, target))) ?? cache.get(keyOf(ANY_SITE, target))
  }

  async function fill(target: string, req: IncomingMessage): Promise<Outcome> {
    const since = cache.mark()
    let rendered: Rendered
    try {
      rendered = await render(req, target)
      // Next's answer to notFound() is an empty document its scripts fill in: the site's 404
      // page, rendered on the server, replaces it, so it reads without JavaScript.
      if (isEmptyNotFound(rendered)) rendered = await render(req, localized(target, NOT_FOUND_PATH))
    } catch (err) {
      return { unavailable: err instanceof RenderTimeout ? err.message : `render failed: ${(err as Error).message}` }
    }
    const { status, headers, record } = rendered
    if (status >= 500) return { unavailable: `render answered ${status}` }
    if (record?.site) sites.learn(hostOf(req), record.site)
    if (!record || record.personal) return { personal: true }
    if (record.notFound) return { direct: { ...rendered, status: 404 } }
    if (record.noStore) return { direct: rendered }
    const body = documentOnly(rendered)
    if (status !== 200 || headers['set-cookie'] || !STORED_TYPES.test(headers['content-type'] ?? '')) return { direct: rendered }
    const stored = await storable(rendered, body, record)
    const site = record.site ?? ANY_SITE
    cache.set(keyOf(site, target), stored, since, isSearchPage(target) ? 'search' : undefined)
    keepUnavailablePage(req, target, site)
    return { stored }
  }

  /** A rendered 200 as the cache keeps it: its own script hashes in the policy, compressed twice. */
  async function storable({ status, headers }: Rendered, body: Buffer, record: RenderRecord): Promise<StoredResponse> {
    const kept: Record<string, string> = {}
    for (const [name, value] of Object.entries(headers)) if (!DROPPED_HEADERS.has(name)) kept[name] = value
    if (/^text\/html/i.test(headers['content-type'] ?? '') && kept['content-security-policy']) {
      kept['content-security-policy'] = withScriptHashes(kept['content-security-policy'], inlineScriptHashes(body.toString('utf8')))
    }
    kept['cache-control'] = 'public, max-age=0, must-revalidate'
    if (!/accept-encoding/i.test(kept.vary ?? '')) kept.vary = kept.vary ? `${kept.vary}, Accept-Encoding` : 'Accept-Encoding'
    const big = body.length >= 1024
    return {
      status,
      headers: kept,
      body,
      gzip: big ? await gzip(body, { level: 6 }) : null,
      br: big
        ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : null,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
      tags: [...record.tags],
      storedAt: Date.now(),
      expiresAt: record.expiresAt,
    }
  }

  /**
   * The site's "try again" page, per language, rendered in the site's layout while renders
   * succeed (after a successful one, when missing or older than the time-to-live), so that a
   * 503 while the database is away still looks like the school's site.
   */
  const unavailablePages = new Map<string, StoredResponse>()
  const makingUnavailable = new Set<string>()
  function keepUnavailablePage(req: IncomingMessage, target: string, site: string) {
    const key = keyOf(site, localized(target, UNAVAILABLE_PATH))
    const kept = unavailablePages.get(key)
    if ((kept && Date.now() - kept.storedAt < ttlMs) || makingUnavailable.has(key)) return
    makingUnavailable.add(key)
    render(req, localized(target, UNAVAILABLE_PATH))
      .then(async (rendered) => {
        if (rendered.status !== 200 || !rendered.record || rendered.record.personal || rendered.record.noStore) return
        // One per site and language: a stranger's hosts add none (they are no school's site).
        if (!unavailablePages.has(key) && unavailablePages.size >= MAX_HOSTS) return
        unavailablePages.set(key, await storable(rendered, documentOnly(rendered), rendered.record))
      })
      .catch(() => {})
      .finally(() => makingUnavailable.delete(key))
  }

  /** One render per host and address at a time; followers wait for it. */
  const flightOf = (req: IncomingMessage, target: string) => `${hostOf(req)} ${target}`
  function once(target: string, req: IncomingMessage): Promise<Outcome> {
    const key = flightOf(req, target)
    let p = inflight.get(key)
    if (!p) {
      p = fill(target, req).finally(() => inflight.delete(key))
      inflight.set(key, p)
    }
    return p
  }

  /** Header lists per entry and encoding, made once: a cache hit allocates as little as possible. */
  const prepared = new WeakMap<StoredResponse, Map<string, string[]>>()
  const hsts = securityHeaders({ https: true }).find(([name]) => name === 'Strict-Transport-Security')!
  function headersFor(entry: StoredResponse, encoding: Encoding, state: string, https: boolean): string[] {
    let lists = prepared.get(entry)
    if (!lists) prepared.set(entry, (lists = new Map()))
    const key = `${encoding} ${state} ${https}`
    let list = lists.get(key)
    if (!list) {
      list = Object.entries({ ...entry.headers, etag: entry.etag, 'x-cache': state }).flat()
      if (encoding !== 'identity') list.push('content-encoding', encoding)
      const body = encoding === 'br' ? entry.br! : encoding === 'gzip' ? entry.gzip! : entry.body
      list.push('content-length', String(body.length))
      if (https) list.push(...hsts)
      lists.set(key, list)
    }
    return list
  }
  /** Accept-Encoding values repeat (each browser sends one): parsed once each. */
  const encodings = new Map<string, Encoding>()
  function encodingFor(accept: string | undefined, entry: StoredResponse): Encoding {
    if (!entry.br || !entry.gzip) return pickEncoding(accept, { br: Boolean(entry.br), gzip: Boolean(entry.gzip) })
    const key = accept ?? ''
    let e = encodings.get(key)
    if (e === undefined) {
      e = pickEncoding(accept, { br: true, gzip: true })
      if (encodings.size > 200) encodings.clear()
      encodings.set(key, e)
    }
    return e
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: StoredResponse, state: CacheState) {
    ;(res as Noted)[STATE] = state
    const https = req.headers['x-forwarded-proto'] === 'https'
    const id = req.headers['x-request-id']
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      const headers: Record<string, string> = { ...entry.headers, etag: entry.etag, 'x-cache': state }
      delete headers['content-type']
      if (https) headers[hsts[0].toLowerCase()] = hsts[1]
      if (typeof id === 'string') headers['x-request-id'] = id
      res.writeHead(304, headers)
      res.end()
      return
    }
    const encoding = encodingFor(req.headers['accept-encoding'], entry)
    const body = encoding === 'br' ? entry.br! : encoding === 'gzip' ? entry.gzip! : entry.body
    // The entry's list with this request's id for the time of the call (writeHead reads it
    // then): nothing set on the response before, so Node takes the list as it is.
    const list = headersFor(entry, encoding, state, https)
    const withId = typeof id === 'string'
    if (withId) list.push('x-request-id', id)
    try {
      res.writeHead(entry.status, list)
    } finally {
      if (withId) list.length -= 2
    }
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  function sendDirect(req: IncomingMessage, res: ServerResponse, rendered: Rendered) {
    const { status, headers } = rendered
    const body = documentOnly(rendered)
    const out = { ...headers }
    if (/^text\/html/i.test(out['content-type'] ?? '') && out['content-security-policy']) {
      out['content-security-policy'] = withScriptHashes(out['content-security-policy'], inlineScriptHashes(body.toString('utf8')))
    }
    delete out['transfer-encoding']
    delete out.connection
    delete out['keep-alive']
    out['content-length'] = String(body.length)
    res.writeHead(status, out)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  function cacheable(req: IncomingMessage): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    if (isUncachedPath(req.url ?? '')) return false
    // A staff member's draft preview is rendered for them alone; a made-up cookie of that name changes nothing.
    const bypass = /(?:^|;\s*)__prerender_bypass=([^;]*)/.exec(req.headers.cookie ?? '')?.[1]
    return !bypass || !previewId || bypass !== previewId
  }

  /** The canonical address of each address asked, worked out once (bounded: ./responseCache/keys). */
  const { keyFor } = createKeyMemo()

  /** When renders of a stale page last failed, by key (a few at most; cleared when one succeeds). */
  const refreshFailed = new Map<string, number>()
  function refresh(key: string, req: IncomingMessage) {
    const flight = flightOf(req, key)
    if (Date.now() - (refreshFailed.get(flight) ?? 0) < REFRESH_BACKOFF_MS) return
    once(key, req).then(
      (outcome) => {
        if ('unavailable' in outcome) {
          if (refreshFailed.size >= 1000) refreshFailed.clear()
          refreshFailed.set(flight, Date.now())
          log(`Refreshing ${key} failed (${outcome.unavailable}); the stale copy is served meanwhile`)
        } else refreshFailed.delete(flight)
      },
      (err: unknown) => log(`Refreshing ${key} failed: ${(err as Error).message}`),
    )
  }

  /** A 503 for a page that cannot be made now: the site's own "try again" page when one is kept, else a plain one. */
  function sendUnavailable(req: IncomingMessage, res: ServerResponse, key: string) {
    const path = localized(key, UNAVAILABLE_PATH)
    const site = sites.siteOf(hostOf(req))
    const kept = (site === undefined ? undefined : unavailablePages.get(keyOf(site, path))) ?? unavailablePages.get(keyOf(ANY_SITE, path))
    const retry = { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' }
    const wantsPage = /^text\/html/.test(kept?.headers['content-type'] ?? '') && !/\.[a-z]+$/i.test(pathOf(key)) && !isApiPath(key)
    if (kept && wantsPage && !(kept.expiresAt && Date.now() >= kept.expiresAt)) {
      const headers: Record<string, string> = { ...kept.headers, ...retry, 'content-length': String(kept.body.length) }
      delete headers.etag
      res.writeHead(503, headers)
      res.end(req.method === 'HEAD' ? undefined : kept.body)
      return
    }
    sendPlain(req, res, {
      status: 503,
      message: 'This page cannot be shown just now: the site is busy or being looked after. Please try again in a minute.',
      hindi: 'यह पृष्ठ अभी नहीं दिखाया जा सकता: साइट व्यस्त है या उसका रखरखाव हो रहा है। कृपया एक मिनट बाद फिर प्रयास करें।',
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    })
  }

  function answer(req: IncomingMessage, res: ServerResponse, key: string, outcome: Outcome) {
    if ('stored' in outcome) send(req, res, outcome.stored, 'MISS')
    else if ('direct' in outcome) sendDirect(req, res, outcome.direct)
    else if ('unavailable' in outcome) {
      log(`Could not render ${key}: ${outcome.unavailable}; answered 503`)
      sendUnavailable(req, res, key)
    } else void handle(req, res).catch(() => res.end())
  }

  /** Takes one point of the visitor's render limit (their search limit for a search); false, with a 429 sent, when none is left. */
  async function mayRender(req: IncomingMessage, res: ServerResponse, key: string): Promise<boolean> {
    if (!limits) return true
    const search = isSearchPage(key)
    return takeRender(search ? limits.searches : limits.renders, req, res, search ? 'search' : 'render')
  }

  return {
    cache,
    isOwnRender,
    stateOf: (res) => (res as Noted)[STATE],
    serve(req, res) {
      if (renderRequest(req, res)) return true
      if (!cacheable(req)) return false
      const key = keyFor(req.url ?? '/')
      const found = lookup(req, key)
      if (found) {
        send(req, res, found.entry, found.stale ? 'STALE' : 'HIT')
        if (found.stale) refresh(key, req)
        return true
      }
      const id = req.headers['x-request-id']
      if (typeof id === 'string') res.setHeader('x-request-id', id)
      const pending = inflight.get(flightOf(req, key))
      const outcome = pending ? Promise.resolve(true) : mayRender(req, res, key)
      outcome
        .then((allowed) => (allowed ? once(key, req).then((o) => answer(req, res, key, o)) : undefined))
        .catch((err: unknown) => {
          log(`Rendering ${key} for the cache failed: ${(err as Error).stack ?? String(err)}`)
          sendUnavailable(req, res, key)
        })
      return true
    },
  }
}

/**
 * Takes one point of the visitor's limit (`limiter`: renders, or searches) for a request the
 * server renders; false, with a 429 and Retry-After sent, when none is left.
 */
export async function takeRender(limiter: Limiter, req: IncomingMessage, res: ServerResponse, what: 'render' | 'search' = 'render'): Promise<boolean> {
  const limit = await limiter.consume(limitKey(clientAddress({ get: (n) => header(req, n) })))
  if (limit.allowed) return true
  sendPlain(req, res, {
    status: 429,
    message:
      what === 'search'
        ? `Too many searches from your network just now. Please wait ${limit.retryAfterSeconds} seconds and search again.`
        : `Too many requests from your network just now. Please wait ${limit.retryAfterSeconds} seconds and try again.`,
    hindi: `आपके नेटवर्क से अभी बहुत अधिक अनुरोध आए हैं। कृपया ${limit.retryAfterSeconds} सेकंड प्रतीक्षा करके फिर प्रयास करें।`,
    retryAfterSeconds: limit.retryAfterSeconds,
  })
  return false
}

const header = (req: IncomingMessage, name: string): string | null => {
  const v = req.headers[name.toLowerCase()]
  return typeof v === 'string' ? v : Array.isArray(v) ? v.join(', ') : null
}
