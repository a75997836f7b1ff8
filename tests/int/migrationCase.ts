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
  // Content and a staff account of the time, which become the school's.
  await run(`INSERT INTO news (id, from_date, _status) VALUES (701, '2026-01-10T00:00:00.000Z', 'published')`)
  await run(`INSERT INTO users (id, name, role, email) VALUES (801, 'Office editor', 'editor', 'office@old-road.example')`)
  // An earlier version of the profile (the page was a global, whose versions named no document).
  await run(`INSERT INTO _school_profile_v (id, version_name, version_address, version_school_code) VALUES (901, 'Old Road School', 'Old Road', '${OLD_SCHOOL.code}')`)
  await payload.db.migrate({ migrations: committed })
}

export const schoolsOf = async (payload: Payload) =>
  (await payload.find({ collection: 'schools', depth: 0 })).docs.map((s) => ({ name: s.name, code: s.code, status: s.status }))

/** Which school the content and the staff account of the time belong to now. */
export async function ownersOf(payload: Payload) {
  const news = await payload.findByID({ collection: 'news', id: 701, depth: 0 })
  const user = await payload.findByID({ collection: 'users', id: 801, depth: 0 })
  const profile = await payload.find({ collection: 'school-profile', depth: 0 })
  const versions = await payload.findVersions({ collection: 'school-profile', depth: 0 })
  return {
    news: news.school,
    user: user.schools?.map((s) => s.school),
    profile: profile.docs.map((d) => d.school),
    history: versions.docs.map((v) => ({ of: v.parent === profile.docs[0]?.id, name: v.version.name })),
  }
}
