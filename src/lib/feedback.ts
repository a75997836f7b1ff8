/**
 * The feedback form's rules (GIGW 3.0): what a message may hold, and the two spam checks
 * that need no third-party captcha. Pure; the form's server action (src/data/feedback)
 * applies them.
 *
 * - A honeypot: a field people never see or reach (hidden, out of the tab order, hidden
 *   from screen readers), which form-filling robots fill in.
 * - A signed timestamp: the form carries the time it was made, signed with the app's
 *   secret; a message sent within seconds of the form (a robot) or a day after (a replayed
 *   token) is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const FEEDBACK_TOPICS = [
  { value: 'general', label: 'General' },
  { value: 'website', label: 'A problem with the website' },
  { value: 'accessibility', label: 'Accessibility' },
] as const

export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number]['value']

export const MAX_NAME = 100
export const MAX_CONTACT = 200
export const MAX_MESSAGE = 2000
/** More links than this in one message is how spam looks; people rarely need one. */
export const MAX_LINKS = 2

/** The honeypot's field name: a word form-fillers like to fill. */
export const HONEYPOT_FIELD = 'website'
export const TOKEN_FIELD = 'token'

/** Faster than this from the form's making to its sending is not a person typing. */
export const MIN_FILL_MS = 3_000
/** A form older than this is sent again from a new copy. */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000
/** Clocks of several instances may differ a little. */
const CLOCK_SKEW_MS = 60_000

export type FeedbackField = 'name' | 'contact' | 'topic' | 'message'
export type FeedbackErrors = Partial<Record<FeedbackField, string>>
export type FeedbackMessage = { name: string; contact: string; topic: FeedbackTopic; message: string }

const sign = (secret: string, issuedAt: number) => createHmac('sha256', secret).update(`feedback-form:${issuedAt}`).digest('base64url')

/** The token a new form carries: when it was made, signed. */
export function feedbackToken(secret: string, now: number = Date.now()): string {
  const issuedAt = Math.floor(now)
  return `${issuedAt}.${sign(secret, issuedAt)}`
}

export type TokenCheck = { ok: true } | { ok: false; reason: 'invalid' | 'too-fast' | 'expired' }

/** Whether a sent form's token is ours, and was made long enough ago but not too long. */
export function checkFeedbackToken(token: unknown, secret: string, now: number = Date.now()): TokenCheck {
  if (typeof token !== 'string') return { ok: false, reason: 'invalid' }
  const m = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!m) return { ok: false, reason: 'invalid' }
  const issuedAt = Number(m[1])
  const expected = Buffer.from(sign(secret, issuedAt))
  const given = Buffer.from(m[2] ?? '')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' }
  const age = now - issuedAt
  if (age < -CLOCK_SKEW_MS) return { ok: false, reason: 'invalid' }
  if (age < MIN_FILL_MS) return { ok: false, reason: 'too-fast' }
  if (age > MAX_FORM_AGE_MS) return { ok: false, reason: 'expired' }
  return { ok: true }
}

/** True when the honeypot holds anything: a robot filled every field. */
export const honeypotFilled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== ''

/** How many web links a text holds (http(s)://…, www.…, or an HTML link). */
export function countLinks(text: string): number {
  return (text.match(/https?:\/\/|\bwww\.|<a\s/gi) ?? []).length
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/
const PHONE = /^\+?[\d\s()-]{7,20}$/

const text = (v: unknown) => (typeof v === 'string' ? v.normalize('NFC').trim() : '')

/** Checks the fields a person wrote; the message is required, the rest optional. */
export function parseFeedback(
  input: Record<string, unknown>,
): { ok: true; value: FeedbackMessage } | { ok: false; errors: FeedbackErrors } {
  const errors: FeedbackErrors = {}
  const name = text(input.name)
  const contact = text(input.contact)
  const message = text(input.message).replace(/\r\n?/g, '\n')
  const topicRaw = text(input.topic) || 'general'
  const topic = FEEDBACK_TOPICS.find((t) => t.value === topicRaw)?.value

  if (name.length > MAX_NAME) errors.name = `The name can be at most ${MAX_NAME} characters.`
  if (contact.length > MAX_CONTACT) errors.contact = `This can be at most ${MAX_CONTACT} characters.`
  else if (contact && !EMAIL.test(contact) && !(PHONE.test(contact) && contact.replace(/\D/g, '').length >= 7))
    errors.contact = 'Enter an e-mail address (like name@example.com) or a phone number, or leave this empty.'
  if (!topic) errors.topic = 'Choose one of the topics in the list.'
  if (!message) errors.message = 'Write your message.'
  else if (message.length > MAX_MESSAGE) errors.message = `The message can be at most ${MAX_MESSAGE} characters (it has ${message.length}).`
  else if (countLinks(message) > MAX_LINKS) errors.message = `The message can contain at most ${MAX_LINKS} web links.`

  if (Object.keys(errors).length > 0 || !topic) return { ok: false, errors }
  return { ok: true, value: { name, contact, topic, message } }
}

/** The form's error messages in Hindi, by their English (counts carried over); anything else unchanged. */
const FEEDBACK_MESSAGES_HI: [RegExp, string][] = [
  [/^The name can be at most (\d+) characters\.$/, 'नाम अधिकतम $1 अक्षरों का हो सकता है।'],
  [/^This can be at most (\d+) characters\.$/, 'यह अधिकतम $1 अक्षरों का हो सकता है।'],
  [/^Enter an e-mail address .*$/, 'ई-मेल पता (जैसे name@example.com) या फ़ोन नंबर दर्ज करें, या इसे खाली छोड़ दें।'],
  [/^Choose one of the topics in the list\.$/, 'सूची में से कोई एक विषय चुनें।'],
  [/^Write your message\.$/, 'अपना संदेश लिखें।'],
  [/^The message can be at most (\d+) characters \(it has (\d+)\)\.$/, 'संदेश अधिकतम $1 अक्षरों का हो सकता है (इसमें $2 हैं)।'],
  [/^The message can contain at most (\d+) web links\.$/, 'संदेश में अधिकतम $1 वेब लिंक हो सकते हैं।'],
]

/** A feedback error message in the page's language (English unchanged). */
export function feedbackMessage(english: string, locale: 'en' | 'hi'): string {
  if (locale === 'en') return english
  for (const [pattern, hindi] of FEEDBACK_MESSAGES_HI) if (pattern.test(english)) return english.replace(pattern, hindi)
  return english
}

/** The topics' names in Hindi. */
export const FEEDBACK_TOPIC_LABELS_HI: Record<string, string> = {
  general: 'सामान्य',
  website: 'वेबसाइट में कोई समस्या',
  accessibility: 'सुगम्यता',
}
