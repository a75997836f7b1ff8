/**
 * The compliance monitor's one result for the deployment becomes the first school's when each
 * school gets its own (migration `*_compliance_per_school`), on SQLite. PostgreSQL: the file beside.
 */
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'
import { sql } from '@payloadcms/db-sqlite'
import { getPayload, type Migration, type Payload } from 'payload'
import { afterAll, beforeAll, describe, it } from 'vitest'

import { migrations } from '@/migrations/sqlite'
import { acrossTheComplianceMigration, expectTheResultKeptByTheFirstSchool } from './complianceMigration'

let payload: Payload

beforeAll(async () => {
  const { default: config } = await import('@/payload.config')
  payload = await getPayload({ config })
  const committed: Migration[] = migrations.map((m) => ({
    name: m.name,
    up: (args) => m.up(args as MigrateUpArgs),
    down: (args) => m.down(args as MigrateDownArgs),
  }))
  const db = (payload.db as unknown as { drizzle: { run: (q: unknown) => Promise<unknown> } }).drizzle
  await acrossTheComplianceMigration(payload, committed, (q) => db.run(sql.raw(q)))
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('the compliance-per-school migration on SQLite', () => {
  it('gives the existing result to the first school, with its counts and worst finding', async () => {
    await expectTheResultKeptByTheFirstSchool(payload)
  })
})
