/**
 * The feedback form's one way into the `feedback` collection (closed to the APIs): checks
 * the spam guards and the fields (src/features/feedback/rules.ts), counts against the sender's limit, then
 * stores the message for staff.
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
  TOKEN_FIELD,
} from '@/features/feedback/rules'
import { sharedLimiter } from '@/server/rateLimit'
import { markPersonal } from '@/server/renderContext'
import { payloadClient } from '@/data/payload'
import { forSchool } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'

export type FeedbackOutcome =
  | { status: 'sent' }
  | { status: 'invalid'; errors: FeedbackProblems }
  | { status: 'rejected'; reason: 'honeypot' | 'invalid' | 'too-fast' | 'expired' }
  | { status: 'limited'; retryAfterSeconds: number }

const feedbackLimiter = () => sharedLimiter('feedback', env().FEEDBACK_LIMIT, env().FEEDBACK_WINDOW_SECONDS)

/** A new form's signed timestamp. */
export const newFeedbackToken = () => feedbackToken(env().payloadSecret)

export async function submitFeedback(input: Record<string, unknown>, client: string): Promise<FeedbackOutcome> {
  // An answer for one visitor: never cached (src/server/responseCache).
  markPersonal()
  if (honeypotFilled(input[HONEYPOT_FIELD])) return { status: 'rejected', reason: 'honeypot' }
  const token = checkFeedbackToken(input[TOKEN_FIELD], env().payloadSecret, Date.now(), env().formMinFillMs)
  if (!token.ok) return { status: 'rejected', reason: token.reason }
  const parsed = parseFeedback(input)
  if (!parsed.ok) return { status: 'invalid', errors: parsed.errors }
  // The message goes to the school whose site it was written on; each school's limit apart.
  const school = await requestSchool()
  if (!school) return { status: 'rejected', reason: 'invalid' }
  const limit = await feedbackLimiter().consume(schoolLimitKey(school.id, client))
  if (!limit.allowed) return { status: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
  await forSchool(await payloadClient(), school).create({ collection: 'feedback', data: { ...parsed.value, handled: false }, depth: 0 })
  return { status: 'sent' }
}
