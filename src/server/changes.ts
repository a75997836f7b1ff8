/**
 * A change made outside the serving processes (the operator's commands: school:add,
 * school:delete, content:import, school:import) reaching every running instance through the
 * state they share, never by guessing an address or a port (issue #43):
 * - with REDIS_URL, published to every instance as "forget everything" (./sharedState.ts);
 * - always, noted in the database (Payload's key-value store), which each serving instance
 *   without Redis looks at every CHANGE_LOOK_MS.
 * An instance that hears of a change forgets its cached reads and pages, and learns again which
 * school each host is (src/server/responseCache).
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/env'
import { pageCache } from '@/data/pageCache'
import { sharedRedis } from './sharedRedis'
import { connectSharedState } from './sharedState'
import { receiveInvalidation } from './tagCache'

/** The database's note of the last change made outside the servers (Payload's `payload-kv`, closed to every API). */
const CHANGED_KEY = 'site:changed-outside'
type Changed = { id: string; at: string; by: string }

/** How often a serving instance without Redis looks for a change a command made: well within the 2 s a change may take. */
export const CHANGE_LOOK_MS = 1000

/**
 * Tells every running instance that `what` (a command) changed the site: through the database
 * and, with REDIS_URL, through Redis. Resolves with a sentence for the operator.
 */
export async function announceChange(payload: Payload, what: string): Promise<string> {
  pageCache().clear()
  await payload.kv.set(CHANGED_KEY, { id: randomUUID(), at: new Date().toISOString(), by: what } satisfies Changed)
  const { REDIS_URL, REDIS_PREFIX } = env()
  if (!REDIS_URL) return `Every running instance of the site shows it within ${Math.ceil((2 * CHANGE_LOOK_MS) / 1000)} s.`
  try {
    const shared = await connectSharedState({ url: REDIS_URL, prefix: REDIS_PREFIX, subscribe: false })
    await shared.publish(null)
    await shared.close()
    return 'Every running instance of the site shows it now.'
  } catch (err) {
    return `${(err as Error).message} The running instances will show it within CACHE_TTL_SECONDS.`
  }
}

const WATCH = Symbol.for('school-site.change-watch')
type Watch = { serving: boolean; timer?: NodeJS.Timeout }
const watch = (): Watch => ((globalThis as Record<symbol, Watch>)[WATCH] ??= { serving: false })

/** Marks this process as a serving instance (src/server/serve.ts), before its app starts. */
export function servesChanges() {
  watch().serving = true
}

/**
 * In a serving instance without Redis (Payload's onInit): looks at the database's note every
 * CHANGE_LOOK_MS, one look at a time (a database that does not answer holds one look, not a
 * pile of them), and forgets everything cached when it changed.
 */
export function watchChanges(payload: Payload) {
  const w = watch()
  if (!w.serving || w.timer || sharedRedis()) return
  let last: string | null | undefined
  let looking = false
  w.timer = setInterval(() => {
    if (looking) return
    looking = true
    payload.kv
      .get<Changed>(CHANGED_KEY)
      .then((note) => {
        const seen = note?.id ?? null
        if (last !== undefined && seen !== last) receiveInvalidation(null)
        last = seen
      })
      .catch(() => {
        // The database is away: the next look asks again.
      })
      .finally(() => (looking = false))
  }, CHANGE_LOOK_MS)
  w.timer.unref()
}
