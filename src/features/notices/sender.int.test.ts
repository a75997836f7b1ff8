/**
 * The notices sender shares its sending between the deployment's schools, and waits out a
 * mail server that cannot be reached, through real SMTP servers (smtp-server on a loopback
 * port, tests/int/inbox.ts):
 *
 * - school B's emergency alert reaches its parents while school A's notice to 2,000 parents is
 *   still going out, within the batch under way; B's ordinary notice shares A's batches
 *   rather than waiting behind all of A's. The sender runs as in production, a process of its
 *   own beside this one (scripts/notices-worker.ts), on the same SQLite file.
 * - while the mail server is down, notices stay pending, tried again further and further
 *   apart, past the tries that used to fail them, and go once it is back; a notice queued
 *   48 hours before is given up.
 */
import { spawn, type ChildProcess } from 'node:child_process'

import { sql } from '@payloadcms/db-sqlite'
import { simpleParser } from 'mailparser'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { build } from '@/seed/builders'
import { allSchools } from '@/tenancy'
import { commandArgs } from '../../../scripts/lib'
import { startInbox } from '../../../tests/int/inbox'
import { testPayload } from '../../../tests/int/payload'
import { DELIVERIES, SENDS, SUBSCRIPTIONS } from './collections'
import { BATCH, MAX_ATTEMPTS, OUTAGE_MS, OUTAGE_RETRY_MAX_MS, sendDue } from './sender'

let payload: Payload
let inbox: Awaited<ReturnType<typeof startInbox>>

beforeAll(async () => {
  inbox = await startInbox()
  process.env.SMTP_URL = inbox.url
  process.env.MAIL_FROM = 'School website <notices@vendor.example>'
  // The rate over all schools is not what is tested here (it limits every school alike).
  process.env.NOTICES_EMAIL_PER_MINUTE = '100000'
  payload = await testPayload()
})

afterAll(async () => {
  await inbox?.close()
})

const schoolCoded = async (code: string, name: string) =>
  (await payload.find({ collection: 'schools', where: { code: { equals: code } }, overrideAccess: true })).docs[0] ??
  (await payload.create({ collection: 'schools', data: build.school({ code, name }), overrideAccess: true }))

async function noticeFor(source: string, id: number) {
  for (let i = 0; i < 600; i++) {
    const found = await payload.find({ collection: SENDS, where: { sourceKey: { equals: `${source}:${id}` } }, overrideAccess: true })
    if (found.docs[0]?.subscribers) return found.docs[0]
    // Polls: the notice is queued after the save commits (or by the sender process), and neither tells this test.
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no notice queued for ${source}:${id}`)
}

/** Waits (polling, up to `ms`) until `done` says so; `why` says what else to tell when it does not. */
async function until(what: string, done: () => boolean | Promise<boolean>, { ms = 180_000, why = () => '' }: { ms?: number; why?: () => string } = {}) {
  const end = Date.now() + ms
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`still waiting for ${what}${why()}`)
    // Polls: what `done` reads is changed by the sender process and the SMTP server, which tell this test nothing.
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('one school’s large notice and another school’s', () => {
  const PARENTS = 2000
  /** School A's mail goes through a slow relay (20 ms a message): its 2,000 take at least 40 s, however fast this machine. */
  const SLOW_MS = 20
  /** Every message the SMTP server accepted, in the order it accepted them. */
  const got: { to: string; subject: string }[] = []
  let slow = true
  let smtp: SMTPServer
  let worker: ChildProcess | undefined

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 1000,
      onData(stream, session, done) {
        const to = session.envelope.rcptTo[0]?.address ?? ''
        simpleParser(stream)
          .then(async (m) => {
            // The slow relay itself: the delay is the behaviour under test, not a wait for anything.
            if (slow && to.endsWith('@a.example')) await new Promise((r) => setTimeout(r, SLOW_MS))
            got.push({ to, subject: m.subject ?? '' })
            done()
          })
          .catch(done)
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  })

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      worker.kill('SIGTERM')
      await new Promise((r) => worker!.once('exit', r))
    }
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  it('sends school B’s emergency alert while school A’s notice to 2,000 parents is going out, and shares A’s batches with B’s notice', { timeout: 10 * 60_000 }, async () => {
    const a = await schoolCoded('KSR', 'Kestrel Springs Residential School')
    const b = await schoolCoded('RVS', 'Riverside Vidya School')
    // A's 2,000 parents, written at once; B's 20 as the form would.
    await allSchools(payload, 'notices sender').sql.write(
      sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${PARENTS})
        INSERT INTO notice_subscriptions (school_id, channel, email, topics_alerts, topics_circulars, topics_news, topics_events, frequency, locale, confirmed, consent_wording, consent_given_at, consent_locale)
        SELECT ${a.id}, 'email', 'parent' || i || '@a.example', true, true, true, false, 'immediate', 'en', true, 'I agree.', ${new Date().toISOString()}, 'en' FROM n`,
    )
    const bParents = Array.from({ length: 20 }, (_, i) => `parent${i}@b.example`)
    for (const email of bParents)
      await payload.create({ collection: SUBSCRIPTIONS, data: build.subscription({ email, school: b.id, topics: { alerts: true, circulars: false, news: true, events: false } }), overrideAccess: true })

    const results = await payload.create({ collection: 'news', data: build.news({ title: 'Class X results are out', notifySubscribers: true, school: a.id }), overrideAccess: true })
    expect((await noticeFor('news', results.id)).subscribers).toBe(PARENTS)
    const ofA = () => got.filter((m) => m.to.endsWith('@a.example')).length

    // The sender, as the server starts it: a process of its own, here sending through the slow relay.
    worker = spawn(process.execPath, commandArgs('notices-worker'), {
      env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}` },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    })
    let output = ''
    for (const stream of [worker.stdout!, worker.stderr!]) stream.on('data', (chunk: Buffer) => (output = `${output}${chunk.toString()}`.slice(-5000)))
    const why = () => `; ${ofA()} of A's sent; the sender ${worker?.exitCode === null ? 'runs' : `ended (${worker?.exitCode ?? worker?.signalCode})`}, its output:\n${output}`
    await until('A’s notice to be under way', () => ofA() >= 100, { why })

    // B's emergency alert, once it is queued: it goes next, after at most the rest of A's batch under way.
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert({ title: 'Riverside: school closed today (flooding)', school: b.id }), overrideAccess: true })
    const alertNotice = await noticeFor('emergency-alerts', alert.id)
    expect(alertNotice.subscribers).toBe(bParents.length)
    const aWhenAlertQueued = ofA()
    expect(aWhenAlertQueued, 'A’s notice was still going out when B’s alert was queued').toBeLessThan(PARENTS - BATCH)
    const isAlert = (m: { to: string; subject: string }) => m.to.endsWith('@b.example') && m.subject === 'Emergency alert: Riverside: school closed today (flooding)'
    await until('B’s alert to reach its 20 parents', () => got.filter(isAlert).length === bParents.length, { why })
    const lastAlert = got.findLastIndex(isAlert)
    const aBeforeAlert = got.slice(0, lastAlert).filter((m) => m.to.endsWith('@a.example')).length
    expect(aBeforeAlert).toBeLessThanOrEqual(aWhenAlertQueued + BATCH)
    expect(aBeforeAlert).toBeLessThan(PARENTS)

    // B's ordinary notice takes turns with A's: its 20 go in B's share of the next batches
    // (half of each), not after A's last.
    const sports = await payload.create({ collection: 'news', data: build.news({ title: 'Riverside sports day on Friday', notifySubscribers: true, school: b.id }), overrideAccess: true })
    expect((await noticeFor('news', sports.id)).subscribers).toBe(bParents.length)
    const aWhenNewsQueued = ofA()
    expect(aWhenNewsQueued, 'A’s notice was still going out when B’s notice was queued').toBeLessThan(PARENTS - 3 * BATCH)
    const isNews = (m: { to: string; subject: string }) => m.to.endsWith('@b.example') && m.subject === 'Riverside sports day on Friday'
    await until('B’s notice to reach its 20 parents', () => got.filter(isNews).length === bParents.length, { why })
    const aBeforeNews = got.slice(0, got.findLastIndex(isNews)).filter((m) => m.to.endsWith('@a.example')).length
    // The batch under way, then A's half of the two batches that carry B's 20.
    expect(aBeforeNews).toBeLessThanOrEqual(aWhenNewsQueued + BATCH + 2 * Math.ceil(BATCH / 2))
    expect(aBeforeNews).toBeLessThan(PARENTS)

    // The relay speeds up; A's notice ends with each of its parents sent one message, and B's each one of each.
    slow = false
    await until('A’s notice to reach its 2,000 parents', () => ofA() >= PARENTS, { ms: 8 * 60_000, why })
    const perAddress = new Map<string, number>()
    for (const m of got) perAddress.set(`${m.to} ${m.subject}`, (perAddress.get(`${m.to} ${m.subject}`) ?? 0) + 1)
    expect([...perAddress.values()].filter((n) => n !== 1)).toEqual([])
    expect(perAddress.size).toBe(PARENTS + 2 * bParents.length)
    const pending = await payload.count({ collection: DELIVERIES, where: { state: { not_equals: 'sent' } }, overrideAccess: true })
    expect(pending.totalDocs).toBe(0)
  })
})

describe('a mail server that cannot be reached', () => {
  it(`keeps notices waiting while it is down, past ${MAX_ATTEMPTS} tries, each later than the last; sends them once it is back, and gives up a notice queued ${OUTAGE_MS / 3_600_000} hours before`, async () => {
    const c = await schoolCoded('HPS', 'Hillview Public School')
    const parents = Array.from({ length: 30 }, (_, i) => `parent${i}@c.example`)
    for (const email of parents) await payload.create({ collection: SUBSCRIPTIONS, data: build.subscription({ email, school: c.id }), overrideAccess: true })
    const readers = Array.from({ length: 5 }, (_, i) => `reader${i}@c.example`)
    for (const email of readers)
      await payload.create({ collection: SUBSCRIPTIONS, data: build.subscription({ email, school: c.id, topics: { alerts: false, circulars: false, news: true, events: false } }), overrideAccess: true })
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert({ title: 'Hillview: no school buses today', school: c.id }), overrideAccess: true })
    const notice = await noticeFor('emergency-alerts', alert.id)
    expect(notice.subscribers).toBe(parents.length)
    // A notice queued long ago (47 h 50 min: the sender was stopped all that time), still waiting.
    const photos = await payload.create({ collection: 'news', data: build.news({ title: 'Sports day photos', notifySubscribers: true, school: c.id }), overrideAccess: true })
    const old = await noticeFor('news', photos.id)
    const started = Date.now()
    await allSchools(payload, 'notices sender').sql.write(sql`UPDATE notice_deliveries SET created_at = ${new Date(started - OUTAGE_MS + 10 * 60_000).toISOString()} WHERE send = ${old.id}`)
    const rowsOf = async (send: number) => (await payload.find({ collection: DELIVERIES, where: { send: { equals: send } }, sort: 'id', pagination: false, overrideAccess: true })).docs

    // The mail server goes away: its port refuses connections.
    const port = Number(new URL(inbox.url).port)
    await inbox.close()
    let now = started
    const waits: number[] = []
    for (let round = 1; round <= MAX_ATTEMPTS + 4; round++) {
      const outcome = await sendDue(payload, { now: () => now })
      expect(outcome, `round ${round}`).toMatchObject({ sent: 0, bounced: 0, retried: 0 })
      const rows = await rowsOf(notice.id)
      expect(rows.map((r) => r.state)).toEqual(parents.map(() => 'pending'))
      expect(rows[0]!.error).toMatch(/ECONNREFUSED/)
      // All of them wait for the next try of the server (one message tried, not 30 each time).
      const next = rows[0]!.notBefore
      expect(rows.filter((r) => r.notBefore !== next)).toEqual([])
      expect(next).toBeGreaterThan(now)
      waits.push(next - now)
      now = next
    }
    // A minute at first, then half the time waited so far, at most a quarter of an hour.
    expect(waits[0]).toBe(60_000)
    expect(waits).toEqual([...waits].sort((x, y) => x - y))
    expect(Math.max(...waits)).toBe(OUTAGE_RETRY_MAX_MS)
    // The notice 48 hours old by now is given up, saying why.
    const gone = await rowsOf(old.id)
    expect(gone.map((r) => r.state)).toEqual(readers.map(() => 'failed'))
    expect(gone[0]!.error).toMatch(/ECONNREFUSED.*not reached for 48 hours/)

    // The server is back, on its port: the next try sends every one of them, once.
    inbox = await startInbox({ port })
    expect(await sendDue(payload, { now: () => now })).toMatchObject({ sent: parents.length, failed: 0, waiting: 0 })
    for (const email of parents) expect(inbox.mails.filter((m) => m.address === email).map((m) => m.subject), email).toEqual(['Emergency alert: Hillview: no school buses today'])
    expect((await rowsOf(notice.id)).map((r) => r.state)).toEqual(parents.map(() => 'sent'))
  })
})
