/**
 * The Razorpay adapter (src/features/admissions/gateway/razorpay.ts), through the official SDK,
 * against the stand-in (tests/servers/razorpay.ts) on a loopback port: hosted checkouts made once
 * per reference, the browser's signed return, signed webhooks (to receivers of the test's own on
 * loopback, retried when they fail), refunds, and its errors.
 */
import http, { type IncomingHttpHeaders } from 'node:http'
import { inspect } from 'node:util'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GatewayError, razorpayGateway } from '@/features/admissions/gateway/razorpay'
import type { NewCheckout, PaymentGateway } from '@/features/admissions/gateway/types'

import { listenOnLoopback } from '../servers/loopback'
import { startRazorpayStandIn, type RazorpayStandIn } from '../servers/razorpay'

const KEYS = { keyId: 'rzp_test_unit0000000001', keySecret: 'unit_key_secret_9f3a61', webhookSecret: 'unit_webhook_secret_77c2' }

type Received = { headers: IncomingHttpHeaders; body: string }
type Receiver = { url: string; received: Received[]; close(): Promise<void> }

/** A webhook receiver on loopback: keeps what it is sent, answers what `answer` says (200 by default). */
async function startReceiver(answer: (r: Received) => number = () => 200): Promise<Receiver> {
  const received: Received[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const r = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }
      received.push(r)
      res.writeHead(answer(r)).end()
    })
  })
  const port = await listenOnLoopback(server)
  return { url: `http://127.0.0.1:${port}/webhooks/razorpay`, received, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

let standIn: RazorpayStandIn
let gateway: PaymentGateway
let receiver: Receiver
let n = 0

const newCheckout = (over: Partial<NewCheckout> = {}): NewCheckout => ({
  reference: `KSR-2026-${String(++n).padStart(4, '0')}-fee`,
  amountPaise: 2500,
  description: 'Admission registration fee',
  customer: { name: 'Asha Parent', email: 'asha@example.com', phone: '+919876543210' },
  callbackUrl: 'http://127.0.0.1:9/admissions/return?school=ksr',
  notes: { application: `KSR-2026-${n}` },
  ...over,
})

/** The parent presses "Pay ₹25 by UPI" on the hosted page: the redirect's query. */
async function payInBrowser(url: string): Promise<URLSearchParams> {
  const res = await fetch(url, { method: 'POST', body: new URLSearchParams({ action: 'upi' }), redirect: 'manual' })
  expect(res.status).toBe(303)
  const location = new URL(res.headers.get('location')!)
  expect(location.origin + location.pathname).toBe('http://127.0.0.1:9/admissions/return')
  expect(location.searchParams.get('school')).toBe('ksr')
  return location.searchParams
}

/** What the receiver got for the link's events, by event name. */
function receivedFor(r: Receiver, linkId: string, event: string): Received[] {
  const ids = new Set([...standIn.events.values()].filter((e) => e.linkId === linkId && e.event === event).map((e) => e.id))
  return r.received.filter((x) => ids.has(String(x.headers['x-razorpay-event-id'])))
}

beforeAll(async () => {
  receiver = await startReceiver()
  standIn = await startRazorpayStandIn({ ...KEYS, webhookUrl: receiver.url, retryDelaysMs: [50, 100, 150] })
  gateway = razorpayGateway({ ...KEYS, apiBase: standIn.base })
})

afterEach(async () => {
  await standIn.webhooksSettled()
  standIn.webhookUrl = receiver.url
  standIn.webhookTiming = 'after-return'
})

afterAll(async () => {
  await standIn?.close()
  await receiver?.close()
})

describe('checkouts', () => {
  it('creating a checkout gives a hosted page that works without JavaScript', async () => {
    const input = newCheckout()
    const checkout = await gateway.createCheckout(input)
    expect(checkout).toMatchObject({ reference: input.reference, amountPaise: 2500, status: 'created', payments: [] })
    expect(checkout.id).toMatch(/^plink_\w{14}$/)
    expect(checkout.url).toBe(`${standIn.base}/pay/${checkout.id}`)
    const link = standIn.links.get(checkout.id)!
    expect(link).toMatchObject({ currency: 'INR', accept_partial: false, callback_url: input.callbackUrl, callback_method: 'get', notify: { sms: false, email: false } })
    expect(link.customer).toEqual({ name: 'Asha Parent', email: 'asha@example.com', contact: '+919876543210' })

    const page = await fetch(checkout.url)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain(`<form method="post" action="/pay/${checkout.id}">`)
    expect(html).toContain('Pay ₹25 by UPI')
    expect(html).toContain('Cancel')
    expect(html).not.toContain('<script')
  })

  it('creating again with the same reference returns the same checkout: one link at the gateway', async () => {
    const input = newCheckout()
    const first = await gateway.createCheckout(input)
    const again = await gateway.createCheckout(input)
    const [racing1, racing2] = await Promise.all([gateway.createCheckout(input), gateway.createCheckout(input)])
    for (const c of [again, racing1, racing2]) expect(c).toEqual(first)
    expect([...standIn.links.values()].filter((l) => l.reference_id === input.reference)).toHaveLength(1)
    expect(await gateway.findByReference(input.reference)).toEqual(first)
    expect(await gateway.findByReference('KSR-none-fee')).toBeNull()
  })

  it('the same reference for another amount is refused, not answered with the old link', async () => {
    const input = newCheckout()
    await gateway.createCheckout(input)
    const err = await gateway.createCheckout({ ...input, amountPaise: 5000 }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(GatewayError)
    expect(err).toMatchObject({ status: 409, code: 'REFERENCE_CONFLICT' })
  })

  it('amounts are positive whole paise: refused before asking Razorpay, and Razorpay’s own minimum comes back as its error', async () => {
    const links = standIn.links.size
    for (const amountPaise of [25.5, 0, -2500, Number.NaN]) {
      await expect(gateway.createCheckout(newCheckout({ amountPaise }))).rejects.toMatchObject({ name: 'GatewayError', status: 400, code: 'INVALID_INPUT' })
    }
    expect(standIn.links.size).toBe(links)
    const err = await gateway.createCheckout(newCheckout({ amountPaise: 50 })).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(GatewayError)
    expect(err).toMatchObject({ status: 400, code: 'BAD_REQUEST_ERROR', field: 'amount' })
    expect((err as Error).message).toContain('The amount must be atleast INR 1.00')
  })

  it('fetchCheckout after paying shows it paid, with one captured payment of the amount', async () => {
    const checkout = await gateway.createCheckout(newCheckout())
    expect(await gateway.fetchCheckout(checkout.id)).toMatchObject({ status: 'created', payments: [] })
    const query = await payInBrowser(checkout.url)
    const fetched = await gateway.fetchCheckout(checkout.id)
    expect(fetched).toMatchObject({ id: checkout.id, reference: checkout.reference, status: 'paid', url: checkout.url })
    expect(fetched.payments).toEqual([{ id: query.get('razorpay_payment_id'), amountPaise: 2500, method: 'upi', status: 'captured', createdAt: expect.any(Number) }])
  })

  it('paying twice makes one payment: the second press just returns the browser again', async () => {
    const checkout = await gateway.createCheckout(newCheckout())
    const first = await payInBrowser(checkout.url)
    const second = await payInBrowser(checkout.url)
    expect(second.get('razorpay_payment_id')).toBe(first.get('razorpay_payment_id'))
    expect(new URL(await standIn.payDirectly(checkout.id)).searchParams.get('razorpay_payment_id')).toBe(first.get('razorpay_payment_id'))
    expect([...standIn.payments.values()].filter((p) => p.notes.payment_link_id === checkout.id)).toHaveLength(1)
    expect((await gateway.fetchCheckout(checkout.id)).payments).toHaveLength(1)
    expect([...standIn.events.values()].filter((e) => e.linkId === checkout.id).map((e) => e.event)).toEqual(['payment.captured', 'payment_link.paid'])
  })

  it('"Cancel" on the hosted page leaves the checkout unpaid', async () => {
    const checkout = await gateway.createCheckout(newCheckout())
    const res = await fetch(checkout.url, { method: 'POST', body: new URLSearchParams({ action: 'cancel' }), redirect: 'manual' })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('nothing was paid')
    expect(await gateway.fetchCheckout(checkout.id)).toMatchObject({ status: 'created', payments: [] })
  })
})

describe('the browser’s return', () => {
  it('verifies with a good signature, and not when the payment id or status was changed or the signature is missing', async () => {
    const checkout = await gateway.createCheckout(newCheckout())
    const query = await payInBrowser(checkout.url)
    expect(gateway.checkReturn(query)).toEqual({ ok: true, checkoutId: checkout.id, reference: checkout.reference, paymentId: query.get('razorpay_payment_id'), status: 'paid' })

    const changed = (name: string, value: string | null) => {
      const q = new URLSearchParams(query)
      if (value === null) q.delete(name)
      else q.set(name, value)
      return gateway.checkReturn(q)
    }
    expect(changed('razorpay_payment_id', 'pay_SomeoneElses01')).toEqual({ ok: false })
    expect(changed('razorpay_payment_link_status', 'created')).toEqual({ ok: false })
    expect(changed('razorpay_payment_link_id', 'plink_Other000000001')).toEqual({ ok: false })
    expect(changed('razorpay_payment_link_reference_id', 'KSR-2026-9999-fee')).toEqual({ ok: false })
    expect(changed('razorpay_signature', null)).toEqual({ ok: false })
    expect(changed('razorpay_signature', 'not-hex')).toEqual({ ok: false })
    expect(gateway.checkReturn(new URLSearchParams())).toEqual({ ok: false })
  })
})

describe('webhooks', () => {
  it('a webhook with the right signature is read as paid, with the reference and the payment', async () => {
    const checkout = await gateway.createCheckout(newCheckout())
    const query = await payInBrowser(checkout.url)
    await standIn.webhooksSettled()
    const [paid] = receivedFor(receiver, checkout.id, 'payment_link.paid')
    expect(paid).toBeDefined()
    expect(paid!.headers['content-type']).toBe('application/json')
    const eventId = String(paid!.headers['x-razorpay-event-id'])
    const signature = String(paid!.headers['x-razorpay-signature'])
    const body = JSON.parse(paid!.body) as { entity: string; event: string; contains: string[] }
    expect(body).toMatchObject({ entity: 'event', event: 'payment_link.paid', contains: ['payment_link', 'order', 'payment'] })

    expect(gateway.readWebhook(paid!.body, signature, eventId)).toEqual({
      eventId,
      kind: 'paid',
      checkoutId: checkout.id,
      reference: checkout.reference,
      payment: { id: query.get('razorpay_payment_id'), amountPaise: 2500, method: 'upi', status: 'captured', createdAt: expect.any(Number) },
    })
    // Without the header, an id of the body: the same for the same event sent again.
    const derived = gateway.readWebhook(paid!.body, signature)!.eventId
    expect(derived).toMatch(/^body_[0-9a-f]{32}$/)
    expect(gateway.readWebhook(paid!.body, signature)!.eventId).toBe(derived)

    const [captured] = receivedFor(receiver, checkout.id, 'payment.captured')
    expect(gateway.readWebhook(captured!.body, String(captured!.headers['x-razorpay-signature']))).toMatchObject({
      kind: 'other',
      checkoutId: undefined,
      payment: { id: query.get('razorpay_payment_id'), status: 'captured' },
    })
  })

  it('a forged signature, a missing one or a changed body gives null', async () => {
    const checkout = await gateway.createCheckout(newCheckout())
    const delivery = await standIn.sendForged(checkout.id)
    expect(delivery).toMatchObject({ kind: 'forged', status: 200, linkId: checkout.id })
    const forged = receiver.received.find((r) => r.headers['x-razorpay-event-id'] === delivery.eventId)!
    expect(JSON.parse(forged.body)).toMatchObject({ event: 'payment_link.paid' })
    expect(gateway.readWebhook(forged.body, String(forged.headers['x-razorpay-signature']))).toBeNull()

    await standIn.payDirectly(checkout.id)
    await standIn.webhooksSettled()
    const [real] = receivedFor(receiver, checkout.id, 'payment_link.paid')
    const signature = String(real!.headers['x-razorpay-signature'])
    expect(gateway.readWebhook(real!.body, signature)).not.toBeNull()
    expect(gateway.readWebhook(real!.body, null)).toBeNull()
    expect(gateway.readWebhook(real!.body, '')).toBeNull()
    expect(gateway.readWebhook(real!.body.replace('"amount":2500', '"amount":250000'), signature)).toBeNull()
    expect(gateway.readWebhook(`${real!.body} `, signature)).toBeNull()
  })

  it('the stand-in retries a webhook its receiver answered 500 to, and the delivery log shows it', async () => {
    const seen = new Set<string>()
    const flaky = await startReceiver((r) => {
      const id = String(r.headers['x-razorpay-event-id'])
      if (seen.has(id)) return 200
      seen.add(id)
      return 500
    })
    try {
      standIn.webhookUrl = flaky.url
      const checkout = await gateway.createCheckout(newCheckout())
      await standIn.payDirectly(checkout.id)
      await standIn.webhooksSettled()
      const event = [...standIn.events.values()].find((e) => e.linkId === checkout.id && e.event === 'payment_link.paid')!
      expect(standIn.deliveries.filter((d) => d.eventId === event.id).map((d) => [d.attempt, d.status])).toEqual([
        [1, 500],
        [2, 200],
      ])
      const got = receivedFor(flaky, checkout.id, 'payment_link.paid')
      expect(got).toHaveLength(2)
      expect(got[1]!.body).toBe(got[0]!.body)
      expect(got[1]!.headers['x-razorpay-signature']).toBe(got[0]!.headers['x-razorpay-signature'])
    } finally {
      await flaky.close()
    }
  })

  it('a receiver that cannot be reached is tried once and again after each delay', async () => {
    const gone = await startReceiver()
    await gone.close()
    standIn.webhookUrl = gone.url
    const checkout = await gateway.createCheckout(newCheckout())
    await standIn.payDirectly(checkout.id)
    await standIn.webhooksSettled()
    const event = [...standIn.events.values()].find((e) => e.linkId === checkout.id && e.event === 'payment_link.paid')!
    const tries = standIn.deliveries.filter((d) => d.eventId === event.id)
    expect(tries.map((d) => d.attempt)).toEqual([1, 2, 3, 4])
    expect(tries.every((d) => d.status === null && /ECONNREFUSED/.test(d.error ?? ''))).toBe(true)
  })

  it('held webhooks go at release; a replay sends the same event again, same id and body', async () => {
    standIn.webhookTiming = 'held'
    const checkout = await gateway.createCheckout(newCheckout())
    const query = await payInBrowser(checkout.url)
    expect(gateway.checkReturn(query).ok).toBe(true)
    await standIn.webhooksSettled()
    expect(receivedFor(receiver, checkout.id, 'payment_link.paid')).toHaveLength(0)
    await standIn.releaseWebhooks()
    const [paid] = receivedFor(receiver, checkout.id, 'payment_link.paid')
    expect(paid).toBeDefined()
    const eventId = String(paid!.headers['x-razorpay-event-id'])
    await standIn.replay(eventId)
    const both = receivedFor(receiver, checkout.id, 'payment_link.paid')
    expect(both).toHaveLength(2)
    expect(both[1]!.body).toBe(paid!.body)
    expect(standIn.deliveries.filter((d) => d.eventId === eventId).map((d) => d.kind)).toEqual(['event', 'replay'])
    const read = both.map((r) => gateway.readWebhook(r.body, String(r.headers['x-razorpay-signature']), String(r.headers['x-razorpay-event-id'])))
    expect(read[1]).toEqual(read[0])
  })

  it("'before-return': the webhook has been answered when the browser is sent back", async () => {
    standIn.webhookTiming = 'before-return'
    const checkout = await gateway.createCheckout(newCheckout())
    await payInBrowser(checkout.url)
    expect(receivedFor(receiver, checkout.id, 'payment_link.paid')).toHaveLength(1)
  })
})

describe('refunds and errors', () => {
  it('a refund marks the payment refunded', async () => {
    const checkout = await gateway.createCheckout(newCheckout())
    const paymentId = new URL(await standIn.payDirectly(checkout.id)).searchParams.get('razorpay_payment_id')!
    const refund = await gateway.refund(paymentId, 2500, `${checkout.reference}-rf`)
    expect(refund).toEqual({ id: expect.stringMatching(/^rfnd_\w{14}$/), status: 'processed' })
    expect(standIn.refunds.get(refund.id)).toMatchObject({ payment_id: paymentId, amount: 2500, receipt: `${checkout.reference}-rf`, speed_requested: 'normal', notes: { reference: `${checkout.reference}-rf` } })
    expect(standIn.payments.get(paymentId)).toMatchObject({ status: 'refunded', amount_refunded: 2500, refund_status: 'full' })
    expect((await gateway.fetchCheckout(checkout.id)).payments).toMatchObject([{ id: paymentId, status: 'refunded' }])
    await expect(gateway.refund(paymentId, 2500, `${checkout.reference}-rf`)).rejects.toMatchObject({ name: 'GatewayError', status: 400, code: 'BAD_REQUEST_ERROR' })
    await expect(gateway.refund(paymentId, 0, 'x')).rejects.toMatchObject({ status: 400, code: 'INVALID_INPUT' })
  })

  it('wrong keys give a GatewayError of status 401 that does not carry the secret', async () => {
    const secret = 'wrong_secret_never_shown_4d1c'
    const wrong = razorpayGateway({ ...KEYS, keySecret: secret, apiBase: standIn.base })
    const err = await wrong.createCheckout(newCheckout()).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(GatewayError)
    expect(err).toMatchObject({ status: 401, code: 'BAD_REQUEST_ERROR', retryable: false })
    expect((err as Error).message).toContain('Authentication failed')
    for (const text of [(err as Error).message, String((err as Error).stack), inspect(err, { depth: 10, showHidden: true }), JSON.stringify(err)]) {
      expect(text).not.toContain(secret)
      expect(text).not.toContain(KEYS.keySecret)
    }
    await expect(wrong.fetchCheckout('plink_Nothing0000001')).rejects.toMatchObject({ status: 401 })
  })

  it('an unknown link is Razorpay’s 400; no answer at all is status 0', async () => {
    await expect(gateway.fetchCheckout('plink_Nothing0000001')).rejects.toMatchObject({ status: 400, code: 'BAD_REQUEST_ERROR', message: expect.stringContaining('does not exist') })
    const gone = await startReceiver()
    await gone.close()
    const unreachable = razorpayGateway({ ...KEYS, apiBase: new URL(gone.url).origin })
    const err = await unreachable.fetchCheckout('plink_Nothing0000001').catch((e: unknown) => e)
    expect(err).toBeInstanceOf(GatewayError)
    expect(err).toMatchObject({ status: 0, code: 'NETWORK_ERROR', retryable: true })
    expect(inspect(err, { depth: 10, showHidden: true })).not.toContain(KEYS.keySecret)
  })
})
