/**
 * A database taken across one migration, for the tests of a migration's data: Payload on an
 * empty database, and `across` runs the committed migrations up to the one tested, writes the
 * data of the time in SQL (`run`), then runs the rest. On this file's own SQLite file, or on a
 * private PostgreSQL cluster of its own.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Migration, Payload } from 'payload'

import { PostgresCluster } from '../servers/postgres'
import { committedOf } from './committed'
import { postgresPayload, stopPostgresPayload } from './postgresPayload'

export type Across = (payload: Payload, committed: Migration[], run: (sql: string) => Promise<unknown>) => Promise<void>

/** On this test file's own SQLite file. */
export async function sqliteAcross(across: Across): Promise<Payload> {
  const { getPayload } = await import('payload')
  const { sql } = await import('@payloadcms/db-sqlite')
  const { default: config } = await import('@/payload.config')
  const { migrations } = await import('@/migrations/sqlite')
  const payload = await getPayload({ config })
  const db = (payload.db as unknown as { drizzle: { run: (q: unknown) => Promise<unknown> } }).drizzle
  await across(payload, committedOf(migrations), (q) => db.run(sql.raw(q)))
  return payload
}

/** On a PostgreSQL cluster of its own; `stop` ends both. */
export async function postgresAcross(name: string, across: Across): Promise<{ payload: Payload; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ksr-${name}-pg-`))
  const cluster = new PostgresCluster(dir, ['site'])
  const started = await postgresPayload(cluster)
  const stop = async () => {
    await stopPostgresPayload(started.payload, cluster)
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const { sql } = await import('@payloadcms/db-postgres')
  const db = (started.payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<unknown> } }).drizzle
  try {
    await across(started.payload, started.migrations, (q) => db.execute(sql.raw(q)))
  } catch (err) {
    await stop()
    throw err
  }
  return { payload: started.payload, stop }
}
