/**
 * Work to do once a transaction's changes are visible to other readers: a change hook runs
 * inside the write's transaction, so expiring the public pages' caches there alone lets a
 * page rendered just before the commit store the old content again. The adapter's commit
 * runs what hooks registered for its transaction; a rollback, or a commit that fails, drops it.
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

type Adapter = {
  commitTransaction: (id: TransactionId | Promise<TransactionId>) => Promise<void>
  rollbackTransaction: (id: TransactionId | Promise<TransactionId>) => Promise<void>
}

export function withAfterCommit(base: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args) as unknown as Adapter
      const commit = adapter.commitTransaction.bind(adapter)
      const rollback = adapter.rollbackTransaction.bind(adapter)
      adapter.commitTransaction = async (id) => {
        const key = await id
        let committed = false
        try {
          await commit(id)
          committed = true
        } finally {
          // A COMMIT that failed (src/db/sqliteWriters) saved nothing: its work is dropped, as on a rollback.
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
