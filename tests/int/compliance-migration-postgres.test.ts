/** The compliance-per-school migration on PostgreSQL keeps the result as on SQLite (compliance-migration.test.ts). */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, it } from 'vitest'

import { postgresAcross } from './acrossMigration'
import { acrossTheComplianceMigration, expectTheResultKeptByTheFirstSchool } from './complianceMigration'

let payload: Payload
let stop: (() => Promise<void>) | undefined

beforeAll(async () => {
  ;({ payload, stop } = await postgresAcross('compliance', acrossTheComplianceMigration))
}, 600_000)

afterAll(async () => {
  await stop?.()
})

describe('the compliance-per-school migration on PostgreSQL', () => {
  it('gives the existing result to the first school, with its counts and worst finding', async () => {
    await expectTheResultKeptByTheFirstSchool(payload)
  })
})
