/**
 * Notices to parents (issue #30, docs/decisions/0014-notices.md): what a parent may subscribe
 * to, how a subscription form is checked, the signed links in the e-mails, the consent
 * wording, and the e-mails themselves. Pure: the feature's server code applies them.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import { localizedHref, type Locale } from '@/lib/i18n/locales'
import { parseRecordId } from '@/lib/params'
import { routes } from '@/lib/routes'

/**
 * What a parent can ask to be told of. A content type's facts name the topic its publishing
 * sends (src/content/facts); the topics are those the config's types name (./topics.ts), so
 * the functions here are given them. Each is a box on the subscription: a column
 * `topics_<name>`, written into the queue's SQL (./queue.ts), hence lower-case words and `_`.
 */
export type NoticeTopic = string

export const isTopicName = (name: string): boolean => /^[a-z]+(?:_[a-z]+)*$/.test(name)

/**
 * Emergency alerts (src/features/alerts), the one topic with rules of its own: a notice goes at
 * once even to daily subscribers, as a push of high urgency, with its kind before its title in
 * an e-mail's subject, and "Notify subscribers" is ticked by default. They are the alerts
 * feature's, not any other type's, so they stay with its topic's name.
 */
export const ALERTS: NoticeTopic = 'alerts'

/** E-mail at once, or gathered into one e-mail a day (emergency alerts always go at once). */
export const FREQUENCIES = ['immediate', 'daily'] as const
export type Frequency = (typeof FREQUENCIES)[number]

/** The hour (India time) of the daily digest. */
export const DIGEST_HOUR_IST = 18
const IST_OFFSET_MS = 330 * 60_000

/** When the next daily digest goes: the next DIGEST_HOUR_IST:00 India time after `now`. */
export function nextDigestAt(now: number): number {
  const ist = new Date(now + IST_OFFSET_MS)
  let at = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), DIGEST_HOUR_IST) - IST_OFFSET_MS
  if (at <= now) at += 24 * 60 * 60_000
  return at
}

export const MAX_EMAIL = 254
const EMAIL = /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[A-Za-z0-9-]{2,}$/

const text = (v: unknown) => (typeof v === 'string' ? v.normalize('NFC').trim() : '')

export type TopicsProblem = 'topicsMissing' | 'topicUnknown'

/**
 * The kinds of notice a form or a phone chose (every way of subscribing reads them here): the
 * known ones named, in the order of `known` (the config's topics, ./topics.ts), each name
 * trimmed. `problem`: none was named, or one that is not known (or more names than there are
 * topics).
 */
export function parseTopics(given: unknown, known: readonly NoticeTopic[]): { topics: NoticeTopic[]; problem?: TopicsProblem } {
  const names = (Array.isArray(given) ? given : [given]).map(text).filter(Boolean)
  const topics = known.filter((t) => names.includes(t))
  if (names.length === 0) return { topics, problem: 'topicsMissing' }
  if (names.length > known.length || topics.length !== new Set(names).size) return { topics, problem: 'topicUnknown' }
  return { topics }
}

/** Topics named in a space-separated list (a page address's), unknown ones left out. */
export const topicsOf = (list: string, known: readonly NoticeTopic[]): NoticeTopic[] => parseTopics(list.split(/[\s,+]+/), known).topics

/** The chosen topics as a subscription keeps them: one box per known topic. */
export const topicFlags = (topics: readonly NoticeTopic[], known: readonly NoticeTopic[]): Record<NoticeTopic, boolean> =>
  Object.fromEntries(known.map((t) => [t, topics.includes(t)]))

export type SubscriptionChoice = { email: string; topics: NoticeTopic[]; frequency: Frequency }
export type SubscribeField = 'email' | 'topics' | 'frequency'
export type SubscribeProblem = 'emailMissing' | 'emailFormat' | 'emailTooLong' | TopicsProblem | 'frequencyUnknown'
export type SubscribeProblems = Partial<Record<SubscribeField, SubscribeProblem>>

/** An address as it is kept and compared: the domain in lower case (the local part is the server's). */
export function normaliseEmail(email: string): string {
  const at = email.lastIndexOf('@')
  return at < 0 ? email : `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`
}

/** Checks a subscription form: an e-mail address, at least one known topic (of `known`), and a known frequency. */
export function parseSubscription(
  input: { email?: unknown; topics?: unknown; frequency?: unknown },
  known: readonly NoticeTopic[],
): { ok: true; value: SubscriptionChoice } | { ok: false; errors: SubscribeProblems } {
  const errors: SubscribeProblems = {}
  const email = text(input.email)
  if (!email) errors.email = 'emailMissing'
  else if (email.length > MAX_EMAIL) errors.email = 'emailTooLong'
  else if (!EMAIL.test(email)) errors.email = 'emailFormat'
  const { topics, problem } = parseTopics(input.topics, known)
  if (problem) errors.topics = problem
  const frequencyRaw = text(input.frequency) || 'immediate'
  const frequency = FREQUENCIES.find((f) => f === frequencyRaw)
  if (!frequency) errors.frequency = 'frequencyUnknown'
  if (Object.keys(errors).length > 0 || !frequency) return { ok: false, errors }
  return { ok: true, value: { email: normaliseEmail(email), topics, frequency } }
}

/**
 * What a link in a notice e-mail may do. A token names its purpose, the subscription and the
 * address it was sent to, signed with the site's secret: a deleted subscription, or one whose
 * address changed, leaves its old links dead; nothing secret is stored.
 */
export type LinkPurpose = 'confirm' | 'unsubscribe' | 'sms-code' | 'whatsapp-code' | 'preferences'

const signLink = (secret: string, purpose: LinkPurpose, id: number, address: string) =>
  createHmac('sha256', secret).update(`notices:${purpose}:${id}:${address}`).digest('base64url')

export const linkToken = (secret: string, purpose: LinkPurpose, id: number, address: string) => signLink(secret, purpose, id, address)

/** Whether a link's `t` has a token's shape (whether it is right is `linkTokenMatches`'s to say). */
export const isLinkToken = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token)

export function linkTokenMatches(secret: string, purpose: LinkPurpose, id: number, address: string, token: unknown): boolean {
  if (!isLinkToken(token)) return false
  const expected = Buffer.from(signLink(secret, purpose, id, address))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** A subscription's id as a link gives it (`?s=12`): a record id (src/lib/params), else null. */
export const subscriptionIdOf = (value: unknown): number | null => parseRecordId(typeof value === 'string' ? value : null)

/** Domains whose mail servers ignore dots in the local part, and are one mailbox under either name (Gmail's). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * The mailbox an address reaches, as the confirmation e-mails' cap counts it: the whole address
 * in lower case, without a `+tag` (`Victim+1@x.example` is `victim@x.example`), and at Gmail
 * without dots and under one domain name. Most mail servers deliver such spellings to one
 * mailbox; a server that tells them apart only gets a smaller share of the cap.
 */
export function mailboxOf(address: string): string {
  const lower = address.toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at < 0) return lower
  let local = lower.slice(0, at)
  let domain = lower.slice(at + 1)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '')
    domain = 'gmail.com'
  }
  return `${local}@${domain}`
}

/** An address as a limiter's store keeps it: a digest, never the address itself. */
export const addressKey = (address: string) => createHash('sha256').update(address).digest('base64url').slice(0, 22)

/** Links to a subscription's confirmation page, its one-click unsubscribe address and its preferences page. */
export function subscriptionLinks(origin: string, secret: string, id: number, address: string, locale: Locale) {
  const prefix = locale === 'en' ? '' : `/${locale}`
  const query = (purpose: LinkPurpose) => `s=${id}&t=${linkToken(secret, purpose, id, address)}`
  return {
    confirm: `${origin}${prefix}/notices/confirm?${query('confirm')}`,
    /** Also the List-Unsubscribe address: a POST unsubscribes at once (RFC 8058), a GET shows a page with the button. */
    unsubscribe: `${origin}/subscriptions/unsubscribe?${query('unsubscribe')}${locale === 'en' ? '' : `&lang=${locale}`}`,
    /** The page where the parent changes their classes, topics and how often, without an account (the token is the authority). */
    preferences: `${origin}${localizedHref(routes.noticePreferences, locale)}?${query('preferences')}`,
  }
}

/**
 * A notice message's tracked link (`/notices/o/<ref>`, ./tracking.ts): each message's item link
 * names its notice and its queue row, signed with the site's secret, so that opening it marks
 * that row opened and nothing else, and a link made up or changed marks nothing. 16 characters
 * of signature (96 bits) keep the address short enough for an SMS.
 */
export const OPEN_TOKEN_LENGTH = 16

const openSignature = (secret: string, send: number, row: number) =>
  createHmac('sha256', secret).update(`notices:open:${send}:${row}`).digest('base64url').slice(0, OPEN_TOKEN_LENGTH)

/** The reference a tracked link carries: `<notice>.<row>.<signature>`. */
export const openRef = (secret: string, send: number, row: number) => `${send}.${row}.${openSignature(secret, send, row)}`

/** The notice and row a tracked link's reference names, when its signature is right; else null. */
export function openRefOf(secret: string, ref: unknown): { send: number; row: number } | null {
  const m = typeof ref === 'string' ? /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]+)$/.exec(ref) : null
  if (!m) return null
  const send = Number(m[1])
  const row = Number(m[2])
  const given = Buffer.from(m[3]!)
  const expected = Buffer.from(openSignature(secret, send, row))
  return given.length === expected.length && timingSafeEqual(given, expected) ? { send, row } : null
}

/** The path of a tracked link (in English; a Hindi message's is under `/hi`). */
export const openPath = (ref: string) => `/notices/o/${ref}`

/** The most minutes, and the fewest, a school may wait for an emergency alert to be opened before it goes again. */
export const RESEND_MINUTES = { min: 5, max: 240 } as const

