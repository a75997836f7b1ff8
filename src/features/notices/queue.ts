/**
 * The sending queue (docs/decisions/0014-notices.md), in the database both the single-file
 * set-up and many instances share: one `notice_deliveries` row per subscriber a notice goes
 * to, unique per notice and subscription, so a notice is queued for a subscriber once however
 * often its item is saved.
 *
 * Instances take rows in small batches by claiming them for a while (a lease): an atomic
 * UPDATE … RETURNING (SQLite writes one at a time; PostgreSQL skips rows another instance has
 * locked). A row is marked sent as soon as its server accepted it, before the next is sent. An
 * instance that dies leaves its claim to run out, and another takes the rows still pending.
 * What no queue can know is whether the one message under way when the process died was
 * accepted: that one is sent again (at least once, never lost; RFC 1047's problem for SMTP).
 */
import { sql } from '@payloadcms/db-sqlite'
import { wakeNoticesSender } from '@/server/noticesSender'
import type { AllSchoolsGate, SchoolGate } from '@/tenancy'

import { CHANNELS } from './channels'
import { ALERTS, isTopicName, nextDigestAt, type NoticeTopic } from './rules'

type Row = Record<string, unknown>

/** An error as kept with a row: short, and without any e-mail address a server quoted. */
export const errorText = (error: string | undefined): string | null =>
  error === undefined ? null : error.replace(/[^\s<>()"',;:@]+@[^\s<>()"',;:@]+/g, '(address)').slice(0, 300)

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0))
const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 't'

/** The channels whose daily subscribers get a day's notices in one message (./channels: e-mail), as an SQL list. */
const digestChannels = () => CHANNELS.filter((c) => c.digest).map((c) => `'${c.name}'`).join(', ') || 'NULL'

/**
 * Queues a notice for every confirmed subscriber of its school who chose its topic; returns
 * how many rows it added. Subscribers of the daily digest (e-mail) get it with the next digest,
 * except emergency alerts, which go to everybody at once.
 */
export async function queueNotice(school: SchoolGate, { send, topic, now = Date.now() }: { send: number; topic: NoticeTopic; now?: number }): Promise<number> {
  const at = new Date(now).toISOString()
  // The topic names a column, so it is written into the statement: only a topic's name may be (./rules isTopicName).
  if (!isTopicName(topic)) throw new Error(`Not a notice topic: ${JSON.stringify(topic)}`)
  const digestAt = topic === ALERTS ? 0 : nextDigestAt(now)
  const topicColumn = sql.raw(`topics_${topic}`)
  // Literal SQL (both databases read `true`), so PostgreSQL needs no parameter types.
  const daily = sql.raw(`(s.channel IN (${digestChannels()}) AND s.frequency = 'daily')`)
  const digest = digestAt > 0 ? daily : sql.raw('false')
  const notBefore = digestAt > 0 ? sql`CASE WHEN ${daily} THEN CAST(${digestAt} AS NUMERIC) ELSE 0 END` : sql.raw('0')
  // PostgreSQL types a bare parameter in a SELECT list as text: numbers are cast, times are its own.
  const stamp = school.sql.kind === 'postgres' ? sql.raw('now()') : sql`${at}`
  const inserted = await school.sql.write(
    sql`INSERT INTO notice_deliveries (school_id, send, subscription, channel, digest, state, not_before, attempts, updated_at, created_at)
      SELECT s.school_id, CAST(${send} AS NUMERIC), s.id, CAST(s.channel AS TEXT), ${digest}, 'pending', ${notBefore}, 0, ${stamp}, ${stamp}
      FROM notice_subscriptions s
      WHERE s.school_id = ${school.schoolId} AND s.confirmed = true AND s.${topicColumn} = true
      ON CONFLICT DO NOTHING
      RETURNING id`,
  )
  // This instance's sender, when it has none running, starts at once (the others find the rows on their next look).
  if (inserted.length) wakeNoticesSender()
  return inserted.length
}

/** How many subscribers a notice was queued for. */
export async function queuedCount(school: SchoolGate, send: number): Promise<number> {
  const got = await school.sql.rows(sql`SELECT count(*) AS n FROM notice_deliveries WHERE send = ${send} AND school_id = ${school.schoolId}`)
  return num(got[0]?.n)
}

export type Claimed = { id: number; send: number; subscription: number; channel: string; digest: boolean; attempts: number }

const claimedOf = (r: Row): Claimed => ({
  id: num(r.id),
  send: num(r.send),
  subscription: num(r.subscription),
  channel: String(r.channel),
  digest: bool(r.digest),
  attempts: num(r.attempts),
})

/** Whether a row is due by `at` (ms): waiting, and not claimed by an instance beyond then. One indexed read, no lock. */
async function dueBy(all: AllSchoolsGate, at: number): Promise<boolean> {
  const due = await all.sql.rows(sql`SELECT id FROM notice_deliveries WHERE state = 'pending' AND not_before <= ${at} AND (claimed_until IS NULL OR claimed_until < ${at}) LIMIT 1`)
  return due.length > 0
}

/**
 * Whether a sender has anything to do by `at` (ms): a row due, or a notice written but not
 * yet queued (the sender queues it: ./notify.ts queueWaiting). The server asks it every few
 * seconds to know whether to start its sender; a running sender, to know whether to stay.
 */
export async function somethingToSend(all: AllSchoolsGate, { at }: { at: number }): Promise<boolean> {
  if (await dueBy(all, at)) return true
  const waiting = await all.sql.rows(sql`SELECT id FROM notice_sends WHERE subscribers IS NULL LIMIT 1`)
  return waiting.length > 0
}

/** Claims up to `limit` due rows for this instance until `now + leaseMs`. */
export async function claimDue(all: AllSchoolsGate, { instance, now, leaseMs, limit }: { instance: string; now: number; leaseMs: number; limit: number }): Promise<Claimed[]> {
  const until = now + leaseMs
  // A read first: a sender that finds nothing due (most of the time) takes no write lock.
  if (!(await dueBy(all, now))) return []
  const pick = all.sql.kind === 'postgres'
    ? sql`SELECT id FROM notice_deliveries WHERE state = 'pending' AND not_before <= ${now} AND (claimed_until IS NULL OR claimed_until < ${now}) ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`
    : sql`SELECT id FROM notice_deliveries WHERE state = 'pending' AND not_before <= ${now} AND (claimed_until IS NULL OR claimed_until < ${now}) ORDER BY id LIMIT ${limit}`
  const got = await all.sql.rows(
    sql`UPDATE notice_deliveries SET claimed_by = ${instance}, claimed_until = ${until}, attempts = attempts + 1
      WHERE id IN (${pick}) RETURNING id, send, subscription, channel, digest, attempts`,
  )
  return got.map(claimedOf).sort((a, b) => a.id - b.id)
}

/** Claims the other due digest rows of one subscriber, to go in the same e-mail. */
export async function claimDigest(all: AllSchoolsGate, { subscription, instance, now, leaseMs }: { subscription: number; instance: string; now: number; leaseMs: number }): Promise<Claimed[]> {
  const got = await all.sql.rows(
    sql`UPDATE notice_deliveries SET claimed_by = ${instance}, claimed_until = ${now + leaseMs}, attempts = attempts + 1
      WHERE subscription = ${subscription} AND digest = true AND state = 'pending' AND not_before <= ${now} AND (claimed_until IS NULL OR claimed_until < ${now})
      RETURNING id, send, subscription, channel, digest, attempts`,
  )
  return got.map(claimedOf)
}

export type FinalState = 'sent' | 'failed' | 'bounced' | 'dropped'

/** Ends rows this instance holds: sent (when), failed, bounced or dropped. */
export async function finish(all: AllSchoolsGate, ids: number[], { instance, state, now, error }: { instance: string; state: FinalState; now: number; error?: string }) {
  if (!ids.length) return
  await all.sql.rows(
    sql`UPDATE notice_deliveries SET state = ${state}, claimed_until = NULL, sent_at = ${state === 'sent' ? now : null}, error = ${errorText(error)}
      WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND claimed_by = ${instance} RETURNING id`,
  )
}

/**
 * Gives rows back to the queue, to be tried again from `notBefore` (unchanged when not given).
 * `untried`: they were not sent at all (the rate was used up, the sender is stopping), so
 * their claim does not count as an attempt.
 */
export async function release(
  all: AllSchoolsGate,
  ids: number[],
  { instance, notBefore, error, untried = false }: { instance: string; notBefore?: number; error?: string; untried?: boolean },
) {
  if (!ids.length) return
  await all.sql.rows(
    sql`UPDATE notice_deliveries SET claimed_until = NULL, not_before = ${notBefore === undefined ? sql.raw('not_before') : sql`${notBefore}`}, error = ${errorText(error)}${untried ? sql.raw(', attempts = attempts - 1') : sql.raw('')}
      WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND claimed_by = ${instance} RETURNING id`,
  )
}

/** A subscriber who is gone: their rows still waiting are dropped, and no error text of theirs is kept. */
export async function dropPending(school: SchoolGate, subscription: number) {
  await school.sql.write(
    sql`UPDATE notice_deliveries SET state = CASE WHEN state = 'pending' THEN 'dropped' ELSE state END, claimed_until = NULL, error = NULL WHERE subscription = ${subscription} AND school_id = ${school.schoolId} RETURNING id`,
  )
}

export type SendFigures = { sent: number; pending: number; failed: number; bounced: number; unsubscribedSince: number }

/** What became of one notice: counted from its rows; "unsubscribed since" are those sent to a subscriber now gone. */
export async function sendFigures(gate: SchoolGate | AllSchoolsGate, send: number): Promise<SendFigures> {
  const ofSchool = 'schoolId' in gate ? sql` AND d.school_id = ${gate.schoolId}` : sql.raw('')
  const got = await gate.sql.rows(
    sql`SELECT d.state AS state, count(*) AS n,
        sum(CASE WHEN d.state = 'sent' AND NOT EXISTS (SELECT 1 FROM notice_subscriptions s WHERE s.id = d.subscription) THEN 1 ELSE 0 END) AS gone
      FROM notice_deliveries d WHERE d.send = ${send}${ofSchool} GROUP BY d.state`,
  )
  const figures: SendFigures = { sent: 0, pending: 0, failed: 0, bounced: 0, unsubscribedSince: 0 }
  for (const r of got) {
    const state = String(r.state)
    if (state === 'sent') figures.unsubscribedSince = num(r.gone)
    if (state === 'sent' || state === 'pending' || state === 'failed' || state === 'bounced') figures[state] = num(r.n)
  }
  return figures
}

/**
 * Prunes the queue: a notice sent before `before` (ms) with nothing still waiting keeps its
 * figures on itself (`settled`) and loses its rows, at most `limit` notices a call. Without
 * it the queue grows by a row per subscriber per notice for ever. Returns how many notices.
 */
export async function pruneSettled(all: AllSchoolsGate, { before, limit = 20 }: { before: number; limit?: number }): Promise<number> {
  const due = await all.sql.rows(
    sql`SELECT s.id AS id FROM notice_sends s
      WHERE s.created_at < ${new Date(before).toISOString()} AND s.settled IS NULL AND s.subscribers IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM notice_deliveries d WHERE d.send = s.id AND d.state = 'pending')
      ORDER BY s.id LIMIT ${limit}`,
  )
  for (const r of due) {
    const id = num(r.id)
    const settled = await sendFigures(all, id)
    await all.update({ collection: 'notice-sends', id, data: { settled }, depth: 0, context: { noFigures: true } })
    await all.sql.rows(sql`DELETE FROM notice_deliveries WHERE send = ${id}`)
  }
  return due.length
}
