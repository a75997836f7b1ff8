/**
 * Notices by SMS, the parent's side (./sms.ts has the rules): a number is subscribed, its
 * choices changed, or its notices stopped, only with the six-digit code just sent to it, so
 * nobody can sign up (or stop) a number that is not theirs.
 *
 * Budgets (every code costs the school an SMS, and nothing a stranger does may lock a parent
 * out):
 * - the form has the honeypot and signed time stamp of the others, and counts toward the
 *   visitor's subscriptions limit (NOTICES_SUBSCRIBE_LIMIT per network address);
 * - one network address may have a number sent CODES_PER_NUMBER codes an hour: a stranger
 *   asking for a parent's number spends their own allowance, not the parent's;
 * - one number is sent at most CODES_PER_NUMBER_DAY codes a day from all addresses together
 *   (the school's bill, and the number's owner, are spared a flood from many addresses);
 * - codes are made per window (sms.ts codeUntilFor): asked for again within it, by anyone,
 *   the same code is sent again, so a stranger's request never undoes the parent's code;
 * - a code page takes tries only from the address that asked for it, CODE_TRIES of them,
 *   counted atomically (the limiter): a stranger's guesses spend only their own, posts at once
 *   get no extra, and every guessing address must first ask (which the limits above count).
 *
 * What a stranger can still do: from four addresses (or one, over four hours) use up a
 * number's CODES_PER_NUMBER_DAY, so that its owner gets no new code until the next day (a
 * code already sent still works). That bound on texts to a number, and on guesses at its
 * codes (at most 50 a day), is chosen over that availability; e-mail and push are unaffected.
 *
 * Stopping a number that gets no SMS sends nothing, counts the same, and still asks for the
 * code: nobody learns from the pages whether a number is subscribed.
 */
import 'server-only'

import { env } from '@/env'
import { payloadClient } from '@/data/payload'
import { limitKey } from '@/lib/clientAddress'
import { wordsIn } from '@/lib/i18n/catalogue'
import type { Locale } from '@/lib/i18n/locales'
import { sharedLimiter } from '@/server/rateLimit'
import { markPersonal } from '@/server/renderContext'
import { checkFeedbackToken, honeypotFilled, HONEYPOT_FIELD, TOKEN_FIELD } from '@/features/feedback/rules'
import { forSchool } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'
import { SUBSCRIPTIONS } from '../../collections'
import { eraseSubscriptions } from '../../erase'
import { subscriptionWith } from '../../subscriptions'
import { addressKey, isLinkToken, linkToken, linkTokenMatches, parseTopics, topicFlags, type NoticeTopic } from '../../rules'
import { askerOf, CODE_MINUTES, CODE_TRIES, codeFor, codeMatches, codeUntilFor, fillTemplate, openPage, parsePhone, sealPage, sendSms } from './sms'
import { smsFor } from './smsFor'
import type { SmsProblem } from './sms'
import { consumeSubscribeLimit } from '../../subscribe.server'
import { topicNames } from '../../topics'
import { NOTICE_WORDS } from '../../words'
import { classesOf } from '@/features/classes/reads'
import { chosenClasses } from '@/features/classes/rules'

/** Codes one network address may have sent to one number in an hour, over all schools. */
export const CODES_PER_NUMBER = 3
/** Codes one number may be sent in a day, from all addresses and schools together. */
export const CODES_PER_NUMBER_DAY = 10
const codeLimiter = () => sharedLimiter('notices-sms-code', CODES_PER_NUMBER, 3600)
const numberLimiter = () => sharedLimiter('notices-sms-number', CODES_PER_NUMBER_DAY, 86_400)
/** Tries at one code from one address (the key names the code by its page's token). */
const triesLimiter = () => sharedLimiter('notices-sms-tries', CODE_TRIES, CODE_MINUTES * 60)
const GATEWAY_TIMEOUT_MS = 10_000

/** Whether the site this request came to offers SMS (the /notices page shows the form only then). */
export async function smsOffered(): Promise<boolean> {
  const school = await requestSchool()
  return (await smsFor(school && forSchool(await payloadClient(), school))) !== null
}

export type SmsIntent = 'subscribe' | 'stop'
export type SmsRequestOutcome =
  | { status: 'code-sent'; page: string; token: string; topics: NoticeTopic[]; classes: number[] }
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
  const token = checkFeedbackToken(input[TOKEN_FIELD], env().payloadSecret, Date.now(), env().formMinFillMs)
  if (!token.ok) return { status: 'problem', problem: token.reason }
  const phone = parsePhone(input.phone)
  if (!phone) return { status: 'problem', problem: 'phone' }
  const payload = await payloadClient()
  const known = topicNames(payload.config.collections)
  // The known kinds ticked (the form's list); unknown ones are left out.
  const { topics } = parseTopics(Array.isArray(input.topics) ? input.topics : [], known)
  if (intent === 'subscribe' && topics.length === 0) return { status: 'problem', problem: 'topics' }
  const school = await requestSchool()
  const within = school && forSchool(payload, school)
  const sms = await smsFor(within)
  if (!school || !within || !sms) return { status: 'problem', problem: 'unavailable' }
  const limit = await consumeSubscribeLimit(client)
  if (!limit.allowed) return { status: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
  // The school's own classes ticked (src/features/classes/rules), kept as the topics are.
  const classes = chosenClasses(input.classes, (await classesOf(within)).map((c) => c.id))

  // Counted by digests of the number: the limiters' store never holds the number itself.
  // Before looking the number up, so that a number not subscribed is limited the same way.
  for (const [limiter, key] of [
    [codeLimiter(), addressKey(`sms:${phone}:${limitKey(client)}`)],
    [numberLimiter(), addressKey(`sms:${phone}`)],
  ] as const) {
    const codes = await limiter.consume(key)
    if (!codes.allowed) return { status: 'limited', retryAfterSeconds: codes.retryAfterSeconds }
  }
  // The page and its code are the window's (sms.ts codeUntilFor), whoever asks and whether or
  // not the number is subscribed; the page is for this address alone.
  const until = codeUntilFor(Date.now())
  const page = (id: number) => sealPage(env().payloadSecret, { id, until, asker: askerOf(limitKey(client)) })
  let doc = await subscriptionWith(within, { phone })
  if (!doc && intent === 'stop') return { status: 'code-sent', page: page(0), token: codePageToken(0, phone, until), topics, classes }
  const w = wordsIn(NOTICE_WORDS, locale)
  // Two posts for a new number at once: the second finds the first's (the number is unique per school).
  doc ??= await within.create({
    collection: SUBSCRIPTIONS,
    data: {
      channel: 'sms',
      phone,
      confirmed: false,
      topics: topicFlags(topics, known),
      classes,
      frequency: 'immediate',
      locale,
      consent: { wording: w.smsConsent(school.name), givenAt: new Date().toISOString(), locale },
    },
    depth: 0,
  }).catch(async (err: unknown) => {
    const again = await subscriptionWith(within, { phone })
    if (!again) throw err
    return again
  })
  const code = codeFor(env().payloadSecret, doc.id, phone, until)
  const sent = await sendSms(sms.gateway, { to: phone, templateId: sms.settings.codeTemplateId, text: fillTemplate(sms.settings.codeTemplate, [code]), settings: sms.settings }, GATEWAY_TIMEOUT_MS)
  if (!sent.ok) {
    payload.logger.warn({ error: sent.error }, 'A confirmation code could not be sent by SMS')
    return { status: 'problem', problem: 'not-sent' }
  }
  return { status: 'code-sent', page: page(doc.id), token: codePageToken(doc.id, phone, until), topics, classes }
}

/**
 * The code page's token: signed for one subscription, number and window; tries are counted
 * per token and address. (The code itself is made with a key of its own: sms.ts codeFor.)
 */
const codePageToken = (id: number, phone: string, until: number) => linkToken(env().payloadSecret, 'sms-code', id, `${phone}:${until}`)

export type CodeOutcome = 'subscribed' | 'stopped' | 'wrong' | 'dead'

/**
 * The code page's post: the right code, in time and within CODE_TRIES, subscribes the number
 * with the choices the form carries (consent recorded now) or, to stop, erases it.
 */
export async function enterSmsCode(
  page: unknown,
  token: unknown,
  code: unknown,
  intent: SmsIntent,
  topics: NoticeTopic[],
  locale: Locale,
  client: string,
  classes: readonly string[] = [],
): Promise<CodeOutcome> {
  markPersonal()
  const school = await requestSchool()
  const sealed = openPage(env().payloadSecret, page)
  if (!sealed || !school || !isLinkToken(token)) return 'wrong'
  // Expiry, who asked and tries are the page's, checked before anything is looked up: alike
  // for every page, whether or not its number is subscribed. Only the address that asked may
  // try (each guesser must first ask, which the number's limits count); tries are counted per
  // code (its token) and address.
  const from = limitKey(client)
  if (sealed.until < Date.now() || sealed.asker !== askerOf(from)) return 'dead'
  const tries = await triesLimiter().consume(addressKey(`sms-try:${token}:${from}`))
  if (!tries.allowed) return 'dead'
  if (sealed.id === 0) return 'wrong'
  const payload = await payloadClient()
  const within = forSchool(payload, school)
  const found = await within.find({
    collection: SUBSCRIPTIONS,
    where: { and: [{ id: { equals: sealed.id } }, { channel: { equals: 'sms' } }] },
    limit: 1,
    depth: 0,
  })
  const doc = found.docs[0]
  if (!doc?.phone || !linkTokenMatches(env().payloadSecret, 'sms-code', doc.id, `${doc.phone}:${sealed.until}`, token)) return 'wrong'
  if (!codeMatches(env().payloadSecret, doc.id, doc.phone, sealed.until, code)) return 'wrong'
  if (intent === 'stop') {
    await eraseSubscriptions(within, { id: { equals: doc.id } })
    return 'stopped'
  }
  if (topics.length === 0) return 'wrong'
  const at = new Date().toISOString()
  await within.update({
    collection: SUBSCRIPTIONS,
    id: doc.id,
    data: {
      confirmed: true,
      confirmedAt: at,
      topics: topicFlags(topics, topicNames(payload.config.collections)),
      classes: chosenClasses([...classes], (await classesOf(within)).map((c) => c.id)),
      locale,
      consent: { wording: wordsIn(NOTICE_WORDS, locale).smsConsent(school.name), givenAt: at, locale },
    },
    depth: 0,
  })
  return 'subscribed'
}
