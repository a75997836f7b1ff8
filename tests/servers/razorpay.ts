/**
 * A local stand-in for Razorpay, on a loopback port, for the tests of the admission fee: it
 * speaks the part of Razorpay's HTTP API the gateway adapter uses (src/features/admissions/
 * gateway/razorpay.ts, through the official SDK), serves the hosted payment page a Payment
 * Link's `short_url` opens (plain HTML, no JavaScript), redirects the browser back signed, and
 * sends signed webhooks, retried as Razorpay retries them. State is kept in memory.
 *
 * API (Basic auth key_id:key_secret; errors in Razorpay's shape `{ error: { code, description, … } }`):
 *   POST /v1/payment_links              create (amount ≥ 100 paise, INR, `reference_id` unique per account)
 *   GET  /v1/payment_links?reference_id= list `{ payment_links: [...] }`, newest first
 *   GET  /v1/payment_links/:id          the link, `payments` filled once paid
 *   POST /v1/payment_links/:id/cancel
 *   GET  /v1/payments/:id
 *   POST /v1/payments/:id/refund        → refund `rfnd_…`; the payment is 'refunded' once refunded in full
 * The hosted page: GET /pay/:id (a form: "Pay ₹25 by UPI", "Cancel"); POST /pay/:id pays (a captured
 * UPI payment; a paid link is never paid twice) and 303-redirects to the link's callback_url with
 * razorpay_payment_id, razorpay_payment_link_id, razorpay_payment_link_reference_id,
 * razorpay_payment_link_status and razorpay_signature. Cancel leaves the link unpaid (the parent
 * gave up; Razorpay does not redirect then).
 *
 * Webhooks (payment.captured, then payment_link.paid) go to `webhookUrl` when it is set, signed
 * with the webhook secret (X-Razorpay-Signature) and with X-Razorpay-Event-Id; a non-2xx answer or
 * a network error is retried after each of `retryDelaysMs`. `webhookTiming` says when they go
 * relative to the browser's redirect ('held': at `releaseWebhooks()`).
 *
 * Run as a process of its own (e2e): `tsx tests/servers/razorpay.ts --port N` with
 * RAZORPAY_STANDIN_KEY_ID, RAZORPAY_STANDIN_KEY_SECRET, RAZORPAY_STANDIN_WEBHOOK_SECRET and
 * optionally RAZORPAY_STANDIN_WEBHOOK_URL, RAZORPAY_STANDIN_WEBHOOK_TIMING; it prints one line
 * `{"base":"http://127.0.0.1:N"}`. Its controls are then under /__standin/ (see `control`).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { listenOnLoopback } from './loopback'

export type WebhookTiming = 'before-return' | 'after-return' | 'held'

export type StandInOptions = {
  keyId: string
  keySecret: string
  webhookSecret: string
  webhookUrl?: string
  /** Default 'after-return'. */
  webhookTiming?: WebhookTiming
  /** The waits before each retry of a webhook not answered 2xx; default [200, 500, 1000, 2000] (Razorpay's are hours). */
  retryDelaysMs?: number[]
  /** 'after-return': how long after the redirect the webhooks go; default 0. */
  afterReturnDelayMs?: number
  /** A fixed port; default a free one. */
  port?: number
}

export type LinkPaymentEntry = { amount: number; created_at: number; method: string; payment_id: string; plink_id: string; status: string; updated_at: number }

/** A payment link as Razorpay answers it. */
export type StandInLink = {
  id: string
  accept_partial: boolean
  amount: number
  amount_paid: number
  callback_method: string
  callback_url: string
  cancelled_at: number
  created_at: number
  currency: string
  customer: { name?: string; email?: string; contact?: string }
  description: string
  expire_by: number
  expired_at: number
  first_min_partial_amount: number
  notes: Record<string, string> | null
  notify: { email: boolean; sms: boolean; whatsapp: boolean }
  order_id: string
  payments: LinkPaymentEntry[] | null
  reference_id: string
  reminder_enable: boolean
  reminders: unknown[]
  short_url: string
  status: 'created' | 'partially_paid' | 'paid' | 'cancelled' | 'expired'
  updated_at: number
  upi_link: boolean
  user_id: string
}

export type StandInPayment = {
  id: string
  entity: 'payment'
  amount: number
  currency: 'INR'
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'
  order_id: string
  invoice_id: null
  international: boolean
  method: string
  amount_refunded: number
  refund_status: null | 'partial' | 'full'
  captured: boolean
  description: string
  card_id: null
  bank: null
  wallet: null
  vpa: string | null
  email: string
  contact: string
  notes: Record<string, string>
  fee: number
  tax: number
  error_code: null
  error_description: null
  error_source: null
  error_step: null
  error_reason: null
  acquirer_data: { rrn: string; upi_transaction_id: string }
  created_at: number
}

export type StandInRefund = {
  id: string
  entity: 'refund'
  amount: number
  currency: 'INR'
  payment_id: string
  notes: Record<string, string>
  receipt: string | null
  acquirer_data: { arn: null }
  created_at: number
  batch_id: null
  status: 'processed'
  speed_processed: 'normal'
  speed_requested: string
}

/** An event as sent: the same `body` (and id) on every retry and replay. */
export type StandInEvent = { id: string; event: string; linkId: string; body: string }

/** One webhook attempt: `status` is the receiver's answer, null when none came (`error` says why). */
export type Delivery = {
  eventId: string
  event: string
  linkId: string
  attempt: number
  url: string
  status: number | null
  error?: string
  kind: 'event' | 'replay' | 'forged'
  at: number
}

const DEFAULT_RETRIES = [200, 500, 1000, 2000]
/** How long a receiver may take to answer a webhook (Razorpay: 5 s). */
const WEBHOOK_TIMEOUT_MS = 5_000
const MAX_BODY = 1 << 20

export async function startRazorpayStandIn(opts: StandInOptions): Promise<RazorpayStandIn> {
  const standIn = new RazorpayStandIn(opts)
  await standIn.listen(opts.port)
  return standIn
}

export class RazorpayStandIn {
  /** http://127.0.0.1:port, once listening. */
  base = ''
  webhookUrl: string | undefined
  webhookTiming: WebhookTiming
  retryDelaysMs: number[]
  afterReturnDelayMs: number
  readonly links = new Map<string, StandInLink>()
  readonly payments = new Map<string, StandInPayment>()
  readonly refunds = new Map<string, StandInRefund>()
  /** Every event made, by id (sent or not: with no webhookUrl set, they are only kept). */
  readonly events = new Map<string, StandInEvent>()
  /** Each webhook attempt, in order. */
  readonly deliveries: Delivery[] = []
  /** Events waiting for `releaseWebhooks()` ('held'). */
  readonly held: StandInEvent[] = []
  readonly accountId = `acc_${randomId()}`

  private readonly server: http.Server
  private readonly keys: { keyId: string; keySecret: string; webhookSecret: string }
  private busy = 0
  private idleWaiters: (() => void)[] = []
  private sleepers = new Set<{ timer: NodeJS.Timeout; wake: () => void }>()
  private closed = false

  constructor(opts: StandInOptions) {
    this.keys = { keyId: opts.keyId, keySecret: opts.keySecret, webhookSecret: opts.webhookSecret }
    this.webhookUrl = opts.webhookUrl
    this.webhookTiming = opts.webhookTiming ?? 'after-return'
    this.retryDelaysMs = opts.retryDelaysMs ?? DEFAULT_RETRIES
    this.afterReturnDelayMs = opts.afterReturnDelayMs ?? 0
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        if (!res.headersSent) sendJson(res, 500, errorBody('SERVER_ERROR', `stand-in failure: ${err instanceof Error ? err.message : String(err)}`))
        else res.destroy()
      })
    })
  }

  async listen(port?: number) {
    const p = port ? await new Promise<number>((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(port, '127.0.0.1', () => resolve(port))
    }) : await listenOnLoopback(this.server)
    this.base = `http://127.0.0.1:${p}`
  }

  /** Pays a link as the hosted page would, without a browser: resolves with the signed callback URL the browser would be sent to. */
  async payDirectly(linkId: string, method = 'upi'): Promise<string> {
    const link = this.link(linkId)
    if (!link) throw new Error(`stand-in: no payment link ${linkId}`)
    const paid = this.pay(link, method)
    if (!paid) throw new Error(`stand-in: payment link ${linkId} is ${link.status}`)
    // 'after-return': the caller has the URL before the webhooks go.
    await this.dispatch(paid.events, (send) => setImmediate(send))
    if (!link.callback_url) throw new Error(`stand-in: payment link ${linkId} has no callback_url`)
    return this.callbackUrl(link, paid.payment)
  }

  /** Sends the held webhooks (webhookTiming 'held'); resolves when each was answered 2xx or its retries ran out. */
  async releaseWebhooks(): Promise<void> {
    if (!this.webhookUrl) return
    const events = this.held.splice(0)
    await Promise.all(events.map((e) => this.deliver(e, 'event').done))
  }

  /** Sends an event again, the same id and body (as from Razorpay's dashboard); resolves when answered 2xx or its retries ran out. */
  async replay(eventId: string): Promise<void> {
    const event = this.events.get(eventId)
    if (!event) throw new Error(`stand-in: no event ${eventId}`)
    await this.deliver(event, 'replay').done
  }

  /** A payment_link.paid webhook for the link, with a payment Razorpay never made, signed with the wrong secret; sent once. */
  async sendForged(linkId: string): Promise<Delivery> {
    const link = this.link(linkId)
    if (!link) throw new Error(`stand-in: no payment link ${linkId}`)
    const payment = this.newPayment(link, 'upi')
    const paidLink: StandInLink = { ...link, status: 'paid', amount_paid: link.amount }
    const event = this.event('payment_link.paid', paidLink, { payment_link: paidLink, order: this.order(paidLink, payment), payment })
    if (!this.webhookUrl) throw new Error('stand-in: no webhookUrl to send a forged webhook to')
    const result = this.deliver(event, 'forged', sign(event.body, `forged-${randomId()}`), false)
    await result.done
    const delivery = result.last()
    if (!delivery) throw new Error('stand-in: the forged webhook was not sent')
    return delivery
  }

  /** Resolves once no webhook is being sent or waiting to be retried (held ones aside). */
  webhooksSettled(): Promise<void> {
    if (this.busy === 0) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  /** Stops serving and sending: retries waiting are dropped. */
  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    for (const s of this.sleepers) {
      clearTimeout(s.timer)
      s.wake()
    }
    this.sleepers.clear()
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve())
      this.server.closeAllConnections()
    })
  }

  // ---- HTTP ----

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const method = req.method ?? 'GET'
    const body = await readBody(req)
    if (url.pathname.startsWith('/v1/')) return this.api(req, res, method, url, body)
    const page = /^\/pay\/([\w]+)$/.exec(url.pathname)
    if (page) return this.hostedPage(res, method, page[1]!, body)
    if (url.pathname.startsWith('/__standin/')) return this.control(res, method, url, body)
    sendHtml(res, 404, pageHtml('Not found', '<p>Nothing here.</p>'))
  }

  private api(req: http.IncomingMessage, res: http.ServerResponse, method: string, url: URL, raw: string) {
    if (!this.authorized(req.headers.authorization)) return sendJson(res, 401, errorBody('BAD_REQUEST_ERROR', 'Authentication failed'))
    let body: Record<string, unknown> = {}
    if (raw.trim()) {
      try {
        const parsed: unknown = JSON.parse(raw)
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>
        else return sendJson(res, 400, errorBody('BAD_REQUEST_ERROR', 'The request body should be a JSON object'))
      } catch {
        return sendJson(res, 400, errorBody('BAD_REQUEST_ERROR', 'The request body is not valid JSON'))
      }
    }
    const p = url.pathname.replace(/\/+$/, '')
    let m: RegExpExecArray | null
    if (p === '/v1/payment_links' && method === 'POST') return this.createLink(res, body)
    if (p === '/v1/payment_links' && method === 'GET') {
      const reference = url.searchParams.get('reference_id')
      const count = Math.min(Math.max(Number(url.searchParams.get('count') ?? 10) || 10, 1), 100)
      const skip = Math.max(Number(url.searchParams.get('skip') ?? 0) || 0, 0)
      const all = [...this.links.values()].filter((l) => reference === null || l.reference_id === reference).reverse()
      return sendJson(res, 200, { payment_links: all.slice(skip, skip + count).map((l) => this.refresh(l)) })
    }
    if ((m = /^\/v1\/payment_links\/(\w+)$/.exec(p)) && method === 'GET') {
      const link = this.link(m[1]!)
      return link ? sendJson(res, 200, link) : notFound(res)
    }
    if ((m = /^\/v1\/payment_links\/(\w+)\/cancel$/.exec(p)) && method === 'POST') {
      const link = this.link(m[1]!)
      if (!link) return notFound(res)
      if (link.status !== 'created') return sendJson(res, 400, errorBody('BAD_REQUEST_ERROR', `Payment Link cannot be cancelled in ${link.status} state`))
      link.status = 'cancelled'
      link.cancelled_at = link.updated_at = now()
      return sendJson(res, 200, link)
    }
    if ((m = /^\/v1\/payments\/(\w+)$/.exec(p)) && method === 'GET') {
      const payment = this.payments.get(m[1]!)
      return payment ? sendJson(res, 200, payment) : notFound(res)
    }
    if ((m = /^\/v1\/payments\/(\w+)\/refund$/.exec(p)) && method === 'POST') return this.refund(res, m[1]!, body)
    sendJson(res, 404, errorBody('BAD_REQUEST_ERROR', 'The requested URL was not found on the server.'))
  }

  private createLink(res: http.ServerResponse, b: Record<string, unknown>) {
    const invalid = (description: string, field: string) => sendJson(res, 400, errorBody('BAD_REQUEST_ERROR', description, field))
    const amount = Number(b.amount)
    if (b.amount === undefined || b.amount === null || b.amount === '') return invalid('The amount field is required.', 'amount')
    if (!Number.isInteger(amount)) return invalid('The amount must be an integer.', 'amount')
    if (amount < 100) return invalid('The amount must be atleast INR 1.00', 'amount')
    const currency = b.currency ?? 'INR'
    if (currency !== 'INR') return invalid('Currency is not supported', 'currency')
    const reference = b.reference_id === undefined || b.reference_id === null ? '' : String(b.reference_id)
    if (reference.length > 40) return invalid('The reference id may not be greater than 40 characters.', 'reference_id')
    if (reference && [...this.links.values()].some((l) => l.reference_id === reference)) return invalid('Reference Id already exists', 'reference_id')
    const description = b.description === undefined ? '' : String(b.description)
    if (description.length > 2048) return invalid('The description may not be greater than 2048 characters.', 'description')
    const callbackUrl = b.callback_url === undefined || b.callback_url === null ? '' : String(b.callback_url)
    const callbackMethod = b.callback_method === undefined || b.callback_method === null ? '' : String(b.callback_method)
    if (callbackUrl) {
      if (!URL.canParse(callbackUrl)) return invalid('The callback url format is invalid.', 'callback_url')
      if (callbackMethod !== 'get') return invalid('The callback method field is required and must be get when callback url is present.', 'callback_method')
    }
    const expireBy = b.expire_by === undefined || b.expire_by === null ? 0 : Number(b.expire_by)
    if (expireBy && !(Number.isInteger(expireBy) && expireBy >= now() + 15 * 60)) return invalid('The expire by date should be at least 15 minutes after the current time', 'expire_by')
    const notes = b.notes === undefined || b.notes === null ? null : b.notes
    if (notes !== null && (typeof notes !== 'object' || Array.isArray(notes) || Object.keys(notes).length > 15)) return invalid('The notes should be an object of at most 15 keys.', 'notes')
    const customer = (b.customer && typeof b.customer === 'object' ? b.customer : {}) as StandInLink['customer']
    const notify = (b.notify && typeof b.notify === 'object' ? b.notify : {}) as Partial<StandInLink['notify']>
    const id = `plink_${randomId()}`
    const t = now()
    const link: StandInLink = {
      id,
      accept_partial: b.accept_partial === true,
      amount,
      amount_paid: 0,
      callback_method: callbackMethod,
      callback_url: callbackUrl,
      cancelled_at: 0,
      created_at: t,
      currency: 'INR',
      customer: { name: customer.name, email: customer.email, contact: customer.contact },
      description,
      expire_by: expireBy,
      expired_at: 0,
      first_min_partial_amount: 0,
      notes: notes as Record<string, string> | null,
      notify: { email: notify.email ?? true, sms: notify.sms ?? true, whatsapp: notify.whatsapp ?? false },
      order_id: '',
      payments: null,
      reference_id: reference,
      reminder_enable: b.reminder_enable !== false,
      reminders: [],
      short_url: `${this.base}/pay/${id}`,
      status: 'created',
      updated_at: t,
      upi_link: b.upi_link === true,
      user_id: '',
    }
    this.links.set(id, link)
    sendJson(res, 200, link)
  }

  private refund(res: http.ServerResponse, paymentId: string, b: Record<string, unknown>) {
    const payment = this.payments.get(paymentId)
    if (!payment) return notFound(res)
    const left = payment.amount - payment.amount_refunded
    const amount = b.amount === undefined || b.amount === null ? left : Number(b.amount)
    if (!Number.isInteger(amount)) return sendJson(res, 400, errorBody('BAD_REQUEST_ERROR', 'The amount must be an integer.', 'amount'))
    if (amount < 100) return sendJson(res, 400, errorBody('BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00', 'amount'))
    if (payment.status === 'refunded') return sendJson(res, 400, errorBody('BAD_REQUEST_ERROR', 'The payment has been fully refunded already'))
    if (payment.status !== 'captured') return sendJson(res, 400, errorBody('BAD_REQUEST_ERROR', 'Only captured payments can be refunded'))
    if (amount > left) return sendJson(res, 400, errorBody('BAD_REQUEST_ERROR', 'The total refund amount is greater than the refund payment amount', 'amount'))
    const receipt = b.receipt === undefined || b.receipt === null ? null : String(b.receipt)
    if (receipt !== null && receipt.length > 40) return sendJson(res, 400, errorBody('BAD_REQUEST_ERROR', 'The receipt may not be greater than 40 characters.', 'receipt'))
    const refund: StandInRefund = {
      id: `rfnd_${randomId()}`,
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      notes: (b.notes && typeof b.notes === 'object' ? b.notes : {}) as Record<string, string>,
      receipt,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: typeof b.speed === 'string' ? b.speed : 'normal',
    }
    this.refunds.set(refund.id, refund)
    payment.amount_refunded += amount
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial'
    if (payment.refund_status === 'full') payment.status = 'refunded'
    for (const link of this.links.values()) {
      for (const entry of link.payments ?? []) {
        if (entry.payment_id === payment.id) {
          entry.status = payment.status
          entry.updated_at = now()
        }
      }
    }
    sendJson(res, 200, refund)
  }

  private async hostedPage(res: http.ServerResponse, method: string, id: string, raw: string) {
    const link = this.link(id)
    if (!link) return sendHtml(res, 404, pageHtml('Payment link not found', '<p>This payment link does not exist.</p>'))
    const amount = rupees(link.amount)
    const title = escapeHtml(link.description || 'Payment')
    if (method === 'GET') {
      if (link.status === 'paid') {
        return sendHtml(res, 200, pageHtml('Paid', `<h1>${title}</h1><p>This payment link has been paid (${amount}).</p>${link.callback_url ? returnForm(id) : ''}`))
      }
      if (link.status !== 'created') return sendHtml(res, 200, pageHtml('Unavailable', `<h1>${title}</h1><p>This payment link is ${link.status}.</p>`))
      return sendHtml(res, 200, pageHtml(`Pay ${amount}`, `<h1>${title}</h1><p>Amount: <strong>${amount}</strong></p><p>Reference: ${escapeHtml(link.reference_id)}</p>
<form method="post" action="/pay/${id}"><button type="submit" name="action" value="upi">Pay ${amount} by UPI</button> <button type="submit" name="action" value="cancel">Cancel</button></form>`))
    }
    if (method !== 'POST') return sendHtml(res, 405, pageHtml('Not allowed', '<p>GET or POST only.</p>'))
    const action = new URLSearchParams(raw).get('action') ?? 'upi'
    if (action === 'cancel') {
      return sendHtml(res, 200, pageHtml('Payment cancelled', `<h1>${title}</h1><p>Payment cancelled: nothing was paid.</p><p><a href="/pay/${id}">Pay now</a></p>`))
    }
    const paid = this.pay(link, ['upi', 'card', 'netbanking', 'wallet'].includes(action) ? action : 'upi')
    if (!paid) return sendHtml(res, 400, pageHtml('Unavailable', `<h1>${title}</h1><p>This payment link is ${link.status}.</p>`))
    await this.dispatch(paid.events, (send) => {
      res.once('finish', send)
      res.once('close', send)
    })
    if (!link.callback_url) return sendHtml(res, 200, pageHtml('Paid', `<h1>${title}</h1><p>Payment successful (${amount}).</p>`))
    res.writeHead(303, { Location: this.callbackUrl(link, paid.payment), 'Content-Length': '0' }).end()
  }

  /**
   * The controls, for a stand-in run as a process of its own (tests speak to it over HTTP):
   *   GET  /__standin/state      links, payments, refunds, events, deliveries, settings
   *   POST /__standin/settings   { webhookUrl?, webhookTiming?, retryDelaysMs?, afterReturnDelayMs? }
   *   POST /__standin/release    releaseWebhooks()
   *   POST /__standin/settled    webhooksSettled()
   *   POST /__standin/replay/:eventId, /__standin/forge/:linkId, /__standin/pay/:linkId → { callbackUrl }
   */
  private async control(res: http.ServerResponse, method: string, url: URL, raw: string) {
    const p = url.pathname
    const fail = (err: unknown) => sendJson(res, 400, { error: err instanceof Error ? err.message : String(err) })
    if (method === 'GET' && p === '/__standin/state') {
      return sendJson(res, 200, {
        base: this.base,
        webhookUrl: this.webhookUrl ?? null,
        webhookTiming: this.webhookTiming,
        links: [...this.links.values()].map((l) => this.refresh(l)),
        payments: [...this.payments.values()],
        refunds: [...this.refunds.values()],
        events: [...this.events.values()],
        held: this.held.map((e) => e.id),
        deliveries: this.deliveries,
      })
    }
    if (method !== 'POST') return sendJson(res, 405, { error: 'POST' })
    let m: RegExpExecArray | null
    try {
      if (p === '/__standin/settings') {
        const s = (raw.trim() ? JSON.parse(raw) : {}) as Partial<StandInOptions> & { webhookUrl?: string | null }
        if (s.webhookUrl !== undefined) this.webhookUrl = s.webhookUrl ?? undefined
        if (s.webhookTiming) this.webhookTiming = s.webhookTiming
        if (s.retryDelaysMs) this.retryDelaysMs = s.retryDelaysMs
        if (s.afterReturnDelayMs !== undefined) this.afterReturnDelayMs = s.afterReturnDelayMs
        return sendJson(res, 200, { ok: true })
      }
      if (p === '/__standin/release') {
        await this.releaseWebhooks()
        return sendJson(res, 200, { ok: true })
      }
      if (p === '/__standin/settled') {
        await this.webhooksSettled()
        return sendJson(res, 200, { ok: true })
      }
      if ((m = /^\/__standin\/replay\/(\w+)$/.exec(p))) {
        await this.replay(m[1]!)
        return sendJson(res, 200, { ok: true })
      }
      if ((m = /^\/__standin\/forge\/(\w+)$/.exec(p))) return sendJson(res, 200, { ok: true, delivery: await this.sendForged(m[1]!) })
      if ((m = /^\/__standin\/pay\/(\w+)$/.exec(p))) return sendJson(res, 200, { ok: true, callbackUrl: await this.payDirectly(m[1]!) })
    } catch (err) {
      return fail(err)
    }
    sendJson(res, 404, { error: 'unknown control' })
  }

  // ---- state ----

  private authorized(header: string | undefined): boolean {
    const m = /^Basic\s+(\S+)$/i.exec(header ?? '')
    if (!m) return false
    const decoded = Buffer.from(m[1]!, 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    return colon > 0 && decoded.slice(0, colon) === this.keys.keyId && decoded.slice(colon + 1) === this.keys.keySecret
  }

  /** The link, its expiry applied. */
  private link(id: string): StandInLink | undefined {
    const link = this.links.get(id)
    return link && this.refresh(link)
  }

  private refresh(link: StandInLink): StandInLink {
    if (link.status === 'created' && link.expire_by && now() >= link.expire_by) {
      link.status = 'expired'
      link.expired_at = link.updated_at = link.expire_by
    }
    return link
  }

  /** Pays the link in full, once: a paid link gives back its payment and no events; a cancelled or expired one, null. */
  private pay(link: StandInLink, method: string): { payment: StandInPayment; events: StandInEvent[] } | null {
    if (link.status === 'paid') {
      const first = link.payments?.find((p) => p.status === 'captured' || p.status === 'refunded')
      const payment = first && this.payments.get(first.payment_id)
      return payment ? { payment, events: [] } : null
    }
    if (link.status !== 'created' && link.status !== 'partially_paid') return null
    const payment = this.newPayment(link, method)
    this.payments.set(payment.id, payment)
    const t = now()
    link.order_id = payment.order_id
    link.payments = [
      ...(link.payments ?? []),
      { amount: payment.amount, created_at: t, method, payment_id: payment.id, plink_id: link.id, status: payment.status, updated_at: t },
    ]
    link.amount_paid = link.amount
    link.status = 'paid'
    link.updated_at = t
    const order = this.order(link, payment)
    const events = [
      this.event('payment.captured', link, { payment, order: undefined }),
      this.event('payment_link.paid', link, { payment_link: link, order, payment }),
    ]
    for (const e of events) this.events.set(e.id, e)
    return { payment, events }
  }

  private newPayment(link: StandInLink, method: string): StandInPayment {
    return {
      id: `pay_${randomId()}`,
      entity: 'payment',
      amount: link.amount,
      currency: 'INR',
      status: 'captured',
      order_id: link.order_id || `order_${randomId()}`,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      description: `#${link.id.slice('plink_'.length)}`,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: method === 'upi' ? 'parent@okstandin' : null,
      email: link.customer.email ?? 'void@razorpay.com',
      contact: link.customer.contact ?? '+919000090000',
      notes: { ...(link.notes ?? {}), payment_link_id: link.id },
      fee: Math.round(link.amount * 0.02),
      tax: Math.round(link.amount * 0.02 * 0.18),
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: { rrn: String(crypto.randomInt(1e11, 1e12)), upi_transaction_id: crypto.randomBytes(16).toString('hex').toUpperCase() },
      created_at: now(),
    }
  }

  private order(link: StandInLink, payment: StandInPayment) {
    return {
      id: payment.order_id,
      entity: 'order',
      amount: link.amount,
      amount_paid: link.amount,
      amount_due: 0,
      currency: 'INR',
      receipt: link.reference_id || null,
      offer_id: null,
      status: 'paid',
      attempts: 1,
      notes: link.notes ?? [],
      created_at: link.created_at,
    }
  }

  private event(name: string, link: StandInLink, entities: { payment_link?: StandInLink; order?: object; payment: StandInPayment }): StandInEvent {
    const payload: Record<string, { entity: object }> = {}
    if (entities.payment_link) payload.payment_link = { entity: structuredClone(entities.payment_link) }
    if (entities.order) payload.order = { entity: entities.order }
    payload.payment = { entity: structuredClone(entities.payment) }
    const body = JSON.stringify({ entity: 'event', account_id: this.accountId, event: name, contains: Object.keys(payload), payload, created_at: now() })
    return { id: randomId(), event: name, linkId: link.id, body }
  }

  private callbackUrl(link: StandInLink, payment: StandInPayment): string {
    const url = new URL(link.callback_url)
    const status = link.status
    url.searchParams.set('razorpay_payment_id', payment.id)
    url.searchParams.set('razorpay_payment_link_id', link.id)
    url.searchParams.set('razorpay_payment_link_reference_id', link.reference_id)
    url.searchParams.set('razorpay_payment_link_status', status)
    url.searchParams.set('razorpay_signature', sign(`${link.id}|${link.reference_id}|${status}|${payment.id}`, this.keys.keySecret))
    return url.href
  }

  // ---- webhooks ----

  /**
   * Sends a payment's events as `webhookTiming` says: 'before-return' waits for each one's first
   * attempt; 'after-return' hands `later` the sending (the page sends once its redirect went out);
   * 'held' keeps them for `releaseWebhooks()`.
   */
  private async dispatch(events: StandInEvent[], later: (send: () => void) => void) {
    if (events.length === 0 || !this.webhookUrl) return
    if (this.webhookTiming === 'held') {
      this.held.push(...events)
      return
    }
    if (this.webhookTiming === 'before-return') {
      for (const e of events) await this.deliver(e, 'event').first
      return
    }
    // Counted as being sent from now, so webhooksSettled() waits for them.
    this.busy++
    let sent = false
    const send = () => {
      if (sent) return
      sent = true
      setTimeout(() => {
        for (const e of events) void this.deliver(e, 'event').done
        this.done()
      }, this.afterReturnDelayMs)
    }
    later(send)
  }

  /** One event's delivery, with retries: `first` settles after the first attempt, `done` after the last. */
  private deliver(event: StandInEvent, kind: Delivery['kind'], signature = sign(event.body, this.keys.webhookSecret), retry = true) {
    let firstDone: () => void = () => {}
    const first = new Promise<void>((resolve) => (firstDone = resolve))
    let last: Delivery | undefined
    this.busy++
    const done = (async () => {
      try {
        for (let attempt = 1; !this.closed; attempt++) {
          const url = this.webhookUrl
          if (!url) break
          last = await this.attempt(event, kind, attempt, url, signature)
          this.deliveries.push(last)
          if (attempt === 1) firstDone()
          if (last.status !== null && last.status >= 200 && last.status < 300) break
          const wait = this.retryDelaysMs[attempt - 1]
          if (!retry || wait === undefined) break
          await this.sleep(wait)
        }
      } finally {
        firstDone()
        this.done()
      }
    })()
    return { first, done, last: () => last }
  }

  private attempt(event: StandInEvent, kind: Delivery['kind'], attempt: number, url: string, signature: string): Promise<Delivery> {
    const record = (status: number | null, error?: string): Delivery => ({ eventId: event.id, event: event.event, linkId: event.linkId, attempt, url, status, error, kind, at: Date.now() })
    return new Promise((resolve) => {
      let target: URL
      try {
        target = new URL(url)
      } catch {
        return resolve(record(null, 'invalid webhook URL'))
      }
      const body = Buffer.from(event.body)
      const client = target.protocol === 'https:' ? https : http
      const req = client.request(
        target,
        {
          method: 'POST',
          agent: false,
          timeout: WEBHOOK_TIMEOUT_MS,
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': String(body.length),
            'User-Agent': 'Razorpay-Webhook/v1',
            'X-Razorpay-Signature': signature,
            'X-Razorpay-Event-Id': event.id,
            Connection: 'close',
          },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve(record(res.statusCode ?? 0)))
          res.on('error', (err) => resolve(record(res.statusCode ?? null, err.message)))
        },
      )
      req.on('timeout', () => req.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS} ms`)))
      req.on('error', (err) => resolve(record(null, err.message)))
      req.end(body)
    })
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const sleeper = {
        timer: setTimeout(() => {
          this.sleepers.delete(sleeper)
          resolve()
        }, ms),
        wake: resolve,
      }
      this.sleepers.add(sleeper)
    })
  }

  private done() {
    this.busy--
    if (this.busy === 0) for (const wake of this.idleWaiters.splice(0)) wake()
  }
}

// ---- helpers ----

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** 14 characters, like Razorpay's ids after their prefix. */
function randomId(): string {
  let id = ''
  for (const byte of crypto.randomBytes(14)) id += ALPHABET[byte % ALPHABET.length]
  return id
}

const now = () => Math.floor(Date.now() / 1000)

const sign = (payload: string, secret: string) => crypto.createHmac('sha256', secret).update(payload).digest('hex')

function errorBody(code: string, description: string, field?: string) {
  const validation = field !== undefined
  return {
    error: {
      code,
      description,
      source: validation ? 'business' : 'NA',
      step: validation ? 'payment_initiation' : 'NA',
      reason: validation ? 'input_validation_failed' : 'NA',
      metadata: {},
      field,
    },
  }
}

const notFound = (res: http.ServerResponse) => sendJson(res, 400, errorBody('BAD_REQUEST_ERROR', 'The id provided does not exist'))

function sendJson(res: http.ServerResponse, status: number, value: unknown) {
  const body = JSON.stringify(value ?? null)
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)) }).end(body)
}

function sendHtml(res: http.ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(html)) }).end(html)
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size > MAX_BODY) req.destroy(new Error('request body too large'))
      else chunks.push(c)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** ₹25, ₹25.50, ₹2,500. */
function rupees(paise: number): string {
  const fraction = paise % 100 === 0 ? 0 : 2
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: fraction, maximumFractionDigits: fraction })}`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const returnForm = (id: string) => `<form method="post" action="/pay/${id}"><button type="submit" name="action" value="upi">Return to the merchant</button></form>`

function pageHtml(title: string, main: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Razorpay (stand-in)</title></head>
<body><main>${main}</main></body></html>
`
}

// ---- run as a process of its own ----

async function main() {
  const args = process.argv.slice(2)
  const portArg = args.indexOf('--port')
  const port = portArg >= 0 ? Number(args[portArg + 1]) : 0
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port: a port number')
  const env = process.env
  const timing = env.RAZORPAY_STANDIN_WEBHOOK_TIMING as WebhookTiming | undefined
  if (timing && !['before-return', 'after-return', 'held'].includes(timing)) throw new Error('RAZORPAY_STANDIN_WEBHOOK_TIMING: before-return, after-return or held')
  const standIn = await startRazorpayStandIn({
    keyId: env.RAZORPAY_STANDIN_KEY_ID || 'rzp_test_standin',
    keySecret: env.RAZORPAY_STANDIN_KEY_SECRET || 'standin_key_secret',
    webhookSecret: env.RAZORPAY_STANDIN_WEBHOOK_SECRET || 'standin_webhook_secret',
    webhookUrl: env.RAZORPAY_STANDIN_WEBHOOK_URL || undefined,
    webhookTiming: timing,
    port,
  })
  process.stdout.write(`${JSON.stringify({ base: standIn.base })}\n`)
  const stop = () => void standIn.close().then(() => process.exit(0))
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

const script = process.argv[1]
if (script && import.meta.url === pathToFileURL(path.resolve(script)).href) {
  main().catch((err: unknown) => {
    process.stderr.write(`razorpay stand-in: ${err instanceof Error ? err.message : String(err)}\n`)
    process.exit(1)
  })
}
