'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { payloadClient } from '@/data/payload'
import { requestLocale } from '@/data/locale'
import { clientAddress } from '@/lib/clientAddress'
import { wordsIn } from '@/lib/i18n/catalogue'
import { localizedHref } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { answerWith } from '@/server/answerStatus'
import { forSchool } from '@/tenancy'
import { requestOrigin, requestSchool } from '@/tenancy/request.server'
import { HONEYPOT_FIELD } from '@/features/feedback/rules'
import { saveApplication, startApplication, ENQUIRY_FIELDS, APPLICATION_FIELDS } from './apply.server'
import type { FormState } from './formState'
import { ADMISSION_WORDS } from './words'

const field = (form: FormData, name: string) => {
  const v = form.get(name)
  return typeof v === 'string' ? v.slice(0, 1000) : ''
}

/** The enquiry on /admission/apply (a plain form post when JavaScript is off): on to the application's own page. */
export async function enquire(_previous: FormState, form: FormData): Promise<FormState> {
  const input = Object.fromEntries([...ENQUIRY_FIELDS, HONEYPOT_FIELD].map((n) => [n, field(form, n)]))
  const values = Object.fromEntries(ENQUIRY_FIELDS.map((n) => [n, input[n] ?? '']))
  const locale = await requestLocale()
  const school = await requestSchool()
  const w = wordsIn(ADMISSION_WORDS, locale)
  if (!school) return { status: 'rejected', values, message: w.closed }
  const outcome = await startApplication(await payloadClient(), school, input, clientAddress(await headers()), locale, await requestOrigin())
  switch (outcome.status) {
    case 'started':
      redirect(`${localizedHref(routes.application(outcome.token), locale)}?started=1`)
    case 'invalid':
      return { status: 'invalid', values, errors: outcome.errors }
    case 'limited':
      answerWith(429, 3600)
      return { status: 'limited', values, message: w.limited }
    case 'rejected':
      return { status: 'rejected', values, message: w.closed }
  }
}

/** The application's page saved or submitted (the button pressed says which). */
export async function saveOrSubmit(_previous: FormState, form: FormData): Promise<FormState> {
  const token = field(form, 'token')
  const submit = field(form, 'intent') === 'submit'
  const input: Record<string, string> = {}
  for (const [k, v] of form.entries()) if (typeof v === 'string' && (APPLICATION_FIELDS.includes(k as never) || k.startsWith('a_') || k === 'consent')) input[k] = v.slice(0, 1000)
  const values = Object.fromEntries(Object.entries(input).filter(([k]) => k !== 'consent'))
  const locale = await requestLocale()
  const w = wordsIn(ADMISSION_WORDS, locale)
  const school = await requestSchool()
  if (!school) return { status: 'rejected', values, message: w.notFound }
  const outcome = await saveApplication(forSchool(await payloadClient(), school), token, input, submit, locale)
  switch (outcome.status) {
    case 'saved':
      return { status: 'saved', values, message: w.saved }
    case 'submitted':
      redirect(`${localizedHref(routes.application(token), locale)}?submitted=1`)
    case 'invalid':
      return { status: 'invalid', values: outcome.values, errors: outcome.errors }
    case 'locked':
      return { status: 'rejected', values, message: w.locked }
    case 'not-found':
      return { status: 'rejected', values, message: w.notFound }
  }
}
