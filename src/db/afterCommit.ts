/**
 * Work to do once a transaction's changes are visible to other readers: a change hook runs
 * inside the write's transaction, so expiring the public pages' caches there alone lets a
 * page rendered just before the commit store the old content again. The adapter's commit
 * runs what hooks registered for its transaction; a rollback, or a commit that fails, drops it.
 * A commit that fails also throws (watchCommits), which Payload's adapters would not.
 */
import type { DatabaseAdapterObj } from 'payload'

type TransactionId = number | string
type Pending = Map<TransactionId, (() => void)[]>

const PENDING = Symbol.for('school-site.after-commit')
type WithPending = typeof globalThis & { [PENDING]?: Pending }
const pending = (): Pending => ((globalThis as WithPending)[PENDING] ??= new Map())

/** Runs `fn` when the request's transaction commits, or now when it has none. */
export async function afterCommit(req: { transactionID?: unknown }, fn: () => void): Promise<void> {
  const id = (await req.transactionID) as TransactionId | null | undefined
  if (id === undefined || id === null) return fn()
  const list = pending().get(id)
  if (list) list.push(fn)
  else pending().set(id, [fn])
}

type Tx = object
type Drizzle = { transaction: (run: (tx: Tx) => Promise<unknown>, options?: unknown) => Promise<unknown> }
type Adapter = {
  drizzle?: Drizzle
  sessions?: Record<string, { db: Tx } | undefined>
  beginTransaction: (options?: unknown) => Promise<TransactionId | null>
  commitTransaction: (id: TransactionId | Promise<TransactionId>) => Promise<void>
  rollbackTransaction: (id: TransactionId | Promise<TransactionId>) => Promise<void>
}

const WATCHED = Symbol.for('school-site.commit-failures')

/**
 * Payload's adapters (both: @payloadcms/drizzle's beginTransaction) catch the error of a
 * transaction whose COMMIT fails and report the save as made, though nothing was saved (a full
 * disk, a lost connection, a constraint checked at COMMIT). Each drizzle transaction is
 * watched, its failure kept by its `tx` (the session's db), and the commit throws it.
 */
function watchCommits(adapter: Adapter, failures: WeakMap<Tx, { error: unknown }>) {
  const drizzle = adapter.drizzle as (Drizzle & { [WATCHED]?: true }) | undefined
  if (!drizzle || drizzle[WATCHED]) return
  const transaction = drizzle.transaction.bind(drizzle)
  drizzle.transaction = (run, options) => {
    let tx: Tx | undefined
    const running = transaction((t) => ((tx = t), run(t)), options)
    running.catch((error: unknown) => {
      if (tx) failures.set(tx, { error })
    })
    return running
  }
  drizzle[WATCHED] = true
}

export function withAfterCommit(base: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args) as unknown as Adapter
      const begin = adapter.beginTransaction.bind(adapter)
      const commit = adapter.commitTransaction.bind(adapter)
      const rollback = adapter.rollbackTransaction.bind(adapter)
      const failures = new WeakMap<Tx, { error: unknown }>()
      adapter.beginTransaction = (options) => {
        watchCommits(adapter, failures)
        return begin(options)
      }
      adapter.commitTransaction = async (id) => {
        const key = await id
        const tx = adapter.sessions?.[String(key)]?.db
        let committed = false
        try {
          await commit(id)
          const failure = tx && failures.get(tx)
          if (failure) throw failure.error
          committed = true
        } finally {
          // A COMMIT that failed saved nothing: its work is dropped, as on a rollback.
          const work = pending().get(key) ?? []
          pending().delete(key)
          if (committed) for (const fn of work) fn()
        }
      }
      adapter.rollbackTransaction = async (id) => {
        const key = await id
        try {
          await rollback(id)
        } finally {
          pending().delete(key)
        }
      }
      return adapter as never
    },
  }
}
