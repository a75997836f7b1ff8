/**
 * A school's site made before the list of schools keeps answering its old API code: the
 * migration makes the school from its profile (its name and code). PostgreSQL: the file beside.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { acrossTheSchoolsMigration, OLD_SCHOOL, ownersOf, schoolsOf } from '../../tests/int/migrationCase'
import { sqliteAcross } from '../../tests/int/acrossMigration'
import { findPage } from '../../tests/int/pages'

let payload: Payload

beforeAll(async () => {
  payload = await sqliteAcross(acrossTheSchoolsMigration)
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the schools migration on SQLite', () => {
  it('makes the school from the profile, which keeps the rest', async () => {
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
    expect((await findPage(payload, { slug: 'school-profile' })).name).toBe(OLD_SCHOOL.name)
  })
})
