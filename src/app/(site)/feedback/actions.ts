'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import type { FeedbackFormState } from '@/components/feedback/FeedbackForm'
import { submitFeedback } from '@/data/feedback'
import { clientAddress } from '@/lib/clientAddress'
import { FEEDBACK_PATH } from '@/lib/policies'
import { feedbackMessage, type FeedbackErrors } from '@/lib/feedback'
import { localizedHref } from '@/lib/i18n/locales'
import { requestLocale } from '@/data/locale'
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
  const locale = await requestLocale()
  const hi = locale === 'hi'
  switch (outcome.status) {
    case 'sent':
      redirect(localizedHref(`${FEEDBACK_PATH}?sent=1`, locale))
    case 'invalid':
      const errors: FeedbackErrors = {}
      for (const [field, message] of Object.entries(outcome.errors) as [keyof FeedbackErrors, string | undefined][])
        if (message) errors[field] = feedbackMessage(message, locale)
      return { status: 'invalid', values, errors }
    case 'limited':
      return {
        status: 'limited',
        values,
        message: hi
          ? `आपने कम समय में कई संदेश भेजे हैं। कृपया ${hindiWait(outcome.retryAfterSeconds)} प्रतीक्षा करके फिर प्रयास करें।`
          : `You have sent several messages in a short time. Please wait ${waitPhrase(outcome.retryAfterSeconds)} and try again.`,
      }
    case 'rejected':
      return {
        status: 'rejected',
        values,
        message: hi
          ? outcome.reason === 'too-fast'
            ? 'फ़ॉर्म खोलने के कुछ ही सेकंड में भेजा गया, जैसा स्वचालित स्पैम करता है। कृपया अपना संदेश जाँचकर फिर भेजें।'
            : outcome.reason === 'expired'
              ? 'यह फ़ॉर्म एक दिन से अधिक पहले खोला गया था। कृपया अपना संदेश फिर भेजें।'
              : 'आपका संदेश भेजा नहीं जा सका। कृपया फिर प्रयास करें।'
          : outcome.reason === 'too-fast'
            ? 'The form was sent within seconds of opening it, which is how automated spam behaves. Please check your message and send it again.'
            : outcome.reason === 'expired'
              ? 'This form was opened more than a day ago. Please send your message again.'
              : 'Your message could not be sent. Please try again.',
      }
  }
}

/** A wait in Hindi: '2 मिनट', '30 सेकंड'. */
function hindiWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  return s < 60 ? `${s} सेकंड` : `${Math.ceil(s / 60)} मिनट`
}
