/**
 * Notices on WhatsApp (./whatsapp.ts has the rules): the school's approved notice template
 * filled with the notice's title, the link to stop, and the rest of the notice's link, sent
 * from the school's own WhatsApp Business number, one message a notice. A school that turned
 * WhatsApp off since the notice was queued fails its rows. Meta's message id is kept on the rows
 * for the status webhook. Meta's errors say whether the message is tried again (whatsapp.ts
 * failureOfCode). The Cloud API takes no idempotency key: a message whose answer was lost (a
 * timeout) may go twice.
 */
import { ChannelError, failureOf, type Channel } from '../channel'
import { noteRef } from './refs'
import { linkSuffix, noticeMessage, sendTemplate, stopLink } from './whatsapp'
import { whatsappFor } from './whatsappFor'

export const whatsapp: Channel = {
  name: 'whatsapp',
  addressOf: (subscriber) => subscriber.whatsapp,
  // An urgent alert not opened in time may go again on WhatsApp.
  resendsUrgent: true,
  async send({ rows, address, school, items, subscriber }, { timeoutMs, once }) {
    // The school's WhatsApp set-up, read once a batch.
    const settings = await once(`whatsapp:${school.gate.schoolId}`, () => whatsappFor(school.gate))
    const item = items[0]
    if (!settings || !item) throw new ChannelError(settings ? 'nothing to send' : 'WhatsApp is not set up', 'final')
    const suffix = linkSuffix(item.url, school.origin)
    if (!suffix) throw new ChannelError('the notice’s link is not on the school’s site', 'final')
    const message = noticeMessage(settings.settings, { to: address, locale: subscriber.locale, title: item.title, suffix, stop: stopLink(school.origin, subscriber.locale) })
    const result = await sendTemplate(settings.api, settings.settings.phoneNumberId, message, timeoutMs)
    if (!result.ok) throw new ChannelError(result.error, result.failure)
    // The message went: a lost note only costs its delivered figure, never a second message.
    await noteRef(school.gate, rows.map((r) => r.id), result.id).catch(() => undefined)
  },
  failure: (err) => failureOf(err) ?? 'again',
}
