/** The schools migration on PostgreSQL makes the school from the profile, as on SQLite (migration.int.test.ts). */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postgresPayload, stopPostgresPayload } from '../../tests/int/postgresPayload'
import { PostgresCluster } from '../../tests/servers/postgres'
import { acrossTheSchoolsMigration, OLD_SCHOOL, ownersOf, schoolsOf } from '../../tests/int/migrationCase'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-schools-pg-'))
const cluster = new PostgresCluster(dir, ['site'])
let payload: Payload

beforeAll(async () => {
  const started = await postgresPayload(cluster)
  payload = started.payload
  const { sql } = await import('@payloadcms/db-postgres')
  const db = (payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<unknown> } }).drizzle
  await acrossTheSchoolsMigration(payload, started.migrations, (q) => db.execute(sql.raw(q)))
}, 600_000)

afterAll(async () => {
  await stopPostgresPayload(payload, cluster)
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the schools migration on PostgreSQL', () => {
  it('makes the school from the profile', async () => {
    expect(await schoolsOf(payload)).toEqual([OLD_SCHOOL])
    const [school] = (await payload.find({ collection: 'schools' })).docs
    // Its content and staff are the school's.
    expect(await ownersOf(payload)).toEqual({
      news: school!.id,
      user: [school!.id],
      // The profile, once a global, is the school's one document, and keeps its history.
      profile: [school!.id],
      history: [{ of: true, name: 'Old Road School' }],
    })
  })
})
