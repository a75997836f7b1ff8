/**
 * The compliance monitor's one result for the deployment becomes the first school's when each
 * school gets its own (migration `*_compliance_per_school`), on SQLite. PostgreSQL: the file beside.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, it } from 'vitest'

import { acrossTheComplianceMigration, expectTheResultKeptByTheFirstSchool } from './complianceMigration'
import { sqliteAcross } from './acrossMigration'

let payload: Payload

beforeAll(async () => {
  payload = await sqliteAcross(acrossTheComplianceMigration)
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the compliance-per-school migration on SQLite', () => {
  it('gives the existing result to the first school, with its counts and worst finding', async () => {
    await expectTheResultKeptByTheFirstSchool(payload)
  })
})
