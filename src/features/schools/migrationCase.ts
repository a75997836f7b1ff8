/** The case both schools-migration tests run: a profile with a code, made before the list of schools. */
import type { Migration, Payload } from 'payload'
import { expect } from 'vitest'

export const OLD_SCHOOL = { name: 'Old Road Public School', code: 'ORPS', status: 'active' }

/** Migrates to just before the schools migration, writes a profile as the old schema had it, then migrates the rest. */
export async function acrossTheSchoolsMigration(payload: Payload, committed: Migration[], run: (sql: string) => Promise<unknown>) {
  const at = committed.findIndex((m) => m.name.endsWith('_schools'))
  expect(at).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: committed.slice(0, at) })
  await run(`INSERT INTO school_profile (id, name, address, school_code) VALUES (1, '${OLD_SCHOOL.name}', 'Old Road', '${OLD_SCHOOL.code}')`)
  await payload.db.migrate({ migrations: committed })
}

export const schoolsOf = async (payload: Payload) =>
  (await payload.find({ collection: 'schools', depth: 0 })).docs.map((s) => ({ name: s.name, code: s.code, status: s.status }))
