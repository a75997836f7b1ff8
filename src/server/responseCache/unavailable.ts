/**
 * The answer of the response cache (src/server/responseCache) for a page that cannot be made
 * now (the database away, a render too slow): 503 with Retry-After, in the site's own "try
 * again" page when one is kept, else a plain one (src/server/plainPages).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { StoredResponse } from '@/lib/responseCache'
import { isApiPath } from '@/lib/routes'
import { UNAVAILABLE_PATH } from '@/server/renderContext'
import { sendPlain } from '../plainPages'
import { keyOf, localized, pathOf, siteFirst } from './keys'
import { documentOnly, type Rendered } from './render'
import { hostOf, MAX_HOSTS, type SiteMap } from './sites'
import { storable } from './storable'

/** What a 503 asks the client to wait. */
const RETRY_AFTER_SECONDS = 30

export type UnavailablePages = {
  /** After a successful render of `target` at `site`: makes that site's "try again" page in its language, when missing or old. */
  keep(req: IncomingMessage, target: string, site: string): void
  /** A 503 for a page that cannot be made now: the site's own "try again" page when one is kept, else a plain one. */
  send(req: IncomingMessage, res: ServerResponse, key: string): void
}

/**
 * The site's "try again" page, per language, rendered in the site's layout while renders
 * succeed (after a successful one, when missing or older than the time-to-live), so that a
 * 503 while the database is away still looks like the school's site.
 */
export function createUnavailablePages({
  ttlMs,
  render,
  sites,
}: {
  /** How long a kept page serves before it is made again. */
  ttlMs: number
  /** Renders a path as the visitor `req` (src/server/responseCache/render). */
  render: (req: IncomingMessage, path: string) => Promise<Rendered>
  sites: Pick<SiteMap, 'siteOf'>
}): UnavailablePages {
  const unavailablePages = new Map<string, StoredResponse>()
  const makingUnavailable = new Set<string>()

  function keep(req: IncomingMessage, target: string, site: string) {
    const key = keyOf(site, localized(target, UNAVAILABLE_PATH))
    const kept = unavailablePages.get(key)
    if ((kept && Date.now() - kept.storedAt < ttlMs) || makingUnavailable.has(key)) return
    // A new site's page only while those kept and those being made leave room: many made at once never pass the bound.
    if (!kept && unavailablePages.size + makingUnavailable.size >= MAX_HOSTS) return
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

  function send(req: IncomingMessage, res: ServerResponse, key: string) {
    const path = localized(key, UNAVAILABLE_PATH)
    const kept = siteFirst(sites.siteOf(hostOf(req)), path, (k) => unavailablePages.get(k))
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

  return { keep, send }
}
