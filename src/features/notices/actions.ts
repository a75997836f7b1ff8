'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { requestLocale } from '@/data/locale'
import { clientAddress } from '@/lib/clientAddress'
import { WAIT, wordsIn } from '@/lib/i18n/catalogue'
import { localizedHref } from '@/lib/i18n/locales'
import type { SubscribeFormState } from './SubscribeForm'
import { subscribeByEmail } from './subscribe.server'
import { NOTICE_WORDS } from './words'
import { enterCode, requestCode, type CodeChannel, type CodeIntent } from './channels/phoneCode.server'
import { SMS_CODES } from './channels/sms/sms.server'
import { WHATSAPP_CODES } from './channels/whatsapp/whatsapp.server'
import { topicsOf } from './rules'
import { siteTopicNames } from './topics.server'
import { MAX_CLASSES } from '@/features/classes/rules'

/** A form field's text, at most 300 characters (every field here is shorter; a longer one is refused as too long). */
const field = (form: FormData, name: string) => {
  const v = form.get(name)
  return typeof v === 'string' ? v.slice(0, 300) : ''
}

/** The class boxes ticked (their values, ids; the server keeps only the school's: src/features/classes/rules chosenClasses). */
const classesIn = (form: FormData) =>
  form
    .getAll('classes')
    .filter((v): v is string => typeof v === 'string')
    .slice(0, MAX_CLASSES)
    .map((v) => v.slice(0, 12))

/** The /notices form's post (a plain form post when JavaScript is off); on success, the "check your e-mail" page. */
export async function subscribeAction(_previous: SubscribeFormState, form: FormData): Promise<SubscribeFormState> {
  const one = (name: string) => field(form, name)
  const topics = form.getAll('topics').filter((v): v is string => typeof v === 'string')
  const classes = classesIn(form)
  const input = { email: one('email'), topics, classes, frequency: one('frequency'), website: one('website'), token: one('token') }
  const values = {
    email: input.email.slice(0, 300),
    topics: topics.slice(0, 10).map((t) => t.slice(0, 20)),
    frequency: input.frequency.slice(0, 20) || 'immediate',
    classes: classes.map(Number).filter(Number.isSafeInteger),
  }
  const locale = await requestLocale()
  const outcome = await subscribeByEmail(input, clientAddress(await headers()), locale)
  const w = wordsIn(NOTICE_WORDS, locale)
  switch (outcome.status) {
    case 'sent':
      redirect(localizedHref('/notices?sent=1', locale))
    case 'invalid':
      return {
        status: 'invalid',
        values,
        errors: Object.fromEntries(Object.entries(outcome.errors).map(([field, problem]) => [field, w.problems[problem]])),
      }
    case 'limited':
      return { status: 'limited', values, message: w.limited(wordsIn(WAIT, locale)(outcome.retryAfterSeconds)) }
    case 'rejected':
      return { status: 'rejected', values, message: w.rejected[outcome.reason === 'honeypot' ? 'invalid' : outcome.reason] }
  }
}

/** The channel a number's form or code page is for (its hidden `via`): SMS unless it says WhatsApp. */
const viaOf = (form: FormData): CodeChannel => (field(form, 'via') === 'whatsapp' ? WHATSAPP_CODES : SMS_CODES)

/** A number's forms' post (SMS or WhatsApp; subscribe, or stop): on success the code page, else /notices saying why. */
export async function phoneRequestAction(form: FormData): Promise<void> {
  const one = (name: string) => field(form, name)
  const channel = viaOf(form)
  const intent: CodeIntent = one('intent') === 'stop' ? 'stop' : 'subscribe'
  const topics = form.getAll('topics').filter((v): v is string => typeof v === 'string').slice(0, 10)
  const locale = await requestLocale()
  const input = { phone: one('phone'), topics, classes: classesIn(form), optin: one('optin'), website: one('website'), token: one('token') }
  const outcome = await requestCode(channel, input, clientAddress(await headers()), locale, intent)
  if (outcome.status === 'code-sent') {
    const query = new URLSearchParams({ s: outcome.page, t: outcome.token, do: intent, topics: outcome.topics.join(' '), classes: outcome.classes.join(' ') })
    redirect(localizedHref(`/notices/${channel.name}?${query}`, locale))
  }
  const problem = outcome.status === 'limited' ? `limited&wait=${outcome.retryAfterSeconds}` : outcome.problem
  redirect(localizedHref(`/notices?${channel.name}=${problem}&do=${intent}#${channel.name}-${intent}`, locale))
}

/** A code page's post: subscribed or stopped, else the page again saying what was wrong. */
export async function phoneCodeAction(form: FormData): Promise<void> {
  const one = (name: string) => field(form, name)
  const channel = viaOf(form)
  const intent: CodeIntent = one('do') === 'stop' ? 'stop' : 'subscribe'
  const topics = topicsOf(one('topics'), await siteTopicNames())
  // The classes the form chose, carried by the code page (checked against the school's again on the way in).
  const classes = one('classes').split(' ').filter(Boolean).slice(0, MAX_CLASSES)
  const locale = await requestLocale()
  const outcome = await enterCode(channel, { page: one('s'), token: one('t'), code: one('code') }, intent, topics, locale, clientAddress(await headers()), classes)
  if (outcome === 'subscribed' || outcome === 'stopped') redirect(localizedHref(`/notices/${channel.name}?done=${outcome}`, locale))
  const query = new URLSearchParams({ s: one('s'), t: one('t'), do: intent, topics: topics.join(' '), classes: classes.join(' '), e: outcome })
  redirect(localizedHref(`/notices/${channel.name}?${query}`, locale))
}
