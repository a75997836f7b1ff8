/**
 * The notice e-mails: a plain-text part and a small HTML part with the same words, the school
 * as the sender's name, and one-click unsubscribe (RFC 8058: `List-Unsubscribe` with an https
 * or http address and `List-Unsubscribe-Post`). Pure.
 */
import { wordsIn } from '@/lib/i18n/catalogue'
import type { Locale } from '@/lib/i18n/locales'
import { xmlEscape } from '@/lib/xml'
import { ALERTS, type Frequency } from '../../rules'
import { kindOf, type TopicInfo } from '../../topics'
import { NOTICE_WORDS } from '../../words'
import type { NoticeItem } from '../channel'

export type Mail = { subject: string; text: string; html: string; headers?: Record<string, string> }

const page = (body: string, locale: Locale) =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"></head><body style="font-family:sans-serif;line-height:1.5;max-width:40em">${body}</body></html>`

/** The e-mail with the link that confirms a new subscription. */
export function confirmationMail({
  school,
  link,
  locale,
  topics,
  frequency,
  classes,
}: {
  school: string
  link: string
  locale: Locale
  /** The topics chosen (./topics.ts), named in the e-mail's language. */
  topics: readonly TopicInfo[]
  frequency: Frequency
  /** The names of the classes chosen (src/features/classes); empty: only whole-school notices; undefined: the school keeps no classes, nothing said. */
  classes?: readonly string[] | undefined
}): Mail {
  const w = wordsIn(NOTICE_WORDS, locale)
  // What confirming agrees to: the notices chosen, for which classes, and how often.
  const forClasses = classes ? ` ${w.classesChosen} ${classes.length ? classes.join(', ') : w.noClasses}.` : ''
  const chosen = `${w.topics} ${topics.map((t) => t.label[locale]).join('; ')}.${forClasses} ${w.frequency} ${w.frequencies[frequency]}.`
  const text = [w.confirmMail(school), '', link, '', chosen, '', w.consent(school), '', w.confirmIgnore, ''].join('\n')
  const html = page(
    `<p>${xmlEscape(w.confirmMail(school))}</p><p><a href="${xmlEscape(link)}">${xmlEscape(w.confirmButton)}</a><br>${xmlEscape(link)}</p><p>${xmlEscape(chosen)}</p><p>${xmlEscape(w.consent(school))}</p><p>${xmlEscape(w.confirmIgnore)}</p>`,
    locale,
  )
  return { subject: w.confirmSubject(school), text, html }
}

const unsubscribeHeaders = (unsubscribe: string) => ({
  'List-Unsubscribe': `<${unsubscribe}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

/**
 * A notice of one item, or a day's digest of several, to one subscriber. Each item's heading is
 * its kind and title ("Circular: …"), the kind named by its topic among `topics` (./topics.ts);
 * a topic the config no longer names leaves the title alone.
 */
export function noticeMail({
  school,
  items,
  topics,
  unsubscribe,
  preferences,
  locale,
}: {
  school: string
  items: NoticeItem[]
  topics: readonly TopicInfo[]
  unsubscribe: string
  /** The subscription's preferences page (classes, topics, how often), signed like the unsubscribe link. */
  preferences?: string
  locale: Locale
}): Mail {
  const w = wordsIn(NOTICE_WORDS, locale)
  const heading = (i: NoticeItem) => [kindOf(topics, i.kind, locale), i.title].filter(Boolean).join(': ')
  const one = items.length === 1 ? items[0] : undefined
  const subject = one ? (one.kind === ALERTS ? heading(one) : one.title) : w.digestSubject(school, items.length)
  const textItems = items.map((i) => [heading(i), ...(i.summary ? [i.summary] : []), `${w.open} ${i.url}`].join('\n'))
  const footer = [w.whyYouGetThis(school), ...(preferences ? [`${w.preferencesLine} ${preferences}`] : []), `${w.unsubscribeLine} ${unsubscribe}`]
  const text = [...textItems.flatMap((t) => [t, '']), '--', ...footer, ''].join('\n')
  const htmlItems = items
    .map(
      (i) =>
        `<h2 style="font-size:1.1em;margin:1em 0 .25em">${xmlEscape(heading(i))}</h2>${i.summary ? `<p style="margin:.25em 0">${xmlEscape(i.summary)}</p>` : ''}<p style="margin:.25em 0"><a href="${xmlEscape(i.url)}">${xmlEscape(w.open)}</a></p>`,
    )
    .join('')
  const html = page(
    `${htmlItems}<hr><p style="font-size:.9em">${xmlEscape(w.whyYouGetThis(school))}${preferences ? ` <a href="${xmlEscape(preferences)}">${xmlEscape(w.preferencesButton)}</a> ·` : ''} <a href="${xmlEscape(unsubscribe)}">${xmlEscape(w.unsubscribeButton)}</a></p>`,
    locale,
  )
  return { subject, text, html, headers: unsubscribeHeaders(unsubscribe) }
}
