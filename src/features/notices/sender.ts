/**
 * Sending the queued notices (./queue.ts). Every serving instance that runs jobs (RUN_JOBS)
 * has a sender while there is something to send (src/server/serve.ts starts it, and it ends when
 * idle), which looks for due rows every few seconds; the rows themselves say who sends which,
 * so several instances share the work and none sends a row another holds. One message at a
 * time per instance, each marked sent as soon as the service accepted it.
 *
 * Each way of reaching parents is a channel (./channels: e-mail, push, SMS), one interface for
 * all; this file does what is the same for every one:
 * - a subscription gone (unsubscribed, bounced) since its row was queued: the row is dropped;
 * - a failure the channel calls `gone` (a bounced address, an ended push subscription): the
 *   subscription is erased and its other waiting rows dropped;
 * - `final`: failed;
 * - `unreachable` (the mail server refused the connection, never answered, or closed it before
 *   answering): an outage, which says nothing of this message. The rows wait, untried, and so
 *   does every other row of the channel this instance takes until its next try of the service:
 *   after half the time the row has waited so far (at least a minute, at most
 *   OUTAGE_RETRY_MAX_MS). Given up as failed only OUTAGE_MS after it was queued;
 * - anything else (the server answered: busy, a refused sign-in or message) is tried again
 *   later, each time waiting twice as long (1 minute, 2, 4 … at most an hour), and given up as
 *   failed after MAX_ATTEMPTS such tries;
 * - a channel's shared budget used up (e-mail's per minute): what is held goes back until then.
 * - Subscriptions never confirmed are erased after UNCONFIRMED_DAYS.
 *
 * A look sends its rows in the order the queue gives them (./queue.ts claimDue): each batch
 * shared between the schools with rows due, emergency alerts first, the schools taking turns.
 */
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'

import type { Payload } from 'payload'

import { env } from '@/env'
import { isLocale, localizedHref } from '@/lib/i18n/locales'
import { sharedRedis } from '@/server/sharedRedis'
import { mailFrom } from '@/email/smtp'
import { allSchools, everySchool, forSchool, type AllSchoolsGate } from '@/tenancy'
import { publicOriginOf, schoolIdOf } from '@/tenancy/rules'
import { CHANNELS, channelNamed } from './channels'
import type { Message, Notice, SendContext, Subscriber } from './channels/channel'
import { SENDS, SUBSCRIPTIONS } from './collections'
import { eraseSubscriptions } from './erase'
import { claimDigest, claimDue, finish, pruneSettled, queueResends, release, somethingToSend, type Claimed } from './queue'
import { openPath, openRef } from './rules'
import { queueWaiting } from './notify'
import { noticeTopics } from './topics'

export const MAX_ATTEMPTS = 6
/** How long a row waits for a service that cannot be reached before it is given up: from when it was queued. */
export const OUTAGE_MS = 48 * 3_600_000
/** The longest wait between two tries of a service that could not be reached. */
export const OUTAGE_RETRY_MAX_MS = 15 * 60_000
/** When a row whose service could not be reached is tried again: after half the time it has waited (`waitedMs`), at least a minute, at most OUTAGE_RETRY_MAX_MS. */
export const outageRetryMs = (waitedMs: number) => Math.min(OUTAGE_RETRY_MAX_MS, Math.max(60_000, Math.floor(waitedMs / 2)))
export const UNCONFIRMED_DAYS = 7
/** How many rows a look claims at a time (./queue.ts claimDue shares them between the schools). */
export const BATCH = 25
/** How often an instance looks for due notices. */
export const TICK_MS = 2_000
/** The longest one look goes on sending before it lets the next tick begin. */
const BUDGET_MS = 20_000

export const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)

const KEY = Symbol.for('school-site.notices')
type State = {
  instance?: string
  timer?: NodeJS.Timeout
  running?: Promise<void> | null
  stopping?: boolean
  lastSweep?: number
  /** When this instance last looked for emergency alerts to send again (./queue.ts queueResends). */
  lastResendLook?: number
  /** The school whose rows came first in the last batch: the next batch's turn starts after it (./queue.ts claimDue). */
  after?: number | null
  /** Channels whose service could not be reached: not tried again before `until` (this process's; the rows keep it too). */
  outages?: Map<string, { until: number; error: string }>
}
const state = (): State => ((globalThis as Record<symbol, State>)[KEY] ??= {})

const instanceId = () => (state().instance ??= sharedRedis()?.instance ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`)

/**
 * How long one send may take: well within a claim (NOTICES_LEASE_SECONDS), so that no row is
 * still being sent when its claim runs out and another instance takes it.
 */
const sendTimeoutMs = () => Math.min(15_000, Math.floor((env().NOTICES_LEASE_SECONDS * 1000) / 3))

/** A message is marked sent as soon as it went (and delivered, on a channel where that is the same); a passing database error is tried again before it gives up. */
async function markSent(all: AllSchoolsGate, ids: number[], instance: string, at: number, delivered: boolean) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await finish(all, ids, { instance, state: 'sent', now: at, delivered })
    } catch (err) {
      if (attempt >= 5) throw err
      await new Promise((r) => setTimeout(r, 200 * attempt))
    }
  }
}

async function load(payload: Payload, all: AllSchoolsGate, batch: Claimed[]) {
  const sendIds = [...new Set(batch.map((r) => r.send))]
  const subIds = [...new Set(batch.map((r) => r.subscription))]
  const [sends, subs, schools] = await Promise.all([
    all.find({ collection: SENDS, where: { id: { in: sendIds } }, depth: 0, limit: sendIds.length, context: { noFigures: true } }),
    all.find({ collection: SUBSCRIPTIONS, where: { id: { in: subIds } }, depth: 0, limit: subIds.length }),
    everySchool(payload),
  ])
  return {
    sends: new Map(sends.docs.map((d) => [d.id, { id: d.id, createdAt: d.createdAt, items: (d.items ?? {}) as Notice['items'] } satisfies Notice])),
    subs: new Map(
      subs.docs.map((d) => [
        d.id,
        { id: d.id, channel: d.channel, email: d.email, phone: d.phone, whatsapp: d.whatsapp, endpoint: d.endpoint, p256dh: d.p256dh, auth: d.auth, locale: isLocale(d.locale) ? d.locale : 'en', confirmed: d.confirmed, school: schoolIdOf(d) } satisfies Subscriber,
      ]),
    ),
    // Each school's work (a bounce's erasing, its SMS settings) goes through that school's gate.
    schools: new Map(schools.map((s) => [s.id, { name: s.name, origin: publicOriginOf(s, schools, env().publicOrigin, env().API_HOST), gate: forSchool(payload, s) }])),
  }
}

/**
 * What a look did with the rows it took. `waiting`: rows given back to wait for a service that
 * could not be reached (the one tried, and the channel's others it held).
 */
export type SendOutcome = { sent: number; failed: number; bounced: number; dropped: number; retried: number; waiting: number }

/**
 * Rows of a channel whose service could not be reached: back to the queue untried (the outage
 * is no attempt of theirs), due again `until`; a row queued more than OUTAGE_MS ago is given up.
 */
async function waitForService(all: AllSchoolsGate, rows: Claimed[], { instance, until, error, now }: { instance: string; until: number; error: string; now: number }) {
  const expired = rows.filter((r) => now - r.queuedAt >= OUTAGE_MS)
  const waiting = rows.filter((r) => now - r.queuedAt < OUTAGE_MS)
  await finish(all, expired.map((r) => r.id), { instance, state: 'failed', now, error: `${error} (not reached for ${OUTAGE_MS / 3_600_000} hours)` })
  await release(all, waiting.map((r) => r.id), { instance, notBefore: until, error, untried: true })
  return { failed: expired.length, waiting: waiting.length }
}

/** How often an instance looks for emergency alerts to send again (./queue.ts queueResends): the schools' wait is in minutes. */
export const RESEND_LOOK_MS = 60_000

/**
 * At most once a RESEND_LOOK_MS per instance: queues the re-sends of emergency alerts not
 * opened within the minutes their school set (School profile → Emergency alerts sent again).
 * A look that finds none due reads one index (the last day's alerts) and writes nothing.
 */
async function resendUnopened(all: AllSchoolsGate, now: number) {
  const last = state().lastResendLook
  // A clock set back (a test's, or the machine's) looks again rather than waiting for it.
  if (last !== undefined && now >= last && now - last < RESEND_LOOK_MS) return
  state().lastResendLook = now
  await queueResends(all, { now })
}

/**
 * Sends what is due, batch after batch, until nothing is due, the time budget is spent, or
 * a channel's shared budget is used up for now. Returns what it did.
 */
export async function sendDue(payload: Payload, { budgetMs = BUDGET_MS, now = () => Date.now() } = {}): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: 0, failed: 0, bounced: 0, dropped: 0, retried: 0, waiting: 0 }
  const instance = instanceId()
  const leaseMs = env().NOTICES_LEASE_SECONDS * 1000
  const end = now() + budgetMs
  // The rows of every school's notices; each message is its own school's (its subscription's).
  const all = allSchools(payload, 'notices sender')
  const outages = (state().outages ??= new Map())
  const wait = async (rows: Claimed[], outage: { until: number; error: string }) => {
    const done = await waitForService(all, rows, { instance, ...outage, now: now() })
    outcome.failed += done.failed
    outcome.waiting += done.waiting
  }
  await resendUnopened(all, now())
  // A batch stops taking new rows at half its claim (and each send gives up within a third).
  while (now() < end) {
    const batch = await claimDue(all, { instance, now: now(), leaseMs, limit: BATCH, after: state().after ?? null })
    if (!batch.length) break
    state().after = batch[0]!.school
    const claimedAt = now()
    const { sends, subs, schools } = await load(payload, all, batch)
    const kept = new Map<string, Promise<unknown>>()
    const context: SendContext = {
      from: mailFrom(payload),
      topics: noticeTopics(payload.config.collections),
      timeoutMs: sendTimeoutMs(),
      once: <T>(key: string, make: () => Promise<T>) => {
        if (!kept.has(key)) kept.set(key, make())
        return kept.get(key) as Promise<T>
      },
    }
    const left = new Set(batch.map((r) => r.id))
    /** The rows of a channel this batch still holds, taken out of it. */
    const heldOf = (channel: string) => {
      const held = batch.filter((r) => left.has(r.id) && r.channel === channel)
      for (const r of held) left.delete(r.id)
      return held
    }
    for (const row of batch) {
      // Stopping, or half the claim gone: what is still held goes back at once, for this or another instance.
      if (state().stopping || now() - claimedAt > leaseMs / 2) {
        await release(all, [...left], { instance, untried: true })
        if (state().stopping) return outcome
        break
      }
      if (!left.has(row.id)) continue
      left.delete(row.id)
      const sub = subs.get(row.subscription)
      const channel = sub && channelNamed(sub.channel)
      const address = sub && channel?.addressOf(sub)
      if (!sub || !channel || !sub.confirmed || !address || sub.channel !== row.channel) {
        // Gone: unsubscribed or bounced since it was queued.
        await finish(all, [row.id], { instance, state: 'dropped', now: now() })
        outcome.dropped++
        continue
      }
      const school = sub.school === null ? undefined : schools.get(sub.school)
      const unavailable = school ? channel.unavailable?.() : 'school not found'
      if (!school || unavailable) {
        await release(all, [row.id], { instance, notBefore: now() + backoffMs(row.attempts), error: unavailable ?? undefined })
        outcome.retried++
        continue
      }
      // Its service could not be reached a moment ago: the row, and the channel's others held
      // here, wait for the next try of it, untried.
      const outage = outages.get(channel.name)
      if (outage && outage.until > now()) {
        await wait([row, ...heldOf(channel.name)], outage)
        continue
      }
      outages.delete(channel.name)
      // A day's digest: this subscriber's other due rows go in the same message.
      let rows = [row]
      if (row.digest && channel.digest) {
        const mine = batch.filter((r) => left.has(r.id) && r.subscription === row.subscription && r.digest)
        for (const r of mine) left.delete(r.id)
        rows = [row, ...mine, ...(await claimDigest(all, { subscription: row.subscription, instance, now: now(), leaseMs }))]
      }
      const ids = rows.map((r) => r.id)
      const turn = await channel.take?.()
      if (turn && !turn.allowed) {
        // The channel's rate is used up: everything still held goes back, due when it allows more.
        await release(all, [...ids, ...left], { instance, notBefore: now() + turn.retryAfterSeconds * 1000, untried: true })
        return outcome
      }
      // Each item's link is its row's tracked link (./tracking.ts): opening it counts, then goes on to the item.
      const items = rows.flatMap((r) => {
        const send = sends.get(r.send)
        const item = send?.items[sub.locale] ?? send?.items.en
        const ref = openRef(env().payloadSecret, r.send, r.id)
        return item ? [{ ...item, url: `${school.origin}${localizedHref(openPath(ref), sub.locale)}`, ref }] : []
      })
      const message: Message = { rows, subscriber: sub, address, school, items, notice: sends.get(row.send) }
      let sent = false
      try {
        await channel.send(message, context)
        sent = true
      } catch (err) {
        // What became of the rows: bounced (the address is gone: erased), failed for good, or tried again later.
        const failure = channel.failure(err)
        const error = err instanceof Error ? err.message : String(err)
        if (failure === 'gone') {
          await finish(all, ids, { instance, state: 'bounced', now: now(), error })
          await eraseSubscriptions(school.gate, { id: { equals: sub.id } })
          outcome.bounced += ids.length
        } else if (failure === 'unreachable') {
          // An outage: this message and the channel's others held here wait, and the service is
          // not tried again before then (a server that never answers would cost a timeout each).
          const outage = { until: now() + outageRetryMs(now() - row.queuedAt), error }
          outages.set(channel.name, outage)
          await wait([...rows, ...heldOf(channel.name)], outage)
        } else if (failure === 'final' || row.attempts >= MAX_ATTEMPTS) {
          await finish(all, ids, { instance, state: 'failed', now: now(), error })
          outcome.failed += ids.length
        } else {
          await release(all, ids, { instance, notBefore: now() + backoffMs(row.attempts), error })
          outcome.retried += ids.length
        }
      }
      if (sent) {
        await markSent(all, ids, instance, now(), channel.deliveredWhenSent === true)
        outcome.sent += ids.length
      }
    }
  }
  return outcome
}

/**
 * At most once an hour per instance: erases subscriptions never confirmed within
 * UNCONFIRMED_DAYS, and prunes the rows of notices sent more than NOTICES_KEEP_DAYS ago.
 */
export async function sweep(payload: Payload, now = Date.now()) {
  if (state().lastSweep && now - (state().lastSweep ?? 0) < 3_600_000) return
  state().lastSweep = now
  const all = allSchools(payload, 'retention')
  await all.delete({
    collection: SUBSCRIPTIONS,
    where: { and: [{ confirmed: { not_equals: true } }, { createdAt: { less_than: new Date(now - UNCONFIRMED_DAYS * 86_400_000).toISOString() } }] },
  })
  const before = now - env().NOTICES_KEEP_DAYS * 86_400_000
  while ((await pruneSettled(all, { before })) > 0 && !state().stopping);
}

/** How long a sender with nothing to send goes on looking before it says it is idle (`onIdle`). */
export const IDLE_MS = 10_000
/** Rows due within this (a retry, the next minute's e-mail rate) keep a sender looking rather than idle. */
export const LINGER_MS = 60_000

/**
 * Starts looking for due notices every TICK_MS in this process (once: the instance's notices
 * sender, scripts/notices-worker.ts). `sweepNow`: sweep at the first look (else an hour
 * after it started). `onIdle`: called once nothing was sent for IDLE_MS and nothing is due
 * within LINGER_MS (the process then ends; the server starts another when there is).
 */
export function startNoticeSender(payload: Payload, { sweepNow = true, onIdle }: { sweepNow?: boolean; onIdle?: () => void } = {}) {
  const s = state()
  if (s.timer) return
  if (!sweepNow) s.lastSweep ??= Date.now()
  let idleSince: number | null = null
  s.timer = setInterval(() => {
    if (s.running || s.stopping) return
    s.running = sweep(payload)
      .then(() => queueWaiting(payload))
      .then(() => sendDue(payload))
      .then(async (outcome) => {
        if (!onIdle) return
        const now = Date.now()
        const busy = Object.values(outcome).some((n) => n > 0) || (await somethingToSend(allSchools(payload, 'notices sender'), { at: now + LINGER_MS }))
        idleSince = busy ? null : (idleSince ?? now)
        if (idleSince !== null && now - idleSince >= IDLE_MS && !s.stopping) onIdle()
      })
      .catch((err: unknown) => payload.logger.error({ err }, 'Notices could not be sent'))
      .finally(() => (s.running = null))
  }, TICK_MS)
  s.timer.unref()
}

/** Stops looking, and waits for the message under way (the rest of a batch goes back to the queue). */
export async function stopNoticeSender() {
  const s = state()
  s.stopping = true
  if (s.timer) clearInterval(s.timer)
  s.timer = undefined
  await s.running
  for (const channel of CHANNELS) channel.close?.()
}
