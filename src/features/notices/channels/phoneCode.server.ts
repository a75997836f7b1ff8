/**
 * The parent's side of every channel reached at a mobile number (SMS, WhatsApp; ./phoneCode.ts
 * has the rules): a number is subscribed, its choices changed, or its notices stopped, only
 * with the six-digit code just sent to it, so nobody can sign up (or stop) a number that is
 * not theirs. Each channel says how its code goes and what the parent agrees to (`CodeChannel`);
 * the flow, its limits and its pages are the same for all.
 *
 * Budgets (every code costs the school a message, and nothing a stranger does may lock a
 * parent out), each counted per channel:
 * - the form has the honeypot and signed time stamp of the others, and counts toward the
 *   visitor's subscriptions limit (NOTICES_SUBSCRIBE_LIMIT per network address);
 * - one network address may have a number sent CODES_PER_NUMBER codes an hour: a stranger
 *   asking for a parent's number spends their own allowance, not the parent's;
 * - one number is sent at most CODES_PER_NUMBER_DAY codes a day from all addresses together
 *   (the school's bill, and the number's owner, are spared a flood from many addresses);
 * - codes are made per window (phoneCode.ts codeUntilFor): asked for again within it, by anyone,
 *   the same code is sent again, so a stranger's request never undoes the parent's code;
 * - a code page takes tries only from the address that asked for it, CODE_TRIES of them,
 *   counted atomically (the limiter): a stranger's guesses spend only their own, posts at once
 *   get no extra, and every guessing address must first ask (which the limits above count).
 *
 * What a stranger can still do: from four addresses (or one, over four hours) use up a
 * number's CODES_PER_NUMBER_DAY, so that its owner gets no new code until the next day (a
 * code already sent still works). That bound on messages to a number, and on guesses at its
 * codes (at most 50 a day), is chosen over that availability; e-mail and push are unaffected.
 *
 * Stopping a number that gets no notices on the channel sends nothing, counts the same, and
 * still asks for the code: nobody learns from the pages whether a number is subscribed.
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
import { forSchool, type SchoolGate } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'
import { SUBSCRIPTIONS } from '../collections'
import { eraseSubscriptions } from '../erase'
import { subscriptionWith } from '../subscriptions'
import { addressKey, isLinkToken, linkToken, linkTokenMatches, parseTopics, topicFlags, type NoticeTopic } from '../rules'
import { askerOf, CODE_MINUTES, CODE_TRIES, codeFor, codeMatches, codeUntilFor, openPage, parsePhone, sealPage, type CodeProblem } from './phoneCode'
import { consumeSubscribeLimit } from '../subscribe.server'
import { topicNames } from '../topics'
import { NOTICE_WORDS, type NoticeWords } from '../words'
import { classesOf } from '@/features/classes/reads'
import { chosenClasses } from '@/features/classes/rules'

/** Codes one network address may have sent to one number in an hour, over all schools. */
export const CODES_PER_NUMBER = 3
/** Codes one number may be sent in a day, from all addresses and schools together. */
export const CODES_PER_NUMBER_DAY = 10
const GATEWAY_TIMEOUT_MS = 10_000

/** What sending one code came to. */
export type CodeSent = { ok: true } | { ok: false; error: string }

/** A channel reached at a mobile number, as the code flow needs it. */
export type CodeChannel = {
  /** The subscription's channel; also names its limiters, its code page's token and its page (/notices/{name}). */
  name: 'sms' | 'whatsapp'
  /** The subscription's field that holds the number (unique per school). */
  field: 'phone' | 'whatsapp'
  /** How the school sends this channel's codes, when it has the channel set up; else null (the form is not offered). */
  codeSender(school: SchoolGate): Promise<((to: string, code: string, locale: Locale, timeoutMs: number) => Promise<CodeSent>) | null>
  /** What the parent agrees to, as the subscription's consent records it. */
  consent(words: NoticeWords, school: string): string
  /** A check of the form's own (WhatsApp's opt-in box), before anything is counted or sent. */
  check?(input: Record<string, unknown>): CodeProblem | null
}

const limiters = (channel: CodeChannel['name']) => ({
  code: sharedLimiter(`notices-${channel}-code`, CODES_PER_NUMBER, 3600),
  number: sharedLimiter(`notices-${channel}-number`, CODES_PER_NUMBER_DAY, 86_400),
  /** Tries at one code from one address (the key names the code by its page's token). */
  tries: sharedLimiter(`notices-${channel}-tries`, CODE_TRIES, CODE_MINUTES * 60),
})

/** Whether the site this request came to offers the channel (the /notices page shows its form only then). */
export async function codeChannelOffered(channel: CodeChannel): Promise<boolean> {
  const school = await requestSchool()
  return school !== null && (await channel.codeSender(forSchool(await payloadClient(), school))) !== null
}

export type CodeIntent = 'subscribe' | 'stop'
export type CodeRequestOutcome =
  | { status: 'code-sent'; page: string; token: string; topics: NoticeTopic[]; classes: number[] }
  | { status: 'problem'; problem: CodeProblem }
  | { status: 'limited'; retryAfterSeconds: number }

/**
 * The code page's token: signed for one subscription, number and window; tries are counted
 * per token and address. (The code itself is made with a key of its own: phoneCode.ts codeFor.)
 */
const codePageToken = (channel: CodeChannel['name'], id: number, phone: string, until: number) => linkToken(env().payloadSecret, `${channel}-code`, id, `${phone}:${until}`)

/**
 * A channel's form: checks, limits, then sends a code to the number (a new subscription waits
 * for it). `id` 0: nothing was sent (stopping a number that is not subscribed), the code page
 * still asks.
 */
export async function requestCode(channel: CodeChannel, input: Record<string, unknown>, client: string, locale: Locale, intent: CodeIntent): Promise<CodeRequestOutcome> {
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
  const own = intent === 'subscribe' ? channel.check?.(input) : null
  if (own) return { status: 'problem', problem: own }
  const school = await requestSchool()
  const within = school && forSchool(payload, school)
  const send = within && (await channel.codeSender(within))
  if (!school || !within || !send) return { status: 'problem', problem: 'unavailable' }
  const limit = await consumeSubscribeLimit(client)
  if (!limit.allowed) return { status: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
  // The school's own classes ticked (src/features/classes/rules), kept as the topics are.
  const classes = chosenClasses(input.classes, (await classesOf(within)).map((c) => c.id))

  // Counted by digests of the number: the limiters' store never holds the number itself.
  // Before looking the number up, so that a number not subscribed is limited the same way.
  const limits = limiters(channel.name)
  for (const [limiter, key] of [
    [limits.code, addressKey(`${channel.name}:${phone}:${limitKey(client)}`)],
    [limits.number, addressKey(`${channel.name}:${phone}`)],
  ] as const) {
    const codes = await limiter.consume(key)
    if (!codes.allowed) return { status: 'limited', retryAfterSeconds: codes.retryAfterSeconds }
  }
  // The page and its code are the window's (phoneCode.ts codeUntilFor), whoever asks and whether
  // or not the number is subscribed; the page is for this address alone.
  const until = codeUntilFor(Date.now())
  const page = (id: number) => sealPage(env().payloadSecret, { id, until, asker: askerOf(limitKey(client)) })
  const address = { [channel.field]: phone } as { phone: string } | { whatsapp: string }
  let doc = await subscriptionWith(within, address)
  if (!doc && intent === 'stop') return { status: 'code-sent', page: page(0), token: codePageToken(channel.name, 0, phone, until), topics, classes }
  // Two posts for a new number at once: the second finds the first's (the number is unique per school).
  doc ??= await within.create({
    collection: SUBSCRIPTIONS,
    data: {
      channel: channel.name,
      [channel.field]: phone,
      confirmed: false,
      topics: topicFlags(topics, known),
      classes,
      frequency: 'immediate',
      locale,
      consent: { wording: channel.consent(wordsIn(NOTICE_WORDS, locale), school.name), givenAt: new Date().toISOString(), locale },
    },
    depth: 0,
  }).catch(async (err: unknown) => {
    const again = await subscriptionWith(within, address)
    if (!again) throw err
    return again
  })
  const sent = await send(phone, codeFor(env().payloadSecret, doc.id, phone, until), locale, GATEWAY_TIMEOUT_MS)
  if (!sent.ok) {
    payload.logger.warn({ error: sent.error, channel: channel.name }, 'A confirmation code could not be sent')
    return { status: 'problem', problem: 'not-sent' }
  }
  return { status: 'code-sent', page: page(doc.id), token: codePageToken(channel.name, doc.id, phone, until), topics, classes }
}

export type CodeOutcome = 'subscribed' | 'stopped' | 'wrong' | 'dead'

/**
 * The code page's post: the right code, in time and within CODE_TRIES, subscribes the number
 * with the choices the form carries (consent recorded now) or, to stop, erases it.
 */
export async function enterCode(
  channel: CodeChannel,
  { page, token, code }: { page: unknown; token: unknown; code: unknown },
  intent: CodeIntent,
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
  const tries = await limiters(channel.name).tries.consume(addressKey(`${channel.name}-try:${token}:${from}`))
  if (!tries.allowed) return 'dead'
  if (sealed.id === 0) return 'wrong'
  const payload = await payloadClient()
  const within = forSchool(payload, school)
  const found = await within.find({
    collection: SUBSCRIPTIONS,
    where: { and: [{ id: { equals: sealed.id } }, { channel: { equals: channel.name } }] },
    limit: 1,
    depth: 0,
  })
  const doc = found.docs[0]
  const phone = doc?.[channel.field]
  if (!doc || !phone || !linkTokenMatches(env().payloadSecret, `${channel.name}-code`, doc.id, `${phone}:${sealed.until}`, token)) return 'wrong'
  if (!codeMatches(env().payloadSecret, doc.id, phone, sealed.until, code)) return 'wrong'
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
      consent: { wording: channel.consent(wordsIn(NOTICE_WORDS, locale), school.name), givenAt: at, locale },
    },
    depth: 0,
  })
  return 'subscribed'
}
