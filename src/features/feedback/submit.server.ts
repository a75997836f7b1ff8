/**
 * The feedback form's one way into the `feedback` collection (closed to the APIs): checks
 * the spam guards and the fields (src/features/feedback/rules.ts), counts against the sender's limit, then
 * stores the message for staff. Each form's token is taken once: the tokens taken are kept for
 * the token's lifetime (MAX_FORM_AGE_MS) where the rate limits are counted (Redis with several
 * instances, else this process), one small entry per message stored, so a replay is refused on
 * every instance.
 */
import 'server-only'

import { schoolLimitKey } from '@/lib/clientAddress'
import { env } from '@/env'
import {
  checkFeedbackToken,
  feedbackToken,
  honeypotFilled,
  parseFeedback,
  type FeedbackProblems,
  HONEYPOT_FIELD,
  MAX_FORM_AGE_MS,
  TOKEN_FIELD,
} from '@/features/feedback/rules'
import { answerWith } from '@/server/answerStatus'
import { sharedLimiter } from '@/server/rateLimit'
import { markPersonal } from '@/server/renderContext'
import { payloadClient } from '@/data/payload'
import { forSchool } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'

export type FeedbackOutcome =
  | { status: 'sent' }
  | { status: 'invalid'; errors: FeedbackProblems }
  | { status: 'rejected'; reason: 'honeypot' | 'invalid' | 'too-fast' | 'expired' | 'used' }
  | { status: 'limited'; retryAfterSeconds: number }

const feedbackLimiter = () => sharedLimiter('feedback', env().FEEDBACK_LIMIT, env().FEEDBACK_WINDOW_SECONDS)

/** The tokens already taken, each for as long as a token lives (and the clocks' skew): one message per token. */
const usedTokens = () => sharedLimiter('feedback-tokens', 1, Math.ceil(MAX_FORM_AGE_MS / 1000) + 120)

/** A new form's signed timestamp, bound to the school whose page it is on. */
export async function newFeedbackToken(): Promise<string> {
  const school = await requestSchool()
  return feedbackToken(env().payloadSecret, Date.now(), school?.id ?? 0)
}

export async function submitFeedback(input: Record<string, unknown>, client: string): Promise<FeedbackOutcome> {
  // An answer for one visitor: never cached (src/server/responseCache).
  markPersonal()
  if (honeypotFilled(input[HONEYPOT_FIELD])) return { status: 'rejected', reason: 'honeypot' }
  // The message goes to the school whose site it was written on, from a form of that school's
  // page (its token is signed for it); each school's limit apart.
  const school = await requestSchool()
  if (!school) return { status: 'rejected', reason: 'invalid' }
  const token = checkFeedbackToken(input[TOKEN_FIELD], env().payloadSecret, Date.now(), env().formMinFillMs, school.id)
  if (!token.ok) return { status: 'rejected', reason: token.reason }
  const parsed = parseFeedback(input)
  if (!parsed.ok) return { status: 'invalid', errors: parsed.errors }
  const limit = await feedbackLimiter().consume(schoolLimitKey(school.id, client))
  if (!limit.allowed) {
    answerWith(429, limit.retryAfterSeconds)
    return { status: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
  }
  // Taken once: after the limit, so that the tokens kept are at most the messages stored. The
  // token is checked valid above, so it is ours and its signature names it.
  const once = await usedTokens().consume(String(input[TOKEN_FIELD]).split('.')[1] ?? '')
  if (!once.allowed) return { status: 'rejected', reason: 'used' }
  await forSchool(await payloadClient(), school).create({ collection: 'feedback', data: { ...parsed.value, handled: false }, depth: 0 })
  return { status: 'sent' }
}
