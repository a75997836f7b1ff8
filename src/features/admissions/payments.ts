/**
 * The registration fee through the school's payment gateway (Razorpay, ./gateway), one payment
 * per application however often anything is retried:
 *
 * - the payment's row is made first, with a `reference` unique in the school (the application
 *   number), which is also the gateway's idempotency key: a second start finds the same row, and
 *   the gateway returns the same payment link for the same reference;
 * - a payment counts only once the gateway says so, server to server: its signed webhook, or our
 *   own call fetching the link (on the browser's return, which alone proves nothing, and at
 *   every start of a serving process for any payment still waiting: a process killed between
 *   the payment and its confirmation loses nothing);
 * - the row turns `paid` in one conditional statement (`… WHERE status = 'pending'`): whichever
 *   of the webhook, its replays and the return comes first counts it, the others find it done;
 *   only that one sends the receipt, and a receipt not yet marked sent is sent at the next start.
 */

import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { env } from '@/env'
import type { AdmissionPayment, Application } from '@/payload-types'
import { allSchools, forSchoolOf, type SchoolGate } from '@/tenancy'
import { routes } from '@/lib/routes'
import { razorpayGateway } from './gateway/razorpay'
import type { Checkout, PaymentGateway } from './gateway/types'
import { sendReceipt } from './notify'
import { receiptPdf } from './receipt'
import { rupees } from './rules'
import { ADMISSION_PAYMENTS, APPLICATIONS } from './collections'
import { PAYMENT_GATEWAY } from './settings'

type Keys = { enabled?: boolean | null; keyId?: string | null; keySecret?: string | null; webhookSecret?: string | null }

/** The school's gateway, or null while its online fee is off (not turned on, or keys missing). */
export async function gatewayOf(school: SchoolGate): Promise<PaymentGateway | null> {
  const keys = (await school.page(PAYMENT_GATEWAY, { depth: 0 })) as Keys
  if (!keys.enabled || !keys.keyId || !keys.keySecret || !keys.webhookSecret) return null
  return razorpayGateway({ keyId: keys.keyId, keySecret: keys.keySecret, webhookSecret: keys.webhookSecret, apiBase: env().RAZORPAY_API_URL })
}

export const paymentReference = (applicationNumber: string) => `${applicationNumber}-FEE`

/** Rupees as the gateway counts them: whole paise. */
const paise = (rupees: number) => Math.round(rupees * 100)

const paymentOf = async (school: SchoolGate, reference: string) =>
  ((await school.find({ collection: ADMISSION_PAYMENTS, where: { reference: { equals: reference } }, depth: 0, limit: 1 })).docs[0] as AdmissionPayment | undefined) ?? null

export type PayStart = { status: 'off' } | { status: 'paid' } | { status: 'go'; url: string } | { status: 'unavailable' }

/** The family asked to pay: the gateway's hosted page to go to (the same one on every retry), or why not. */
export async function startPayment(payload: Payload, school: SchoolGate, application: Application, fee: number, origin: string): Promise<PayStart> {
  const gateway = await gatewayOf(school)
  if (!gateway || fee <= 0) return { status: 'off' }
  const reference = paymentReference(application.number)
  let payment = await paymentOf(school, reference)
  if (payment?.status === 'paid') return { status: 'paid' }
  if (payment && payment.status !== 'pending') return { status: 'unavailable' }
  if (!payment) {
    try {
      payment = (await school.create({ collection: ADMISSION_PAYMENTS, data: { application: application.id, reference, method: 'razorpay', amount: fee, status: 'pending' }, depth: 0 })) as AdmissionPayment
    } catch {
      // Made a moment ago by another request for the same application (the reference is unique).
      payment = await paymentOf(school, reference)
      if (!payment) return { status: 'unavailable' }
    }
  }
  try {
    const checkout = await gateway.createCheckout({
      reference,
      amountPaise: paise(payment.amount),
      description: `Registration fee, application ${application.number}`,
      // The parent's name, never the child's: the gateway needs a payer.
      customer: { name: application.parentName || `Applicant ${application.number}`, ...(application.email ? { email: application.email } : {}), ...(application.phone ? { phone: application.phone } : {}) },
      callbackUrl: `${origin}${routes.paymentReturn}`,
      notes: { application: application.number },
    })
    if (checkout.status === 'paid') {
      await settle(payload, school, gateway, checkout)
      return { status: 'paid' }
    }
    // A link the gateway has closed cannot take the fee: the office takes it (and staff record it).
    if (checkout.status !== 'created') {
      payload.logger.warn({ reference, status: checkout.status }, 'The payment link is closed at the gateway')
      return { status: 'unavailable' }
    }
    if (payment.checkoutId !== checkout.id) await school.update({ collection: ADMISSION_PAYMENTS, id: payment.id, data: { checkoutId: checkout.id, checkoutUrl: checkout.url }, depth: 0 })
    if (application.feeStatus === 'unpaid') await school.update({ collection: APPLICATIONS, id: application.id, data: { feeStatus: 'pending' }, depth: 0, context: { internal: true } })
    return { status: 'go', url: checkout.url }
  } catch (err) {
    payload.logger.warn({ err, reference }, 'A payment link could not be made')
    return { status: 'unavailable' }
  }
}

/** What the gateway says of a payment link, counted if paid. */
async function settle(payload: Payload, school: SchoolGate, gateway: PaymentGateway, checkout: Checkout): Promise<'paid' | 'waiting'> {
  if (checkout.status !== 'paid') return 'waiting'
  const paid = checkout.payments.find((p) => p.status === 'captured') ?? checkout.payments[0]
  const payment = await paymentOf(school, checkout.reference)
  // What we asked for, and nothing else, counts.
  if (!payment || (payment.checkoutId && payment.checkoutId !== checkout.id) || checkout.amountPaise !== paise(payment.amount)) return 'waiting'
  await markPaid(payload, school, checkout.reference, paid?.id ?? null, gateway.name)
  return 'paid'
}

/** The browser came back from the gateway: check with the gateway itself (the return's own word is not enough). */
export async function confirmReturn(payload: Payload, school: SchoolGate, query: URLSearchParams): Promise<{ reference: string | null; outcome: 'paid' | 'waiting' | 'unknown' }> {
  const gateway = await gatewayOf(school)
  if (!gateway) return { reference: null, outcome: 'unknown' }
  const back = gateway.checkReturn(query)
  if (!back.ok) return { reference: null, outcome: 'unknown' }
  const payment = await paymentOf(school, back.reference)
  if (!payment || payment.checkoutId !== back.checkoutId) return { reference: null, outcome: 'unknown' }
  if (payment.status === 'paid') return { reference: back.reference, outcome: 'paid' }
  try {
    return { reference: back.reference, outcome: await settle(payload, school, gateway, await gateway.fetchCheckout(back.checkoutId)) }
  } catch {
    return { reference: back.reference, outcome: 'waiting' }
  }
}

/** A webhook for the school: 200 once read (counted or not ours), 400 for a signature that does not verify. */
export async function receiveWebhook(payload: Payload, school: SchoolGate, rawBody: string, signature: string | null, eventId: string | null = null): Promise<{ status: number; message: string }> {
  const gateway = await gatewayOf(school)
  if (!gateway) return { status: 404, message: 'Online payment is not set up for this school.' }
  const event = gateway.readWebhook(rawBody, signature, eventId)
  if (!event) return { status: 400, message: 'The signature does not verify.' }
  if (event.kind !== 'paid' || !event.reference) return { status: 200, message: 'Ignored.' }
  const payment = await paymentOf(school, event.reference)
  if (!payment) return { status: 200, message: 'No such payment here.' }
  if (payment.status !== 'pending') return { status: 200, message: 'Already counted.' }
  // The event is signed; still, the amount and the link are checked against what we asked for.
  if (event.checkoutId && payment.checkoutId && event.checkoutId !== payment.checkoutId) return { status: 200, message: 'Another link.' }
  if (event.payment && event.payment.amountPaise !== paise(payment.amount)) return { status: 200, message: 'Another amount.' }
  await markPaid(payload, school, event.reference, event.payment?.id ?? null, gateway.name)
  return { status: 200, message: 'Counted.' }
}

/**
 * Counts the payment once: the one statement that turns it from pending to paid. The one that did
 * marks the application paid and sends the receipt; anyone later finds it done.
 */
export async function markPaid(payload: Payload, school: SchoolGate, reference: string, paymentId: string | null, method: string): Promise<boolean> {
  const now = new Date().toISOString()
  const receiptNumber = `R-${reference.replace(/-FEE$/, '')}`
  const claimed = await school.sql.write(
    sql`UPDATE admission_payments SET status = 'paid', method = ${method}, payment_id = ${paymentId}, paid_at = ${now}, receipt_number = ${receiptNumber}, updated_at = ${now} WHERE reference = ${reference} AND school_id = ${school.schoolId} AND status = 'pending' RETURNING id`,
  )
  if (!claimed.length) return false
  const payment = await paymentOf(school, reference)
  if (payment) await afterPaid(payload, school, payment)
  return true
}

/**
 * The application marked paid, and the receipt sent once: whoever claims it (sets
 * `receiptSentAt` where it is empty, in one statement) sends it; a send that fails gives the
 * claim back for the next check. With no e-mail address the receipt is on the family's page only:
 * the claim stands.
 */
async function afterPaid(payload: Payload, school: SchoolGate, payment: AdmissionPayment) {
  const appId = typeof payment.application === 'object' ? payment.application.id : payment.application
  const application = (await school.findByID({ collection: APPLICATIONS, id: appId, depth: 0, disableErrors: true })) as Application | null
  if (!application) return
  if (application.feeStatus !== 'paid') await school.update({ collection: APPLICATIONS, id: application.id, data: { feeStatus: 'paid' }, depth: 0, context: { internal: true } })
  const now = new Date().toISOString()
  const claimed = await school.sql.write(sql`UPDATE admission_payments SET receipt_sent_at = ${now} WHERE id = ${payment.id} AND school_id = ${school.schoolId} AND receipt_sent_at IS NULL RETURNING id`)
  if (!claimed.length || !application.email) return
  const pdf = await receiptPdf(receiptFacts(school, payment, application.number))
  if (!(await sendReceipt(payload, application, rupees(payment.amount), pdf))) {
    await school.sql.write(sql`UPDATE admission_payments SET receipt_sent_at = NULL WHERE id = ${payment.id} AND school_id = ${school.schoolId}`)
  }
}

const receiptFacts = (school: SchoolGate, payment: AdmissionPayment, applicationNumber: string) => ({
  schoolName: school.school.name,
  receiptNumber: payment.receiptNumber ?? `R-${applicationNumber}`,
  applicationNumber,
  amount: payment.amount,
  paidAt: payment.paidAt ?? payment.updatedAt,
  method: payment.method === 'cash' ? 'cash at the school' : 'online (Razorpay)',
  paymentId: payment.paymentId,
})

/** Cash recorded by staff (Admissions → Fee payments), once saved: the application marked paid, the receipt sent. */
export async function paidAtCounter(payload: Payload, school: SchoolGate, paymentId: number) {
  const payment = (await school.findByID({ collection: ADMISSION_PAYMENTS, id: paymentId, depth: 0, disableErrors: true })) as AdmissionPayment | null
  if (!payment || payment.status !== 'paid') return
  const now = new Date().toISOString()
  const receiptNumber = payment.receiptNumber ?? `R-${(payment.reference ?? String(payment.id)).replace(/-FEE$/, '')}`
  await school.sql.write(sql`UPDATE admission_payments SET paid_at = COALESCE(paid_at, ${now}), receipt_number = COALESCE(receipt_number, ${receiptNumber}) WHERE id = ${payment.id} AND school_id = ${school.schoolId}`)
  await afterPaid(payload, school, { ...payment, paidAt: payment.paidAt ?? now, receiptNumber })
}

/** The receipt as a PDF for the family's page (./ReceiptRoute), when paid. */
export async function receiptFor(school: SchoolGate, application: Application): Promise<Buffer | null> {
  const payment = await paymentOf(school, paymentReference(application.number))
  if (!payment || payment.status !== 'paid') return null
  return receiptPdf(receiptFacts(school, payment, application.number))
}

/** How long a payment left waiting (the family went to the gateway and did not pay) is still asked about. */
export const WAITING_CHECKED_DAYS = 3
const PAGE = 100

/**
 * At a serving process's start (and every few minutes): each school's payments still waiting
 * (for at most WAITING_CHECKED_DAYS; a later payment still counts by its webhook or the return)
 * are asked of the gateway, and receipts not yet sent are sent. What a killed process left half
 * done is finished here. A page of rows at a time, oldest first.
 */
export async function reconcilePayments(payload: Payload, now = Date.now()): Promise<{ counted: number; receipts: number }> {
  let counted = 0
  let receipts = 0
  const all = allSchools(payload, 'payments')
  const since = new Date(now - WAITING_CHECKED_DAYS * 86_400_000).toISOString()
  const where = {
    or: [
      { and: [{ status: { equals: 'pending' } }, { checkoutId: { exists: true } }, { updatedAt: { greater_than: since } }] },
      { and: [{ status: { equals: 'paid' } }, { receiptSentAt: { exists: false } }] },
    ],
  }
  // Each school's gateway (its keys' page) read once per check.
  const gateways = new Map<number, Promise<PaymentGateway | null>>()
  let after = 0
  for (;;) {
    const { docs } = await all.find({ collection: ADMISSION_PAYMENTS, where: { and: [where, { id: { greater_than: after } }] } as never, sort: 'id', depth: 0, limit: PAGE, pagination: false })
    for (const payment of docs as AdmissionPayment[]) {
      after = payment.id
      const school = await forSchoolOf({ payload }, payment)
      if (!school) continue
      try {
        if (payment.status === 'paid') {
          await afterPaid(payload, school, payment)
          receipts++
          continue
        }
        if (!gateways.has(school.schoolId)) gateways.set(school.schoolId, gatewayOf(school))
        const gateway = await gateways.get(school.schoolId)!
        if (gateway && payment.checkoutId && (await settle(payload, school, gateway, await gateway.fetchCheckout(payment.checkoutId))) === 'paid') counted++
      } catch (err) {
        payload.logger.warn({ err, reference: payment.reference }, 'A waiting payment could not be checked with the gateway; it is tried again later')
      }
    }
    if (docs.length < PAGE) break
  }
  return { counted, receipts }
}
