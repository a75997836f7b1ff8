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
import type { Payload } from 'payload'

import { nextDigestAt, type NoticeTopic } from './rules'

type SqlQuery = ReturnType<typeof sql>
type Row = Record<string, unknown>

/** Rows a statement returns, on either database. */
async function rows(payload: Payload, query: SqlQuery): Promise<Row[]> {
  if (payload.db.name === 'postgres') {
    const drizzle = payload.db.drizzle as unknown as { execute: (q: unknown) => Promise<{ rows: Row[] }> }
    return (await drizzle.execute(query)).rows
  }
  const drizzle = payload.db.drizzle as unknown as { all: (q: unknown) => Promise<Row[]> }
  return drizzle.all(query)
}

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0))
const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 't'
const isPostgres = (payload: Payload) => payload.db.name === 'postgres'

/**
 * Queues a notice for every confirmed subscriber of its school who chose its topic; returns
 * how many rows it added. E-mail subscribers of the daily digest get it with the next digest,
 * except emergency alerts, which go to everybody at once.
 */
export async function queueNotice(payload: Payload, { send, school, topic, now = Date.now() }: { send: number; school: number; topic: NoticeTopic; now?: number }): Promise<number> {
  const at = new Date(now).toISOString()
  const digestAt = topic === 'alerts' ? 0 : nextDigestAt(now)
  const topicColumn = sql.raw(`topics_${topic}`)
  // Literal SQL (both databases read `true`), so PostgreSQL needs no parameter types.
  const daily = sql.raw(`(s.channel = 'email' AND s.frequency = 'daily')`)
  const digest = digestAt > 0 ? daily : sql.raw('false')
  const notBefore = digestAt > 0 ? sql`CASE WHEN ${daily} THEN CAST(${digestAt} AS NUMERIC) ELSE 0 END` : sql.raw('0')
  // PostgreSQL types a bare parameter in a SELECT list as text: numbers are cast, times are its own.
  const stamp = isPostgres(payload) ? sql.raw('now()') : sql`${at}`
  const inserted = await rows(
    payload,
    sql`INSERT INTO notice_deliveries (school_id, send, subscription, channel, digest, state, not_before, attempts, updated_at, created_at)
      SELECT s.school_id, CAST(${send} AS NUMERIC), s.id, CAST(s.channel AS TEXT), ${digest}, 'pending', ${notBefore}, 0, ${stamp}, ${stamp}
      FROM notice_subscriptions s
      WHERE s.school_id = ${school} AND s.confirmed = true AND s.${topicColumn} = true
      ON CONFLICT DO NOTHING
      RETURNING id`,
  )
  return inserted.length
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

/** Claims up to `limit` due rows for this instance until `now + leaseMs`. */
export async function claimDue(payload: Payload, { instance, now, leaseMs, limit }: { instance: string; now: number; leaseMs: number; limit: number }): Promise<Claimed[]> {
  const until = now + leaseMs
  const pick = isPostgres(payload)
    ? sql`SELECT id FROM notice_deliveries WHERE state = 'pending' AND not_before <= ${now} AND (claimed_until IS NULL OR claimed_until < ${now}) ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`
    : sql`SELECT id FROM notice_deliveries WHERE state = 'pending' AND not_before <= ${now} AND (claimed_until IS NULL OR claimed_until < ${now}) ORDER BY id LIMIT ${limit}`
  const got = await rows(
    payload,
    sql`UPDATE notice_deliveries SET claimed_by = ${instance}, claimed_until = ${until}, attempts = attempts + 1
      WHERE id IN (${pick}) RETURNING id, send, subscription, channel, digest, attempts`,
  )
  return got.map(claimedOf).sort((a, b) => a.id - b.id)
}

/** Claims the other due digest rows of one subscriber, to go in the same e-mail. */
export async function claimDigest(payload: Payload, { subscription, instance, now, leaseMs }: { subscription: number; instance: string; now: number; leaseMs: number }): Promise<Claimed[]> {
  const got = await rows(
    payload,
    sql`UPDATE notice_deliveries SET claimed_by = ${instance}, claimed_until = ${now + leaseMs}, attempts = attempts + 1
      WHERE subscription = ${subscription} AND digest = true AND state = 'pending' AND not_before <= ${now} AND (claimed_until IS NULL OR claimed_until < ${now})
      RETURNING id, send, subscription, channel, digest, attempts`,
  )
  return got.map(claimedOf)
}

export type FinalState = 'sent' | 'failed' | 'bounced' | 'dropped'

/** Ends rows this instance holds: sent (when), failed, bounced or dropped. */
export async function finish(payload: Payload, ids: number[], { instance, state, now, error }: { instance: string; state: FinalState; now: number; error?: string }) {
  if (!ids.length) return
  await rows(
    payload,
    sql`UPDATE notice_deliveries SET state = ${state}, claimed_until = NULL, sent_at = ${state === 'sent' ? now : null}, error = ${error?.slice(0, 300) ?? null}
      WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND claimed_by = ${instance} RETURNING id`,
  )
}

/** Gives rows back to the queue, to be tried again from `notBefore` (unchanged when not given). */
export async function release(payload: Payload, ids: number[], { instance, notBefore, error }: { instance: string; notBefore?: number; error?: string }) {
  if (!ids.length) return
  await rows(
    payload,
    sql`UPDATE notice_deliveries SET claimed_until = NULL, not_before = ${notBefore === undefined ? sql.raw('not_before') : sql`${notBefore}`}, error = ${error?.slice(0, 300) ?? null}
      WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND claimed_by = ${instance} RETURNING id`,
  )
}

/** A subscriber who is gone: their rows still waiting are dropped. */
export async function dropPending(payload: Payload, subscription: number) {
  await rows(payload, sql`UPDATE notice_deliveries SET state = 'dropped', claimed_until = NULL WHERE subscription = ${subscription} AND state = 'pending' RETURNING id`)
}

export type SendFigures = { sent: number; pending: number; failed: number; bounced: number; unsubscribedSince: number }

/** What became of one notice: counted from its rows; "unsubscribed since" are those sent to a subscriber now gone. */
export async function sendFigures(payload: Payload, send: number): Promise<SendFigures> {
  const got = await rows(
    payload,
    sql`SELECT d.state AS state, count(*) AS n,
        sum(CASE WHEN d.state = 'sent' AND NOT EXISTS (SELECT 1 FROM notice_subscriptions s WHERE s.id = d.subscription) THEN 1 ELSE 0 END) AS gone
      FROM notice_deliveries d WHERE d.send = ${send} GROUP BY d.state`,
  )
  const figures: SendFigures = { sent: 0, pending: 0, failed: 0, bounced: 0, unsubscribedSince: 0 }
  for (const r of got) {
    const state = String(r.state)
    if (state === 'sent') figures.unsubscribedSince = num(r.gone)
    if (state === 'sent' || state === 'pending' || state === 'failed' || state === 'bounced') figures[state] = num(r.n)
  }
  return figures
}
