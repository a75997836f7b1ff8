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
 * - Renders from every visitor together stay within the instance's budget
 *   (./responseCache/budget: a few at a time, a few more waiting briefly); past it a stale copy
 *   is served when there is one, else 503 with Retry-After, so strangers asking from many
 *   addresses for pages nobody reads cannot hold up the pages everyone reads.
 * - A render that fails (5xx: the database away) or takes longer than `renderTimeoutMs`
 *   answers 503 with Retry-After: a stale copy when there is one (served as it is), else the
 *   site's "try again" page kept from when the site was well, else a plain one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { tagFor } from '@/data/cacheTags'
import { clientAddress, limitKey } from '@/lib/clientAddress'
import { createResponseCache, type ResponseCache } from '@/lib/responseCache'
import { isSearchPage, isUncachedPath } from '@/lib/routes'
import type { Limiter } from '@/server/rateLimit'
import { onInvalidation } from '@/server/tagCache'
import { sendPlain } from './plainPages'
import { Busy, createRecentCount, createRenderBudget, HITS_CONTENDED } from './responseCache/budget'
import { createSingleFlight, flightOf } from './responseCache/flights'
import { createKeyMemo } from './responseCache/keys'
import { createRefresher } from './responseCache/refresh'
import { createLoopbackRenderer } from './responseCache/render'
import { createSender, sendDirect, stateOf, type CacheState } from './responseCache/sender'
import { createSiteCache, type Outcome } from './responseCache/siteCache'
import { createSiteMap, hostOf, MAX_HOSTS } from './responseCache/sites'
import { createUnavailablePages } from './responseCache/unavailable'

export { hostOf, MAX_HOSTS }

/** The share of the cache search pages may hold (any stranger can vary a search). */
export const SEARCH_SHARE = 0.125
/** The list of schools' tag (src/data/cacheTags): its change makes the cache learn every host's site again. */
const SCHOOLS_TAG = tagFor('schools')

export type ResponseCaching = {
  /** Answers the request when it is the cache's business (a render, or a cacheable GET); false otherwise. */
  serve(req: IncomingMessage, res: ServerResponse): boolean
  /** Whether the request is one of this server's own renders (a secret id over loopback), not a visitor's. */
  isOwnRender(req: IncomingMessage): boolean
  /** HIT, MISS or STALE when the cache answered with a stored copy (for the request log). */
  stateOf(res: ServerResponse): CacheState | undefined
  cache: ResponseCache
}

type Options = {
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
  /** The renders the whole instance makes at a time, and waits for (./responseCache/budget). */
  budget?: { concurrent: number; queued: number; waitMs: number; share?: number }
  /**
   * Answers a request whose render turned out to be the visitor's own (a preview, a rate-limited
   * lookup): the app again, for them alone. By default Next's handler; the server's bounds it in time.
   */
  passOn?: (req: IncomingMessage, res: ServerResponse) => void
  log?: (message: string) => void
}

/**
 * The cache's parts wired together (each in src/server/responseCache/): the loopback renderer,
 * the site map, the store by site, single flights, the sender, the "try again" pages, the
 * background refresh and the key memo.
 */
export function createResponseCaching({
  handle,
  address,
  ttlMs,
  maxBytes,
  renderTimeoutMs = 10_000,
  limits,
  previewId,
  maxHosts = MAX_HOSTS,
  budget = { concurrent: 2, queued: 8, waitMs: 2_000, share: 0.1 },
  passOn = (req, res) => void handle(req, res).catch(() => res.end()),
  log = (message) => console.error(message),
}: Options): ResponseCaching {
  const cache = createResponseCache({ maxBytes, ttlMs, shares: { search: SEARCH_SHARE } })
  /** Which site each host is, learned from renders (see the header). */
  const sites = createSiteMap(maxHosts)
  onInvalidation((tag) => {
    // A change to the list of schools can hand a host to another school: hosts are learned again.
    if (tag === null || tag === SCHOOLS_TAG) sites.clear()
    if (tag === null) cache.clear()
    else cache.invalidate(tag)
  })

  const { isOwnRender, renderRequest, render } = createLoopbackRenderer({ handle, address, renderTimeoutMs })
  /** The site's "try again" pages, kept while it is well for the 503s when it is not. */
  const unavailable = createUnavailablePages({ ttlMs, render, sites })
  const pages = createSiteCache({ cache, sites, render, unavailable })
  /** One render per host and address at a time; followers wait for it. */
  const flights = createSingleFlight<Outcome>()
  /** Renders from every visitor together, within the instance's budget (./responseCache/budget). */
  // The share of time renders may take applies while pages are being sent from the cache (at
  // least HITS_CONTENDED in the last second), not when nothing else waits (a cold start).
  const hits = createRecentCount()
  const renders = createRenderBudget({ ...budget, contended: () => hits.count() >= HITS_CONTENDED })
  let refused = 0
  const fill = (target: string, req: IncomingMessage): Promise<Outcome> =>
    renders.run(() => pages.fill(target, req)).catch((err: unknown) => {
      if (!(err instanceof Busy)) throw err
      // Said once in a while, not once a request: a crowd of strangers would fill the log.
      if (refused++ % 100 === 0) log(`The render budget is spent (${budget.concurrent} rendering, ${budget.queued} waiting): ${refused} render(s) refused so far, answered 503`)
      return { unavailable: err.message, quiet: true }
    })
  const once = (target: string, req: IncomingMessage) => flights.run(flightOf(req, target), () => fill(target, req))
  const refresh = createRefresher({ once, log })
  const send = createSender()
  /** The canonical address of each address asked, worked out once (bounded: ./responseCache/keys). */
  const { keyFor } = createKeyMemo()

  function answer(req: IncomingMessage, res: ServerResponse, key: string, outcome: Outcome) {
    if ('stored' in outcome) send(req, res, outcome.stored, 'MISS')
    else if ('direct' in outcome) sendDirect(req, res, outcome.direct)
    else if ('unavailable' in outcome) {
      if (!outcome.quiet) log(`Could not render ${key}: ${outcome.unavailable}; answered 503`)
      unavailable.send(req, res, key)
    } else passOn(req, res)
  }

  return {
    cache,
    isOwnRender,
    stateOf,
    serve(req, res) {
      if (renderRequest(req, res)) return true
      if (!cacheable(req, previewId)) return false
      const key = keyFor(req.url ?? '/')
      const found = pages.lookup(req, key)
      if (found) {
        hits.add()
        send(req, res, found.entry, found.stale ? 'STALE' : 'HIT')
        if (found.stale) refresh(key, req)
        return true
      }
      const id = req.headers['x-request-id']
      if (typeof id === 'string') res.setHeader('x-request-id', id)
      const pending = flights.pending(flightOf(req, key))
      const outcome = pending ? Promise.resolve(true) : mayRender(limits, req, res, key)
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

/** Whether the cache answers this request: a GET or HEAD of a cached path, not a staff member's genuine draft preview. */
function cacheable(req: IncomingMessage, previewId: string | undefined): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (isUncachedPath(req.url ?? '')) return false
  // A staff member's draft preview is rendered for them alone; a made-up cookie of that name changes nothing.
  const bypass = /(?:^|;\s*)__prerender_bypass=([^;]*)/.exec(req.headers.cookie ?? '')?.[1]
  return !bypass || !previewId || bypass !== previewId
}

/** Takes one point of the visitor's render limit (their search limit for a search); false, with a 429 sent, when none is left. */
async function mayRender(limits: Options['limits'], req: IncomingMessage, res: ServerResponse, key: string): Promise<boolean> {
  if (!limits) return true
  const search = isSearchPage(key)
  return takeRender(search ? limits.searches : limits.renders, req, res, search ? 'search' : 'render')
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
