/**
 * Notices by phone push (Web Push: ./push.ts has the rules): one encrypted message per notice
 * to the push address the phone's browser gave, only on the browsers' push services
 * (NOTICES_PUSH_HOSTS). A push service answering 404 or 410 has ended the subscription (it
 * is erased); another 4xx but 429 will not get better (failed); 429 and 5xx are tried again.
 */
import https from 'node:https'

import { env } from '@/env'
import { wordsIn } from '@/lib/i18n/catalogue'
import { ALERTS, subscriptionLinks } from '../../rules'
import { NOTICE_WORDS } from '../../words'
import { ChannelError, failureOf, type Channel } from '../channel'
import { pushHosts } from './hosts'
import { pushHostAllowed, pushMessage, vapidKeys } from './push'

/** How long a push service keeps a notice for a phone that is off. */
const PUSH_TTL_SECONDS = 24 * 60 * 60

const KEY = Symbol.for('school-site.notices.push')
/** Connections to the push services, kept open between messages. */
const pushAgent = () => ((globalThis as Record<symbol, https.Agent>)[KEY] ??= new https.Agent({ keepAlive: true, maxSockets: 4 }))

export const push: Channel = {
  name: 'push',
  addressOf: (subscriber) => subscriber.endpoint,
  async send({ rows, subscriber, address, school, items }, { from, timeoutMs }) {
    if (!pushHostAllowed(address, pushHosts())) throw new ChannelError('push service not allowed', 'final')
    // Loaded by the sender only: the pages never send a push.
    const { default: webpush } = await import('web-push')
    await webpush.sendNotification(
      { endpoint: address, keys: { p256dh: subscriber.p256dh ?? '', auth: subscriber.auth ?? '' } },
      pushMessage(items, school.name, `notice-${rows[0]!.send}`, subscriber.locale, {
        url: subscriptionLinks(school.origin, env().payloadSecret, subscriber.id, address, subscriber.locale).preferences,
        action: wordsIn(NOTICE_WORDS, subscriber.locale).preferencesAction,
      }),
      {
        vapidDetails: { subject: `mailto:${from.address}`, ...vapidKeys(env().payloadSecret) },
        TTL: PUSH_TTL_SECONDS,
        urgency: items[0]?.kind === ALERTS ? 'high' : 'normal',
        timeout: timeoutMs,
        agent: pushAgent(),
      },
    )
  },
  failure(err) {
    const known = failureOf(err)
    if (known) return known
    // 404 and 410: the browser ended the subscription. Another 4xx (but 429) will not get better.
    const status = (err as { statusCode?: unknown }).statusCode
    const code = typeof status === 'number' ? status : 0
    return code === 404 || code === 410 ? 'gone' : code >= 400 && code < 500 && code !== 429 ? 'final' : 'again'
  },
}
