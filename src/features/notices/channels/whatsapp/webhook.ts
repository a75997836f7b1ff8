/**
 * `/whatsapp/webhook` on a school's site: where Meta reports what became of the school's
 * WhatsApp messages. The school is the one the request's host serves; nothing in the request
 * names another.
 *
 * - `GET` is Meta's check when the webhook is set up (`hub.mode=subscribe`, `hub.verify_token`,
 *   `hub.challenge`): the challenge is echoed only when the token is the one the school saved.
 * - `POST` is a batch of statuses. It is taken only when its `X-Hub-Signature-256` is the
 *   HMAC-SHA256 of the raw body with the school's app secret (else 401: anyone could post
 *   here), and only at most WEBHOOK_MAX_BYTES (413). Statuses of another phone number than the
 *   school's are left out. `delivered` sets the row's delivered time (Meta's); `failed` fails it with
 *   Meta's error; `sent` and `read` change nothing (a message read is not counted as opened:
 *   only a link opened is). Answered 200 once checked, so Meta does not send it again.
 */
import 'server-only'

import { timingSafeEqual } from 'node:crypto'

import { payloadClient } from '@/data/payload'
import { forSchool } from '@/tenancy'
import { apiHostSchool } from '@/tenancy/request.server'
import { markByRef } from './refs'
import { signatureMatches, statusesOf } from './whatsapp'
import { webhookFor } from './whatsappFor'

/** The largest status batch taken (Meta's are a few KB). */
export const WEBHOOK_MAX_BYTES = 64 * 1024

const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/** The school the request's host serves, and its webhook settings (null when it saved none). */
async function schoolOf(request: Request) {
  const school = await apiHostSchool(request)
  if (!school) return null
  const gate = forSchool(await payloadClient(), school)
  return { gate, settings: await webhookFor(gate) }
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** Meta's check of the webhook's address: the challenge back when the verify token is the school's. */
export async function whatsappWebhookGet(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const found = await schoolOf(request)
  const token = query.get('hub.verify_token') ?? ''
  const challenge = query.get('hub.challenge') ?? ''
  if (!found?.settings || query.get('hub.mode') !== 'subscribe' || !same(token, found.settings.verifyToken) || !/^[\w.-]{1,200}$/.test(challenge)) return text(403, 'Forbidden')
  return text(200, challenge)
}

/** The body, read to at most `max` bytes; null past that. */
async function bodyOf(request: Request, max: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > max) return null
  const reader = request.body?.getReader()
  if (!reader) return new Uint8Array()
  const parts: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      return null
    }
    parts.push(value)
  }
  return Buffer.concat(parts)
}

/** A batch of statuses, signed by Meta with the school's app secret. */
export async function whatsappWebhookPost(request: Request): Promise<Response> {
  const raw = await bodyOf(request, WEBHOOK_MAX_BYTES)
  if (!raw) return text(413, 'Too large')
  const found = await schoolOf(request)
  if (!found?.settings) return text(404, 'Not found')
  if (!signatureMatches(found.settings.appSecret, raw, request.headers.get('x-hub-signature-256'))) return text(401, 'Bad signature')
  let body: unknown
  try {
    body = JSON.parse(Buffer.from(raw).toString('utf8'))
  } catch {
    return text(400, 'Not JSON')
  }
  const now = Date.now()
  for (const status of statusesOf(body, found.settings.phoneNumberId)) {
    // Meta's time of delivery (a report may come late, or again), not more than a minute ahead of ours.
    if (status.status === 'delivered') await markByRef(found.gate, status.id, { delivered: Math.min(status.at ?? now, now + 60_000) })
    else if (status.status === 'failed') await markByRef(found.gate, status.id, { failed: status.error ?? 'WhatsApp: failed' })
  }
  return text(200, 'OK')
}
