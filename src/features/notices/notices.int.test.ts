/**
 * Notices to subscribers, through a real SMTP server (smtp-server on a loopback port): an item
 * published with "Notify subscribers" is queued once for the subscribers who chose its topic
 * and sent once to each, with one-click unsubscribe headers, a plain-text part and the school
 * as sender; a bounced address is erased; a daily subscriber gets one digest; rows another
 * instance claimed and left are taken over once its claim runs out.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { simpleParser } from 'mailparser'
import { createLocalReq, type Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { build } from '@/seed/builders'
import { schoolGate, staffUsers, testPayload } from '../../../tests/int/payload'
import { allSchools } from '@/tenancy'
import { noticesSenderHooks } from '@/server/noticesSender'
import { exportEndpoint } from './exportSubscribers'
import { DELIVERIES, SENDS, SUBSCRIPTIONS } from './collections'
import { claimDue, pruneSettled, queueNotice, sendFigures, somethingToSend } from './queue'
import { queueWaiting } from './notify'
import { nextDigestAt } from './rules'
import { LINGER_MS, sendDue } from './sender'

type Mail = { to: string; from: { name: string; address: string }; subject: string; text: string; html: string; headers: Map<string, string> }
const inbox: Mail[] = []
let smtp: SMTPServer
let payload: Payload

/** The SMS gateway: a loopback HTTP server that records each request and answers as `answer` says for its number. */
type Sms = { to: string; sender: string; entity_id: string; template_id: string; message: string; reference?: string; authorization?: string; key?: string }
const texts: Sms[] = []
/** Every request, whatever the answer. */
const tried: Sms[] = []
const answers = new Map<string, number>()
const gateway = http.createServer((req, res) => {
  let body = ''
  req.on('data', (c: Buffer) => (body += c.toString()))
  req.on('end', () => {
    const sms = { ...(JSON.parse(body) as Sms), authorization: req.headers.authorization, key: req.headers['idempotency-key'] as string | undefined }
    tried.push(sms)
    const status = answers.get(sms.to) ?? 200
    if (status === 200) texts.push(sms)
    res.writeHead(status, { 'content-type': 'application/json' }).end('{}')
  })
})

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      // A mailbox that does not exist (a bounce), and one whose server is busy for now.
      if (address.address.startsWith('bounce')) return done(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }))
      if (address.address.startsWith('busy')) return done(Object.assign(new Error('4.2.1 Try again later'), { responseCode: 451 }))
      done()
    },
    onData(stream, session, done) {
      simpleParser(stream)
        .then((m) => {
          // A message the server's filter refuses: the message's fault, not the address's.
          if (session.envelope.rcptTo.some((r) => r.address.startsWith('filtered')))
            return done(Object.assign(new Error('5.7.1 Message refused by the content filter'), { responseCode: 554 }))
          const to = Array.isArray(m.to) ? m.to[0] : m.to
          inbox.push({ to: to?.text ?? '', from: { name: m.from?.value[0]?.name ?? '', address: m.from?.value[0]?.address ?? '' }, subject: m.subject ?? '', text: m.text ?? '', html: typeof m.html === 'string' ? m.html : '', headers: new Map(m.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()])) })
          done()
        })
        .catch(done)
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  process.env.MAIL_FROM = 'School website <notices@vendor.example>'
  process.env.NOTICES_EMAIL_PER_MINUTE = '100000'
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  process.env.SMS_GATEWAY_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`
  process.env.SMS_GATEWAY_TOKEN = 'gateway-token'
  payload = await testPayload()
})

afterAll(async () => {
  await new Promise<void>((resolve) => gateway.close(() => resolve()))
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

beforeEach(async () => {
  inbox.length = 0
  texts.length = 0
  answers.clear()
  for (const collection of [SUBSCRIPTIONS, SENDS, DELIVERIES] as const) await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
})

const subscribe = (email: string, o: Parameters<typeof build.subscription>[0] = {}) =>
  payload.create({ collection: SUBSCRIPTIONS, data: build.subscription({ email, ...o }), overrideAccess: true })

async function noticeFor(source: string, id: number) {
  for (let i = 0; i < 100; i++) {
    const found = await payload.find({ collection: SENDS, where: { sourceKey: { equals: `${source}:${id}` } }, overrideAccess: true })
    if (found.docs[0]) return found.docs[0]
    // Polls: the notice is written after the save commits, by a hook this test cannot await.
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no notice for ${source}:${id}`)
}

const received = (email: string) => inbox.filter((m) => m.to.includes(email))

describe('notices by SMS', () => {
  const registration = {
    senderId: 'KSRSCH',
    entityId: '1101234567890123456',
    noticeTemplateId: '1107000000000000011',
    noticeTemplate: 'KSR notice: {#var#} {#url#}',
    codeTemplateId: '1107000000000000012',
    codeTemplate: '{#var#} is your KSR code.',
  }
  /** School profile → SMS notices, as the school's administrator fills it in (or empties it). */
  async function register(sms: Partial<typeof registration>) {
    const ksr = (await payload.find({ collection: 'schools', where: { code: { equals: 'KSR' } }, overrideAccess: true })).docs[0]!
    const found = await payload.find({ collection: 'school-profile', where: { school: { equals: ksr.id } }, overrideAccess: true })
    if (found.docs[0]) await payload.update({ collection: 'school-profile', id: found.docs[0].id, data: { sms }, overrideAccess: true })
    else await payload.create({ collection: 'school-profile', data: { name: ksr.name, address: 'Ooty', school: ksr.id, sms }, overrideAccess: true })
  }
  const bySms = (phone: string) => payload.create({ collection: SUBSCRIPTIONS, data: build.subscription({ channel: 'sms', email: undefined, phone }), overrideAccess: true })

  it('sends a published alert by SMS through the gateway with the school’s DLT registration; a refused number fails for good, a gateway away is tried again', async () => {
    await register(registration)
    await bySms('919876500001')
    const refused = await bySms('919876500002')
    const away = await bySms('919876500003')
    answers.set('919876500002', 400)
    answers.set('919876500003', 503)
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert({ title: 'School closed tomorrow due to heavy rain' }), overrideAccess: true })
    const notice = await noticeFor('emergency-alerts', alert.id)
    expect(notice.subscribers).toBe(3)

    expect(await sendDue(payload)).toMatchObject({ sent: 1, failed: 1, retried: 1 })
    expect(texts).toHaveLength(1)
    expect(texts[0]).toMatchObject({ to: '919876500001', sender: 'KSRSCH', entity_id: registration.entityId, template_id: registration.noticeTemplateId, authorization: 'Bearer gateway-token' })
    expect(texts[0]!.message).toMatch(/^KSR notice: School closed tomorrow due to… https?:\/\/\S+$/)
    // The refused number keeps its subscription (the gateway's word on one message is not an unsubscribe).
    expect((await payload.findByID({ collection: SUBSCRIPTIONS, id: refused.id, overrideAccess: true })).phone).toBe('919876500002')
    const rows = await payload.find({ collection: DELIVERIES, where: { subscription: { in: [refused.id, away.id] } }, sort: 'subscription', overrideAccess: true })
    expect(rows.docs.map((d) => d.state)).toEqual(['failed', 'pending'])
    expect(rows.docs[1]!.notBefore).toBeGreaterThan(Date.now())
    expect(await sendFigures(await schoolGate(payload), notice.id)).toMatchObject({ sent: 1, failed: 1, pending: 1 })

    // Tried again once the gateway is back, with the same idempotency key: a gateway that keeps
    // keys sends it once even if the first try had reached it.
    answers.delete('919876500003')
    expect(await sendDue(payload, { now: () => rows.docs[1]!.notBefore! + 1 })).toMatchObject({ sent: 1 })
    const tries = tried.filter((t) => t.to === '919876500003')
    expect(tries).toHaveLength(2)
    const key = tries[0]!.key
    expect(key).toMatch(/^notice-[A-Za-z0-9_-]{22}$/)
    expect(tries.map((t) => [t.key, t.reference])).toEqual([
      [key, key],
      [key, key],
    ])
    // Another message, another key.
    expect(tried.filter((t) => t.to !== '919876500003').map((t) => t.key)).not.toContain(key)
  })

  it('sends nothing by SMS while the school’s registration is incomplete, and says so', async () => {
    await register({ ...registration, codeTemplateId: '' })
    const sub = await bySms('919876500004')
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert(), overrideAccess: true })
    await noticeFor('emergency-alerts', alert.id)
    expect(await sendDue(payload)).toMatchObject({ sent: 0, failed: 1 })
    expect(texts).toHaveLength(0)
    const row = (await payload.find({ collection: DELIVERIES, where: { subscription: { equals: sub.id } }, overrideAccess: true })).docs[0]!
    expect(row).toMatchObject({ state: 'failed', error: 'SMS is not set up' })
  })
})

describe('notices by e-mail', () => {
  it('sends a published alert once to each subscriber of alerts, with unsubscribe headers and a text part, and erases a bounced address', async () => {
    const parents = Array.from({ length: 30 }, (_, i) => `parent${i}@example.com`)
    for (const email of parents) await subscribe(email)
    const bounced = await subscribe('bounce@example.com')
    await subscribe('unconfirmed@example.com', { confirmed: false })
    await subscribe('news-only@example.com', { topics: { alerts: false, circulars: false, news: true, events: false } })
    // A daily subscriber still gets an emergency alert at once.
    await subscribe('daily@example.com', { frequency: 'daily' })

    const alert = await payload.create({
      collection: 'emergency-alerts',
      data: build.alert({ message: 'Classes resume on Monday.' }),
      overrideAccess: true,
    })
    const notice = await noticeFor('emergency-alerts', alert.id)
    expect(notice.subscribers).toBe(32)

    const outcome = await sendDue(payload)
    expect(outcome).toMatchObject({ sent: 31, bounced: 1, failed: 0 })
    for (const email of [...parents, 'daily@example.com']) expect(received(email), email).toHaveLength(1)
    expect(received('unconfirmed@example.com')).toHaveLength(0)
    expect(received('news-only@example.com')).toHaveLength(0)

    const mail = received('parent0@example.com')[0]!
    expect(mail.subject).toBe('Emergency alert: School closed tomorrow (heavy rain)')
    expect(mail.from).toEqual({ name: 'Kestrel Springs Residential School', address: 'notices@vendor.example' })
    expect(mail.text).toContain('Classes resume on Monday.')
    expect(mail.html).toContain('Classes resume on Monday.')
    const unsubscribe = String(mail.headers.get('list-unsubscribe'))
    expect(unsubscribe).toMatch(/^<https?:\/\/[^>]+\/subscriptions\/unsubscribe\?s=\d+&t=[\w-]{43}>$/)
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.text).toContain(unsubscribe.slice(1, -1))

    // The bounced address is erased, with any error text that quoted it; the figures say what happened.
    expect((await payload.find({ collection: SUBSCRIPTIONS, where: { id: { equals: bounced.id } }, overrideAccess: true })).docs).toHaveLength(0)
    const bouncedRows = await payload.find({ collection: DELIVERIES, where: { subscription: { equals: bounced.id } }, overrideAccess: true })
    expect(bouncedRows.docs.map((d) => d.state)).toEqual(['bounced'])
    expect(JSON.stringify(bouncedRows.docs)).not.toContain('bounce@example.com')
    // Failed counts the bounced too (of which `bounced`); the server took the others: delivered.
    expect(await sendFigures(await schoolGate(payload), notice.id)).toMatchObject({ sent: 31, delivered: 31, bounced: 1, failed: 1, pending: 0 })

    // Saving the alert again sends nothing more.
    await payload.update({ collection: 'emergency-alerts', id: alert.id, data: { title: 'School closed tomorrow (heavy rain, all classes)' }, overrideAccess: true })
    // A notice would be written after the save commits; one never written has no event: give it time.
    await new Promise((r) => setTimeout(r, 300))
    expect((await payload.find({ collection: SENDS, overrideAccess: true })).docs).toHaveLength(1)
    expect(await sendDue(payload)).toMatchObject({ sent: 0 })
    expect(inbox).toHaveLength(31)
  })

  it('sends nothing for an item published without "Notify subscribers", nor for a draft', async () => {
    await subscribe('quiet@example.com', { topics: { alerts: false, circulars: false, news: true, events: false } })
    const plain = await payload.create({ collection: 'news', data: build.news(), overrideAccess: true })
    const draft = await payload.create({ collection: 'news', data: build.news({ notifySubscribers: true, _status: 'draft' }), overrideAccess: true, draft: true })
    // A notice would be written after the save commits; one never written has no event: give it time.
    await new Promise((r) => setTimeout(r, 300))
    expect((await payload.find({ collection: SENDS, overrideAccess: true })).docs).toHaveLength(0)
    // Publishing the draft later notifies.
    await payload.update({ collection: 'news', id: draft.id, data: { _status: 'published' }, overrideAccess: true })
    await noticeFor('news', draft.id)
    expect(plain.id).not.toBe(draft.id)
    await sendDue(payload)
    expect(received('quiet@example.com').map((m) => m.subject)).toEqual(['Science exhibition'])
  })

  it('tells subscribers to achievements of one published with "Notify subscribers", linking to its own page, and news subscribers not', async () => {
    await subscribe('achievements-reader@example.com', { topics: { alerts: false, circulars: false, news: false, events: false, achievements: true } })
    await subscribe('news-only@example.com', { topics: { alerts: false, circulars: false, news: true, events: false } })
    const award = await payload.create({
      collection: 'achievements',
      data: { title: 'State chess championship won', date: '2026-11-20T00:00:00.000Z', level: 'state', description: 'Our under-14 team won the state title.', notifySubscribers: true, _status: 'published' },
      overrideAccess: true,
    })
    const notice = await noticeFor('achievements', award.id)
    expect(notice.topic).toBe('achievements')
    await sendDue(payload)
    expect(received('news-only@example.com')).toHaveLength(0)
    const [mail] = received('achievements-reader@example.com')
    expect(mail?.subject).toBe('State chess championship won')
    expect(mail?.text).toContain('Achievement: State chess championship won')
    expect(mail?.text).toContain('Our under-14 team won the state title.')
    // Its link goes to the achievement's own page through the notice's tracked link (./tracking.ts, tested in tracking.int.test.ts).
    expect((notice.items as Record<'en', { url: string }>).en.url).toMatch(new RegExp(`^https?://[^\\s]+/achievements/${award.id}$`))
    expect(mail?.text).toMatch(new RegExp(`https?://[^\\s]+/notices/o/${notice.id}\\.\\d+\\.[\\w-]{16}\\b`))
  })

  it('gathers a daily subscriber’s notices into one e-mail at the digest hour', async () => {
    await subscribe('evening@example.com', { frequency: 'daily', topics: { alerts: true, circulars: false, news: true, events: true } })
    const news = await payload.create({ collection: 'news', data: build.news({ title: 'Sports day results', notifySubscribers: true }), overrideAccess: true })
    const event = await payload.create({ collection: 'events', data: build.event({ title: 'Annual day rehearsal', notifySubscribers: true }), overrideAccess: true })
    await noticeFor('news', news.id)
    await noticeFor('events', event.id)
    expect(await sendDue(payload)).toMatchObject({ sent: 0 })
    const evening = nextDigestAt(Date.now()) + 1000
    expect(await sendDue(payload, { now: () => evening })).toMatchObject({ sent: 2 })
    const mails = received('evening@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Kestrel Springs Residential School: 2 new notices today')
    expect(mails[0]!.text).toContain('Sports day results')
    expect(mails[0]!.text).toContain('Annual day rehearsal')
  })

  it('takes over rows another instance claimed and left, once its claim runs out; a busy server is tried again later', async () => {
    for (let i = 0; i < 10; i++) await subscribe(`takeover${i}@example.com`)
    await subscribe('busy@example.com')
    const alert = await payload.create({
      collection: 'emergency-alerts',
      data: build.alert({ title: 'Bus route 4 changed', severity: 'warning' }),
      overrideAccess: true,
    })
    await noticeFor('emergency-alerts', alert.id)
    // Another instance claims every row for a minute, then dies.
    const taken = await claimDue(allSchools(payload, 'notices sender'), { instance: 'gone-instance', now: Date.now(), leaseMs: 60_000, limit: 100 })
    expect(taken).toHaveLength(11)
    expect(await sendDue(payload)).toMatchObject({ sent: 0 })
    const later = Date.now() + 61_000
    const outcome = await sendDue(payload, { now: () => later })
    expect(outcome).toMatchObject({ sent: 10, retried: 1 })
    for (let i = 0; i < 10; i++) expect(received(`takeover${i}@example.com`)).toHaveLength(1)
    // The busy address waits: not sent again at once, and not given up.
    expect(await sendDue(payload, { now: () => later })).toMatchObject({ sent: 0, retried: 0 })
    const rows = await payload.find({ collection: DELIVERIES, where: { state: { equals: 'pending' } }, overrideAccess: true })
    expect(rows.docs).toHaveLength(1)
    expect(rows.docs[0]!.notBefore).toBeGreaterThan(later)
  })

  it('tells whether a sender has anything to do (the server asks before starting one); a server with a sender wakes it for a published notice and leaves the queueing to it', async () => {
    const all = allSchools(payload, 'notices sender')
    const woken: number[] = []
    noticesSenderHooks().wake = () => woken.push(Date.now())
    try {
      expect(await somethingToSend(all, { at: Date.now() })).toBe(false)
      await subscribe('due@example.com')
      await subscribe('busy@example.com')
      const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert({ title: 'Sports day moved' }), overrideAccess: true })
      const notice = await noticeFor('emergency-alerts', alert.id)
      // Polls `woken` (the wake comes from a hook after the save commits): a missing wake then fails on the count below.
      for (let i = 0; i < 100 && !woken.length; i++) await new Promise((r) => setTimeout(r, 50))
      expect(woken).toHaveLength(1)
      // Written, not yet queued: the sender queues it as it starts (its first look), then sends.
      expect(notice.subscribers ?? null).toBeNull()
      expect(await somethingToSend(all, { at: Date.now() })).toBe(true)
      await queueWaiting(payload)
      expect((await noticeFor('emergency-alerts', alert.id)).subscribers).toBe(2)
      expect(await sendDue(payload)).toMatchObject({ sent: 1, retried: 1 })
      // The busy address is tried again in a minute: nothing to do now; a running sender stays for it.
      expect(await somethingToSend(all, { at: Date.now() })).toBe(false)
      expect(await somethingToSend(all, { at: Date.now() + LINGER_MS + 1000 })).toBe(true)
    } finally {
      delete noticesSenderHooks().wake
    }
  })

  it('keeps a subscriber whose message the server refused for its content (not a bounce), and tries it again later', async () => {
    const kept = await subscribe('filtered@example.com')
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert({ title: 'Water supply cut today' }), overrideAccess: true })
    await noticeFor('emergency-alerts', alert.id)
    expect(await sendDue(payload)).toMatchObject({ sent: 0, bounced: 0, retried: 1 })
    expect((await payload.find({ collection: SUBSCRIPTIONS, where: { id: { equals: kept.id } }, overrideAccess: true })).docs).toHaveLength(1)
    const rows = await payload.find({ collection: DELIVERIES, where: { subscription: { equals: kept.id } }, overrideAccess: true })
    expect(rows.docs[0]).toMatchObject({ state: 'pending', attempts: 1 })
    expect(rows.docs[0]!.notBefore).toBeGreaterThan(Date.now())
    expect(rows.docs[0]!.error).toMatch(/content filter/)
    expect(rows.docs[0]!.error).not.toContain('filtered@example.com')
  })

  it('queues a notice that was written but never queued (its process stopped in between), once', async () => {
    await subscribe('late@example.com')
    const ksr = (await payload.find({ collection: 'schools', where: { code: { equals: 'KSR' } }, overrideAccess: true })).docs[0]!
    const items = { en: { kind: 'circulars', title: 'Winter uniform from Monday', summary: '', url: 'https://school.example/newsletters' } }
    const send = await payload.create({
      collection: SENDS,
      data: { title: 'Winter uniform from Monday', topic: 'circulars', source: 'circulars', sourceId: 999, sourceKey: 'circulars:999', items, school: ksr.id },
      overrideAccess: true,
      context: { noFigures: true },
    })
    // The sender has something to do: it queues it.
    expect(await somethingToSend(allSchools(payload, 'notices sender'), { at: Date.now() })).toBe(true)
    await queueWaiting(payload)
    await queueWaiting(payload)
    // Queuing it again adds nobody twice.
    expect(await queueNotice(await schoolGate(payload, ksr.id), { send: send.id, topic: 'circulars' })).toBe(0)
    expect((await payload.findByID({ collection: SENDS, id: send.id, overrideAccess: true })).subscribers).toBe(1)
    await sendDue(payload)
    expect(received('late@example.com').map((m) => m.subject)).toEqual(['Winter uniform from Monday'])
    expect(await somethingToSend(allSchools(payload, 'notices sender'), { at: Date.now() })).toBe(false)
  })

  it('prunes a sent notice’s rows once nothing of it waits, keeping its figures; a notice still sending keeps its rows', async () => {
    const [first, second] = [await subscribe('kept1@example.com'), await subscribe('kept2@example.com')]
    await subscribe('kept3@example.com')
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert(), overrideAccess: true })
    const done = await noticeFor('emergency-alerts', alert.id)
    await sendDue(payload)
    await payload.delete({ collection: SUBSCRIPTIONS, id: first.id, overrideAccess: true })
    await subscribe('busy@example.com')
    const later = await payload.create({ collection: 'emergency-alerts', data: build.alert({ title: 'Buses leave at noon' }), overrideAccess: true })
    const sending = await noticeFor('emergency-alerts', later.id)
    await sendDue(payload)
    const before = await payload.findByID({ collection: SENDS, id: done.id, overrideAccess: true })
    expect(before).toMatchObject({ subscribers: 3, sent: 3, unsubscribedSince: 1 })
    const rowsOf = async (send: number) => (await payload.count({ collection: DELIVERIES, where: { send: { equals: send } }, overrideAccess: true })).totalDocs

    // A cut-off an hour before the notices were sent prunes nothing.
    expect(await pruneSettled(allSchools(payload, 'retention'), { before: Date.now() - 3_600_000 })).toBe(0)
    expect(await pruneSettled(allSchools(payload, 'retention'), { before: Date.now() + 1000 })).toBe(1)
    expect(await rowsOf(done.id)).toBe(0)
    expect(await rowsOf(sending.id)).toBeGreaterThan(0)
    const after = await payload.findByID({ collection: SENDS, id: done.id, overrideAccess: true })
    for (const figure of ['subscribers', 'sent', 'delivered', 'opened', 'pending', 'failed', 'bounced', 'unsubscribedSince'] as const) expect(after[figure], figure).toBe(before[figure])
    // Later unsubscribes no longer change a pruned notice's figures, and it is not pruned twice.
    await payload.delete({ collection: SUBSCRIPTIONS, id: second.id, overrideAccess: true })
    expect(await payload.findByID({ collection: SENDS, id: done.id, overrideAccess: true })).toMatchObject({ unsubscribedSince: 1 })
    expect(await pruneSettled(allSchools(payload, 'retention'), { before: Date.now() + 1000 })).toBe(0)
  })

  // Last: it adds a second school, after which a document names its school itself.
  it('lets administrators alone download their school’s subscribers as a spreadsheet, safe to open', async () => {
    await subscribe('first@example.com')
    await subscribe('=HYPERLINK("http://x")@example.com', { confirmed: false })
    const other = await payload.create({ collection: 'schools', data: build.school({ name: 'Another School', code: `OT${Date.now() % 100000}` }), overrideAccess: true })
    await subscribe('elsewhere@example.com', { school: other.id })
    const { admin, editor } = await staffUsers(payload)
    const ksr = (await payload.find({ collection: 'schools', where: { code: { equals: 'KSR' } }, overrideAccess: true })).docs[0]!
    const ownAdmin = await payload.update({ collection: 'users', id: admin.id, data: { schools: [{ school: ksr.id }] }, overrideAccess: true })
    const ownEditor = await payload.update({ collection: 'users', id: editor.id, data: { schools: [{ school: ksr.id }] }, overrideAccess: true })

    const refused = await exportEndpoint.handler(await createLocalReq({ user: { ...ownEditor, collection: 'users' } }, payload))
    expect(refused.status).toBe(403)
    const res = await exportEndpoint.handler(await createLocalReq({ user: { ...ownAdmin, collection: 'users' } }, payload))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (await res.text()).replace(/^\ufeff/, '').trim().split('\r\n')
    expect(lines[0]).toBe('Address,Channel,Notices,How often,Language,Confirmed,Confirmed at,Consent given at,Consent wording')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(/^first@example\.com,email,alerts circulars,immediate,en,yes,/)
    // A cell that starts like a formula is read as text.
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\)@example\.com",email,/)
    expect(lines.join('\n')).not.toContain('elsewhere@example.com')
  })
})
