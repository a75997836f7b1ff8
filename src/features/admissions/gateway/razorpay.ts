/**
 * Razorpay behind the PaymentGateway interface (./types.ts), through the official SDK: a
 * Payment Link per admission fee (a hosted page taking UPI, cards and net banking, no
 * JavaScript of ours), its signed browser return, its signed webhooks, and refunds.
 *
 * Idempotency: a link's `reference_id` is unique per Razorpay account, so creating a second link
 * with the same reference is refused ("Reference Id already exists"); that refusal, or a
 * creation whose answer was lost, is answered with the link already there.
 *
 * Errors from Razorpay (its `{ statusCode, error }`), from the network (status 0) and our own
 * refusals of bad input are thrown as GatewayError; no message carries the key secret.
 */

import { createHash } from 'node:crypto'

import Razorpay from 'razorpay'
import type { RazorpayPaginationOptions } from 'razorpay/dist/types/api'
import type { PaymentLinks } from 'razorpay/dist/types/paymentLink'
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js'

import type { Checkout, CheckoutStatus, GatewayKeys, GatewayPayment, NewCheckout, PaidEvent, PaymentGateway, ReturnCheck } from './types'

/** How long one request to Razorpay may take. */
export const REQUEST_TIMEOUT_MS = 10_000

/** Razorpay's limit on a link's `reference_id` (and a refund's `receipt`). */
const MAX_REFERENCE = 40

/** A refusal from Razorpay, or no answer from it (`status` 0), or bad input refused before asking (`status` 400). */
export class GatewayError extends Error {
  override name = 'GatewayError'
  constructor(
    message: string,
    /** The HTTP status Razorpay answered; 0 when it did not answer (network, timeout). */
    readonly status: number,
    /** Razorpay's error code (BAD_REQUEST_ERROR, GATEWAY_ERROR, SERVER_ERROR…), or ours: NETWORK_ERROR, TIMEOUT, INVALID_INPUT, REFERENCE_CONFLICT. */
    readonly code: string,
    /** The request field Razorpay named, when it named one. */
    readonly field?: string,
  ) {
    super(message)
  }

  /** Whether asking again later may succeed: no answer, too many requests, or Razorpay's own failure. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500
  }
}

/** The link entity as Razorpay answers it (the SDK's type has `payments` wrong: it is an array, or null before any payment). */
type RawLink = {
  id: string
  reference_id?: string | null
  amount: number | string
  status: string
  short_url: string
  payments?: RawLinkPayment[] | null
}
type RawLinkPayment = { payment_id: string; amount: number | string; method?: string; status: string; created_at?: number | string }
type RawPayment = { id: string; amount: number | string; method?: string; status: string; created_at?: number | string }
type RawRefund = { id: string; status: string }
/** What the SDK rejects with for an answer that is not 2xx. */
type SdkError = { statusCode: number | string; error?: { code?: string; description?: string; field?: string | null } | null }

/** The part of the SDK's axios instance touched here. */
type Axiosish = {
  defaults: { baseURL?: string; timeout?: number }
  interceptors: { response: { use(onFulfilled: undefined, onRejected: (err: unknown) => unknown): number } }
}

export function razorpayGateway(keys: GatewayKeys): PaymentGateway {
  if (!keys.keyId || !keys.keySecret || !keys.webhookSecret) throw new GatewayError('Razorpay: key id, key secret and webhook secret are all required', 0, 'CONFIGURATION')
  const rzp = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret })
  const rq = (rzp.api as unknown as { rq: Axiosish }).rq
  rq.defaults.timeout = REQUEST_TIMEOUT_MS
  // The SDK hard-codes https://api.razorpay.com (dist/razorpay.js); tests point its axios instance (dist/api.js: `this.rq`) at the stand-in.
  if (keys.apiBase) rq.defaults.baseURL = keys.apiBase.replace(/\/+$/, '')
  // The SDK's error handler reads `err.response.status`, and so fails with a TypeError when there was no answer:
  // no answer becomes an answer of status 0 here. The axios error itself (its config holds the secret) goes no further.
  rq.interceptors.response.use(undefined, (err) => {
    const e = err as { response?: unknown; code?: string; message?: string }
    if (e?.response) return Promise.reject(err)
    const timedOut = e?.code === 'ECONNABORTED' || e?.code === 'ETIMEDOUT'
    const description = timedOut ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s` : `no answer (${e?.code ?? e?.message ?? 'network error'})`
    return Promise.reject({ response: { status: 0, data: { error: { code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR', description } } } })
  })

  const fail = (what: string, err: unknown): GatewayError => toGatewayError(what, err, keys.keySecret)
  const call = async <T>(what: string, request: () => Promise<unknown>): Promise<T> => {
    try {
      return (await request()) as T
    } catch (err) {
      throw fail(what, err)
    }
  }

  const findByReference = async (reference: string): Promise<Checkout | null> => {
    const query: RazorpayPaginationOptions & { reference_id: string } = { reference_id: reference, count: 100 }
    const answer = await call<{ payment_links?: RawLink[] | null }>('looking up a payment link by reference', () => rzp.paymentLink.all(query))
    const link = (answer.payment_links ?? []).find((l) => l.reference_id === reference)
    return link ? toCheckout(link) : null
  }

  return {
    name: 'razorpay',

    async createCheckout(input: NewCheckout): Promise<Checkout> {
      checkAmount(input.amountPaise, 'amountPaise')
      checkReference(input.reference)
      if (input.expireBy !== undefined && !(Number.isInteger(input.expireBy) && input.expireBy > 0 && input.expireBy < 1e11)) {
        throw new GatewayError('Razorpay: expireBy must be Unix seconds', 400, 'INVALID_INPUT', 'expire_by')
      }
      const body: PaymentLinks.RazorpayPaymentLinkCreateRequestBody = {
        amount: input.amountPaise,
        currency: 'INR',
        accept_partial: false,
        reference_id: input.reference,
        description: input.description,
        customer: { name: input.customer.name, email: input.customer.email, contact: input.customer.phone },
        // The parent is at the page already: no SMS or e-mail from Razorpay.
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: input.notes,
        callback_url: input.callbackUrl,
        callback_method: 'get',
        expire_by: input.expireBy,
      }
      let created: RawLink
      try {
        created = (await rzp.paymentLink.create(body)) as unknown as RawLink
      } catch (err) {
        const error = fail('creating a payment link', err)
        // Made before (a retry), or maybe made now with its answer lost: the link already there is the one.
        const before = (error.status === 400 && /reference[ _]?id already exists/i.test(error.message)) || error.status === 0
        if (!before) throw error
        let existing: Checkout | null
        try {
          existing = await findByReference(input.reference)
        } catch {
          throw error
        }
        if (!existing) throw error
        if (existing.amountPaise !== input.amountPaise) {
          throw new GatewayError(
            `Razorpay: a payment link with reference ${input.reference} exists for ${existing.amountPaise} paise, not ${input.amountPaise}`,
            409,
            'REFERENCE_CONFLICT',
            'reference_id',
          )
        }
        return existing
      }
      return toCheckout(created)
    },

    async fetchCheckout(id: string): Promise<Checkout> {
      if (!id) throw new GatewayError('Razorpay: a payment link id is required', 400, 'INVALID_INPUT', 'id')
      return toCheckout(await call<RawLink>('fetching a payment link', () => rzp.paymentLink.fetch(id)))
    },

    findByReference,

    checkReturn(query: URLSearchParams): ReturnCheck {
      const paymentId = query.get('razorpay_payment_id')
      const checkoutId = query.get('razorpay_payment_link_id')
      const reference = query.get('razorpay_payment_link_reference_id')
      const status = query.get('razorpay_payment_link_status')
      const signature = query.get('razorpay_signature')
      if (!paymentId || !checkoutId || reference === null || !status || !signature) return { ok: false }
      try {
        const params = { payment_id: paymentId, payment_link_id: checkoutId, payment_link_reference_id: reference, payment_link_status: status }
        if (!validatePaymentVerification(params, signature, keys.keySecret)) return { ok: false }
      } catch {
        return { ok: false }
      }
      return { ok: true, checkoutId, reference, paymentId, status }
    },

    readWebhook(rawBody: string, signature: string | null, eventId?: string | null): PaidEvent | null {
      if (!signature) return null
      try {
        if (!validateWebhookSignature(rawBody, signature, keys.webhookSecret)) return null
      } catch {
        return null
      }
      let event: WebhookBody
      try {
        event = JSON.parse(rawBody) as WebhookBody
      } catch {
        return null
      }
      if (!event || typeof event !== 'object') return null
      const link = event.payload?.payment_link?.entity
      const payment = event.payload?.payment?.entity
      return {
        eventId: eventId || `body_${createHash('sha256').update(rawBody).digest('hex').slice(0, 32)}`,
        kind: event.event === 'payment_link.paid' && link?.id ? 'paid' : 'other',
        checkoutId: link?.id,
        reference: link ? (link.reference_id ?? '') : undefined,
        payment: payment?.id ? toPayment(payment) : undefined,
      }
    },

    async refund(paymentId: string, amountPaise: number, reference: string) {
      if (!paymentId) throw new GatewayError('Razorpay: a payment id is required', 400, 'INVALID_INPUT', 'payment_id')
      checkAmount(amountPaise, 'amountPaise')
      checkReference(reference)
      const refund = await call<RawRefund>('refunding a payment', () =>
        rzp.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', receipt: reference, notes: { reference } }),
      )
      return { id: refund.id, status: refund.status }
    },
  }
}

type WebhookBody = {
  event?: string
  payload?: { payment_link?: { entity?: RawLink }; payment?: { entity?: RawPayment } }
} | null

function checkAmount(amount: number, name: string) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new GatewayError(`Razorpay: ${name} must be a positive whole number of paise`, 400, 'INVALID_INPUT', 'amount')
}

function checkReference(reference: string) {
  if (!reference || reference.length > MAX_REFERENCE) throw new GatewayError(`Razorpay: a reference of 1 to ${MAX_REFERENCE} characters is required`, 400, 'INVALID_INPUT', 'reference_id')
}

function toCheckout(link: RawLink): Checkout {
  return {
    id: link.id,
    reference: link.reference_id ?? '',
    amountPaise: Number(link.amount),
    status: toStatus(link.status),
    url: link.short_url,
    payments: (Array.isArray(link.payments) ? link.payments : []).map((p) => ({
      id: p.payment_id,
      amountPaise: Number(p.amount),
      method: p.method,
      status: p.status,
      createdAt: p.created_at === undefined ? undefined : Number(p.created_at),
    })),
  }
}

function toPayment(p: RawPayment): GatewayPayment {
  return { id: p.id, amountPaise: Number(p.amount), method: p.method, status: p.status, createdAt: p.created_at === undefined ? undefined : Number(p.created_at) }
}

function toStatus(status: string): CheckoutStatus {
  return status === 'paid' || status === 'cancelled' || status === 'expired' ? status : 'created'
}

function toGatewayError(what: string, err: unknown, secret: string): GatewayError {
  if (err instanceof GatewayError) return err
  let status = 0
  let code = 'GATEWAY_ERROR'
  let description: string
  let field: string | undefined
  if (err && typeof err === 'object' && 'statusCode' in err) {
    const e = err as SdkError
    status = Number(e.statusCode) || 0
    code = e.error?.code || code
    description = e.error?.description || `HTTP ${status}`
    field = e.error?.field || undefined
  } else if (typeof err === 'string') {
    // The SDK's own refusals of missing arguments ("Payment Link ID is mandatory").
    code = 'INVALID_INPUT'
    status = 400
    description = err
  } else {
    description = err instanceof Error ? err.message : 'unexpected failure'
  }
  const message = `Razorpay: ${what} failed: ${status || 'no answer'} ${code}: ${description}`
  return new GatewayError(secret ? message.split(secret).join('[secret]') : message, status, code, field)
}
