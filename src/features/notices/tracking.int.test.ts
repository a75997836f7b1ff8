/**
 * What became of each notice (issue #45), through a real SMTP server (tests/int/inbox.ts) and
 * a loopback SMS gateway: an e-mail the server took is delivered; opening its link (the short
 * signed address on the school's site) answers 303 to the item and counts it opened, once; a
 * phone's acknowledgement marks a push delivered; the figures per class; and an emergency
 * alert not opened by SMS within the minutes the school set goes once more, only then, once.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { CLASSES } from '@/features/classes/collection'
import { LOCALE_HEADER } from '@/lib/i18n/locales'
import { build } from '@/seed/builders'
import { allSchools } from '@/tenancy'
import { startInbox } from '../../../tests/int/inbox'
import { schoolGate, testPayload } from '../../../tests/int/payload'
import { DELIVERIES, SENDS, SUBSCRIPTIONS } from './collections'
import { pruneSettled, sendFigures } from './queue'
import { openRef } from './rules'
import { sendDue } from './sender'

let payload: Payload
let inbox: Awaited<ReturnType<typeof startInbox>>

/** The SMS gateway: records each text; a number in `refused` is answered 400 (failed for good). */
type Sms = { to: string; message: string; key?: string }
const texts: Sms[] = []
const refused = new Set<string>()
const gateway = http.createServer((req, res) => {
  let body = ''
  req.on('data', (c: Buffer) => (body += c.toString()))
  req.on('end', () => {
    const sms = { ...(JSON.parse(body) as Sms), key: req.headers['idempotency-key'] as string | undefined }
    if (refused.has(sms.to)) return void res.writeHead(400, { 'content-type': 'application/json' }).end('{}')
    texts.push(sms)
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
})

beforeAll(async () => {
  inbox = await startInbox()
  process.env.SMTP_URL = inbox.url
  process.env.MAIL_FROM = 'School website <notices@vendor.example>'
  process.env.NOTICES_EMAIL_PER_MINUTE = '100000'
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  process.env.SMS_GATEWAY_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`
  payload = await testPayload()
})

afterAll(async () => {
  await new Promise<void>((resolve) => gateway.close(() => resolve()))
  await inbox?.close()
})

beforeEach(async () => {
  inbox.mails.length = 0
  texts.length = 0
  refused.clear()
  for (const collection of [SUBSCRIPTIONS, SENDS, DELIVERIES] as const) await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
})

const ksr = async () => (await payload.find({ collection: 'schools', where: { code: { equals: 'KSR' } }, overrideAccess: true })).docs[0]!

/** School profile → SMS notices (the DLT registration) and Emergency alerts sent again, as its administrator sets them. */
async function profile(data: { alertResend?: { enabled: boolean; minutes?: number } }) {
  const school = await ksr()
  const sms = {
    senderId: 'KSRSCH',
    entityId: '1101234567890123456',
    noticeTemplateId: '1107000000000000011',
    noticeTemplate: 'KSR notice: {#var#} {#url#}',
    codeTemplateId: '1107000000000000012',
    codeTemplate: '{#var#} is your KSR code.',
  }
  const found = await payload.find({ collection: 'school-profile', where: { school: { equals: school.id } }, overrideAccess: true })
  if (found.docs[0]) await payload.update({ collection: 'school-profile', id: found.docs[0].id, data: { sms, ...data }, overrideAccess: true })
  else await payload.create({ collection: 'school-profile', data: { name: school.name, address: 'Ooty', school: school.id, sms, ...data }, overrideAccess: true })
}

const byEmail = (email: string, o: Parameters<typeof build.subscription>[0] = {}) =>
  payload.create({ collection: SUBSCRIPTIONS, data: build.subscription({ email, ...o }), overrideAccess: true })
const bySms = (phone: string, o: Parameters<typeof build.subscription>[0] = {}) =>
  payload.create({ collection: SUBSCRIPTIONS, data: build.subscription({ channel: 'sms', email: undefined, phone, ...o }), overrideAccess: true })

async function noticeFor(source: string, id: number) {
  for (let i = 0; i < 200; i++) {
    const found = await payload.find({ collection: SENDS, where: { sourceKey: { equals: `${source}:${id}` } }, overrideAccess: true, context: { noFigures: true } })
    if (typeof found.docs[0]?.subscribers === 'number') return found.docs[0]
    // Polls: the notice is queued after the save commits, by a hook this test cannot await.
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no notice queued for ${source}:${id}`)
}

/** A tracked link in a message's text: its whole address and its reference. */
function trackedLink(text: string): { url: string; ref: string } {
  const m = /(https?:\/\/\S+?\/notices\/o\/([0-9]+\.[0-9]+\.[A-Za-z0-9_-]+))/.exec(text)
  if (!m) throw new Error(`no tracked link in: ${text}`)
  return { url: m[1]!, ref: m[2]! }
}

/** Opens a tracked link as the site's route answers it (the proxy tells it the language of a `/hi/…` address). */
async function open(url: string, { method = 'GET' }: { method?: string } = {}) {
  const { GET } = await import('@/app/(site)/notices/o/[ref]/route')
  const ref = url.slice(url.lastIndexOf('/') + 1)
  const locale = new URL(url).pathname.startsWith('/hi/') ? 'hi' : 'en'
  return GET(new Request(url, { method, headers: { [LOCALE_HEADER]: locale } }), { params: Promise.resolve({ ref }) })
}

const figuresOf = async (send: number) => sendFigures(await schoolGate(payload), send)
const rowsOf = async (send: number) => (await payload.find({ collection: DELIVERIES, where: { send: { equals: send } }, sort: 'id', limit: 100, overrideAccess: true })).docs

describe('what became of each notice', () => {
  it('counts an e-mail delivered once the server took it, and opened once its link is opened (the first time only); a link changed or checked counts nothing', async () => {
    const topics = { alerts: false, circulars: false, news: true, events: false }
    await byEmail('reader@example.com', { topics })
    await byEmail('checked@example.com', { topics })
    await byEmail('hindi@example.com', { topics, locale: 'hi' })
    const news = await payload.create({ collection: 'news', data: build.news({ title: 'Annual day on Saturday', notifySubscribers: true }), overrideAccess: true })
    const notice = await noticeFor('news', news.id)
    expect(await sendDue(payload)).toMatchObject({ sent: 3 })
    expect(await figuresOf(notice.id)).toMatchObject({ sent: 3, delivered: 3, opened: 0, failed: 0, pending: 0 })

    // The e-mail's link is the short signed address on the school's site, not the page itself.
    const items = notice.items as Record<'en' | 'hi', { url: string }>
    const mail = await inbox.to('reader@example.com')
    const link = trackedLink(mail.text)
    expect(items.en.url).toMatch(/\/news\/\d+$/)
    expect(mail.text).not.toContain(items.en.url)
    expect(mail.html).toContain(link.url)
    expect(mail.html).not.toMatch(/<img/i)

    const answer = await open(link.url)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(items.en.url)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await figuresOf(notice.id)).toMatchObject({ sent: 3, delivered: 3, opened: 1 })
    const openedAt = (await rowsOf(notice.id)).find((r) => r.openedAt)!.openedAt

    // Opened again: the same answer, nothing more counted.
    expect((await open(link.url)).headers.get('location')).toBe(items.en.url)
    expect(await figuresOf(notice.id)).toMatchObject({ opened: 1 })
    expect((await rowsOf(notice.id)).filter((r) => r.openedAt).map((r) => r.openedAt)).toEqual([openedAt])

    // A changed signature, or another row under this one's signature: the home page, nothing counted.
    const other = trackedLink((await inbox.to('checked@example.com')).text)
    const sig = link.ref.split('.')[2]!
    const changed = link.url.replace(link.ref, `${link.ref.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)
    const borrowed = link.url.replace(link.ref, `${other.ref.split('.').slice(0, 2).join('.')}.${sig}`)
    for (const bad of [changed, borrowed]) {
      const refusedAnswer = await open(bad)
      expect(refusedAnswer.status).toBe(303)
      expect(refusedAnswer.headers.get('location')).toBe('/')
    }
    // A link checker's HEAD goes where the link goes, and counts nothing.
    expect((await open(other.url, { method: 'HEAD' })).headers.get('location')).toBe(items.en.url)
    expect(await figuresOf(notice.id)).toMatchObject({ opened: 1 })

    // A Hindi parent's link is under /hi and goes to the Hindi page.
    const hindi = trackedLink((await inbox.to('hindi@example.com')).text)
    expect(new URL(hindi.url).pathname).toMatch(/^\/hi\/notices\/o\//)
    expect((await open(hindi.url)).headers.get('location')).toBe(items.hi.url)
    expect(items.hi.url).toContain('/hi/')

    // The admin's record and list show the figures.
    const record = await payload.findByID({ collection: SENDS, id: notice.id, overrideAccess: true })
    expect(record).toMatchObject({ sent: 3, delivered: 3, opened: 2, failed: 0 })
  })

  it('counts a push delivered when the phone’s service worker says it arrived, and opened when the link its notification carries is opened', async () => {
    const phone = await payload.create({
      collection: SUBSCRIPTIONS,
      data: build.subscription({ channel: 'push', email: undefined, endpoint: 'https://fcm.googleapis.com/fcm/send/phone-1', p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }),
      overrideAccess: true,
    })
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert(), overrideAccess: true })
    const notice = await noticeFor('emergency-alerts', alert.id)
    // The push service itself is the e2e test's (tests/e2e/notices.spec.ts): here the row is as the sender leaves it once the service took it.
    const row = (await rowsOf(notice.id)).find((r) => r.subscription === phone.id)!
    await payload.update({ collection: DELIVERIES, id: row.id, data: { state: 'sent', sentAt: Date.now() }, overrideAccess: true })
    expect(await figuresOf(notice.id)).toMatchObject({ sent: 1, delivered: 0, opened: 0 })

    const { POST } = await import('@/app/subscriptions/received/route')
    const ref = openRef(env().payloadSecret, notice.id, row.id)
    const post = (body: string) => POST(new Request('http://localhost/subscriptions/received', { method: 'POST', body, headers: { 'content-type': 'text/plain' } }))
    // A made-up reference is answered the same, and counts nothing.
    expect((await post(`${notice.id}.${row.id}.AAAAAAAAAAAAAAAA`)).status).toBe(204)
    expect(await figuresOf(notice.id)).toMatchObject({ delivered: 0 })
    const acknowledged = await post(ref)
    expect(acknowledged.status).toBe(204)
    expect(acknowledged.headers.get('cache-control')).toBe('no-store')
    expect(await figuresOf(notice.id)).toMatchObject({ sent: 1, delivered: 1, opened: 0 })

    const tapped = await open(`http://localhost/notices/o/${ref}`)
    expect(tapped.status).toBe(303)
    expect(tapped.headers.get('location')).toBe((notice.items as Record<'en', { url: string }>).en.url)
    expect(await figuresOf(notice.id)).toMatchObject({ sent: 1, delivered: 1, opened: 1 })
  })

  it('shows the figures per class the messages counted for, and one line for parents who chose no class; kept when the rows are pruned', async () => {
    await profile({})
    const school = await ksr()
    const sixA = await payload.create({ collection: CLASSES, data: { name: 'VI-A', order: 1, school: school.id }, overrideAccess: true })
    const sevenB = await payload.create({ collection: CLASSES, data: { name: 'VII-B', order: 2, school: school.id }, overrideAccess: true })
    await byEmail('six-a@example.com', { classes: [sixA.id] })
    await byEmail('both@example.com', { classes: [sixA.id, sevenB.id] })
    await byEmail('none@example.com', { classes: [] })
    await bySms('919876500011', { classes: [sevenB.id] })
    refused.add('919876500011')
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert({ title: 'Water supply cut' }), overrideAccess: true })
    const notice = await noticeFor('emergency-alerts', alert.id)
    expect(notice.subscribers).toBe(4)
    await sendDue(payload)
    expect((await open(trackedLink((await inbox.to('both@example.com')).text).url)).status).toBe(303)

    const expected = [
      { class: sixA.id, name: 'VI-A', sent: 2, delivered: 2, opened: 1, failed: 0 },
      { class: sevenB.id, name: 'VII-B', sent: 1, delivered: 1, opened: 1, failed: 1 },
      { class: null, name: 'No class chosen', sent: 1, delivered: 1, opened: 0, failed: 0 },
    ]
    const record = await payload.findByID({ collection: SENDS, id: notice.id, overrideAccess: true })
    expect(record).toMatchObject({ sent: 3, delivered: 3, opened: 1, failed: 1 })
    expect(record.byClass).toEqual(expected)
    // The list has the totals, not the table.
    const listed = (await payload.find({ collection: SENDS, where: { id: { equals: notice.id } }, overrideAccess: true })).docs[0]!
    expect(listed).toMatchObject({ sent: 3, delivered: 3, opened: 1, failed: 1 })

    // Pruned: the rows go, the figures stay.
    expect(await pruneSettled(allSchools(payload, 'retention'), { before: Date.now() + 60_000 })).toBeGreaterThanOrEqual(1)
    expect(await rowsOf(notice.id)).toHaveLength(0)
    const settled = await payload.findByID({ collection: SENDS, id: notice.id, overrideAccess: true })
    expect(settled).toMatchObject({ sent: 3, delivered: 3, opened: 1, failed: 1 })
    expect(settled.byClass).toEqual(expected)
  })
})

describe('an emergency alert not opened in time', () => {
  it('goes again by SMS once, after the minutes the school set, to the SMS parents who did not open it; not while the school has it off, nor by e-mail', async () => {
    await profile({ alertResend: { enabled: false } })
    await bySms('919876500021')
    await bySms('919876500022')
    await byEmail('mail-parent@example.com')
    const t0 = Date.now()
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert({ title: 'Gas leak: stay home' }), overrideAccess: true })
    const notice = await noticeFor('emergency-alerts', alert.id)
    expect(await sendDue(payload, { now: () => t0 })).toMatchObject({ sent: 3 })
    expect(texts.map((t) => t.to).sort()).toEqual(['919876500021', '919876500022'])
    // The second parent opens the SMS's link.
    const opened = texts.find((t) => t.to === '919876500022')!
    expect((await open(trackedLink(opened.message).url)).status).toBe(303)

    const minutes = (n: number) => () => t0 + n * 60_000
    // Off (as it is unless the school turns it on): nothing goes again, however long.
    expect(await sendDue(payload, { now: minutes(45) })).toMatchObject({ sent: 0 })
    await profile({ alertResend: { enabled: true, minutes: 50 } })
    // On, 50 minutes: not before.
    expect(await sendDue(payload, { now: minutes(49) })).toMatchObject({ sent: 0 })
    expect(texts).toHaveLength(2)
    expect(await sendDue(payload, { now: minutes(51) })).toMatchObject({ sent: 1 })
    expect(texts.map((t) => t.to)).toEqual(expect.arrayContaining(['919876500021']))
    expect(texts).toHaveLength(3)
    const again = texts[2]!
    expect(again.to).toBe('919876500021')
    expect(again.message).toContain('Gas leak')
    // Its own link and its own idempotency key at the gateway.
    expect(trackedLink(again.message).ref).not.toBe(trackedLink(texts.find((t) => t.to === '919876500021' && t !== again)!.message).ref)
    expect(again.key).not.toBe(texts[0]!.key)
    expect(inbox.mails.filter((m) => m.to.includes('mail-parent@example.com'))).toHaveLength(1)

    // Once: later looks send nothing more.
    for (const n of [53, 90, 300]) expect(await sendDue(payload, { now: minutes(n) }), `at ${n} minutes`).toMatchObject({ sent: 0 })
    expect(texts).toHaveLength(3)
    expect(await figuresOf(notice.id)).toMatchObject({ sent: 3, opened: 1, resent: 1, resentOpened: 0 })

    // The re-send opened: counted as such, and the parent counts as having opened the alert.
    expect((await open(trackedLink(again.message).url)).status).toBe(303)
    expect(await figuresOf(notice.id)).toMatchObject({ sent: 3, opened: 2, resent: 1, resentOpened: 1 })
    const record = await payload.findByID({ collection: SENDS, id: notice.id, overrideAccess: true })
    expect(record).toMatchObject({ sent: 3, opened: 2, resent: 1, resentOpened: 1 })
  })
})
