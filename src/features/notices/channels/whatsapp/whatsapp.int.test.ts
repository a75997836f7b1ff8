/**
 * Notices on WhatsApp against a stand-in for Meta's Cloud API (a loopback HTTP server that
 * records each request and answers as Meta does: the message's id, or Meta's error body):
 * the school's approved template with its name, language, the notice's title and link; a
 * number subscribed only with the code sent by the confirmation template, the opt-in recorded;
 * nothing offered or sent until the school set WhatsApp up; Meta's errors failing or retrying;
 * the status webhook taken only with Meta's signature, its `delivered` marking the row; an
 * emergency alert not opened within the school's minutes sent again on WhatsApp, once.
 */
import { createHmac } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { build } from '@/seed/builders'
import { testPayload } from '../../../../../tests/int/payload'
import { DELIVERIES, SENDS, SUBSCRIPTIONS } from '../../collections'
import { sendDue } from '../../sender'
import { WHATSAPP_SETTINGS } from './settings'

// The server modules read the environment when loaded (the site's settings): loaded once it points at the stand-in.
let codeChannelOffered: typeof import('../phoneCode.server').codeChannelOffered
let requestCode: typeof import('../phoneCode.server').requestCode
let enterCode: typeof import('../phoneCode.server').enterCode
let WHATSAPP_CODES: typeof import('./whatsapp.server').WHATSAPP_CODES
let whatsappWebhookGet: typeof import('./webhook').whatsappWebhookGet
let whatsappWebhookPost: typeof import('./webhook').whatsappWebhookPost
let newNoticesToken: typeof import('../../subscribe.server').newNoticesToken

const PHONE_NUMBER_ID = '106540352242922'
const TOKEN = 'EAAG-school-access-token'
const APP_SECRET = 'meta-app-secret'
const VERIFY_TOKEN = 'ksr-verify-word'

/** What the stand-in was asked: the path, the bearer token and the message. */
type Asked = { path: string; authorization?: string; body: { to: string; type: string; template: { name: string; language: { code: string }; components: { type: string; sub_type?: string; index?: string; parameters: { type: string; text: string }[] }[] } } }
const asked: Asked[] = []
/** Meta's error for a number: its HTTP status and code. */
const errors = new Map<string, { status: number; code: number }>()
let sent = 0
const meta = http.createServer((req, res) => {
  let raw = ''
  req.on('data', (c: Buffer) => (raw += c.toString()))
  req.on('end', () => {
    const body = JSON.parse(raw) as Asked['body']
    asked.push({ path: req.url ?? '', authorization: req.headers.authorization, body })
    const error = errors.get(body.to)
    res.writeHead(error?.status ?? 200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify(
        error
          ? { error: { message: `(#${error.code}) Meta says no`, type: 'OAuthException', code: error.code, error_subcode: 2494010, fbtrace_id: 'AbCdEf' } }
          : { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.HBgM${++sent}` }] },
      ),
    )
  })
})

let payload: Payload
let school: { id: number; name: string }

beforeAll(async () => {
  await new Promise<void>((resolve) => meta.listen(0, '127.0.0.1', resolve))
  process.env.WHATSAPP_API_URL = `http://127.0.0.1:${(meta.address() as AddressInfo).port}/v21.0`
  // The forms' spam guard waits for no one here.
  process.env.TEST_FORM_MIN_SECONDS = '0'
  payload = await testPayload()
  ;({ codeChannelOffered, requestCode, enterCode } = await import('../phoneCode.server'))
  ;({ WHATSAPP_CODES } = await import('./whatsapp.server'))
  ;({ whatsappWebhookGet, whatsappWebhookPost } = await import('./webhook'))
  ;({ newNoticesToken } = await import('../../subscribe.server'))
  school = (await payload.find({ collection: 'schools', sort: 'id', limit: 1, overrideAccess: true })).docs[0]!
})

afterAll(async () => {
  await new Promise<void>((resolve) => meta.close(() => resolve()))
})

beforeEach(async () => {
  asked.length = 0
  errors.clear()
  for (const collection of [SUBSCRIPTIONS, SENDS, DELIVERIES] as const) await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
})

/** Settings → WhatsApp notices, as the school's administrator fills it in. */
const whole = {
  enabled: true,
  phoneNumberId: PHONE_NUMBER_ID,
  newAccessToken: TOKEN,
  noticeTemplate: 'school_notice',
  codeTemplate: 'notice_code',
  codeTemplateKind: 'authentication' as const,
  languages: ['en' as const, 'hi' as const],
  newVerifyToken: VERIFY_TOKEN,
  newAppSecret: APP_SECRET,
}
async function setUp(data: Record<string, unknown>) {
  const found = await payload.find({ collection: WHATSAPP_SETTINGS, where: { school: { equals: school.id } }, overrideAccess: true })
  if (found.docs[0]) await payload.update({ collection: WHATSAPP_SETTINGS, id: found.docs[0].id, data, overrideAccess: true })
  else await payload.create({ collection: WHATSAPP_SETTINGS, data: { ...data, school: school.id }, overrideAccess: true })
}

const byWhatsApp = (whatsapp: string, locale: 'en' | 'hi' = 'en') =>
  payload.create({ collection: SUBSCRIPTIONS, data: build.subscription({ channel: 'whatsapp', email: undefined, whatsapp, locale }), overrideAccess: true })

async function noticeFor(source: string, id: number) {
  for (let i = 0; i < 100; i++) {
    const found = await payload.find({ collection: SENDS, where: { sourceKey: { equals: `${source}:${id}` } }, overrideAccess: true })
    if (found.docs[0]) return found.docs[0]
    // Polls: the notice is written after the save commits, by a hook this test cannot await.
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no notice for ${source}:${id}`)
}

const rowOf = async (subscription: number) => (await payload.find({ collection: DELIVERIES, where: { subscription: { equals: subscription } }, overrideAccess: true })).docs[0]!

/** School profile → Emergency alerts sent again, as the school's administrator sets it. */
async function resendAfter(minutes: number) {
  const found = await payload.find({ collection: 'school-profile', where: { school: { equals: school.id } }, overrideAccess: true })
  const data = { alertResend: { enabled: true, minutes } }
  if (found.docs[0]) await payload.update({ collection: 'school-profile', id: found.docs[0].id, data, overrideAccess: true })
  else await payload.create({ collection: 'school-profile', data: { name: school.name, address: 'Ooty', school: school.id, ...data }, overrideAccess: true })
}

/** The forms' post as a parent sends it. */
const form = (o: Record<string, unknown>) => ({ token: newNoticesToken(), website: '', topics: ['alerts', 'news'], ...o })

/** A signed (or not) status report as Meta posts it. */
function report(statuses: unknown[], { secret = APP_SECRET, phoneNumberId = PHONE_NUMBER_ID } = {}) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '919800000000', phone_number_id: phoneNumberId }, statuses } }] }],
  })
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
  return new Request('http://localhost/whatsapp/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, body })
}

describe('notices on WhatsApp', () => {
  it('sends a published alert with the school’s approved template: its name, the parent’s language, the title, the link and the way to stop; Meta’s id kept on the row', async () => {
    await setUp(whole)
    const english = await byWhatsApp('919876500001')
    const hindi = await byWhatsApp('919876500002', 'hi')
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert({ title: 'School closed tomorrow due to heavy rain' }), overrideAccess: true })
    const notice = await noticeFor('emergency-alerts', alert.id)
    expect(notice.subscribers).toBe(2)
    expect(await sendDue(payload)).toMatchObject({ sent: 2, failed: 0 })

    expect(asked).toHaveLength(2)
    const to = (n: string) => asked.find((a) => a.body.to === n)!
    for (const a of asked) {
      expect(a.path).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`)
      expect(a.authorization).toBe(`Bearer ${TOKEN}`)
      expect(a.body).toMatchObject({ messaging_product: 'whatsapp', type: 'template', template: { name: 'school_notice' } })
    }
    expect(to('919876500001').body.template.language.code).toBe('en')
    expect(to('919876500002').body.template.language.code).toBe('hi')
    const [body, button] = to('919876500001').body.template.components
    expect(body!.type).toBe('body')
    expect(body!.parameters[0]!.text).toBe('School closed tomorrow due to heavy rain')
    expect(body!.parameters[1]!.text).toMatch(/^https?:\/\/[^/]+\/notices#whatsapp-stop$/)
    expect(button).toMatchObject({ type: 'button', sub_type: 'url', index: '0' })
    // The button's address is the site's (the stop link's) followed by {{1}}: together, the message's tracked link to the
    // notice's item (src/features/notices/tracking.ts), in the parent's language.
    const tracked = /^notices\/o\/\d+\.\d+\.[A-Za-z0-9_-]{16}$/
    expect(button!.parameters[0]!.text).toMatch(tracked)
    expect(to('919876500002').body.template.components[1]!.parameters[0]!.text).toMatch(/^hi\/notices\/o\/\d+\.\d+\.[A-Za-z0-9_-]{16}$/)
    // The Hindi parent's way to stop is the Hindi page.
    expect(to('919876500002').body.template.components[0]!.parameters[1]!.text).toMatch(/\/hi\/notices#whatsapp-stop$/)

    for (const sub of [english, hindi]) {
      const row = await rowOf(sub.id)
      expect(row.state).toBe('sent')
      expect(row.providerRef).toMatch(/^wamid\.HBgM\d+$/)
    }
  })

  it('sends an emergency alert again on WhatsApp, once, to a parent who did not open it within the school’s minutes; not to one who did', async () => {
    await setUp(whole)
    await resendAfter(20)
    const late = await byWhatsApp('919876500031')
    const quick = await byWhatsApp('919876500032')
    const t0 = Date.now()
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert({ title: 'Water main burst: school closed' }), overrideAccess: true })
    await noticeFor('emergency-alerts', alert.id)
    expect(await sendDue(payload, { now: () => t0 })).toMatchObject({ sent: 2 })
    // The quick parent taps the button: the message's tracked link, on the school's site.
    const [quickAsked] = asked.filter((a) => a.body.to === '919876500032')
    const { GET } = await import('@/app/(site)/notices/o/[ref]/route')
    const suffix = quickAsked!.body.template.components[1]!.parameters[0]!.text
    const ref = suffix.slice(suffix.lastIndexOf('/') + 1)
    expect((await GET(new Request(`http://localhost/${suffix}`), { params: Promise.resolve({ ref }) })).status).toBe(303)

    const at = (minutes: number) => () => t0 + minutes * 60_000
    expect(await sendDue(payload, { now: at(19) })).toMatchObject({ sent: 0 })
    expect(await sendDue(payload, { now: at(21) })).toMatchObject({ sent: 1 })
    for (const minutes of [25, 60]) expect(await sendDue(payload, { now: at(minutes) })).toMatchObject({ sent: 0 })
    const toLate = asked.filter((a) => a.body.to === '919876500031')
    expect(toLate).toHaveLength(2)
    // The same approved template, with its own tracked link.
    expect(toLate[1]!.body.template.name).toBe('school_notice')
    expect(toLate[1]!.body.template.components[0]!.parameters[0]!.text).toBe('Water main burst: school closed')
    expect(toLate[1]!.body.template.components[1]!.parameters[0]!.text).not.toBe(toLate[0]!.body.template.components[1]!.parameters[0]!.text)
    expect(asked.filter((a) => a.body.to === '919876500032')).toHaveLength(1)
    expect((await rowOf(late.id)).state).toBe('sent')
    expect((await rowOf(quick.id)).openedAt).toBeGreaterThan(0)
  })

  it('offers and sends nothing until the school turned WhatsApp on with its whole set-up', async () => {
    await setUp({ ...whole, enabled: false })
    expect(await codeChannelOffered(WHATSAPP_CODES)).toBe(false)
    expect(await requestCode(WHATSAPP_CODES, form({ phone: '98765 00003', optin: 'yes' }), '198.51.100.3', 'en', 'subscribe')).toEqual({ status: 'problem', problem: 'unavailable' })
    // It cannot be turned on with a part missing.
    await expect(setUp({ ...whole, codeTemplate: '' })).rejects.toThrow(/Confirmation code template name/)
    expect(await codeChannelOffered(WHATSAPP_CODES)).toBe(false)
    // A subscriber from before it was turned off: the row fails, nothing goes to Meta.
    const sub = await byWhatsApp('919876500003')
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert(), overrideAccess: true })
    await noticeFor('emergency-alerts', alert.id)
    expect(await sendDue(payload)).toMatchObject({ sent: 0, failed: 1 })
    expect(asked).toHaveLength(0)
    expect(await rowOf(sub.id)).toMatchObject({ state: 'failed', error: 'WhatsApp is not set up' })
    await setUp(whole)
    expect(await codeChannelOffered(WHATSAPP_CODES)).toBe(true)
  })

  it('reads Meta’s errors: undeliverable and a missing template fail, a rate limit and an expired token are tried again, a parent who stopped the business is erased', async () => {
    await setUp(whole)
    const numbers = { undeliverable: '919876500011', template: '919876500012', rate: '919876500013', token: '919876500014', stopped: '919876500015' }
    errors.set(numbers.undeliverable, { status: 400, code: 131026 })
    errors.set(numbers.template, { status: 404, code: 132001 })
    errors.set(numbers.rate, { status: 400, code: 130429 })
    errors.set(numbers.token, { status: 401, code: 190 })
    errors.set(numbers.stopped, { status: 400, code: 131050 })
    const subs = Object.fromEntries(await Promise.all(Object.entries(numbers).map(async ([k, n]) => [k, await byWhatsApp(n)] as const)))
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert(), overrideAccess: true })
    await noticeFor('emergency-alerts', alert.id)
    expect(await sendDue(payload)).toMatchObject({ sent: 0, failed: 2, retried: 2, bounced: 1 })
    expect(await rowOf(subs.undeliverable!.id)).toMatchObject({ state: 'failed', error: 'WhatsApp answered 400 (131026): (#131026) Meta says no' })
    expect((await rowOf(subs.template!.id)).state).toBe('failed')
    for (const k of ['rate', 'token'] as const) {
      const row = await rowOf(subs[k]!.id)
      expect(row.state).toBe('pending')
      expect(row.notBefore).toBeGreaterThan(Date.now())
    }
    expect((await rowOf(subs.stopped!.id)).state).toBe('bounced')
    expect((await payload.find({ collection: SUBSCRIPTIONS, where: { whatsapp: { equals: numbers.stopped } }, overrideAccess: true })).docs).toHaveLength(0)
    // The token never lands in a row's error.
    const all = await payload.find({ collection: DELIVERIES, overrideAccess: true, limit: 0 })
    expect(JSON.stringify(all.docs)).not.toContain(TOKEN)
  })

  it('subscribes a number only with the code sent by the confirmation template, after the parent’s explicit opt-in, and records it; stopping takes a code too', async () => {
    await setUp(whole)
    const client = '198.51.100.21'
    // No opt-in ticked: nothing sent, nothing kept.
    expect(await requestCode(WHATSAPP_CODES, form({ phone: '98765 00021' }), client, 'hi', 'subscribe')).toEqual({ status: 'problem', problem: 'optin' })
    expect(asked).toHaveLength(0)
    const requested = await requestCode(WHATSAPP_CODES, form({ phone: '98765 00021', optin: 'yes' }), client, 'hi', 'subscribe')
    expect(requested.status).toBe('code-sent')
    if (requested.status !== 'code-sent') return
    expect(asked).toHaveLength(1)
    const message = asked[0]!.body
    expect(message).toMatchObject({ to: '919876500021', type: 'template', template: { name: 'notice_code', language: { code: 'hi' } } })
    const code = message.template.components[0]!.parameters[0]!.text
    expect(code).toMatch(/^\d{6}$/)
    // An authentication template's "Copy code" button carries it too.
    expect(message.template.components[1]).toMatchObject({ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] })
    const waiting = (await payload.find({ collection: SUBSCRIPTIONS, where: { whatsapp: { equals: '919876500021' } }, overrideAccess: true })).docs[0]!
    expect(waiting).toMatchObject({ channel: 'whatsapp', confirmed: false, phone: null })

    // Waiting subscriptions get no notice.
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert(), overrideAccess: true })
    await noticeFor('emergency-alerts', alert.id)
    await sendDue(payload)
    expect(asked).toHaveLength(1)

    const page = { page: requested.page, token: requested.token }
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect(await enterCode(WHATSAPP_CODES, { ...page, code: wrong }, 'subscribe', requested.topics, 'hi', client)).toBe('wrong')
    // Another address may not try the page's code.
    expect(await enterCode(WHATSAPP_CODES, { ...page, code }, 'subscribe', requested.topics, 'hi', '203.0.113.9')).toBe('dead')
    expect(await enterCode(WHATSAPP_CODES, { ...page, code }, 'subscribe', requested.topics, 'hi', client)).toBe('subscribed')
    const confirmed = await payload.findByID({ collection: SUBSCRIPTIONS, id: waiting.id, overrideAccess: true })
    expect(confirmed).toMatchObject({ channel: 'whatsapp', whatsapp: '919876500021', confirmed: true, locale: 'hi', topics: { alerts: true, news: true, circulars: false } })
    expect(confirmed.consent.wording).toContain(`मैं इस नंबर पर WhatsApp पर ${school.name} की सूचनाएँ पाने के लिए सहमत हूँ।`)
    expect(confirmed.consent.locale).toBe('hi')
    expect(Date.now() - Date.parse(confirmed.consent.givenAt)).toBeLessThan(60_000)

    // Stopping: a code to the number, and the number is erased.
    const stop = await requestCode(WHATSAPP_CODES, form({ phone: '+91 98765 00021', topics: [] }), client, 'hi', 'stop')
    expect(stop.status).toBe('code-sent')
    if (stop.status !== 'code-sent') return
    const stopCode = asked.at(-1)!.body.template.components[0]!.parameters[0]!.text
    expect(await enterCode(WHATSAPP_CODES, { page: stop.page, token: stop.token, code: stopCode }, 'stop', [], 'hi', client)).toBe('stopped')
    expect(await payload.find({ collection: SUBSCRIPTIONS, where: { whatsapp: { equals: '919876500021' } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
  })

  it('limits the codes one address may have sent to a number', async () => {
    await setUp(whole)
    const client = '198.51.100.22'
    for (let i = 0; i < 3; i++) expect((await requestCode(WHATSAPP_CODES, form({ phone: '9876500022', optin: 'yes' }), client, 'en', 'subscribe')).status).toBe('code-sent')
    expect(await requestCode(WHATSAPP_CODES, form({ phone: '9876500022', optin: 'yes' }), client, 'en', 'subscribe')).toMatchObject({ status: 'limited' })
    expect(asked).toHaveLength(3)
  })

  it('takes status reports only with Meta’s signature: delivered marks the row, failed fails it, read counts nothing', async () => {
    await setUp(whole)
    const delivered = await byWhatsApp('919876500031')
    const failing = await byWhatsApp('919876500032')
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert(), overrideAccess: true })
    await noticeFor('emergency-alerts', alert.id)
    expect(await sendDue(payload)).toMatchObject({ sent: 2 })
    const ref = async (id: number) => (await rowOf(id)).providerRef!

    // Meta's check of the address: the challenge back only with the school's verify token.
    const check = (token: string) => whatsappWebhookGet(new Request(`http://localhost/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`))
    const good = await check(VERIFY_TOKEN)
    expect([good.status, await good.text()]).toEqual([200, '1158201444'])
    expect((await check('guess')).status).toBe(403)

    // Unsigned, signed with another secret, or for another number: nothing changes.
    const unsigned = report([{ id: await ref(delivered.id), status: 'delivered' }])
    unsigned.headers.delete('x-hub-signature-256')
    expect((await whatsappWebhookPost(unsigned)).status).toBe(401)
    expect((await whatsappWebhookPost(report([{ id: await ref(delivered.id), status: 'delivered' }], { secret: 'guessed' }))).status).toBe(401)
    expect((await whatsappWebhookPost(report([{ id: await ref(delivered.id), status: 'delivered' }], { phoneNumberId: '999999999999' }))).status).toBe(200)
    expect((await rowOf(delivered.id)).deliveredAt ?? null).toBeNull()
    // Too large: refused before anything is read of it.
    expect((await whatsappWebhookPost(new Request('http://localhost/whatsapp/webhook', { method: 'POST', body: 'x'.repeat(70 * 1024) }))).status).toBe(413)

    const at = Date.now()
    const answer = await whatsappWebhookPost(
      report([
        { id: await ref(delivered.id), status: 'sent' },
        { id: await ref(delivered.id), status: 'delivered' },
        { id: await ref(delivered.id), status: 'read' },
        { id: await ref(failing.id), status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] },
      ]),
    )
    expect(answer.status).toBe(200)
    const row = await rowOf(delivered.id)
    expect(row.state).toBe('sent')
    expect(row.deliveredAt).toBeGreaterThanOrEqual(at)
    expect(await rowOf(failing.id)).toMatchObject({ state: 'failed', error: 'WhatsApp (131026): Message undeliverable' })
  })

  it('never gives the access token or the webhook’s secrets back, and keeps them when saved again without them', async () => {
    await setUp(whole)
    await setUp({ noticeTemplate: 'school_notice_v2' })
    const doc = (await payload.find({ collection: WHATSAPP_SETTINGS, where: { school: { equals: school.id } }, overrideAccess: false, user: { ...(await adminOf()), collection: 'users' } })).docs[0]!
    expect(doc.noticeTemplate).toBe('school_notice_v2')
    expect(doc.accessTokenSavedAt).toBeTruthy()
    for (const secret of [TOKEN, APP_SECRET, VERIFY_TOKEN]) expect(JSON.stringify(doc)).not.toContain(secret)
    // Still sends with the saved token.
    await byWhatsApp('919876500041')
    const alert = await payload.create({ collection: 'emergency-alerts', data: build.alert(), overrideAccess: true })
    await noticeFor('emergency-alerts', alert.id)
    expect(await sendDue(payload)).toMatchObject({ sent: 1 })
    expect(asked[0]).toMatchObject({ authorization: `Bearer ${TOKEN}`, body: { template: { name: 'school_notice_v2' } } })
  })
})

/** An administrator of the school. */
async function adminOf() {
  return payload.create({
    collection: 'users',
    data: { email: `admin-${Date.now()}@ksr.example`, name: 'Admin', role: 'admin', password: 'correct-horse-battery', schools: [{ school: school.id }] },
    overrideAccess: true,
  })
}
