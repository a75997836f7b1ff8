/**
 * Web Push (RFC 8030, 8291, 8292) for notices: the site's VAPID keys, the checks on a
 * subscription a browser sends, and the notification a push carries. Pure but for the
 * key derivation (node:crypto).
 *
 * - The VAPID key pair is derived from the site's secret (PAYLOAD_SECRET, or the one
 *   generated into the data folder): made once per site, kept exactly as the secret is kept
 *   and backed up, the same on every instance, and changed only with the secret (which, like
 *   a new key, ends every phone's subscription).
 * - The server sends to the address a browser gave it, so only the push services of the
 *   browsers people use are accepted (NOTICES_PUSH_HOSTS): a stranger cannot make the site
 *   post to an address of their choosing.
 */
import { createECDH, createHmac } from 'node:crypto'

import type { NoticeItem } from '../channel'
import { parseTopics, type NoticeTopic } from '../../rules'

export type VapidKeys = { publicKey: string; privateKey: string }

const derived = new Map<string, VapidKeys>()

export function vapidKeys(secret: string): VapidKeys {
  let keys = derived.get(secret)
  if (!keys) {
    const privateKey = createHmac('sha256', secret).update('notices:web-push:vapid:v1').digest()
    const ecdh = createECDH('prime256v1')
    ecdh.setPrivateKey(privateKey)
    keys = { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') }
    derived.set(secret, keys)
  }
  return keys
}

/** The push services of Chrome and Android (FCM), Firefox, Edge and Safari. */
export const DEFAULT_PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.notify.windows.com', 'web.push.apple.com', '*.push.apple.com']

/** Whether an endpoint is an https address on one of the push services accepted (`*.` matches any subdomain). */
export function pushHostAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  return hosts.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) && host.length > h.length - 1 : host === h.toLowerCase()))
}

export const MAX_ENDPOINT = 1000

export type PushChoice = { endpoint: string; p256dh: string; auth: string; topics: NoticeTopic[] }
export type PushProblem = { field: string; message: string }

const b64url = (v: unknown, bytes: number) => typeof v === 'string' && new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`).test(v)

/** Checks what the page posts to subscribe a phone: the browser's subscription and the kinds of notice chosen (of `topics`, the config's). */
export function parsePushSubscription(input: unknown, hosts: readonly string[], topics: readonly NoticeTopic[]): { ok: true; value: PushChoice } | { ok: false; problem: PushProblem } {
  const body = (input ?? {}) as { subscription?: { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } }; topics?: unknown }
  const endpoint = body.subscription?.endpoint
  if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT || !pushHostAllowed(endpoint, hosts))
    return { ok: false, problem: { field: 'subscription.endpoint', message: 'This browser’s push service is not one this site sends to.' } }
  const { p256dh, auth } = body.subscription?.keys ?? {}
  if (!b64url(p256dh, 65)) return { ok: false, problem: { field: 'subscription.keys.p256dh', message: 'The subscription’s key is not a P-256 public key.' } }
  if (!b64url(auth, 16)) return { ok: false, problem: { field: 'subscription.keys.auth', message: 'The subscription’s authentication secret is not 16 bytes.' } }
  // A list, as the page's script sends it.
  const chosen = parseTopics(Array.isArray(body.topics) ? body.topics : [], topics)
  if (chosen.problem)
    return { ok: false, problem: { field: 'topics', message: 'Choose at least one kind of notice, from those listed.' } }
  return { ok: true, value: { endpoint, p256dh: (p256dh as string).replace(/=+$/, ''), auth: (auth as string).replace(/=+$/, ''), topics: chosen.topics } }
}

/**
 * What the service worker shows (src/app/sw.js reads these keys): `url` is opened on a tap (the
 * tracked link: the tap counts as opened), `ref` is posted back when the push arrives (delivered).
 * `preferences`: the subscription's preferences page, opened by the notification's action
 * button (`action`, its label in the subscriber's language).
 */
export function pushMessage(items: NoticeItem[], school: string, tag: string, lang: string, preferences?: { url: string; action: string }) {
  const one = items[0]
  return JSON.stringify({
    title: items.length === 1 && one ? one.title : school,
    body: one ? (one.summary || school) : school,
    url: one?.url ?? '/',
    tag,
    lang,
    ...(one?.ref ? { ref: one.ref } : {}),
    ...(preferences ? { preferences: preferences.url, preferencesAction: preferences.action } : {}),
  })
}
