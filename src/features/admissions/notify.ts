/**
 * What the family is told, by e-mail in the language they applied in: the link to come back
 * (on the enquiry, and again on request), each change of status, and the fee's receipt. A mail
 * that cannot be handed over is logged, never lost silently, and never undoes the change.
 */

import type { Payload } from 'payload'

import { mailFrom } from '@/email/smtp'
import { schoolSender } from '@/lib/mailSender'
import { defineWords, wordsIn } from '@/lib/i18n/catalogue'
import type { Locale } from '@/lib/i18n/locales'
import { localeOf } from '@/lib/i18n/locales'
import { schoolOfRecord } from '@/tenancy'
import { statusLabel } from './words'

type Doc = { number?: string | null; email?: string | null; childName?: string | null; language?: string | null; status?: string | null; school?: unknown }

const MAIL = defineWords('admission-mail', {
  en: {
    linkSubject: (school: string, n: string) => `${school}: your admission application ${n}`,
    link: (school: string, n: string, link: string) =>
      `Thank you for applying to ${school}.\n\nYour application number is ${n}.\n\nTo fill in the rest, save, pay the registration fee or see where your application stands, open this link:\n${link}\n\nKeep this message: anyone with the link can see the application.`,
    statusSubject: (school: string, n: string) => `${school}: application ${n} has changed`,
    status: (school: string, n: string, child: string, status: string) => `The application ${n} for ${child} at ${school} is now: ${status}.\n\nOpen the link from our first message to see it.`,
    receiptSubject: (school: string, n: string) => `${school}: receipt for application ${n}`,
    receipt: (school: string, n: string, amount: string) => `${school} has received the registration fee of ${amount} for application ${n}. The receipt is attached.`,
  },
  hi: {
    linkSubject: (school: string, n: string) => `${school}: आपका प्रवेश आवेदन ${n}`,
    link: (school: string, n: string, link: string) =>
      `${school} में आवेदन के लिए धन्यवाद।\n\nआपकी आवेदन संख्या ${n} है।\n\nबाकी आवेदन भरने, सहेजने, पंजीकरण शुल्क भरने या आवेदन की स्थिति देखने के लिए यह लिंक खोलें:\n${link}\n\nयह संदेश संभालकर रखें: लिंक वाला कोई भी आवेदन देख सकता है।`,
    statusSubject: (school: string, n: string) => `${school}: आवेदन ${n} में बदलाव`,
    status: (school: string, n: string, child: string, status: string) => `${school} में ${child} का आवेदन ${n} अब: ${status}।\n\nइसे देखने के लिए हमारे पहले संदेश का लिंक खोलें।`,
    receiptSubject: (school: string, n: string) => `${school}: आवेदन ${n} की रसीद`,
    receipt: (school: string, n: string, amount: string) => `${school} को आवेदन ${n} का पंजीकरण शुल्क ${amount} मिल गया है। रसीद संलग्न है।`,
  },
})

async function send(payload: Payload, doc: Doc, mail: (words: (typeof MAIL)[Locale], school: string) => { subject: string; text: string }, attachments?: { filename: string; content: Buffer }[]) {
  if (!doc.email) return false
  const school = await schoolOfRecord(payload, doc)
  if (!school) return false
  const { subject, text } = mail(wordsIn(MAIL, localeOf(doc.language)), school.name)
  try {
    await payload.sendEmail({ to: doc.email, from: schoolSender(school.name, mailFrom(payload)), subject, text, ...(attachments ? { attachments } : {}) })
    return true
  } catch (err) {
    payload.logger.error({ err, application: doc.number }, 'Could not send an admissions e-mail')
    return false
  }
}

export const sendApplicationLink = (payload: Payload, doc: Doc, link: string) =>
  send(payload, doc, (w, school) => ({ subject: w.linkSubject(school, doc.number ?? ''), text: w.link(school, doc.number ?? '', link) }))

export async function applicationStatusChanged(payload: Payload, doc: Doc) {
  const locale = localeOf(doc.language)
  await send(payload, doc, (w, school) => ({ subject: w.statusSubject(school, doc.number ?? ''), text: w.status(school, doc.number ?? '', doc.childName ?? '', statusLabel(doc.status ?? '', locale)) }))
}

export const sendReceipt = (payload: Payload, doc: Doc, amount: string, pdf: Buffer) =>
  send(payload, doc, (w, school) => ({ subject: w.receiptSubject(school, doc.number ?? ''), text: w.receipt(school, doc.number ?? '', amount) }), [{ filename: `receipt-${doc.number}.pdf`, content: pdf }])
