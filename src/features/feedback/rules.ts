/**
 * The feedback form's rules (GIGW 3.0): what a message may hold, and the two spam checks
 * that need no third-party captcha. Pure; the form's server action (src/features/feedback/submit.server.ts)
 * applies them.
 *
 * - A honeypot: a field people never see or reach (hidden, out of the tab order, hidden
 *   from screen readers), which form-filling robots fill in.
 * - A signed timestamp: the form carries the time it was made and the school whose page made
 *   it, signed with the app's secret; a message sent within seconds of the form (a robot), a
 *   day after, or on another school's site is refused. Each token is taken once
 *   (submit.server.ts keeps the used ones for their lifetime): a replay is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { defineWords, wordsIn } from '@/lib/i18n/catalogue'
import type { Locale } from '@/lib/i18n/locales'

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

/**
 * Faster than this from the form's making to its sending is not a person typing. The servers the
 * e2e tests start lower it (TEST_FORM_MIN_SECONDS, src/env.ts), never a real deployment.
 */
export const MIN_FILL_MS = 3_000
/** A form older than this is sent again from a new copy. */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000
/** Clocks of several instances may differ a little. */
const CLOCK_SKEW_MS = 60_000

export type FeedbackField = 'name' | 'contact' | 'topic' | 'message'
/** What is wrong with a field, by the key of its message, with the numbers the message gives. */
export type FeedbackProblem = { key: keyof (typeof FEEDBACK_WORDS)['en']['problems']; counts?: number[] }
export type FeedbackProblems = Partial<Record<FeedbackField, FeedbackProblem>>
/** The problems as messages in the page's language, as the form shows them. */
export type FeedbackErrors = Partial<Record<FeedbackField, string>>
export type FeedbackMessage = { name: string; contact: string; topic: FeedbackTopic; message: string }

const sign = (secret: string, issuedAt: number, school?: number) =>
  createHmac('sha256', secret)
    .update(school === undefined ? `feedback-form:${issuedAt}` : `feedback-form:${school}:${issuedAt}`)
    .digest('base64url')

/** The token a new form carries: when it was made and, given `school`, the school whose page made it, signed. */
export function feedbackToken(secret: string, now: number = Date.now(), school?: number): string {
  const issuedAt = Math.floor(now)
  return `${issuedAt}.${sign(secret, issuedAt, school)}`
}

export type TokenCheck = { ok: true } | { ok: false; reason: 'invalid' | 'too-fast' | 'expired' }

/**
 * Whether a sent form's token is ours (made for `school`, when given: a token made on another
 * school's page is not), and was made long enough ago but not too long.
 * `minFillMs` is MIN_FILL_MS but on a test server (TEST_FORM_MIN_SECONDS); it never exceeds it.
 */
export function checkFeedbackToken(token: unknown, secret: string, now: number = Date.now(), minFillMs: number = MIN_FILL_MS, school?: number): TokenCheck {
  if (typeof token !== 'string') return { ok: false, reason: 'invalid' }
  const m = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!m) return { ok: false, reason: 'invalid' }
  const issuedAt = Number(m[1])
  const expected = Buffer.from(sign(secret, issuedAt, school))
  const given = Buffer.from(m[2] ?? '')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' }
  const age = now - issuedAt
  if (age < -CLOCK_SKEW_MS) return { ok: false, reason: 'invalid' }
  if (age < Math.min(minFillMs, MIN_FILL_MS)) return { ok: false, reason: 'too-fast' }
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
): { ok: true; value: FeedbackMessage } | { ok: false; errors: FeedbackProblems } {
  const errors: FeedbackProblems = {}
  const name = text(input.name)
  const contact = text(input.contact)
  const message = text(input.message).replace(/\r\n?/g, '\n')
  const topicRaw = text(input.topic) || 'general'
  const topic = FEEDBACK_TOPICS.find((t) => t.value === topicRaw)?.value

  if (name.length > MAX_NAME) errors.name = { key: 'nameTooLong', counts: [MAX_NAME] }
  if (contact.length > MAX_CONTACT) errors.contact = { key: 'contactTooLong', counts: [MAX_CONTACT] }
  else if (contact && !EMAIL.test(contact) && !(PHONE.test(contact) && contact.replace(/\D/g, '').length >= 7))
    errors.contact = { key: 'contactFormat' }
  if (!topic) errors.topic = { key: 'topicUnknown' }
  if (!message) errors.message = { key: 'messageMissing' }
  else if (message.length > MAX_MESSAGE) errors.message = { key: 'messageTooLong', counts: [MAX_MESSAGE, message.length] }
  else if (countLinks(message) > MAX_LINKS) errors.message = { key: 'tooManyLinks', counts: [MAX_LINKS] }

  if (Object.keys(errors).length > 0 || !topic) return { ok: false, errors }
  return { ok: true, value: { name, contact, topic, message } }
}

/** The form's words, its messages and its topics' names. */
export const FEEDBACK_WORDS = defineWords('feedback', {
  en: {
    form: {
      correct: 'Please correct the marked fields and send again.',
      form: 'Feedback',
      name: 'Your name (optional)',
      contact: 'E-mail or phone (optional)',
      contactHint: 'Only if you would like a reply.',
      topic: 'Topic',
      message: 'Message',
      messageHint: `Up to ${MAX_MESSAGE} characters.`,
      send: 'Send feedback',
      sending: 'Sending…',
      topics: Object.fromEntries(FEEDBACK_TOPICS.map((t) => [t.value, t.label])) as Record<FeedbackTopic, string>,
    },
    problems: {
      nameTooLong: (max: number) => `The name can be at most ${max} characters.`,
      contactTooLong: (max: number) => `This can be at most ${max} characters.`,
      contactFormat: () => 'Enter an e-mail address (like name@example.com) or a phone number, or leave this empty.',
      topicUnknown: () => 'Choose one of the topics in the list.',
      messageMissing: () => 'Write your message.',
      messageTooLong: (max: number, has: number) => `The message can be at most ${max} characters (it has ${has}).`,
      tooManyLinks: (max: number) => `The message can contain at most ${max} web links.`,
    },
    limited: (wait: string) => `You have sent several messages in a short time. Please wait ${wait} and try again.`,
    rejected: {
      'too-fast': 'The form was sent within seconds of opening it, which is how automated spam behaves. Please check your message and send it again.',
      expired: 'This form was opened more than a day ago. Please send your message again.',
      invalid: 'Your message could not be sent. Please try again.',
      used: 'This form has been sent already. To send another message, open the feedback page again.',
    },
  },
  hi: {
    form: {
      correct: 'कृपया चिह्नित फ़ील्ड ठीक करके फिर भेजें।',
      form: 'प्रतिक्रिया',
      name: 'आपका नाम (वैकल्पिक)',
      contact: 'ई-मेल या फ़ोन (वैकल्पिक)',
      contactHint: 'केवल यदि आप उत्तर चाहते हैं।',
      topic: 'विषय',
      message: 'संदेश',
      messageHint: `अधिकतम ${MAX_MESSAGE} अक्षर।`,
      send: 'प्रतिक्रिया भेजें',
      sending: 'भेजा जा रहा है…',
      topics: { general: 'सामान्य', website: 'वेबसाइट में कोई समस्या', accessibility: 'सुगम्यता' },
    },
    problems: {
      nameTooLong: (max: number) => `नाम अधिकतम ${max} अक्षरों का हो सकता है।`,
      contactTooLong: (max: number) => `यह अधिकतम ${max} अक्षरों का हो सकता है।`,
      contactFormat: () => 'ई-मेल पता (जैसे name@example.com) या फ़ोन नंबर दर्ज करें, या इसे खाली छोड़ दें।',
      topicUnknown: () => 'सूची में से कोई एक विषय चुनें।',
      messageMissing: () => 'अपना संदेश लिखें।',
      messageTooLong: (max: number, has: number) => `संदेश अधिकतम ${max} अक्षरों का हो सकता है (इसमें ${has} हैं)।`,
      tooManyLinks: (max: number) => `संदेश में अधिकतम ${max} वेब लिंक हो सकते हैं।`,
    },
    limited: (wait: string) => `आपने कम समय में कई संदेश भेजे हैं। कृपया ${wait} प्रतीक्षा करके फिर प्रयास करें।`,
    rejected: {
      'too-fast': 'फ़ॉर्म खोलने के कुछ ही सेकंड में भेजा गया, जैसा स्वचालित स्पैम करता है। कृपया अपना संदेश जाँचकर फिर भेजें।',
      expired: 'यह फ़ॉर्म एक दिन से अधिक पहले खोला गया था। कृपया अपना संदेश फिर भेजें।',
      invalid: 'आपका संदेश भेजा नहीं जा सका। कृपया फिर प्रयास करें।',
      used: 'यह फ़ॉर्म पहले ही भेजा जा चुका है। दूसरा संदेश भेजने के लिए प्रतिक्रिया पृष्ठ फिर से खोलें।',
    },
  },
})

/** A field's problem as a message in the page's language. */
export function feedbackMessage(problem: FeedbackProblem, locale: Locale): string {
  const [a = 0, b = 0] = problem.counts ?? []
  return wordsIn(FEEDBACK_WORDS, locale).problems[problem.key](a, b)
}

/** Each field's problem as a message in the page's language. */
export const feedbackErrors = (problems: FeedbackProblems, locale: Locale): FeedbackErrors =>
  Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, feedbackMessage(problem, locale)]))
