/**
 * Replacing a stale copy in the background (src/server/responseCache): the stale copy is
 * served while one render replaces it, and while renders fail a page is tried again at most
 * every REFRESH_BACKOFF_MS.
 */
import type { IncomingMessage } from 'node:http'

import { flightOf } from './flights'
import type { Outcome } from './siteCache'

/** While renders of a stale page fail, it is tried again at most this often. */
export const REFRESH_BACKOFF_MS = 5_000
/** The pages whose failed refresh is remembered; all are forgotten past it. */
const FAILURES_KEPT = 1000

/** Starts a render replacing the stale copy of `key` for the request's host, unless one failed too recently. */
export type Refresh = (key: string, req: IncomingMessage) => void

export function createRefresher({
  once,
  log,
}: {
  /** Renders `target` for the request's host (sharing a render under way), and stores it when it may. */
  once: (target: string, req: IncomingMessage) => Promise<Outcome>
  log: (message: string) => void
}): Refresh {
  /** When renders of a stale page last failed, by key (a few at most; cleared when one succeeds). */
  const refreshFailed = new Map<string, number>()
  return function refresh(key, req) {
    const flight = flightOf(req, key)
    if (Date.now() - (refreshFailed.get(flight) ?? 0) < REFRESH_BACKOFF_MS) return
    once(key, req).then(
      (outcome) => {
        if ('unavailable' in outcome) {
          if (refreshFailed.size >= FAILURES_KEPT) refreshFailed.clear()
          refreshFailed.set(flight, Date.now())
          log(`Refreshing ${key} failed (${outcome.unavailable}); the stale copy is served meanwhile`)
        } else refreshFailed.delete(flight)
      },
      (err: unknown) => log(`Refreshing ${key} failed: ${(err as Error).message}`),
    )
  }
}
