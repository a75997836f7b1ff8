/**
 * PostgreSQL with a deadline on every call, in a serving process (issue #43): a database that
 * stops answering without going away (a frozen host, a network dropping packets: the connection
 * stays open, the kernel takes what is sent, nothing comes back) held each query, and the pool
 * connection it ran on, until it woke or TCP gave up many minutes later.
 *
 * - Getting a connection (from the pool, or a new one) takes at most the deadline
 *   (pg-pool's `connectionTimeoutMillis`).
 * - A query unanswered within the deadline fails with DatabaseTimeout, and its connection is
 *   closed: the pool drops it (a connection with a query still under way cannot be used again:
 *   whatever is sent next waits behind it) and makes a new one when the database answers again.
 *   A transaction it was in is rolled back by PostgreSQL when it sees the connection gone.
 *
 * The deadline is RENDER_TIMEOUT_SECONDS (src/server/timeouts.ts): no query outlives the request
 * it serves. Other processes (migrations, commands, backups, the notices sender) get none.
 */
import pg from 'pg'

import { databaseDeadline } from '@/server/timeouts'

/** A query the database did not answer within the deadline. */
export class DatabaseTimeout extends Error {
  constructor(ms: number) {
    super(`The database did not answer within ${ms / 1000} s; its connection was closed`)
    this.name = 'DatabaseTimeout'
  }
}

/** The pool options of this process: bounded in a serving process (databaseDeadline), none elsewhere. */
export function boundedPoolOptions(): Pick<pg.PoolConfig, 'connectionTimeoutMillis' | 'Client'> {
  const ms = databaseDeadline()
  return ms ? { connectionTimeoutMillis: ms, Client: boundedClient(ms) } : {}
}

type Callback = (err: Error | null, result?: unknown) => void
const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown

/** A pg Client whose every query fails after `ms` without an answer, closing the connection (see above). */
export function boundedClient(ms: number): typeof pg.Client {
  class BoundedClient extends pg.Client {}
  BoundedClient.prototype.query = function boundedQuery(this: pg.Client, ...args: unknown[]): unknown {
    // A cursor or a stream (none of the site's): bounded by its reader.
    if (typeof (args[0] as { submit?: unknown } | null | undefined)?.submit === 'function') return query.apply(this, args)
    let done = false
    let timer: NodeJS.Timeout | undefined
    /** Ends the wait once: with pg's outcome, or the timeout's (pg's later one is dropped). */
    const settle = (then: () => void) => {
      if (done) return
      done = true
      clearTimeout(timer)
      then()
    }
    const abandon = (fail: (err: Error) => void) => {
      timer = setTimeout(() => {
        settle(() => fail(new DatabaseTimeout(ms)))
        // With a query under way, end() closes the socket at once; every query on it fails.
        this.end().catch(() => {})
      }, ms)
    }
    const at = typeof args[1] === 'function' ? 1 : typeof args[2] === 'function' ? 2 : -1
    if (at >= 0) {
      const callback = args[at] as Callback
      args[at] = (err: Error | null, result?: unknown) => settle(() => callback(err, result))
      abandon((err) => callback(err))
      try {
        return query.apply(this, args)
      } catch (err) {
        settle(() => {})
        throw err
      }
    }
    const result = query.apply(this, args)
    // A query config carrying its own callback answers nothing to wait on: left to the connection.
    if (!(result instanceof Promise)) return result
    return new Promise((resolve, reject) => {
      abandon(reject)
      result.then(
        (value) => settle(() => resolve(value)),
        (err: unknown) => settle(() => reject(err)),
      )
    })
  } as typeof pg.Client.prototype.query
  return BoundedClient
}
