/**
 * Notices by SMS (./sms.ts has the rules): the school's registered DLT notice template filled
 * with the notice's title and link, through the deployment's gateway, one text a notice. A
 * school that turned SMS off since the notice was queued fails its rows. The gateway's 400,
 * 410 and 422 fail the message for good; anything else is tried again.
 */
import { createHash } from 'node:crypto'

import { env } from '@/env'
import { ChannelError, failureOf, type Channel, type Notice } from '../channel'
import { dltVar, fillTemplate, sendSms } from './sms'
import { smsFor } from './smsFor'

/**
 * One message's reference for the SMS gateway (its idempotency key): the same on every try of
 * it, and never another message's, even after a restore brings back row ids already used, or
 * on another site sharing the gateway account (the site's secret, the notice's creation time
 * and the row, digested).
 */
const messageReference = (notice: Notice | undefined, row: number) =>
  `notice-${createHash('sha256').update(`${env().payloadSecret}:${notice?.createdAt ?? ''}:${row}`).digest('base64url').slice(0, 22)}`

export const sms: Channel = {
  name: 'sms',
  addressOf: (subscriber) => subscriber.phone,
  deliveredWhenSent: true,
  resendsUrgent: true,
  async send({ rows, address, school, items, notice }, { timeoutMs, once }) {
    // The school's DLT registration, read once a batch.
    const settings = await once(`sms:${school.gate.schoolId}`, () => smsFor(school.gate))
    const item = items[0]
    if (!settings || !item) throw new ChannelError(settings ? 'nothing to send' : 'SMS is not set up', 'final')
    const text = fillTemplate(settings.settings.noticeTemplate, [dltVar(item.title)], [item.url])
    const result = await sendSms(
      settings.gateway,
      { to: address, text, templateId: settings.settings.noticeTemplateId, settings: settings.settings, reference: messageReference(notice, rows[0]!.id) },
      timeoutMs,
    )
    if (!result.ok) throw new ChannelError(result.error, result.permanent ? 'final' : 'again')
  },
  failure: (err) => failureOf(err) ?? 'again',
}
