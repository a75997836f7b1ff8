/**
 * One writer at a time on the SQLite file, waiting rather than failing, on one connection.
 *
 * libSQL's client (0.14) hands its connection to each transaction and opens a fresh one for
 * what comes next, and never closes the one it handed over: every save left two open
 * files behind, and after some 30,000 the process could open no more (SQLITE_CANTOPEN).
 * The fresh connection also had none of the adapter's settings, so `busy_timeout` was lost.
 * So transactions here run on a connection of their own that this module opens once, sets
 * up once and replaces (closing the old one) only when it must; reads outside a transaction
 * stay on the client's connection and never see a save before it commits.
 *
 * A busy wait inside SQLite blocks the whole Node process, so two transactions of one
 * process must never wait on each other there. Around the adapter's `beginTransaction`:
 * - within this process, transactions queue (a FIFO lock, no event-loop blocking);
 * - against other processes (an import, a backup, a second instance), the write lock is
 *   probed and the probe retried with an asynchronous back-off until it is free.
 *
 * Payload also writes outside any transaction: the admin's document locks, the job
 * scheduler's stats, a job's status. Such a write ran on the client's own connection: it
 * met a save in progress, failed as busy ("There was an error building form state") and
 * left that connection on a stale snapshot, so later reads (a new sign-in's session) were
 * not seen. Each such write now runs in a transaction of its own, in the same queue.
 */
import { createClient, LibsqlError, type Client as LibsqlClient, type Config, type InStatement } from '@libsql/client'
import { isolateObjectProperty, type DatabaseAdapterObj, type PayloadRequest } from 'payload'

/** How long a transaction may wait for the write lock before it fails. */
const WAIT_LIMIT_MS = 60_000
/** SQLite's own wait, for the rare writer that slips in between the probe and BEGIN. */
const BUSY_TIMEOUT_MS = 5_000

type Client = { transaction(mode?: TransactionMode): Promise<Transaction> }
type TransactionMode = 'write' | 'read' | 'deferred'
type Transaction = {
  execute(stmt: InStatement | string, args?: unknown[]): Promise<unknown>
  batch(stmts: InStatement[]): Promise<unknown[]>
  commit(): Promise<void>
  rollback(): Promise<void>
  close(): void
  readonly closed: boolean
}
/** The adapter's methods that write. */
const WRITES = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

type WriteArgs = { req?: Partial<PayloadRequest> } | undefined
type Adapter = {
  client?: Client
  clientConfig: Config
  connect?: (options?: unknown) => Promise<void>
  destroy?: () => Promise<void>
  sessions: Record<number | string, unknown>
  beginTransaction: (options?: unknown) => Promise<null | number | string>
  commitTransaction: (id: number | Promise<number | string> | string) => Promise<void>
  rollbackTransaction: (id: number | Promise<number | string> | string) => Promise<void>
  payload: { logger: { warn(obj: unknown, msg?: string): void } }
}

const isBusy = (err: unknown) => /SQLITE_BUSY|database is locked/i.test(String((err as Error)?.message ?? err))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A first-come, first-served lock for the transactions of this process. */
export function createQueue() {
  let tail: Promise<void> = Promise.resolve()
  let waiting = 0
  return {
    get waiting() {
      return waiting
    },
    /** Resolves with a release function once every earlier holder has released. */
    async acquire(limitMs = WAIT_LIMIT_MS): Promise<() => void> {
      let release!: () => void
      const mine = new Promise<void>((r) => (release = r))
      const before = tail
      tail = before.then(() => mine)
      waiting += 1
      let timer: NodeJS.Timeout | undefined
      try {
        await Promise.race([
          before,
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`The database stayed busy for ${limitMs / 1000} s; please try again.`)), limitMs)
          }),
        ])
      } catch (err) {
        // Give up our place without holding up those behind us.
        before.then(release, release)
        throw err
      } finally {
        clearTimeout(timer)
        waiting -= 1
      }
      let released = false
      return () => {
        if (!released) release()
        released = true
      }
    },
  }
}

/** The settings every connection this module opens gets. */
const connectionPragmas = (synchronous: string | undefined) => [
  `PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`,
  ...(synchronous ? [`PRAGMA synchronous = ${synchronous}`] : []),
]

const BEGIN: Record<TransactionMode, string> = { write: 'BEGIN IMMEDIATE', read: 'BEGIN TRANSACTION READONLY', deferred: 'BEGIN DEFERRED' }

/**
 * The connection every transaction of this process runs on, one at a time (the queue sees
 * to that). `transaction()` stands in for libSQL's own, with the same methods drizzle uses.
 */
function transactionConnection(config: Config, synchronous: string | undefined) {
  let current: Promise<LibsqlClient> | undefined
  const open = async () => {
    const client = createClient(config)
    for (const sql of connectionPragmas(synchronous)) await client.execute(sql)
    return client
  }
  const connection = () => (current ??= open().catch((err) => ((current = undefined), Promise.reject(err))))
  /**
   * Closes this connection; the next statement opens a new one. A BEGIN that failed as
   * busy leaves libSQL's connection on the snapshot it saw (it would read stale data and
   * never get the write lock again), so after one the connection is replaced; so it is after
   * a COMMIT or ROLLBACK that failed, which may leave it inside a transaction.
   */
  const replace = async () => {
    const old = current
    current = undefined
    ;(await old?.catch(() => undefined))?.close()
  }
  return {
    replace,
    /** Waits until no other process holds the write lock (a probe, retried without blocking). */
    async untilWritable(deadline: number) {
      // Short polls: another process's writer (an import) leaves gaps between its batches for us.
      for (let delay = 2; ; delay = Math.min(delay * 2, 12)) {
        const db = await connection()
        try {
          await db.execute('PRAGMA busy_timeout = 0')
          await db.execute('BEGIN IMMEDIATE')
          await db.execute('ROLLBACK')
          await db.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`)
          return
        } catch (err) {
          if (!isBusy(err)) throw err
          await replace()
          if (Date.now() > deadline) throw err
          await sleep(delay + Math.random() * delay)
        }
      }
    },
    async transaction(mode: TransactionMode = 'write'): Promise<Transaction> {
      const db = await connection()
      await db.execute(BEGIN[mode])
      let open = true
      const check = () => {
        if (!open) throw new LibsqlError('The transaction is closed', 'TRANSACTION_CLOSED')
      }
      const end = async (sql: 'COMMIT' | 'ROLLBACK') => {
        check()
        open = false
        try {
          await db.execute(sql)
        } catch (err) {
          // SQLite itself ended the transaction (an I/O error, a full disk): nothing to roll back.
          if (sql === 'ROLLBACK' && /no transaction is active/i.test(String((err as Error).message))) return
          // Never leave a connection inside a transaction the next one would fail to begin in.
          await db.execute('ROLLBACK').catch(() => undefined)
          await replace()
          throw err
        }
      }
      const execute: Transaction['execute'] = async (stmt, args) => {
        check()
        return db.execute(typeof stmt === 'string' ? { sql: stmt, args: (args ?? []) as never } : stmt)
      }
      return {
        execute,
        async batch(stmts) {
          const results: unknown[] = []
          for (const stmt of stmts) results.push(await execute(stmt))
          return results
        },
        commit: () => end('COMMIT'),
        rollback: async () => {
          if (open) await end('ROLLBACK')
        },
        close() {
          if (open) void end('ROLLBACK').catch(() => undefined)
        },
        get closed() {
          return !open
        },
      }
    },
  }
}

export function withQueuedWriters(base: DatabaseAdapterObj, { synchronous }: { synchronous?: string } = {}): DatabaseAdapterObj {
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args) as unknown as Adapter
      const queue = createQueue()
      const held = new Map<number | string, () => void>()
      const begin = adapter.beginTransaction.bind(adapter)
      const commit = adapter.commitTransaction.bind(adapter)
      const rollback = adapter.rollbackTransaction.bind(adapter)
      const releaseFor = async (id: number | Promise<number | string> | string) => {
        const key = await id
        held.get(key)?.()
        held.delete(key)
      }

      const writer = transactionConnection(adapter.clientConfig, synchronous)
      let wired: Client | undefined
      adapter.beginTransaction = async (options) => {
        const release = await queue.acquire()
        try {
          // drizzle asks the adapter's client for each transaction: hand it this module's connection.
          const client = adapter.client
          if (client && wired !== client) {
            client.transaction = writer.transaction
            wired = client
          }
          const deadline = Date.now() + WAIT_LIMIT_MS
          let id: Awaited<ReturnType<Adapter['beginTransaction']>>
          for (;;) {
            if (client) await writer.untilWritable(deadline)
            try {
              id = await begin(options)
              break
            } catch (err) {
              // Another process took the lock between the probe and BEGIN: start over on a new connection.
              if (!client || !isBusy(err) || Date.now() > deadline) throw err
              await writer.replace()
            }
          }
          if (id === null) release()
          else held.set(id, release)
          return id
        } catch (err) {
          release()
          throw err
        }
      }
      // A new connection of the adapter (its client closed and set aside first) gets a new writing one too.
      const connect = adapter.connect?.bind(adapter)
      if (connect)
        adapter.connect = async (options) => {
          await writer.replace()
          await connect(options)
        }
      const destroy = adapter.destroy?.bind(adapter)
      adapter.destroy = async () => {
        await writer.replace()
        await destroy?.()
      }
      adapter.commitTransaction = async (id) => {
        try {
          await commit(id)
        } finally {
          await releaseFor(id)
        }
      }
      adapter.rollbackTransaction = async (id) => {
        try {
          await rollback(id)
        } finally {
          await releaseFor(id)
        }
      }
      const methods = adapter as unknown as Record<(typeof WRITES)[number], ((args: WriteArgs) => Promise<unknown>) | undefined>
      for (const name of WRITES) {
        const write = methods[name]?.bind(adapter)
        if (!write) continue
        methods[name] = async (args) => {
          const current = args?.req?.transactionID
          if (current && adapter.sessions[await current]) return write(args)
          const id = await adapter.beginTransaction()
          if (id === null) return write(args)
          // The caller's request, with this transaction as its own (others sharing it are unaffected).
          const req = isolateObjectProperty((args?.req ?? {}) as PayloadRequest, 'transactionID')
          req.transactionID = id
          let result: unknown
          try {
            result = await write({ ...args, req })
          } catch (err) {
            await adapter.rollbackTransaction(id).catch(() => undefined)
            throw err
          }
          await adapter.commitTransaction(id)
          return result
        }
      }
      return adapter as never
    },
  }
}
