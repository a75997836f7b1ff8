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
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { tagFor } from '@/data/cacheTags'
import { clientAddress, limitKey } from '@/lib/clientAddress'
import type { Limiter } from '@/server/rateLimit'
import { NOT_FOUND_PATH } from '@/server/renderContext'
import { createResponseCache, type ResponseCache, type StoredResponse } from '@/lib/responseCache'
import { onInvalidation } from '@/server/tagCache'
import { sendPlain } from './plainPages'
import { isSearchPage, isUncachedPath } from '@/lib/routes'
import { ANY_SITE, createKeyMemo, keyOf, localized, siteFirst } from './responseCache/keys'
import { createSiteMap, hostOf, MAX_HOSTS } from './responseCache/sites'
import { createLoopbackRenderer, documentOnly, isEmptyNotFound, RenderTimeout, type Rendered } from './responseCache/render'
import { createSender, sendDirect, stateOf, type CacheState } from './responseCache/sender'
import { storable } from './responseCache/storable'
import { createUnavailablePages } from './responseCache/unavailable'

export { hostOf, MAX_HOSTS }

/** The share of the cache search pages may hold (any stranger can vary a search). */
export const SEARCH_SHARE = 0.125
/** The list of schools' tag (src/data/cacheTags): its change makes the cache learn every host's site again. */
const SCHOOLS_TAG = tagFor('schools')
/** While renders of a stale page fail, it is tried again at most this often. */
const REFRESH_BACKOFF_MS = 5_000

/** What is kept: pages, the JSON API, RSC payloads, the sitemap, robots.txt, and the feeds (RSS, iCalendar). */
const STORED_TYPES =
  /^(text\/html|application\/json|text\/x-component|application\/xml|application\/rss\+xml|text\/plain|text\/calendar)\b/i

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
    return siteFirst(sites.use(hostOf(req)), target, (key) => cache.get(key))
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
    unavailable.keep(req, target, site)
    return { stored }
  }

  /** The site's "try again" pages, kept while it is well for the 503s when it is not. */
  const unavailable = createUnavailablePages({ ttlMs, render, sites })

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

  const send = createSender()

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

  function answer(req: IncomingMessage, res: ServerResponse, key: string, outcome: Outcome) {
    if ('stored' in outcome) send(req, res, outcome.stored, 'MISS')
    else if ('direct' in outcome) sendDirect(req, res, outcome.direct)
    else if ('unavailable' in outcome) {
      log(`Could not render ${key}: ${outcome.unavailable}; answered 503`)
      unavailable.send(req, res, key)
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
    stateOf,
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
          unavailable.send(req, res, key)
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
