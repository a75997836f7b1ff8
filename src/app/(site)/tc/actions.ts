'use server'

import { headers } from 'next/headers'

import { requestLocale } from '@/data/locale'
import { verifyTransferCertificate } from '@/data/tc'
import { clientAddress } from '@/lib/clientAddress'
import { formatDate } from '@/lib/dates'
import { waitPhrase } from '@/lib/rateLimit'
import { TC_NOT_FOUND, tcMessage, type TcInputErrors } from '@/lib/tc'
import type { TcFormState } from '@/components/tc/TcForm'

/** The /tc form's lookup; runs as a plain form post when JavaScript is off. */
export async function lookupTc(_previous: TcFormState, form: FormData): Promise<TcFormState> {
  const values = { admission: String(form.get('admission') ?? ''), name: String(form.get('name') ?? '') }
  const outcome = await verifyTransferCertificate(values, clientAddress(await headers()), 'page')
  const locale = await requestLocale()
  switch (outcome.status) {
    case 'invalid':
      const errors: TcInputErrors = {}
      for (const [field, message] of Object.entries(outcome.errors) as [keyof TcInputErrors, string | undefined][])
        if (message) errors[field] = tcMessage(message, locale)
      return { status: 'invalid', values, errors }
    case 'limited':
      return {
        status: 'limited',
        values,
        message:
          locale === 'hi'
            ? `आपने कम समय में बहुत बार खोज की है। कृपया ${hindiWait(outcome.retryAfterSeconds)} प्रतीक्षा करके फिर प्रयास करें।`
            : `You have made many lookups in a short time. Please wait ${waitPhrase(outcome.retryAfterSeconds)} and try again.`,
      }
    case 'not-found':
      return { status: 'not-found', values, message: tcMessage(TC_NOT_FOUND, locale) }
    case 'found': {
      const r = outcome.record
      return {
        status: 'found',
        values,
        record: {
          admissionNumber: r.admissionNumber,
          studentName: r.studentName,
          classLastStudied: r.classLastStudied,
          dateOfIssue: r.dateOfIssue ? formatDate(r.dateOfIssue, locale) : null,
          tcNumber: r.tcNumber,
          certificateUrl: r.certificateUrl,
        },
      }
    }
  }
}

/** A wait in Hindi: '2 मिनट', '30 सेकंड'. */
function hindiWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  return s < 60 ? `${s} सेकंड` : `${Math.ceil(s / 60)} मिनट`
}
