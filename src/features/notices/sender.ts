/**
 * Sending the queued notices (./queue.ts). Every serving instance that runs jobs (RUN_JOBS)
 * looks for due rows every few seconds; the rows themselves say who sends which, so several
 * instances share the work and none sends a row another holds. One message at a time per
 * instance, each marked sent as soon as the server accepted it.
 *
 * - E-mail goes through SMTP_URL, at most NOTICES_EMAIL_PER_MINUTE a minute over all instances.
 * - A server's permanent refusal of an address (5xx: no such mailbox) is a bounce: the
 *   subscription is erased and its other waiting rows dropped.
 * - Anything else (the server away, 4xx) is tried again later, each time waiting twice as long
 *   (1 minute, 2, 4 … at most an hour), and given up as failed after MAX_ATTEMPTS.
 * - Subscriptions never confirmed are erased after UNCONFIRMED_DAYS.
 */
import { createHash, randomBytes } from 'node:crypto'
import https from 'node:https'
import net from 'node:net'
import { hostname } from 'node:os'
import tls from 'node:tls'

import nodemailer, { type Transporter } from 'nodemailer'
import webpush from 'web-push'
import type { Payload } from 'payload'

import { env } from '@/env'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import { schoolSender } from '@/lib/mailSender'
import { sharedLimiter } from '@/server/rateLimit'
import { sharedRedis } from '@/server/sharedRedis'
import { mailFrom } from '@/email/smtp'
import { allSchools, everySchool, forSchool, type AllSchoolsGate } from '@/tenancy'
import { publicOriginOf, schoolIdOf } from '@/tenancy/rules'
import { SENDS, SUBSCRIPTIONS } from './collections'
import { noticeMail, type NoticeItem } from './mail'
import { eraseSubscriptions } from './erase'
import { claimDigest, claimDue, finish, pruneSettled, release, type Claimed } from './queue'
import { pushHostAllowed, pushMessage, vapidKeys } from './push'
import { pushHosts } from './pushHosts'
import { queueWaiting } from './notify'
import { subscriptionLinks } from './rules'
import { dltVar, fillTemplate, sendSms } from './sms'
import { smsFor } from './smsFor'

export const MAX_ATTEMPTS = 6
export const UNCONFIRMED_DAYS = 7
const BATCH = 25
/** How often an instance looks for due notices. */
export const TICK_MS = 2_000
/** The longest one look goes on sending before it lets the next tick begin. */
const BUDGET_MS = 20_000

export const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)

type Sub = {
  id: number
  channel: 'email' | 'push' | 'sms'
  email?: string | null
  phone?: string | null
  endpoint?: string | null
  p256dh?: string | null
  auth?: string | null
  locale: Locale
  confirmed?: boolean | null
  school: number | null
}

type Send = { id: number; createdAt: string; items: Partial<Record<Locale, NoticeItem>> }

const KEY = Symbol.for('school-site.notices')
type State = {
  transport?: Transporter
  agent?: https.Agent
  instance?: string
  timer?: NodeJS.Timeout
  running?: Promise<void> | null
  stopping?: boolean
  lastSweep?: number
}
const state = (): State => ((globalThis as Record<symbol, State>)[KEY] ??= {})

const instanceId = () => (state().instance ??= sharedRedis()?.instance ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`)

/**
 * The SMTP connection notices go through (one per instance, kept open). Its socket sends each
 * write at once (no Nagle): a message's last line ("." alone) is a write of its own, and
 * waiting for the server's delayed acknowledgement cost 40 ms a message, most of the time
 * of a send on a fast network.
 */
function transport(): Transporter | null {
  const url = env().SMTP_URL
  if (!url) return null
  return (state().transport ??= nodemailer.createTransport(smtpOptions(url, sendTimeoutMs())))
}

/** SMTP_URL's query (`?requireTLS=true&tls.rejectUnauthorized=false`) as nodemailer's options, as nodemailer reads a URL. */
function queryOptions(params: URLSearchParams): Record<string, unknown> {
  const options: Record<string, unknown> = {}
  for (const [key, raw] of params) {
    const value = raw === 'true' ? true : raw === 'false' ? false : /^\d+$/.test(raw) ? Number(raw) : raw
    const path = key.split('.')
    let at = options
    for (const part of path.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>
    at[path[path.length - 1]!] = value
  }
  return options
}

export function smtpOptions(url: string, timeoutMs = 15_000) {
  const u = new URL(url)
  const secure = u.protocol === 'smtps:'
  const host = u.hostname.replace(/^\[|\]$/g, '')
  const port = Number(u.port) || (secure ? 465 : 587)
  const query = queryOptions(u.searchParams)
  const tlsOptions = (query.tls ?? {}) as tls.ConnectionOptions
  return {
    ...query,
    host,
    port,
    secure,
    pool: true,
    maxConnections: 1,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...(u.username ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } } : {}),
    getSocket: (_options: unknown, callback: (err: Error | null, socketOptions?: { connection: net.Socket; secured?: boolean }) => void) => {
      const socket = secure ? tls.connect({ ...tlsOptions, host, port, servername: net.isIP(host) ? undefined : host }) : net.connect(port, host)
      socket.setNoDelay(true)
      const failed = (err: Error) => callback(err)
      socket.once('error', failed)
      socket.once(secure ? 'secureConnect' : 'connect', () => {
        socket.off('error', failed)
        callback(null, { connection: socket, secured: secure })
      })
    },
  }
}

/** How long a push service keeps a notice for a phone that is off. */
const PUSH_TTL_SECONDS = 24 * 60 * 60
/** Connections to the push services, kept open between messages. */
const pushAgent = () => (state().agent ??= new https.Agent({ keepAlive: true, maxSockets: 4 }))

/**
 * How long one send may take: well within a claim (NOTICES_LEASE_SECONDS), so that no row is
 * still being sent when its claim runs out and another instance takes it.
 */
const sendTimeoutMs = () => Math.min(15_000, Math.floor((env().NOTICES_LEASE_SECONDS * 1000) / 3))

const mailLimiter = () => sharedLimiter('notice-mail', env().NOTICES_EMAIL_PER_MINUTE, 60)

/**
 * Whether an SMTP error is the server's final word on the address (a bounce): a permanent
 * refusal (5xx) of the recipient. A refused sign-in, sender or message is the set-up's
 * fault, not the parent's: it is tried again, and the subscription kept.
 */
export function isBounce(err: unknown): boolean {
  const e = (err ?? {}) as { responseCode?: unknown; code?: unknown; command?: unknown }
  return e.code === 'EENVELOPE' && e.command === 'RCPT TO' && typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600
}

/** A message is marked sent as soon as it went; a passing database error is tried again before it gives up. */
async function markSent(all: AllSchoolsGate, ids: number[], instance: string, at: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await finish(all, ids, { instance, state: 'sent', now: at })
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
    sends: new Map(sends.docs.map((d) => [d.id, { id: d.id, createdAt: d.createdAt, items: (d.items ?? {}) as Send['items'] }])),
    subs: new Map(
      subs.docs.map((d) => [
        d.id,
        { id: d.id, channel: d.channel, email: d.email, phone: d.phone, endpoint: d.endpoint, p256dh: d.p256dh, auth: d.auth, locale: isLocale(d.locale) ? d.locale : 'en', confirmed: d.confirmed, school: schoolIdOf(d) } satisfies Sub,
      ]),
    ),
    // Each school's work (a bounce's erasing, its SMS settings) goes through that school's gate.
    schools: new Map(schools.map((s) => [s.id, { name: s.name, origin: publicOriginOf(s, schools, env().publicOrigin, env().API_HOST), gate: forSchool(payload, s) }])),
  }
}

/**
 * One message's reference for the SMS gateway (its idempotency key): the same on every try of
 * it, and never another message's, even after a restore brings back row ids already used, or
 * on another site sharing the gateway account (the site's secret, the notice's creation time
 * and the row, digested).
 */
const messageReference = (send: Send | undefined, row: number) =>
  `notice-${createHash('sha256').update(`${env().payloadSecret}:${send?.createdAt ?? ''}:${row}`).digest('base64url').slice(0, 22)}`

export type SendOutcome = { sent: number; failed: number; bounced: number; dropped: number; retried: number }

/**
 * Sends what is due, batch after batch, until nothing is due, the time budget is spent, or
 * the mail rate is used up for now. Returns what it did.
 */
export async function sendDue(payload: Payload, { budgetMs = BUDGET_MS, now = () => Date.now() } = {}): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: 0, failed: 0, bounced: 0, dropped: 0, retried: 0 }
  const instance = instanceId()
  const leaseMs = env().NOTICES_LEASE_SECONDS * 1000
  const end = now() + budgetMs
  const mailer = transport()
  const from = mailFrom(payload)
  // The rows of every school's notices; each message is its own school's (its subscription's).
  const all = allSchools(payload, 'notices sender')
  // A batch stops taking new rows at half its claim (and each send gives up within a third).
  while (now() < end) {
    const batch = await claimDue(all, { instance, now: now(), leaseMs, limit: BATCH })
    if (!batch.length) break
    const claimedAt = now()
    const { sends, subs, schools } = await load(payload, all, batch)
    const smsBySchool = new Map<number, Awaited<ReturnType<typeof smsFor>>>()
    const left = new Set(batch.map((r) => r.id))
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
      const address = sub?.channel === 'push' ? sub.endpoint : sub?.channel === 'sms' ? sub.phone : sub?.email
      if (!sub || !sub.confirmed || !address || sub.channel !== row.channel) {
        // Gone: unsubscribed or bounced since it was queued.
        await finish(all, [row.id], { instance, state: 'dropped', now: now() })
        outcome.dropped++
        continue
      }
      const school = sub.school === null ? undefined : schools.get(sub.school)
      const itemsOf = (rows: Claimed[]) =>
        rows.flatMap((r) => {
          const send = sends.get(r.send)
          const item = send?.items[sub.locale] ?? send?.items.en
          return item ? [item] : []
        })
      /** What became of rows after a failed send: bounced (the address is gone: erased), failed for good, or tried again later. */
      const failedSend = async (ids: number[], err: unknown, gone: boolean, final: boolean) => {
        const message = err instanceof Error ? err.message : String(err)
        if (gone) {
          await finish(all, ids, { instance, state: 'bounced', now: now(), error: message })
          await eraseSubscriptions(school!.gate, { id: { equals: sub.id } })
          outcome.bounced += ids.length
        } else if (final || row.attempts >= MAX_ATTEMPTS) {
          await finish(all, ids, { instance, state: 'failed', now: now(), error: message })
          outcome.failed += ids.length
        } else {
          await release(all, ids, { instance, notBefore: now() + backoffMs(row.attempts), error: message })
          outcome.retried += ids.length
        }
      }
      if (!school || (sub.channel === 'email' && !mailer)) {
        await release(all, [row.id], { instance, notBefore: now() + backoffMs(row.attempts), error: school ? 'SMTP_URL is not set' : 'school not found' })
        outcome.retried++
        continue
      }

      if (sub.channel === 'push') {
        if (!pushHostAllowed(address, pushHosts())) {
          await finish(all, [row.id], { instance, state: 'failed', now: now(), error: 'push service not allowed' })
          outcome.failed++
          continue
        }
        const items = itemsOf([row])
        let pushed = false
        try {
          await webpush.sendNotification(
            { endpoint: address, keys: { p256dh: sub.p256dh ?? '', auth: sub.auth ?? '' } },
            pushMessage(items, school.name, `notice-${row.send}`, sub.locale),
            {
              vapidDetails: { subject: `mailto:${from.address}`, ...vapidKeys(env().payloadSecret) },
              TTL: PUSH_TTL_SECONDS,
              urgency: items[0]?.kind === 'alerts' ? 'high' : 'normal',
              timeout: sendTimeoutMs(),
              agent: pushAgent(),
            },
          )
          pushed = true
        } catch (err) {
          // 404 and 410: the browser ended the subscription. Another 4xx (but 429) will not get better.
          const status = (err as { statusCode?: unknown }).statusCode
          const code = typeof status === 'number' ? status : 0
          await failedSend([row.id], err, code === 404 || code === 410, code >= 400 && code < 500 && code !== 429)
        }
        if (pushed) {
          await markSent(all, [row.id], instance, now())
          outcome.sent++
        }
        continue
      }

      if (sub.channel === 'sms') {
        // The school's DLT registration, read once a batch; a school that turned SMS off since fails the row.
        const sms = smsBySchool.get(school.gate.schoolId) ?? (await smsFor(school.gate))
        smsBySchool.set(school.gate.schoolId, sms)
        const item = itemsOf([row])[0]
        if (!sms || !item) {
          await finish(all, [row.id], { instance, state: 'failed', now: now(), error: sms ? 'nothing to send' : 'SMS is not set up' })
          outcome.failed++
          continue
        }
        const text = fillTemplate(sms.settings.noticeTemplate, [dltVar(item.title)], [item.url])
        const result = await sendSms(sms.gateway, { to: address, text, templateId: sms.settings.noticeTemplateId, settings: sms.settings, reference: messageReference(sends.get(row.send), row.id) }, sendTimeoutMs())
        if (result.ok) {
          await markSent(all, [row.id], instance, now())
          outcome.sent++
        } else await failedSend([row.id], new Error(result.error), false, result.permanent)
        continue
      }

      // E-mail. A day's digest: this subscriber's other due rows go in the same e-mail.
      let rows = [row]
      if (row.digest) {
        const mine = batch.filter((r) => left.has(r.id) && r.subscription === row.subscription && r.digest)
        for (const r of mine) left.delete(r.id)
        rows = [row, ...mine, ...(await claimDigest(all, { subscription: row.subscription, instance, now: now(), leaseMs }))]
      }
      const ids = rows.map((r) => r.id)
      const limit = await mailLimiter().consume('all')
      if (!limit.allowed) {
        // The server's rate is used up: everything still held goes back, due when it allows more.
        await release(all, [...ids, ...left], { instance, notBefore: now() + limit.retryAfterSeconds * 1000, untried: true })
        return outcome
      }
      const links = subscriptionLinks(school.origin, env().payloadSecret, sub.id, address, sub.locale)
      const mail = noticeMail({ school: school.name, items: itemsOf(rows), unsubscribe: links.unsubscribe, locale: sub.locale })
      let mailed = false
      try {
        await mailer!.sendMail({ from: schoolSender(school.name, from), to: address, ...mail })
        mailed = true
      } catch (err) {
        await failedSend(ids, err, isBounce(err), false)
      }
      if (mailed) {
        await markSent(all, ids, instance, now())
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

/** Starts looking for due notices every TICK_MS in this process (once: the instance's notices sender only). */
export function startNoticeSender(payload: Payload) {
  const s = state()
  if (s.timer) return
  s.timer = setInterval(() => {
    if (s.running || s.stopping) return
    s.running = sweep(payload)
      .then(() => queueWaiting(payload))
      .then(() => sendDue(payload))
      .then(() => undefined)
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
  s.transport?.close()
}
