'use server'

import { headers } from 'next/headers'

import { requestLocale } from '@/data/locale'
import { verifyTransferCertificate } from '@/features/tc/lookup.server'
import { clientAddress } from '@/lib/clientAddress'
import { answerWith } from '@/server/answerStatus'
import { formatDate } from '@/lib/dates'
import { WAIT, wordsIn } from '@/lib/i18n/catalogue'
import { TC_WORDS, tcMessage, type TcField, type TcMessage } from '@/features/tc/rules'
import type { TcFormState } from '@/features/tc/TcForm'

/** The /tc form's lookup; runs as a plain form post when JavaScript is off. */
export async function lookupTc(_previous: TcFormState, form: FormData): Promise<TcFormState> {
  const values = { admission: String(form.get('admission') ?? ''), name: String(form.get('name') ?? '') }
  const outcome = await verifyTransferCertificate(values, clientAddress(await headers()), 'page')
  const locale = await requestLocale()
  switch (outcome.status) {
    case 'invalid':
      const errors: Partial<Record<TcField, string>> = {}
      for (const [field, message] of Object.entries(outcome.errors) as [TcField, TcMessage | undefined][])
        if (message) errors[field] = tcMessage(message, locale)
      return { status: 'invalid', values, errors }
    case 'limited':
      // The page answers 429 with Retry-After (src/server/answerStatus.ts), in the visitor's language.
      answerWith(429, outcome.retryAfterSeconds)
      return {
        status: 'limited',
        values,
        message: wordsIn(TC_WORDS, locale).limited(wordsIn(WAIT, locale)(outcome.retryAfterSeconds)),
      }
    case 'not-found':
      return { status: 'not-found', values, message: tcMessage('notFound', locale) }
    case 'found': {
      const r = outcome.record
      return {
        status: 'found',
        values,
        record: { ...r, dateOfIssue: r.dateOfIssue ? formatDate(r.dateOfIssue, locale) : null },
      }
    }
  }
}
