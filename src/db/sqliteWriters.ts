/**
 * One writer at a time on the SQLite file, waiting rather than failing.
 *
 * libSQL's client hands its connection to each transaction and opens a fresh one for
 * what comes next; the fresh one has none of the adapter's settings, so `busy_timeout`
 * was lost after the first transaction and a write that met another writer failed at
 * once ("database is locked"). And a busy wait inside SQLite blocks the whole Node
 * process, so two transactions of one process must never wait on each other there.
 *
 * So, around the adapter's `beginTransaction`:
 * - within this process, transactions queue (a FIFO lock, no event-loop blocking);
 * - against other processes (an import, a backup, a second instance), the write lock is
 *   probed and the probe retried with an asynchronous back-off until it is free;
 * - every connection the client opens gets `busy_timeout` and `synchronous` again.
 *
 * Payload also writes outside any transaction: the admin's document locks, the job
 * scheduler's stats, a job's status. Such a write ran on the client's own connection: it
 * met a save in progress, failed as busy ("There was an error building form state") and
 * left that connection on a stale snapshot, so later reads (a new sign-in's session) were
 * not seen. Each such write now runs in a transaction of its own, in the same queue.
 */
import { isolateObjectProperty, type DatabaseAdapterObj, type PayloadRequest } from 'payload'

/** How long a transaction may wait for the write lock before it fails. */
const WAIT_LIMIT_MS = 60_000
/** SQLite's own wait, for the rare writer that slips in between the probe and BEGIN. */
const BUSY_TIMEOUT_MS = 5_000

type Client = { execute(sql: string): Promise<unknown>; transaction(mode: 'deferred'): Promise<{ close(): void }> }
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

/**
 * Drops the client's current connection; its next statement opens a new one. A BEGIN that
 * failed as busy leaves libSQL's connection on the snapshot it saw (it would read stale
 * data and never get the write lock again), so after one the connection is replaced.
 */
async function freshConnection(client: Client, synchronous: string | undefined) {
  ;(await client.transaction('deferred')).close()
  for (const sql of connectionPragmas(synchronous)) await client.execute(sql)
}

/** Waits until no other process holds the write lock (a probe, retried without blocking). */
async function untilWritable(client: Client, deadline: number, synchronous: string | undefined) {
  // Short polls: another process's writer (an import) leaves gaps between its batches for us.
  for (let delay = 2; ; delay = Math.min(delay * 2, 12)) {
    try {
      await client.execute('PRAGMA busy_timeout = 0')
      await client.execute('BEGIN IMMEDIATE')
      await client.execute('ROLLBACK')
      await client.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`)
      return
    } catch (err) {
      if (!isBusy(err)) throw err
      await freshConnection(client, synchronous)
      if (Date.now() > deadline) throw err
      await sleep(delay + Math.random() * delay)
    }
  }
}

/** The settings every new libSQL connection must get again. */
const connectionPragmas = (synchronous: string | undefined) => [
  `PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`,
  ...(synchronous ? [`PRAGMA synchronous = ${synchronous}`] : []),
]

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

      adapter.beginTransaction = async (options) => {
        const release = await queue.acquire()
        try {
          const client = adapter.client
          const deadline = Date.now() + WAIT_LIMIT_MS
          let id: Awaited<ReturnType<Adapter['beginTransaction']>>
          for (;;) {
            if (client) await untilWritable(client, deadline, synchronous)
            try {
              id = await begin(options)
              break
            } catch (err) {
              // Another process took the lock between the probe and BEGIN: start over on a new connection.
              if (!client || !isBusy(err) || Date.now() > deadline) throw err
              await freshConnection(client, synchronous)
            }
          }
          // The client has handed its connection to the transaction; set up the next one.
          if (client) for (const sql of connectionPragmas(synchronous)) await client.execute(sql)
          if (id === null) release()
          else held.set(id, release)
          return id
        } catch (err) {
          release()
          throw err
        }
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
