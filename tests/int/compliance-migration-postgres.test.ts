/** The compliance-per-school migration on PostgreSQL keeps the result as on SQLite (compliance-migration.test.ts). */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, it } from 'vitest'

import { postgresPayload, stopPostgresPayload } from './postgresPayload'
import { PostgresCluster } from '../servers/postgres'
import { acrossTheComplianceMigration, expectTheResultKeptByTheFirstSchool } from './complianceMigration'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-compliance-pg-'))
const cluster = new PostgresCluster(dir, ['site'])
let payload: Payload

beforeAll(async () => {
  const started = await postgresPayload(cluster)
  payload = started.payload
  const { sql } = await import('@payloadcms/db-postgres')
  const db = (payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<unknown> } }).drizzle
  await acrossTheComplianceMigration(payload, started.migrations, (q) => db.execute(sql.raw(q)))
}, 600_000)

afterAll(async () => {
  await stopPostgresPayload(payload, cluster)
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the compliance-per-school migration on PostgreSQL', () => {
  it('gives the existing result to the first school, with its counts and worst finding', async () => {
    await expectTheResultKeptByTheFirstSchool(payload)
  })
})
