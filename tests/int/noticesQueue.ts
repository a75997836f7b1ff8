/**
 * The case both notices-queue tests run (SQLite: notices-queue.test.ts, PostgreSQL:
 * notices-queue-postgres.test.ts), on a database taken across the migration that gave the
 * queue's rows their `urgent` mark (`*_notices_fair`):
 * - emergency alerts still waiting then are marked urgent, nothing else;
 * - a claim shares its batch between the schools with rows due, alerts first, the schools
 *   taking turns, the turn going round from one claim to the next; rows not due, or held by
 *   another instance, stay; two instances claiming at once take different rows.
 */
import { sql } from '@payloadcms/db-sqlite'
import type { Migration, Payload } from 'payload'
import { expect } from 'vitest'

import { claimDue } from '@/features/notices/queue'
import { allSchools } from '@/tenancy'

const NOW = 1_800_000_000_000

/** One queue row, as SQL values: school (null: gone), send, subscription, urgent, not_before, claimed_by, claimed_until. */
type Row = [school: number | null, send: number, subscription: number, urgent: boolean, notBefore: number, claimedBy?: string, claimedUntil?: number]
const values = (rows: Row[], withUrgent = true) =>
  rows
    .map(
      ([school, send, subscription, urgent, notBefore, claimedBy, claimedUntil]) =>
        `(${school ?? 'NULL'}, ${send}, ${subscription}, 'email', false, 'pending', ${notBefore}, 0, ${claimedBy ? `'${claimedBy}'` : 'NULL'}, ${claimedUntil ?? 'NULL'}${withUrgent ? `, ${urgent}` : ''})`,
    )
    .join(', ')
const INSERT = 'INSERT INTO notice_deliveries (school_id, send, subscription, channel, digest, state, not_before, attempts, claimed_by, claimed_until'

/** Migrates to just before `*_notices_fair`, writes three schools, an alert and a news item's notices and their rows, then migrates the rest. */
export async function acrossTheFairMigration(payload: Payload, committed: Migration[], run: (sql: string) => Promise<unknown>) {
  const at = committed.findIndex((m) => m.name.endsWith('_notices_fair'))
  expect(at).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: committed.slice(0, at) })
  await run(`INSERT INTO schools (id, name, code, status) VALUES (1, 'Kestrel Springs', 'KSR', 'active'), (2, 'Riverside Vidya', 'RVS', 'active'), (3, 'Hillview Public', 'HPS', 'active')`)
  await run(
    `INSERT INTO notice_sends (id, school_id, title, topic, source, source_id, source_key, items, subscribers) VALUES ` +
      `(1, 1, 'School closed tomorrow', 'alerts', 'emergency-alerts', 1, 'emergency-alerts:1', '{}', 2), (2, 1, 'Sports day', 'news', 'news', 1, 'news:1', '{}', 2)`,
  )
  // The alert: one parent sent it, one still waiting; the news item: one waiting.
  await run(`${INSERT}) VALUES ${values([[1, 1, 1, false, 0], [1, 1, 2, false, 0], [1, 2, 1, false, 0]], false)}`)
  await run(`UPDATE notice_deliveries SET state = 'sent' WHERE send = 1 AND subscription = 1`)
  await payload.db.migrate({ migrations: committed })
}

const rowsOf = async (payload: Payload) =>
  (await allSchools(payload, 'notices sender').sql.rows(sql.raw('SELECT id, send, subscription, state, urgent, claimed_by FROM notice_deliveries ORDER BY id'))).map((r) => ({
    send: Number(r.send),
    subscription: Number(r.subscription),
    state: String(r.state),
    urgent: r.urgent === true || r.urgent === 1,
    claimedBy: r.claimed_by === null ? null : String(r.claimed_by),
  }))

/** The alert's row still waiting is urgent; its row sent, and the news item's, not. */
export async function expectWaitingAlertsUrgent(payload: Payload) {
  expect(await rowsOf(payload)).toEqual([
    { send: 1, subscription: 1, state: 'sent', urgent: false, claimedBy: null },
    { send: 1, subscription: 2, state: 'pending', urgent: true, claimedBy: null },
    { send: 2, subscription: 1, state: 'pending', urgent: false, claimedBy: null },
  ])
}

/**
 * Claims of 25 over: school 1's notice to 60 (and 10 digest rows due tonight), school 2's
 * alert, school 3's notice to 6 (one held by another instance), and a row whose school is gone.
 */
export async function expectClaimsShared(payload: Payload, run: (sql: string) => Promise<unknown>) {
  await run('DELETE FROM notice_deliveries')
  const rows: Row[] = [
    ...Array.from({ length: 60 }, (_, i): Row => [1, 10, 100 + i, false, 0]),
    ...Array.from({ length: 10 }, (_, i): Row => [1, 10, 200 + i, false, NOW + 3_600_000]),
    [2, 20, 300, true, 0],
    ...Array.from({ length: 5 }, (_, i): Row => [3, 30, 400 + i, false, 0]),
    [3, 30, 405, false, 0, 'other-instance', NOW + 60_000],
    [null, 40, 500, false, 0],
  ]
  await run(`${INSERT}, urgent) VALUES ${values(rows)}`)
  const all = allSchools(payload, 'notices sender')
  const claim = (instance: string, after: number | null = null) => claimDue(all, { instance, now: NOW, leaseMs: 60_000, limit: 25, after })

  // The alert first; then the others' shares of the 24 left (8 each: school 3 has 5 free, the
  // school-less row 1), taking turns.
  const first = await claim('one')
  expect(first.map((r) => r.school)).toEqual([2, 1, 3, null, 1, 3, 1, 3, 1, 3, 1, 3, 1, 1, 1])
  expect(first[0]).toMatchObject({ send: 20, urgent: true, attempts: 1 })
  // When each was queued (the column's default, now), in ms: how long a row may wait for a mail server away.
  for (const r of first) expect(Math.abs(r.queuedAt - Date.now()), `row ${r.id} queued at ${r.queuedAt}`).toBeLessThan(10 * 60_000)
  // The next claim: only school 1 has rows due and free; the digest rows wait for the evening.
  const second = await claim('one', first[0]!.school)
  expect(second).toHaveLength(25)
  const ofFirst = [...first, ...second].filter((r) => r.school === 1).map((r) => r.subscription)
  expect(new Set(ofFirst).size).toBe(33)
  expect(ofFirst.filter((s) => s < 100 || s >= 160)).toEqual([])
  const held = await rowsOf(payload)
  expect(held.filter((r) => r.claimedBy === 'one')).toHaveLength(40)
  expect(held.filter((r) => r.subscription === 405).map((r) => r.claimedBy)).toEqual(['other-instance'])
  expect(held.filter((r) => r.subscription >= 200 && r.subscription < 210).map((r) => r.claimedBy)).toEqual(Array(10).fill(null))

  // Two instances at once: the 27 rows left due, each taken once.
  const [a, b] = await Promise.all([claim('two'), claim('three')])
  const taken = [...a!, ...b!].map((r) => r.id)
  expect(new Set(taken).size).toBe(taken.length)
  expect(taken.length).toBeGreaterThan(0)
  const after = await rowsOf(payload)
  expect(after.filter((r) => r.claimedBy === 'two')).toHaveLength(a!.length)
  expect(after.filter((r) => r.claimedBy === 'three')).toHaveLength(b!.length)
  // Nothing left due but what neither took: one more claim takes the rest.
  const rest = await claim('four')
  expect(taken.length + rest.length).toBe(27)
  expect(await claim('five')).toEqual([])
}
