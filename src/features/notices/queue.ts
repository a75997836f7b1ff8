/**
 * The sending queue (docs/decisions/0014-notices.md), in the database both the single-file
 * set-up and many instances share: one `notice_deliveries` row per subscriber a notice goes
 * to, unique per notice and subscription, so a notice is queued for a subscriber once however
 * often its item is saved.
 *
 * Instances take rows in small batches by claiming them for a while (a lease): an atomic
 * UPDATE … RETURNING (SQLite writes one at a time; PostgreSQL skips rows another instance has
 * locked). A batch is shared between the schools with rows due, emergency alerts first
 * (`claimDue`), so one school's notice to thousands never keeps another's waiting for long.
 * A row is marked sent as soon as its server accepted it, before the next is sent. An
 * instance that dies leaves its claim to run out, and another takes the rows still pending.
 * What no queue can know is whether the one message under way when the process died was
 * accepted: that one is sent again (at least once, never lost; RFC 1047's problem for SMTP).
 */
import { sql } from '@payloadcms/db-sqlite'
import { wakeNoticesSender } from '@/server/noticesSender'
import { idsOfKey } from '@/features/classes/rules'
import type { AllSchoolsGate, SchoolGate } from '@/tenancy'

import { CHANNELS } from './channels'
import { ALERTS, isTopicName, nextDigestAt, RESEND_MINUTES, type NoticeTopic } from './rules'

type Row = Record<string, unknown>

/** An error as kept with a row: short, and without any e-mail address a server quoted. */
export const errorText = (error: string | undefined): string | null =>
  error === undefined ? null : error.replace(/[^\s<>()"',;:@]+@[^\s<>()"',;:@]+/g, '(address)').slice(0, 300)

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0))
const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 't'

/** The channels whose daily subscribers get a day's notices in one message (./channels: e-mail), as an SQL list. */
const digestChannels = () => CHANNELS.filter((c) => c.digest).map((c) => `'${c.name}'`).join(', ') || 'NULL'

type Sql = ReturnType<typeof sql>

/** Whether a subscriber (`s`) chose class `id`: its key names it (src/features/classes/rules). */
const choseClass = (id: number): Sql => sql.raw(`s.class_key LIKE '%|${Math.trunc(id)}|%'`)

/**
 * The subscribers (`s`) of a school a notice of `topic` for `classes` goes to: confirmed, who
 * chose the topic, and for a notice for some classes, who chose one of them (a whole-school
 * notice, no classes, goes to all). Class ids are whole numbers written into the statement.
 */
function audienceOf(school: SchoolGate, topic: NoticeTopic, classes: readonly number[]): Sql {
  // The topic names a column, so it is written into the statement: only a topic's name may be (./rules isTopicName).
  if (!isTopicName(topic)) throw new Error(`Not a notice topic: ${JSON.stringify(topic)}`)
  const topicColumn = sql.raw(`topics_${topic}`)
  const ofClasses = classes.length ? sql`AND (${sql.join(classes.map(choseClass), sql` OR `)})` : sql.raw('')
  return sql`s.school_id = ${school.schoolId} AND s.confirmed = true AND s.${topicColumn} = true ${ofClasses}`
}

/**
 * The classes a subscriber (`s`) counts for in a notice's figures, as a key: of a notice for
 * some classes, those of them they chose; of a whole-school notice, all they chose.
 */
const countedFor = (classes: readonly number[]): Sql =>
  classes.length
    ? sql.raw(`'|' || ${[...classes].sort((a, b) => a - b).map((id) => `(CASE WHEN s.class_key LIKE '%|${Math.trunc(id)}|%' THEN '${Math.trunc(id)}|' ELSE '' END)`).join(' || ')}`)
    : sql.raw(`COALESCE(s.class_key, '')`)

/**
 * Queues a notice for every confirmed subscriber of its school who chose its topic (and, for a
 * notice for some classes, one of them); returns how many rows it added. Subscribers of the
 * daily digest (e-mail) get it with the next digest, except emergency alerts, which go to
 * everybody at once.
 */
export async function queueNotice(
  school: SchoolGate,
  { send, topic, classes = [], now = Date.now() }: { send: number; topic: NoticeTopic; classes?: readonly number[]; now?: number },
): Promise<number> {
  const at = new Date(now).toISOString()
  const audience = audienceOf(school, topic, classes)
  const digestAt = topic === ALERTS ? 0 : nextDigestAt(now)
  // Literal SQL (both databases read `true`), so PostgreSQL needs no parameter types.
  const daily = sql.raw(`(s.channel IN (${digestChannels()}) AND s.frequency = 'daily')`)
  const digest = digestAt > 0 ? daily : sql.raw('false')
  const notBefore = digestAt > 0 ? sql`CASE WHEN ${daily} THEN CAST(${digestAt} AS NUMERIC) ELSE 0 END` : sql.raw('0')
  // PostgreSQL types a bare parameter in a SELECT list as text: numbers are cast, times are its own.
  const stamp = school.sql.kind === 'postgres' ? sql.raw('now()') : sql`${at}`
  const urgent = sql.raw(topic === ALERTS ? 'true' : 'false')
  const inserted = await school.sql.write(
    sql`INSERT INTO notice_deliveries (school_id, send, subscription, channel, digest, urgent, classes, state, not_before, attempts, updated_at, created_at)
      SELECT s.school_id, CAST(${send} AS NUMERIC), s.id, CAST(s.channel AS TEXT), ${digest}, ${urgent}, ${countedFor(classes)}, 'pending', ${notBefore}, 0, ${stamp}, ${stamp}
      FROM notice_subscriptions s
      WHERE ${audience}
      ON CONFLICT DO NOTHING
      RETURNING id`,
  )
  // This instance's sender, when it has none running, starts at once (the others find the rows on their next look).
  if (inserted.length) wakeNoticesSender()
  return inserted.length
}

/**
 * How many people a notice of `topic` for `classes` would reach now, on each channel: what
 * staff confirm before it goes (the school's name beside it). One grouped read.
 */
export async function audienceCounts(school: SchoolGate, { topic, classes = [] }: { topic: NoticeTopic; classes?: readonly number[] }): Promise<Record<string, number>> {
  const got = await school.sql.rows(sql`SELECT s.channel AS channel, count(*) AS n FROM notice_subscriptions s WHERE ${audienceOf(school, topic, classes)} GROUP BY s.channel`)
  const counts: Record<string, number> = Object.fromEntries(CHANNELS.map((c) => [c.name, 0]))
  for (const r of got) counts[String(r.channel)] = num(r.n)
  return counts
}

/** How many subscribers a notice was queued for. */
export async function queuedCount(school: SchoolGate, send: number): Promise<number> {
  const got = await school.sql.rows(sql`SELECT count(*) AS n FROM notice_deliveries WHERE send = ${send} AND school_id = ${school.schoolId} AND resend = false`)
  return num(got[0]?.n)
}

/**
 * A row as the sender holds it: what it sends to whom, and, for the order a batch goes in and
 * for how long it may wait, its school, whether it is an emergency alert's, when it fell due and
 * when it was queued (ms).
 */
export type Claimed = {
  id: number
  send: number
  subscription: number
  channel: string
  digest: boolean
  attempts: number
  school: number | null
  urgent: boolean
  notBefore: number
  queuedAt: number
}

const claimedOf = (r: Row): Claimed => ({
  id: num(r.id),
  send: num(r.send),
  subscription: num(r.subscription),
  channel: String(r.channel),
  digest: bool(r.digest),
  attempts: num(r.attempts),
  school: r.school_id === null || r.school_id === undefined ? null : num(r.school_id),
  urgent: bool(r.urgent),
  notBefore: num(r.not_before),
  queuedAt: num(r.queued_at),
})

/** What a claim returns of each row; `queued_at` in ms (the column is text in SQLite, a time stamp in PostgreSQL). */
const claimedColumns = (all: AllSchoolsGate) =>
  sql.raw(
    `id, send, subscription, channel, digest, attempts, school_id, urgent, not_before, ${
      all.sql.kind === 'postgres' ? 'CAST(extract(epoch FROM created_at) * 1000 AS BIGINT)' : 'CAST((julianday(created_at) - 2440587.5) * 86400000 AS INTEGER)'
    } AS queued_at`,
  )

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
  if ((await dueBy(all, at)) || (await resendsDue(all, at))) return true
  const waiting = await all.sql.rows(sql`SELECT id FROM notice_sends WHERE subscribers IS NULL LIMIT 1`)
  return waiting.length > 0
}

/** Which school's rows (`d`): the school `school`, or, null, rows whose school is gone (its id set to null). */
const ofSchool = (school: number | null): Sql => (school === null ? sql.raw('d.school_id IS NULL') : sql`d.school_id = ${school}`)

/** A school's rows (`d`) of one kind (emergency alerts or the rest) due at `now` and free to take: the index a claim reads. */
const dueOf = (school: Sql, urgent: boolean, now: number) =>
  sql`d.state = 'pending' AND ${school} AND d.urgent = ${sql.raw(String(urgent))} AND d.not_before <= ${now} AND (d.claimed_until IS NULL OR d.claimed_until < ${now})`

/** Whether a school has emergency alerts due (`urgent`), and other rows (`other`). */
const kindsDue = (school: Sql, now: number) =>
  sql`EXISTS (SELECT 1 FROM notice_deliveries d WHERE ${dueOf(school, true, now)}) AS urgent, EXISTS (SELECT 1 FROM notice_deliveries d WHERE ${dueOf(school, false, now)}) AS other`

/** A school with rows due: whether it has emergency alerts due, and other rows. */
type SchoolDue = { school: number | null; urgent: boolean; other: boolean }

/**
 * The schools with rows due at `now`, by id. Reads the index (state, school, urgent, not_before):
 * one seek per school with rows waiting (due or not: a daily digest's wait for the evening) to
 * find the next, and for each kind of row, the rows other instances hold before a free one.
 * Rows whose school is gone are a school of their own (null), so that they are taken too.
 */
async function schoolsDue(all: AllSchoolsGate, now: number): Promise<SchoolDue[]> {
  // Ordered as that index is, so that PostgreSQL seeks in it rather than walk the school's own
  // index past the rows already sent (it did, when most rows were still waiting).
  const got = await all.sql.rows(
    sql`WITH RECURSIVE w(id) AS (
        SELECT (SELECT school_id FROM notice_deliveries WHERE state = 'pending' AND school_id IS NOT NULL ORDER BY school_id, urgent, not_before LIMIT 1)
        UNION ALL
        SELECT (SELECT school_id FROM notice_deliveries WHERE state = 'pending' AND school_id > w.id ORDER BY school_id, urgent, not_before LIMIT 1) FROM w WHERE w.id IS NOT NULL
      )
      SELECT w.id AS school, ${kindsDue(sql.raw('d.school_id = w.id'), now)} FROM w WHERE w.id IS NOT NULL
      UNION ALL
      SELECT NULL, ${kindsDue(ofSchool(null), now)}`,
  )
  return got
    .map((r) => ({ school: r.school === null || r.school === undefined ? null : num(r.school), urgent: bool(r.urgent), other: bool(r.other) }))
    .filter((s) => s.urgent || s.other)
}

/**
 * `room` rows shared between `schools` (in the order they take turns): the first `room` of
 * them, each as many as the others or one more.
 */
function shares<T>(room: number, schools: readonly T[]): { school: T; take: number }[] {
  const taking = schools.slice(0, Math.max(0, room))
  return taking.map((school, i) => ({ school, take: Math.floor(room / taking.length) + (i < room % taking.length ? 1 : 0) }))
}

/**
 * Claims for this instance until `until` the rows `picks` name: each school's first `take`
 * rows due of its kind, in the order they fell due (PostgreSQL skips rows another instance
 * is claiming). One statement; it reads at most `take` rows per school, and the rows other
 * instances hold.
 */
async function claimPicks(all: AllSchoolsGate, picks: { school: number | null; urgent: boolean; take: number }[], { instance, now, until }: { instance: string; now: number; until: number }) {
  if (!picks.length) return []
  const lock = sql.raw(all.sql.kind === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '')
  const each = picks.map(
    (p, i) => sql`SELECT id FROM (SELECT d.id FROM notice_deliveries d WHERE ${dueOf(ofSchool(p.school), p.urgent, now)} ORDER BY d.not_before LIMIT ${p.take}${lock}) ${sql.raw(`p${i}`)}`,
  )
  const got = await all.sql.rows(
    sql`UPDATE notice_deliveries SET claimed_by = ${instance}, claimed_until = ${until}, attempts = attempts + 1
      WHERE id IN (${sql.join(each, sql` UNION ALL `)}) RETURNING ${claimedColumns(all)}`,
  )
  return got.map(claimedOf)
}

/** The order a batch is sent in: each school's first row, in the schools' turn, then each one's second, and so on. */
function takingTurns(rows: Claimed[], turn: readonly (number | null)[]): Claimed[] {
  const place = new Map(turn.map((school, i) => [school, i]))
  const rank = new Map<number, number>()
  const seen = new Map<number | null, number>()
  for (const r of [...rows].sort((a, b) => a.notBefore - b.notBefore || a.id - b.id)) {
    const n = seen.get(r.school) ?? 0
    rank.set(r.id, n)
    seen.set(r.school, n + 1)
  }
  return [...rows].sort((a, b) => rank.get(a.id)! - rank.get(b.id)! || (place.get(a.school) ?? 0) - (place.get(b.school) ?? 0) || a.id - b.id)
}

/**
 * Claims up to `limit` due rows for this instance until `now + leaseMs`, shared between the
 * schools that have rows due, and returns them in the order to send them:
 *
 * - emergency alerts (urgent rows) first: `limit` shared between the schools with alerts due;
 * - then what room is left, shared the same way between the schools with other rows due;
 * - a share is the room divided by the schools (the first ones, in turn, one more), at least
 *   one: with more schools than room, the first `limit` after `after` (the school that came
 *   first last time: the turn goes round) get one each;
 * - in the batch, the schools take turns, one row each, alerts before the rest.
 *
 * So a school's large notice holds another school's alert for at most the rest of the batch
 * under way, and another school's notice shares every batch with it. What a claim reads: one
 * index seek per school with rows waiting, and per school with rows due, at most its share of
 * rows (and any other instances hold), never a school's whole queue. At most three statements
 * (the schools, then the alerts, then the rest); none writes when nothing is due.
 */
export async function claimDue(
  all: AllSchoolsGate,
  { instance, now, leaseMs, limit, after = null }: { instance: string; now: number; leaseMs: number; limit: number; after?: number | null },
): Promise<Claimed[]> {
  const until = now + leaseMs
  // A read first: a sender that finds nothing due (most of the time) takes no write lock.
  const due = await schoolsDue(all, now)
  if (!due.length) return []
  // The turn goes round: the schools after the one that came first last time, then the rest.
  const key = (s: SchoolDue) => s.school ?? 0
  const turn = [...due.filter((s) => after !== null && key(s) > after), ...due.filter((s) => after === null || key(s) <= after)]
  const urgent = await claimPicks(
    all,
    shares(limit, turn.filter((s) => s.urgent)).map(({ school, take }) => ({ school: school.school, urgent: true, take })),
    { instance, now, until },
  )
  const room = limit - urgent.length
  const other = await claimPicks(
    all,
    shares(room, turn.filter((s) => s.other)).map(({ school, take }) => ({ school: school.school, urgent: false, take })),
    { instance, now, until },
  )
  const order = turn.map((s) => s.school)
  return [...takingTurns(urgent, order), ...takingTurns(other, order)]
}

/** Claims the other due digest rows of one subscriber, to go in the same e-mail. */
export async function claimDigest(all: AllSchoolsGate, { subscription, instance, now, leaseMs }: { subscription: number; instance: string; now: number; leaseMs: number }): Promise<Claimed[]> {
  const got = await all.sql.rows(
    sql`UPDATE notice_deliveries SET claimed_by = ${instance}, claimed_until = ${now + leaseMs}, attempts = attempts + 1
      WHERE subscription = ${subscription} AND digest = true AND state = 'pending' AND not_before <= ${now} AND (claimed_until IS NULL OR claimed_until < ${now})
      RETURNING ${claimedColumns(all)}`,
  )
  return got.map(claimedOf)
}

export type FinalState = 'sent' | 'failed' | 'bounced' | 'dropped'

/**
 * Ends rows this instance holds: sent (when), failed, bounced or dropped. `delivered`: sent on
 * a channel whose service's acceptance is its delivery (e-mail, SMS: ./channels `deliveredWhenSent`).
 */
export async function finish(
  all: AllSchoolsGate,
  ids: number[],
  { instance, state, now, error, delivered = false }: { instance: string; state: FinalState; now: number; error?: string; delivered?: boolean },
) {
  if (!ids.length) return
  // A phone may have said it arrived before the push service's answer came back: that time is kept.
  const deliveredAt = state === 'sent' && delivered ? sql`COALESCE(delivered_at, ${now})` : sql.raw('delivered_at')
  await all.sql.rows(
    sql`UPDATE notice_deliveries SET state = ${state}, claimed_until = NULL, sent_at = ${state === 'sent' ? now : null}, delivered_at = ${deliveredAt}, error = ${errorText(error)}
      WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND claimed_by = ${instance} RETURNING id`,
  )
}

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${Math.trunc(id)}`), sql`, `)
/** Within the gate's school, for a school's gate; every school's rows for the sender's. */
const withinGate = (gate: SchoolGate | AllSchoolsGate) => ('schoolId' in gate ? sql` AND school_id = ${gate.schoolId}` : sql.raw(''))

/**
 * Rows that arrived (ms `at`): a phone's acknowledgement of a push (./tracking.ts), a channel's
 * status report (WhatsApp's webhook). The first time counts; later reports change nothing.
 * Returns the ids marked now.
 */
export async function markDelivered(gate: SchoolGate | AllSchoolsGate, ids: readonly number[], at: number): Promise<number[]> {
  if (!ids.length) return []
  const got = await gate.sql.write(
    sql`UPDATE notice_deliveries SET delivered_at = ${at} WHERE id IN (${idList(ids)}) AND delivered_at IS NULL${withinGate(gate)} RETURNING id`,
  )
  return got.map((r) => num(r.id))
}

/**
 * Rows the parent opened (ms `at`): its link followed, its notification tapped, or a channel's
 * read report. Opened is delivered too. The first open counts; later ones change nothing. A
 * re-send opened marks its first message opened too: the parent has read the alert (the
 * figures count parents who opened, and re-sends opened apart). Returns the ids marked now.
 */
export async function markOpened(gate: SchoolGate | AllSchoolsGate, ids: readonly number[], at: number): Promise<number[]> {
  if (!ids.length) return []
  const got = await gate.sql.write(
    sql`UPDATE notice_deliveries SET opened_at = ${at}, delivered_at = COALESCE(delivered_at, ${at}) WHERE id IN (${idList(ids)}) AND opened_at IS NULL${withinGate(gate)}
      RETURNING id, send, subscription, resend`,
  )
  for (const r of got.filter((r) => bool(r.resend) && num(r.subscription) > 0)) {
    await gate.sql.write(
      sql`UPDATE notice_deliveries SET opened_at = ${at}, delivered_at = COALESCE(delivered_at, ${at})
        WHERE send = ${num(r.send)} AND subscription = ${num(r.subscription)} AND resend = false AND opened_at IS NULL${withinGate(gate)} RETURNING id`,
    )
  }
  return got.map((r) => num(r.id))
}

/** A row as a tracked link finds it (./tracking.ts): its notice, within the gate's school; null when it is not there (pruned, or another school's). */
export async function rowOf(gate: SchoolGate, id: number): Promise<{ id: number; send: number } | null> {
  const got = await gate.sql.rows(sql`SELECT id, send FROM notice_deliveries WHERE id = ${Math.trunc(id)} AND school_id = ${gate.schoolId}`)
  return got[0] ? { id: num(got[0].id), send: num(got[0].send) } : null
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

/** How long after it was sent an emergency alert may still go again: one not opened for longer is left. */
export const RESEND_WITHIN_MS = 24 * 3_600_000

/** The channels whose emergency alerts go again when not opened (SMS, WhatsApp: ./channels `resendsUrgent`), as an SQL list. */
const resendChannels = () => CHANNELS.filter((c) => c.resendsUrgent).map((c) => `'${c.name}'`).join(', ') || 'NULL'

/**
 * The emergency alerts' first messages (`d`) due to go again at `now`: sent on a channel that
 * sends again, not opened, with no re-send yet, by a school that asked for re-sends (School
 * profile → Emergency alerts sent again: `p`) longer ago than the minutes it set, and less than
 * RESEND_WITHIN_MS ago. Read through the index (urgent, sent_at): the last day's alerts only.
 */
const resendDue = (now: number) =>
  sql`FROM notice_deliveries d JOIN school_profile p ON p.school_id = d.school_id
    WHERE d.urgent = true AND d.sent_at >= ${now - RESEND_WITHIN_MS} AND d.sent_at <= ${now - RESEND_MINUTES.min * 60_000}
      AND d.resend = false AND d.state = 'sent' AND d.opened_at IS NULL AND d.subscription <> 0
      AND d.channel IN (${sql.raw(resendChannels())})
      AND p.alert_resend_enabled = true AND p.alert_resend_minutes BETWEEN ${RESEND_MINUTES.min} AND ${RESEND_MINUTES.max}
      AND d.sent_at <= ${now} - p.alert_resend_minutes * 60000
      AND NOT EXISTS (SELECT 1 FROM notice_deliveries r WHERE r.send = d.send AND r.subscription = d.subscription AND r.resend = true)`

/** Whether an emergency alert is due to go again at `now` (see resendDue). One read, no lock. */
async function resendsDue(all: AllSchoolsGate, now: number): Promise<boolean> {
  return (await all.sql.rows(sql`SELECT d.id ${resendDue(now)} LIMIT 1`)).length > 0
}

/**
 * Queues the re-sends due at `now` (see resendDue): each such first message goes once more to
 * the same subscriber on the same channel, at once (urgent). At most once per subscriber and
 * alert: the re-send is a row of its own, unique per notice, subscriber and `resend`. Writes
 * only when one is due. Returns how many rows it added.
 */
export async function queueResends(all: AllSchoolsGate, { now }: { now: number }): Promise<number> {
  if (!(await resendsDue(all, now))) return 0
  const stamp = all.sql.kind === 'postgres' ? sql.raw('now()') : sql`${new Date(now).toISOString()}`
  const inserted = await all.sql.write(
    sql`INSERT INTO notice_deliveries (school_id, send, subscription, channel, digest, urgent, classes, resend, state, not_before, attempts, updated_at, created_at)
      SELECT d.school_id, d.send, d.subscription, d.channel, false, true, d.classes, true, 'pending', 0, 0, ${stamp}, ${stamp} ${resendDue(now)}
      ON CONFLICT DO NOTHING
      RETURNING id`,
  )
  if (inserted.length) wakeNoticesSender()
  return inserted.length
}

/** One class's line in a notice's figures (`class` null: subscribers who chose no class). */
export type ClassFigures = { class: number | null; sent: number; delivered: number; opened: number; failed: number }

/**
 * What became of one notice, counted from its rows. Each parent's first message:
 * - `sent`: handed to the channel's service; `pending`: still to go;
 * - `delivered`: it arrived, as far as the channel knows (e-mail and SMS: the server or the
 *   gateway took it; push: the phone said so; WhatsApp: its status report);
 * - `opened`: the parent opened its link or tapped its notification (or that of its re-send);
 * - `failed`: failed or bounced (`bounced`: of those, the address was gone);
 * - `unsubscribedSince`: sent to a subscriber now gone.
 * Re-sends of an emergency alert not opened in time apart: `resent` sent, `resentOpened` opened.
 * `byClass`: per class the rows counted for (the `classes` key on each row), and those of no class.
 */
export type SendFigures = {
  sent: number
  pending: number
  delivered: number
  opened: number
  failed: number
  bounced: number
  unsubscribedSince: number
  resent: number
  resentOpened: number
  byClass: ClassFigures[]
}

/** What became of one notice (see SendFigures): one grouped read of its rows, whatever their number. */
export async function sendFigures(gate: SchoolGate | AllSchoolsGate, send: number): Promise<SendFigures> {
  const ofSchool = 'schoolId' in gate ? sql` AND d.school_id = ${gate.schoolId}` : sql.raw('')
  const got = await gate.sql.rows(
    sql`SELECT d.state AS state, d.resend AS resend, COALESCE(d.classes, '') AS classes, count(*) AS n,
        sum(CASE WHEN d.delivered_at IS NOT NULL THEN 1 ELSE 0 END) AS delivered,
        sum(CASE WHEN d.opened_at IS NOT NULL THEN 1 ELSE 0 END) AS opened,
        sum(CASE WHEN d.state = 'sent' AND NOT EXISTS (SELECT 1 FROM notice_subscriptions s WHERE s.id = d.subscription) THEN 1 ELSE 0 END) AS gone
      FROM notice_deliveries d WHERE d.send = ${send}${ofSchool} GROUP BY d.state, d.resend, COALESCE(d.classes, '')`,
  )
  const figures: SendFigures = { sent: 0, pending: 0, delivered: 0, opened: 0, failed: 0, bounced: 0, unsubscribedSince: 0, resent: 0, resentOpened: 0, byClass: [] }
  const classes = new Map<number | null, ClassFigures>()
  const lineOf = (id: number | null) => classes.get(id) ?? classes.set(id, { class: id, sent: 0, delivered: 0, opened: 0, failed: 0 }).get(id)!
  for (const r of got) {
    const state = String(r.state)
    const n = num(r.n)
    if (bool(r.resend)) {
      if (state === 'sent') figures.resent += n
      figures.resentOpened += num(r.opened)
      continue
    }
    const failed = state === 'failed' || state === 'bounced' ? n : 0
    const sent = state === 'sent' ? n : 0
    figures.sent += sent
    figures.failed += failed
    if (state === 'pending') figures.pending += n
    if (state === 'bounced') figures.bounced += n
    figures.delivered += num(r.delivered)
    figures.opened += num(r.opened)
    figures.unsubscribedSince += num(r.gone)
    const ids = idsOfKey(r.classes)
    for (const id of ids.length ? ids : [null]) {
      const line = lineOf(id)
      line.sent += sent
      line.failed += failed
      line.delivered += num(r.delivered)
      line.opened += num(r.opened)
    }
  }
  // The classes in id order, then those who chose none.
  figures.byClass = [...classes.values()].sort((a, b) => (a.class ?? Infinity) - (b.class ?? Infinity))
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
