/**
 * The notices queue on SQLite (tests/int/noticesQueue.ts): alerts still waiting when the queue's
 * rows got their `urgent` mark are marked; a claim shares its batch between the schools.
 * PostgreSQL: the file beside.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, it } from 'vitest'

import { sqliteAcross } from './acrossMigration'
import { acrossTheFairMigration, expectClaimsShared, expectWaitingAlertsUrgent } from './noticesQueue'

let payload: Payload
let run: (sql: string) => Promise<unknown>

beforeAll(async () => {
  payload = await sqliteAcross(async (p, committed, r) => {
    run = r
    await acrossTheFairMigration(p, committed, r)
  })
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the notices queue on SQLite', () => {
  it('marks the emergency alerts still waiting as urgent when it migrates, and nothing else', async () => {
    await expectWaitingAlertsUrgent(payload)
  })

  it('shares each claim between the schools with rows due, alerts first, and never gives a row to two instances', async () => {
    await expectClaimsShared(payload, run)
  })
})
