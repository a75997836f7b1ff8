/**
 * Notices by SMS, the parent's side (./sms.ts has the rules): a number is subscribed, its
 * choices changed, or its notices stopped, only with the six-digit code just sent to it, so
 * nobody can sign up (or stop) a number that is not theirs. Every code costs the school an
 * SMS: the form has the honeypot and signed time stamp of the others, counts toward the
 * visitor's subscriptions limit, and a number gets at most CODES_PER_NUMBER codes an hour.
 *
 * Stopping a number that gets no SMS sends nothing and still asks for the code: nobody learns
 * from the pages whether a number is subscribed.
 */
import 'server-only'

import { env } from '@/env'
import { payloadClient } from '@/data/payload'
import { schoolLimitKey } from '@/lib/clientAddress'
import { wordsIn } from '@/lib/i18n/catalogue'
import type { Locale } from '@/lib/i18n/locales'
import { sharedLimiter } from '@/lib/rateLimit'
import { markPersonal } from '@/lib/renderContext'
import { checkFeedbackToken, honeypotFilled, HONEYPOT_FIELD, TOKEN_FIELD } from '@/features/feedback/rules'
import { currentSchoolId, requestSchool } from '@/features/schools/schools.server'
import { SUBSCRIPTIONS } from './collections'
import { eraseSubscriptions } from './erase'
import { subscriptionWith } from './subscriptions'
import { addressKey, linkToken, linkTokenMatches, NOTICE_TOPICS, topicFlags, type NoticeTopic } from './rules'
import { CODE_MINUTES, CODE_TRIES, codeDigest, codeMatches, fillTemplate, newCode, parsePhone, sendSms } from './sms'
import { smsFor } from './smsFor'
import type { SmsProblem } from './sms'
import { formLimiter } from './subscribe.server'
import { NOTICE_WORDS } from './words'

/** Codes one number may be sent in an hour, over all schools. */
export const CODES_PER_NUMBER = 3
const codeLimiter = () => sharedLimiter('notices-sms-code', CODES_PER_NUMBER, 3600)
const GATEWAY_TIMEOUT_MS = 10_000

/** Whether the site this request came to offers SMS (the /notices page shows the form only then). */
export async function smsOffered(): Promise<boolean> {
  return (await smsFor(await payloadClient(), await currentSchoolId())) !== null
}

export type SmsIntent = 'subscribe' | 'stop'
export type SmsRequestOutcome =
  | { status: 'code-sent'; id: number; token: string; topics: NoticeTopic[] }
  | { status: 'problem'; problem: SmsProblem }
  | { status: 'limited'; retryAfterSeconds: number }

/**
 * The SMS form: checks, limits, then sends a code to the number (a new subscription waits for
 * it). `id` 0: nothing was sent (stopping a number that is not subscribed), the code page
 * still asks.
 */
export async function requestSmsCode(input: Record<string, unknown>, client: string, locale: Locale, intent: SmsIntent): Promise<SmsRequestOutcome> {
  markPersonal()
  if (honeypotFilled(input[HONEYPOT_FIELD])) return { status: 'problem', problem: 'invalid' }
  const token = checkFeedbackToken(input[TOKEN_FIELD], env().payloadSecret)
  if (!token.ok) return { status: 'problem', problem: token.reason }
  const phone = parsePhone(input.phone)
  if (!phone) return { status: 'problem', problem: 'phone' }
  const given = Array.isArray(input.topics) ? input.topics : []
  const topics = NOTICE_TOPICS.filter((t) => given.includes(t))
  if (intent === 'subscribe' && topics.length === 0) return { status: 'problem', problem: 'topics' }
  const school = await requestSchool()
  const payload = await payloadClient()
  const sms = await smsFor(payload, school?.id ?? null)
  if (!school || !sms) return { status: 'problem', problem: 'unavailable' }
  const limit = await formLimiter().consume(schoolLimitKey(school.id, client))
  if (!limit.allowed) return { status: 'limited', retryAfterSeconds: limit.retryAfterSeconds }

  let doc = await subscriptionWith(payload, school.id, { phone })
  if (!doc && intent === 'stop') return { status: 'code-sent', id: 0, token: linkToken(env().payloadSecret, 'sms-code', 0, phone), topics }
  // Counted by a digest of the number: the limiter's store never holds the number itself.
  const codes = await codeLimiter().consume(addressKey(`sms:${phone}`))
  if (!codes.allowed) return { status: 'limited', retryAfterSeconds: codes.retryAfterSeconds }
  const w = wordsIn(NOTICE_WORDS, locale)
  // Two posts for a new number at once: the second finds the first's (the number is unique per school).
  doc ??= await payload.create({
    collection: SUBSCRIPTIONS,
    data: {
      channel: 'sms',
      phone,
      confirmed: false,
      school: school.id,
      topics: topicFlags(topics),
      frequency: 'immediate',
      locale,
      consent: { wording: w.smsConsent(school.name), givenAt: new Date().toISOString(), locale },
    },
    depth: 0,
    overrideAccess: true,
  }).catch(async (err: unknown) => {
    const again = await subscriptionWith(payload, school.id, { phone })
    if (!again) throw err
    return again
  })
  const code = newCode()
  const codeUntil = Date.now() + CODE_MINUTES * 60_000
  await payload.update({
    collection: SUBSCRIPTIONS,
    id: doc.id,
    data: { codeDigest: codeDigest(env().payloadSecret, doc.id, phone, code), codeUntil, codeTries: 0 },
    depth: 0,
    overrideAccess: true,
  })
  const sent = await sendSms(sms.gateway, { to: phone, templateId: sms.settings.codeTemplateId, text: fillTemplate(sms.settings.codeTemplate, [code]), settings: sms.settings }, GATEWAY_TIMEOUT_MS)
  if (!sent.ok) {
    payload.logger.warn({ error: sent.error }, 'A confirmation code could not be sent by SMS')
    return { status: 'problem', problem: 'not-sent' }
  }
  return { status: 'code-sent', id: doc.id, token: codePageToken(doc.id, phone, codeUntil), topics }
}

/**
 * The code page's address carries a token for this one code, signed: only the browser that
 * asked for the code can try codes for it, so a stranger cannot use up its tries.
 */
const codePageToken = (id: number, phone: string, codeUntil: number) => linkToken(env().payloadSecret, 'sms-code', id, `${phone}:${codeUntil}`)

export type CodeOutcome = 'subscribed' | 'stopped' | 'wrong' | 'dead'

/**
 * The code page's post: the right code, in time and within CODE_TRIES, subscribes the number
 * with the choices the form carries (consent recorded now) or, to stop, erases it.
 */
export async function enterSmsCode(id: number, token: unknown, code: unknown, intent: SmsIntent, topics: NoticeTopic[], locale: Locale): Promise<CodeOutcome> {
  markPersonal()
  const school = await requestSchool()
  if (!id || !school) return 'wrong'
  const payload = await payloadClient()
  const found = await payload.find({
    collection: SUBSCRIPTIONS,
    where: { and: [{ id: { equals: id } }, { school: { equals: school.id } }, { channel: { equals: 'sms' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  if (!doc?.phone || !linkTokenMatches(env().payloadSecret, 'sms-code', doc.id, `${doc.phone}:${doc.codeUntil}`, token)) return 'wrong'
  if (!doc.codeDigest || (doc.codeUntil ?? 0) < Date.now() || (doc.codeTries ?? 0) >= CODE_TRIES) return 'dead'
  if (!codeMatches(env().payloadSecret, doc.id, doc.phone, code, doc.codeDigest)) {
    await payload.update({ collection: SUBSCRIPTIONS, id: doc.id, data: { codeTries: (doc.codeTries ?? 0) + 1 }, depth: 0, overrideAccess: true })
    return (doc.codeTries ?? 0) + 1 >= CODE_TRIES ? 'dead' : 'wrong'
  }
  if (intent === 'stop') {
    await eraseSubscriptions(payload, { id: { equals: doc.id } })
    return 'stopped'
  }
  if (topics.length === 0) return 'wrong'
  const at = new Date().toISOString()
  await payload.update({
    collection: SUBSCRIPTIONS,
    id: doc.id,
    data: {
      confirmed: true,
      confirmedAt: at,
      topics: topicFlags(topics),
      locale,
      consent: { wording: wordsIn(NOTICE_WORDS, locale).smsConsent(school.name), givenAt: at, locale },
      codeDigest: null,
      codeUntil: null,
      codeTries: 0,
    },
    depth: 0,
    overrideAccess: true,
  })
  return 'subscribed'
}
