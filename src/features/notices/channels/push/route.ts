/**
 * `POST /subscriptions/push` (JSON, from the "Get notices" page's script): a phone's browser
 * subscribes, or stops. The subscription is the browser's own consent (it asked the person
 * for permission), so it starts at once; the record keeps the words shown beside the button.
 * Only this site's pages may post here (src/proxy.ts); each address is limited as the e-mail
 * form is. The browser's push address is the key: it alone unsubscribes.
 */
import 'server-only'

import { payloadClient } from '@/data/payload'
import { clientAddress } from '@/lib/clientAddress'
import { wordsIn } from '@/lib/i18n/catalogue'
import { localeOf } from '@/lib/i18n/locales'
import { markPersonal } from '@/server/renderContext'
import { forSchool } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'
import { SUBSCRIPTIONS } from '../../collections'
import { parsePushSubscription } from './push'
import { pushHosts } from './hosts'
import { eraseSubscriptions } from '../../erase'
import { subscriptionWith } from '../../subscriptions'
import { consumeSubscribeLimit } from '../../subscribe.server'
import { topicFlags } from '../../rules'
import { topicNames } from '../../topics'
import { NOTICE_WORDS } from '../../words'
import { classesOf } from '@/features/classes/reads'
import { chosenClasses } from '@/features/classes/rules'

const json = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })
const bad = (field: string, message: string) => json(400, { error: 'Bad Request', message, field })

export async function pushPost(request: Request): Promise<Response> {
  markPersonal()
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return bad('content-type', 'Send the subscription as JSON (Content-Type: application/json).')
  let body: { action?: unknown; locale?: unknown; subscription?: { endpoint?: unknown }; classes?: unknown }
  try {
    body = (await request.json()) as typeof body
  } catch {
    return bad('body', 'The body is not JSON.')
  }
  if (typeof body !== 'object' || body === null) return bad('body', 'The body must be a JSON object.')
  const school = await requestSchool()
  if (!school) return json(404, { error: 'Not Found', message: 'No school is served at this address.' })
  const payload = await payloadClient()
  const within = forSchool(payload, school)
  const endpoint = typeof body.subscription?.endpoint === 'string' ? body.subscription.endpoint : ''

  if (body.action === 'unsubscribe') {
    if (!endpoint) return bad('subscription.endpoint', 'Name the subscription to end.')
    await eraseSubscriptions(within, { endpoint: { equals: endpoint } })
    return json(200, { status: 'unsubscribed' })
  }
  if (body.action !== 'subscribe') return bad('action', 'The action must be "subscribe" or "unsubscribe".')

  const known = topicNames(payload.config.collections)
  const parsed = parsePushSubscription(body, pushHosts(), known)
  if (!parsed.ok) return bad(parsed.problem.field, parsed.problem.message)
  const limit = await consumeSubscribeLimit(clientAddress(request.headers))
  if (!limit.allowed)
    return json(429, { error: 'Too Many Requests', message: 'Too many subscriptions from your network. Please try again later.' }, { 'retry-after': String(limit.retryAfterSeconds) })

  const locale = localeOf(body.locale)
  const { endpoint: address, p256dh, auth, topics } = parsed.value
  // The classes ticked, of the school's own (src/features/classes/rules); a list, as the page's script sends it.
  const classes = chosenClasses(Array.isArray(body.classes) ? body.classes : [], (await classesOf(within)).map((c) => c.id))
  const data = {
    p256dh,
    auth,
    topics: topicFlags(topics, known),
    classes,
    frequency: 'immediate' as const,
    locale,
    confirmed: true,
    confirmedAt: new Date().toISOString(),
    consent: { wording: wordsIn(NOTICE_WORDS, locale).pushConsent(school.name), givenAt: new Date().toISOString(), locale },
  }
  const existing = await subscriptionWith(within, { endpoint: address })
  if (existing) await within.update({ collection: SUBSCRIPTIONS, id: existing.id, data, depth: 0 })
  else await within.create({ collection: SUBSCRIPTIONS, data: { ...data, channel: 'push', endpoint: address }, depth: 0 })
  return json(200, { status: 'subscribed' })
}
