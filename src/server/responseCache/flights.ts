/**
 * One render per host and address at a time (src/server/responseCache): concurrent misses on
 * one page share one render, and followers wait for it.
 */
import type { IncomingMessage } from 'node:http'

import { hostOf } from './sites'

/** The flight a request for `target` joins: one per host and address. */
export const flightOf = (req: IncomingMessage, target: string) => `${hostOf(req)} ${target}`

export type SingleFlight<T> = {
  /** The work under way for `key`, else `start()`'s, which is forgotten when it settles. */
  run(key: string, start: () => Promise<T>): Promise<T>
  /** Whether work for `key` is under way. */
  pending(key: string): boolean
}

export function createSingleFlight<T>(): SingleFlight<T> {
  const inflight = new Map<string, Promise<T>>()
  return {
    run(key, start) {
      let p = inflight.get(key)
      if (!p) {
        p = start().finally(() => inflight.delete(key))
        inflight.set(key, p)
      }
      return p
    },
    pending: (key) => inflight.has(key),
  }
}
