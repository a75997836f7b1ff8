'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import type { FeedbackFormState } from '@/features/feedback/FeedbackForm'
import { submitFeedback } from '@/features/feedback/submit.server'
import { clientAddress } from '@/lib/clientAddress'
import { FEEDBACK_PATH } from '@/lib/policies'
import { FEEDBACK_WORDS, feedbackErrors } from '@/features/feedback/rules'
import { WAIT, wordsIn } from '@/lib/i18n/catalogue'
import { localizedHref } from '@/lib/i18n/locales'
import { requestLocale } from '@/data/locale'

const field = (form: FormData, name: string) => {
  const v = form.get(name)
  return typeof v === 'string' ? v : ''
}

/** The /feedback form's post (a plain form post when JavaScript is off); a sent message goes on to the thank-you page. */
export async function sendFeedback(_previous: FeedbackFormState, form: FormData): Promise<FeedbackFormState> {
  const input = Object.fromEntries(['name', 'contact', 'topic', 'message', 'website', 'token'].map((n) => [n, field(form, n)]))
  const values = { name: input.name ?? '', contact: input.contact ?? '', topic: input.topic ?? 'general', message: input.message ?? '' }
  const outcome = await submitFeedback(input, clientAddress(await headers()))
  const locale = await requestLocale()
  const words = wordsIn(FEEDBACK_WORDS, locale)
  switch (outcome.status) {
    case 'sent':
      redirect(localizedHref(`${FEEDBACK_PATH}?sent=1`, locale))
    case 'invalid':
      return { status: 'invalid', values, errors: feedbackErrors(outcome.errors, locale) }
    case 'limited':
      return { status: 'limited', values, message: words.limited(wordsIn(WAIT, locale)(outcome.retryAfterSeconds)) }
    case 'rejected':
      return { status: 'rejected', values, message: words.rejected[outcome.reason === 'honeypot' ? 'invalid' : outcome.reason] }
  }
}
