/** The notices queue on PostgreSQL, as on SQLite (notices-queue.test.ts; FOR UPDATE SKIP LOCKED between instances here). */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, it } from 'vitest'

import { postgresAcross } from './acrossMigration'
import { acrossTheFairMigration, expectClaimsShared, expectWaitingAlertsUrgent } from './noticesQueue'

let payload: Payload
let run: (sql: string) => Promise<unknown>
let stop: (() => Promise<void>) | undefined

beforeAll(async () => {
  ;({ payload, stop } = await postgresAcross('notices-queue', async (p, committed, r) => {
    run = r
    await acrossTheFairMigration(p, committed, r)
  }))
}, 600_000)

afterAll(async () => {
  await stop?.()
})

describe('the notices queue on PostgreSQL', () => {
  it('marks the emergency alerts still waiting as urgent when it migrates, and nothing else', async () => {
    await expectWaitingAlertsUrgent(payload)
  })

  it('shares each claim between the schools with rows due, alerts first, and never gives a row to two instances', async () => {
    await expectClaimsShared(payload, run)
  })
})
