/**
 * The response cache's store read and filled by site (src/server/responseCache): a request
 * gets the copy kept for its host's site, else one kept for any site; a miss is rendered once
 * over loopback, kept when it may be, and teaches the site map whose site the host is. A search
 * is kept from its second asking on (`createAskedBefore`).
 */
import type { IncomingMessage } from 'node:http'

import type { Lookup, ResponseCache, StoredResponse } from '@/lib/responseCache'
import { isSearchPage } from '@/lib/routes'
import { NOT_FOUND_PATH } from '@/server/renderContext'
import { ANY_SITE, keyOf, localized, siteFirst } from './keys'
import { documentOnly, isEmptyNotFound, RenderTimeout, type Rendered } from './render'
import { hostOf, type SiteMap } from './sites'
import { storable } from './storable'
import type { UnavailablePages } from './unavailable'

/** What is kept: pages, the JSON API, RSC payloads, the sitemap, robots.txt, and the feeds (RSS, iCalendar). */
const STORED_TYPES =
  /^(text\/html|application\/json|text\/x-component|application\/xml|application\/rss\+xml|text\/plain|text\/calendar)\b/i

/** What a render came to: kept, sent once as it came, the visitor's own (the app answers them), or not made. */
export type Outcome = { stored: StoredResponse } | { direct: Rendered } | { personal: true } | { unavailable: string; quiet?: boolean }

export type SiteCache = {
  /** The stored copy of `target` for this request's host, if any. */
  lookup(req: IncomingMessage, target: string): Lookup | undefined
  /** Renders `target` as the visitor `req` and keeps it when it may be kept. */
  fill(target: string, req: IncomingMessage): Promise<Outcome>
}

/** The searches remembered as asked once (their keys), the oldest forgotten first: about 2 MB at most. */
export const SEARCHES_REMEMBERED = 8192

/** Whether a key was asked before; remembers it. At most `max` keys, the oldest forgotten first. */
export function createAskedBefore(max = SEARCHES_REMEMBERED) {
  const asked = new Set<string>()
  return {
    again(key: string): boolean {
      if (asked.has(key)) return true
      asked.add(key)
      if (asked.size > max) asked.delete(asked.values().next().value as string)
      return false
    },
  }
}

export function createSiteCache({
  cache,
  sites,
  render,
  unavailable,
}: {
  cache: ResponseCache
  sites: Pick<SiteMap, 'use' | 'learn'>
  /** Renders a path as the visitor `req` (src/server/responseCache/render). */
  render: (req: IncomingMessage, path: string) => Promise<Rendered>
  /** Told of each page kept, to keep its site's "try again" page ready. */
  unavailable: Pick<UnavailablePages, 'keep'>
}): SiteCache {
  const searchesAsked = createAskedBefore()

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
    const site = record.site ?? ANY_SITE
    const key = keyOf(site, target)
    const search = isSearchPage(target)
    // A search is kept once it is asked again: the searches people repeat stay in the search
    // share, not pushed out by the ones asked once (anyone can vary a search endlessly).
    if (search && !searchesAsked.again(key)) return { direct: rendered }
    const stored = await storable(rendered, body, record)
    cache.set(key, stored, since, search ? 'search' : undefined)
    unavailable.keep(req, target, site)
    return { stored }
  }

  return { lookup, fill }
}
