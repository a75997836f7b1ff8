'use server'

import { headers } from 'next/headers'

import { requestLocale } from '@/data/locale'
import { verifyTransferCertificate } from '@/data/tc'
import { clientAddress } from '@/lib/clientAddress'
import { formatDate } from '@/lib/dates'
import { waitPhrase } from '@/lib/rateLimit'
import { TC_NOT_FOUND } from '@/lib/tc'
import type { TcFormState } from '@/components/tc/TcForm'

/** The /tc form's lookup; runs as a plain form post when JavaScript is off. */
export async function lookupTc(_previous: TcFormState, form: FormData): Promise<TcFormState> {
  const values = { admission: String(form.get('admission') ?? ''), name: String(form.get('name') ?? '') }
  const outcome = await verifyTransferCertificate(values, clientAddress(await headers()), 'page')
  switch (outcome.status) {
    case 'invalid':
      return { status: 'invalid', values, errors: outcome.errors }
    case 'limited':
      return {
        status: 'limited',
        values,
        message: `You have made many lookups in a short time. Please wait ${waitPhrase(outcome.retryAfterSeconds)} and try again.`,
      }
    case 'not-found':
      return { status: 'not-found', values, message: TC_NOT_FOUND }
    case 'found': {
      const r = outcome.record
      return {
        status: 'found',
        values,
        record: {
          admissionNumber: String(r.admissionNumber),
          studentName: r.studentName,
          classLastStudied: r.classLastStudied,
          dateOfIssue: r.dateOfIssue ? formatDate(r.dateOfIssue, await requestLocale()) : null,
          tcNumber: r.tcNumber,
          certificateUrl: r.certificateUrl,
        },
      }
    }
  }
}
