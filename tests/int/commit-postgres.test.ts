/**
 * A save whose COMMIT fails on PostgreSQL is reported as failed (Payload's adapter would call
 * it made, with an id that was never saved), and what was to follow the commit is dropped
 * (src/db/afterCommit). SQLite: tests/int/sqliteWriters.test.ts.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { build } from '@/seed/builders'
import { PostgresCluster } from '../servers/postgres'
import { postgresPayload, stopPostgresPayload } from './postgresPayload'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-commit-pg-'))
const cluster = new PostgresCluster(dir, ['site'])
let payload: Payload

beforeAll(async () => {
  const started = await postgresPayload(cluster)
  payload = started.payload
  await payload.db.migrate({ migrations: started.migrations })
  await payload.create({ collection: 'schools', data: build.school() })
}, 600_000)

afterAll(async () => {
  await stopPostgresPayload(payload, cluster)
  fs.rmSync(dir, { recursive: true, force: true })
})

const faculty = (name: string) => payload.create({ collection: 'faculty', data: { name, designation: 'Teacher', category: 'Teaching staff', order: 1 }, overrideAccess: true })

describe('a COMMIT that fails on PostgreSQL', () => {
  it('makes the save fail, saves nothing, drops its after-commit work, and the next save works', async () => {
    // A constraint checked only at COMMIT (a deferred foreign key), broken by a trigger on one name.
    const pool = (payload.db as unknown as PostgresAdapter).pool
    await pool.query(`
      CREATE TABLE commit_check_parent (id integer PRIMARY KEY);
      CREATE TABLE commit_check (id serial PRIMARY KEY, parent integer REFERENCES commit_check_parent(id) DEFERRABLE INITIALLY DEFERRED);
      CREATE FUNCTION commit_check_fails() RETURNS trigger AS $$
        BEGIN IF NEW.name = 'Fails at commit' THEN INSERT INTO commit_check (parent) VALUES (-1); END IF; RETURN NEW; END
      $$ LANGUAGE plpgsql;
      CREATE TRIGGER commit_check_fails AFTER INSERT ON faculty FOR EACH ROW EXECUTE FUNCTION commit_check_fails();`)

    await expect(faculty('Fails at commit')).rejects.toThrow(/Failed query: commit/)
    expect((await payload.count({ collection: 'faculty', where: { name: { equals: 'Fails at commit' } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await faculty('After a failed commit')).id).toBeTruthy()

    const { afterCommit } = await import('@/db/afterCommit')
    const id = await payload.db.beginTransaction()
    let ran = false
    await afterCommit({ transactionID: id! }, () => void (ran = true))
    const session = (payload.db as unknown as { sessions: Record<string, { db: { execute: (q: string) => Promise<unknown> } }> }).sessions[String(id)]!
    await session.db.execute('INSERT INTO commit_check (parent) VALUES (-1)')
    await expect(payload.db.commitTransaction(id!)).rejects.toThrow(/Failed query: commit/)
    expect(ran).toBe(false)
  })
})
