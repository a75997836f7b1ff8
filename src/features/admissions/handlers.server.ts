/**
 * The admissions' addresses that are not pages (src/lib/routes.ts): a document's upload, the
 * fee's start, the receipt, the browser's return from the gateway, and the gateway's webhooks.
 * Each is for the school the request's host serves; the family's link token (in the form or the
 * query) finds its application, and nothing else does. Every answer is no-store.
 */
import 'server-only'

import { parseCookies } from 'payload/shared'

import { payloadClient } from '@/data/payload'
import { localeOf, localizedHref, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { forSchool, type SchoolGate } from '@/tenancy'
import { apiHostSchool, requestOrigin } from '@/tenancy/request.server'
import { addDocument, applicationByToken } from './apply.server'
import { isLinkToken } from './links'
import { confirmReturn, receiptFor, receiveWebhook, startPayment } from './payments'

/** The largest webhook body read (Razorpay's events are a few KB). */
export const WEBHOOK_MAX_BYTES = 64 * 1024

/** The cookie that takes a family back to its application after the gateway: its token, for an hour, sent only to the return's address. */
const RETURN_COOKIE = 'ksr-application'

const NO_STORE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' }

const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE } })
const seeOther = (location: string, extra: Record<string, string> = {}) => new Response(null, { status: 303, headers: { location, ...NO_STORE, ...extra } })

async function schoolOf(request: Request): Promise<{ gate: SchoolGate; payload: Awaited<ReturnType<typeof payloadClient>> } | null> {
  const school = await apiHostSchool(request)
  if (!school) return null
  const payload = await payloadClient()
  return { gate: forSchool(payload, school), payload }
}

const localeOfForm = (form: FormData): Locale => localeOf(form.get('locale'))
const back = (token: string, locale: Locale, query: string) => `${localizedHref(routes.application(token), locale)}?${query}`

async function formOf(request: Request): Promise<FormData | null> {
  try {
    return await request.formData()
  } catch {
    return null
  }
}

/** `POST /admission/documents` (multipart: token, key, file, locale): one document, then back to the application. */
export async function documentsPost(request: Request): Promise<Response> {
  const form = await formOf(request)
  const found = await schoolOf(request)
  if (!form || !found) return text(400, 'Send the form from the application’s page.')
  const token = form.get('token')
  const locale = localeOfForm(form)
  if (!isLinkToken(token)) return text(404, 'This link is not valid.')
  const file = form.get('file')
  const outcome = await addDocument(found.gate, token, form.get('key'), file instanceof File ? file : null)
  switch (outcome.status) {
    case 'uploaded':
      return seeOther(back(token, locale, 'document=uploaded#documents'))
    case 'refused':
      return seeOther(back(token, locale, `problem=${outcome.problem}#documents`))
    case 'locked':
      return seeOther(back(token, locale, 'locked=1'))
    case 'not-found':
      return text(404, 'This link is not valid.')
  }
}

/** `POST /admission/pay` (token, locale): to the gateway's own page, the same one on every retry. */
export async function payPost(request: Request): Promise<Response> {
  const form = await formOf(request)
  const found = await schoolOf(request)
  if (!form || !found) return text(400, 'Send the form from the application’s page.')
  const token = form.get('token')
  const locale = localeOfForm(form)
  const opened = await applicationByToken(found.gate, token)
  if (!opened || !isLinkToken(token)) return text(404, 'This link is not valid.')
  const start = await startPayment(found.payload, found.gate, opened.application, opened.session.registrationFee, await requestOrigin())
  switch (start.status) {
    case 'go':
      // Back from the gateway, the family lands on its own application (the return's address alone names none).
      return seeOther(start.url, { 'set-cookie': `${RETURN_COOKIE}=${token}.${locale}; Path=${routes.paymentReturn}; Max-Age=3600; HttpOnly; SameSite=Lax${secure(request) ? '; Secure' : ''}` })
    case 'paid':
      return seeOther(back(token, locale, 'paid=1'))
    case 'off':
      return seeOther(back(token, locale, 'pay=off'))
    case 'unavailable':
      return seeOther(back(token, locale, 'pay=unavailable'))
  }
}

/** `GET /admission/receipt?a=token`: the receipt as a PDF once paid. */
export async function receiptGet(request: Request): Promise<Response> {
  const found = await schoolOf(request)
  const token = new URL(request.url).searchParams.get('a')
  const opened = found && (await applicationByToken(found.gate, token))
  if (!found || !opened) return text(404, 'This link is not valid.')
  const pdf = await receiptFor(found.gate, opened.application)
  if (!pdf) return text(404, 'No payment has been received for this application yet.')
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="receipt-${opened.application.number}.pdf"`, ...NO_STORE },
  })
}

/** Whether the visitor's connection is HTTPS: the request's own, or the one nginx took (X-Forwarded-Proto). */
const secure = (request: Request) => new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'

/**
 * `GET /admission/paid?razorpay_…`: the browser back from the gateway. Its word is checked with
 * the gateway itself before anything counts; then on to the family's application.
 */
export async function paidGet(request: Request): Promise<Response> {
  const found = await schoolOf(request)
  if (!found) return text(404, 'Not found')
  const result = await confirmReturn(found.payload, found.gate, new URL(request.url).searchParams)
  const [token, lang] = (parseCookies(request.headers).get(RETURN_COOKIE) ?? '').split('.')
  const locale = localeOf(lang)
  const query = result.outcome === 'paid' ? 'paid=1' : result.outcome === 'waiting' ? 'paid=waiting' : 'paid=unknown'
  if (isLinkToken(token)) return seeOther(back(token, locale, query), { 'set-cookie': `${RETURN_COOKIE}=; Path=${routes.paymentReturn}; Max-Age=0; HttpOnly; SameSite=Lax` })
  return seeOther(`${localizedHref(routes.admissionApply, locale)}?${query}`)
}

/** The body, read to at most `max` bytes; null past that. */
async function bodyOf(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > max) return null
  const raw = Buffer.from(await request.arrayBuffer())
  return raw.length > max ? null : raw.toString('utf8')
}

/** `POST /payments/razorpay`: the gateway's signed events for the school the host serves. */
export async function webhookPost(request: Request): Promise<Response> {
  const raw = await bodyOf(request, WEBHOOK_MAX_BYTES)
  if (raw === null) return text(413, 'Too large')
  const found = await schoolOf(request)
  if (!found) return text(404, 'Not found')
  const answer = await receiveWebhook(found.payload, found.gate, raw, request.headers.get('x-razorpay-signature'), request.headers.get('x-razorpay-event-id'))
  return text(answer.status, answer.message)
}

