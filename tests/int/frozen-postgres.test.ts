/**
 * PostgreSQL connections with a deadline (src/db/boundedPostgres.ts), against a private cluster
 * frozen with SIGSTOP as a hung host leaves it: connections stay open, nothing answers, a new
 * connection is accepted and never served. A query there fails with DatabaseTimeout after the
 * deadline and its connection is closed; getting a connection fails after it too; once the
 * cluster wakes the pool serves again, and nothing is left in a transaction.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { boundedClient, boundedPoolOptions, DatabaseTimeout } from '@/db/boundedPostgres'
import { setDatabaseDeadline } from '@/server/timeouts'
import { PostgresCluster } from '../servers/postgres'

const DEADLINE_MS = 1000
/** A deadline's time, and room for a busy machine. */
const WITHIN_MS = DEADLINE_MS + 2000

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-frozen-pg-'))
const cluster = new PostgresCluster(dir, ['site'])
let pool: pg.Pool

beforeAll(async () => {
  await cluster.start()
  pool = new pg.Pool({ connectionString: cluster.url('site'), connectionTimeoutMillis: DEADLINE_MS, Client: boundedClient(DEADLINE_MS) })
  pool.on('error', () => {})
})

afterAll(async () => {
  cluster.signal('SIGCONT')
  await pool?.end()
  cluster.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** How long `run` took to settle, and how. */
async function timed(run: () => Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = Date.now()
  try {
    await run()
    return { ms: Date.now() - started, error: null }
  } catch (error) {
    return { ms: Date.now() - started, error }
  }
}

describe('PostgreSQL with a deadline', () => {
  it('is bounded only in a process that sets a deadline (a serving one)', () => {
    expect(boundedPoolOptions()).toEqual({})
    setDatabaseDeadline(10_000)
    try {
      expect(boundedPoolOptions()).toMatchObject({ connectionTimeoutMillis: 10_000, Client: expect.any(Function) })
    } finally {
      setDatabaseDeadline(0)
    }
  })

  it('answers as usual within the deadline, in every form of query', async () => {
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
    const client = await pool.connect()
    try {
      expect((await client.query({ text: 'SELECT pg_sleep(0.3), $1::int AS n', values: [2] })).rows[0].n).toBe(2)
      const viaCallback = await new Promise((resolve, reject) => client.query('SELECT 3 AS n', [], (err, res) => (err ? reject(err) : resolve(res.rows[0].n))))
      expect(viaCallback).toBe(3)
    } finally {
      client.release()
    }
  })

  it('fails a query unanswered within the deadline and closes its connection, which the pool drops', async () => {
    const client = await pool.connect()
    const slow = await timed(() => client.query('SELECT pg_sleep(5)'))
    expect(slow.error).toBeInstanceOf(DatabaseTimeout)
    expect(slow.ms).toBeLessThan(WITHIN_MS)
    // Nothing more goes on that connection; the pool does not hand it out again.
    await expect(client.query('SELECT 1')).rejects.toThrow()
    client.release()
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
  })

  it('with the cluster frozen: a query in a transaction, a pooled query and a new connection each fail within the deadline; once it wakes the pool serves and no transaction is left open', async () => {
    const inTransaction = await pool.connect()
    await inTransaction.query('BEGIN')
    await inTransaction.query('CREATE TEMP TABLE frozen_check (n int)')
    const held = [await pool.connect(), await pool.connect()]
    for (const c of held) c.release()
    cluster.signal('SIGSTOP')
    let results: { ms: number; error: unknown }[]
    try {
      results = await Promise.all([
        timed(() => inTransaction.query('INSERT INTO frozen_check VALUES (1)')),
        timed(() => pool.query('SELECT 1')),
        timed(() => pool.query('SELECT 2')),
        timed(() => pool.query('SELECT 3')),
        // More than the pool holds: one waits for a new connection, which the frozen cluster never serves.
        timed(async () => {
          const extra = new pg.Pool({ connectionString: cluster.url('site'), connectionTimeoutMillis: DEADLINE_MS, Client: boundedClient(DEADLINE_MS) })
          try {
            await extra.query('SELECT 4')
          } finally {
            await extra.end().catch(() => {})
          }
        }),
      ])
    } finally {
      cluster.signal('SIGCONT')
    }
    for (const r of results) {
      expect(r.error).toBeInstanceOf(Error)
      expect(r.ms).toBeLessThan(WITHIN_MS)
    }
    expect(results[0]!.error).toBeInstanceOf(DatabaseTimeout)
    await inTransaction.query('ROLLBACK').catch(() => {})
    inTransaction.release()
    // Awake: the pool makes new connections; PostgreSQL has rolled back what the closed ones held.
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
    await expect
      .poll(() => cluster.sql('site', "SELECT count(*) FROM pg_stat_activity WHERE usename = 'ksr' AND state LIKE 'idle in transaction%'").trim(), {
        timeout: 10_000,
      })
      .toBe('0')
  })
})
