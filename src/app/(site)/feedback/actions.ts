'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import type { FeedbackFormState } from '@/components/feedback/FeedbackForm'
import { submitFeedback } from '@/data/feedback'
import { clientAddress } from '@/lib/clientAddress'
import { FEEDBACK_PATH } from '@/lib/policies'
import { waitPhrase } from '@/lib/rateLimit'

const field = (form: FormData, name: string) => {
  const v = form.get(name)
  return typeof v === 'string' ? v : ''
}

/** The /feedback form's post (a plain form post when JavaScript is off); a sent message goes on to the thank-you page. */
export async function sendFeedback(_previous: FeedbackFormState, form: FormData): Promise<FeedbackFormState> {
  const input = Object.fromEntries(['name', 'contact', 'topic', 'message', 'website', 'token'].map((n) => [n, field(form, n)]))
  const values = { name: input.name ?? '', contact: input.contact ?? '', topic: input.topic ?? 'general', message: input.message ?? '' }
  const outcome = await submitFeedback(input, clientAddress(await headers()))
  switch (outcome.status) {
    case 'sent':
      redirect(`${FEEDBACK_PATH}?sent=1`)
    case 'invalid':
      return { status: 'invalid', values, errors: outcome.errors }
    case 'limited':
      return {
        status: 'limited',
        values,
        message: `You have sent several messages in a short time. Please wait ${waitPhrase(outcome.retryAfterSeconds)} and try again.`,
      }
    case 'rejected':
      return {
        status: 'rejected',
        values,
        message:
          outcome.reason === 'too-fast'
            ? 'The form was sent within seconds of opening it, which is how automated spam behaves. Please check your message and send it again.'
            : outcome.reason === 'expired'
              ? 'This form was opened more than a day ago. Please send your message again.'
              : 'Your message could not be sent. Please try again.',
      }
  }
}
