/**
 * The admission fee's payment gateway, as the admissions feature sees it: a hosted checkout per
 * application (Razorpay's Payment Link), the browser's signed return from it, the gateway's
 * signed webhooks, and refunds. Amounts are in paise (₹25 is 2500). One implementation today
 * (./razorpay.ts); the shape keeps Razorpay's words out of the feature.
 */

/** A checkout's state. Razorpay's 'partially_paid' never happens here (partial payments are off) and reads as 'created'. */
export type CheckoutStatus = 'created' | 'paid' | 'cancelled' | 'expired'

/** One payment made on a checkout. `createdAt` is Unix seconds. */
export type GatewayPayment = { id: string; amountPaise: number; method?: string; status: 'captured' | 'authorized' | 'failed' | 'refunded' | string; createdAt?: number }

/** A hosted checkout: `url` is the page the parent is sent to. */
export type Checkout = { id: string; reference: string; amountPaise: number; status: CheckoutStatus; url: string; payments: GatewayPayment[] }

export type NewCheckout = {
  /** Our idempotency key, unique per gateway account (e.g. the application number + '-fee'); at most 40 characters. */
  reference: string
  amountPaise: number
  description: string
  customer: { name: string; email?: string; phone?: string }
  /** Where the gateway sends the browser back after paying (with signed query parameters). */
  callbackUrl: string
  notes?: Record<string, string>
  /** Unix seconds; Razorpay wants it at least 15 minutes ahead. */
  expireBy?: number
}

/** The browser's return, read: `ok` only when its signature verifies. */
export type ReturnCheck = { ok: true; checkoutId: string; reference: string; paymentId: string; status: string } | { ok: false }

/**
 * A webhook, read. `eventId` is the gateway's event id when the caller passes the
 * X-Razorpay-Event-Id header, else one derived from the body (the same for a retry or replay
 * of the same event). `kind` is 'paid' for a checkout paid in full (payment_link.paid).
 */
export type PaidEvent = { eventId: string; kind: 'paid' | 'other'; checkoutId?: string; reference?: string; payment?: GatewayPayment }

export interface PaymentGateway {
  readonly name: 'razorpay'
  /** Creates the hosted checkout once per reference: a retry with the same reference returns the same checkout. */
  createCheckout(input: NewCheckout): Promise<Checkout>
  fetchCheckout(id: string): Promise<Checkout>
  findByReference(reference: string): Promise<Checkout | null>
  /** The browser's return: trusted only if its signature verifies (still, a payment counts only after fetchCheckout or a webhook says paid). */
  checkReturn(query: URLSearchParams): ReturnCheck
  /**
   * A webhook's raw body and its signature header: the event if the signature verifies, else null.
   * `eventId` is the X-Razorpay-Event-Id header, when the caller has it.
   */
  readWebhook(rawBody: string, signature: string | null, eventId?: string | null): PaidEvent | null
  refund(paymentId: string, amountPaise: number, reference: string): Promise<{ id: string; status: string }>
}

export type GatewayKeys = {
  keyId: string
  keySecret: string
  webhookSecret: string
  /** Tests: the stand-in (tests/servers/razorpay.ts). Unset: https://api.razorpay.com. */
  apiBase?: string
}
