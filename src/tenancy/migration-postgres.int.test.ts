/** The schools migration on PostgreSQL makes the school from the profile, as on SQLite (migration.int.test.ts). */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postgresAcross } from '../../tests/int/acrossMigration'
import { acrossTheSchoolsMigration, OLD_SCHOOL, ownersOf, schoolsOf } from '../../tests/int/migrationCase'

let payload: Payload
let stop: (() => Promise<void>) | undefined

beforeAll(async () => {
  ;({ payload, stop } = await postgresAcross('schools', acrossTheSchoolsMigration))
}, 600_000)

afterAll(async () => {
  await stop?.()
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
