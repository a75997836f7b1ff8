/**
 * The notices form's one way into the subscriptions (closed to the APIs), and the confirm and
 * unsubscribe links' effects. The school is always the one whose site the request came to.
 *
 * Nobody learns from the answer whether an address is subscribed: a new address, one waiting
 * for its confirmation and one already subscribed all get "check your e-mail". The e-mail
 * says what happened: a link to confirm, or that the address is subscribed already. Each
 * mailbox gets at most MAIL_PER_MAILBOX of those an hour, however many senders ask, however the
 * address is spelt (./rules `mailboxOf`) and at whichever school of the deployment.
 */
import 'server-only'

import { env } from '@/env'
import { payloadClient } from '@/data/payload'
import { limitKey } from '@/lib/clientAddress'
import { wordsIn } from '@/lib/i18n/catalogue'
import type { Locale } from '@/lib/i18n/locales'
import { mailFrom } from '@/email/smtp'
import { schoolSender } from '@/lib/mailSender'
import { sharedLimiter } from '@/server/rateLimit'
import { markPersonal } from '@/server/renderContext'
import { checkFeedbackToken, feedbackToken, honeypotFilled, HONEYPOT_FIELD, TOKEN_FIELD } from '@/features/feedback/rules'
import { forSchool, type SchoolGate } from '@/tenancy'
import { requestOrigin, requestSchool } from '@/tenancy/request.server'
import { SUBSCRIPTIONS } from './collections'
import { emailUnavailable } from './channels/email'
import { confirmationMail, noticeMail } from './channels/email/mail'
import { eraseSubscriptions } from './erase'
import { subscriptionWith } from './subscriptions'
import { addressKey, linkTokenMatches, mailboxOf, parseSubscription, subscriptionLinks, topicFlags, type LinkPurpose, type SubscribeProblems } from './rules'
import { noticeTopics } from './topics'
import { classesOf } from '@/features/classes/reads'
import { chosenClasses } from '@/features/classes/rules'
import { NOTICE_WORDS } from './words'
import { mailboxLimiter } from './mailbox'

export type SubscribeOutcome =
  | { status: 'sent' }
  | { status: 'invalid'; errors: SubscribeProblems }
  | { status: 'rejected'; reason: 'honeypot' | 'invalid' | 'too-fast' | 'expired' | 'unavailable' }
  | { status: 'limited'; retryAfterSeconds: number }

export { MAIL_PER_MAILBOX } from './mailbox'

const formLimiter = () => sharedLimiter('notices-form', env().NOTICES_SUBSCRIBE_LIMIT, env().NOTICES_SUBSCRIBE_WINDOW_SECONDS)

/**
 * One subscription (the e-mail form's post, a phone's push or SMS request) counted against the
 * visitor's address, over every school of the deployment: a budget per school would give one
 * address a budget per school (and confirmations to send for each).
 */
export const consumeSubscribeLimit = (client: string) => formLimiter().consume(limitKey(client))

/** A new form's signed timestamp (the feedback form's kind: src/features/feedback/rules). */
export const newNoticesToken = () => feedbackToken(env().payloadSecret)

/** The e-mail form: checks, limits, then writes (or refreshes) the waiting subscription and sends its confirmation. */
export async function subscribeByEmail(input: Record<string, unknown>, client: string, locale: Locale): Promise<SubscribeOutcome> {
  markPersonal()
  if (honeypotFilled(input[HONEYPOT_FIELD])) return { status: 'rejected', reason: 'honeypot' }
  const token = checkFeedbackToken(input[TOKEN_FIELD], env().payloadSecret, Date.now(), env().formMinFillMs)
  if (!token.ok) return { status: 'rejected', reason: token.reason }
  // No mail can go (no SMTP_URL): nothing is kept, and the parent is told so (a copy of the form from before it stopped).
  if (emailUnavailable()) return { status: 'rejected', reason: 'unavailable' }
  const payload = await payloadClient()
  const known = noticeTopics(payload.config.collections)
  const names = known.map((t) => t.name)
  const parsed = parseSubscription(input, names)
  if (!parsed.ok) return { status: 'invalid', errors: parsed.errors }
  const school = await requestSchool()
  if (!school) return { status: 'rejected', reason: 'invalid' }
  const limit = await consumeSubscribeLimit(client)
  if (!limit.allowed) return { status: 'limited', retryAfterSeconds: limit.retryAfterSeconds }

  const { email, topics, frequency } = parsed.value
  const within = forSchool(payload, school)
  const existing = await subscriptionWith(within, { email })
  // Only the school's own classes, each once (a stale page's deleted class is left out).
  const schoolClasses = await classesOf(within)
  const classes = chosenClasses(input.classes, schoolClasses.map((c) => c.id))
  const data = {
    topics: topicFlags(topics, names),
    classes,
    frequency,
    locale,
    consent: { wording: wordsIn(NOTICE_WORDS, locale).consent(school.name), givenAt: new Date().toISOString(), locale },
  }
  // An address already subscribed keeps its choices: a stranger cannot change them.
  const doc = existing?.confirmed
    ? existing
    : existing
      ? await within.update({ collection: SUBSCRIPTIONS, id: existing.id, data, depth: 0 })
      : await within.create({ collection: SUBSCRIPTIONS, data: { ...data, channel: 'email', email, confirmed: false }, depth: 0 })

  // Counted by a digest of the mailbox, over every school of the deployment: the limiter's
  // store (Redis) never holds the address itself.
  const mails = await mailboxLimiter().consume(addressKey(mailboxOf(email)))
  if (mails.allowed) {
    const links = subscriptionLinks(await requestOrigin(), env().payloadSecret, doc.id, email, locale)
    const mail = existing?.confirmed
      ? alreadySubscribedMail(school.name, links, locale)
      : confirmationMail({
          school: school.name,
          link: links.confirm,
          locale,
          topics: known.filter((t) => topics.includes(t.name)),
          frequency,
          classes: schoolClasses.length ? schoolClasses.filter((c) => classes.includes(c.id)).map((c) => c.name) : undefined,
        })
    // The adapter sends without holding up the answer (src/email/smtp.ts).
    await payload.sendEmail({ to: email, from: schoolSender(school.name, mailFrom(payload)), ...mail })
  }
  return { status: 'sent' }
}

/** To an address already subscribed: says so (its choices are unchanged), with its links to change them or unsubscribe. */
function alreadySubscribedMail(school: string, { unsubscribe, preferences }: { unsubscribe: string; preferences: string }, locale: Locale) {
  const w = wordsIn(NOTICE_WORDS, locale)
  const mail = noticeMail({ school, items: [], topics: [], unsubscribe, preferences, locale })
  return { ...mail, subject: w.confirmedTitle, text: `${w.confirmedText}\n\n${mail.text}`, html: mail.html.replace('<hr>', `<p>${w.confirmedText}</p><hr>`) }
}

export type LinkOutcome = 'done' | 'dead'

/** The subscription a link names, in the school whose site it was opened on, if the link's token is right. */
export async function linked(within: SchoolGate, purpose: LinkPurpose, id: number, token: unknown) {
  const doc = await within.findByID({ collection: SUBSCRIPTIONS, id, depth: 0, disableErrors: true })
  const address = doc?.email ?? doc?.endpoint
  return doc && address && linkTokenMatches(env().payloadSecret, purpose, doc.id, address, token) ? doc : null
}

/** The confirmation link's button: the subscription starts. Confirming twice is fine. */
export async function confirmSubscription(id: number, token: unknown): Promise<LinkOutcome> {
  markPersonal()
  const school = await requestSchool()
  if (!school) return 'dead'
  const within = forSchool(await payloadClient(), school)
  const doc = await linked(within, 'confirm', id, token)
  if (!doc) return 'dead'
  // Consent is given by confirming: the time recorded is this one (the choices are those the e-mail listed).
  const at = new Date().toISOString()
  if (!doc.confirmed)
    await within.update({ collection: SUBSCRIPTIONS, id: doc.id, data: { confirmed: true, confirmedAt: at, consent: { ...doc.consent, givenAt: at } } })
  return 'done'
}

/** Unsubscribing (the page's button, or a mail program's one-click POST): the subscription is erased. */
export async function unsubscribe(id: number, token: unknown): Promise<LinkOutcome> {
  markPersonal()
  const school = await requestSchool()
  if (!school) return 'dead'
  const within = forSchool(await payloadClient(), school)
  const doc = await linked(within, 'unsubscribe', id, token)
  if (!doc) return 'dead'
  await eraseSubscriptions(within, { id: { equals: doc.id } })
  return 'done'
}
