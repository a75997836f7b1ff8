/**
 * What became of a notice message after it left (docs/decisions/0014-notices.md), without a
 * tracking pixel or anything of the parent's:
 *
 * - `GET /notices/o/<notice>.<row>.<signature>` (`/hi/notices/o/…` in Hindi): every message's
 *   link to its item (each item of an e-mail, a push notification's tap, an SMS's link) is this
 *   short signed address on the school's own site. Opening it marks that one message opened
 *   (the first time only) and answers 303 to the item's page in the language of the link. A
 *   link made up, changed or of another school marks nothing and goes to the home page; one
 *   whose row was pruned since still goes to its item. One read by primary key and at most two
 *   small writes, never cached (no-store): a stranger can mark only a message whose link they
 *   hold, once. A HEAD (a link checker) marks nothing.
 * - `POST /subscriptions/received` (body: the reference, as text): the phone's service worker
 *   (src/app/sw.js) says a push arrived: the message is delivered. Authorised by the signed
 *   reference alone, as the one-click unsubscribe is.
 */
import 'server-only'

import { env } from '@/env'
import { payloadClient } from '@/data/payload'
import { LOCALE_HEADER, localeOf, localizedHref } from '@/lib/i18n/locales'
import { markPersonal } from '@/server/renderContext'
import { forSchool } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'
import type { Notice } from './channels/channel'
import { SENDS } from './collections'
import { markDelivered, markOpened, rowOf } from './queue'
import { openRefOf } from './rules'

const NO_STORE = { 'cache-control': 'no-store' }

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, ...NO_STORE } })

/** The answer to a tracked link: 303 to the item (its page in the link's language), or to the home page. */
export async function openedLink(request: Request, ref: string): Promise<Response> {
  markPersonal()
  const locale = localeOf(request.headers.get(LOCALE_HEADER))
  const home = localizedHref('/', locale)
  // The signature is checked before anything is read: a made-up link costs no query.
  const named = openRefOf(env().payloadSecret, ref)
  const school = named && (await requestSchool())
  if (!named || !school) return seeOther(home)
  const gate = forSchool(await payloadClient(), school)
  const notice = await gate.findByID({ collection: SENDS, id: named.send, depth: 0, disableErrors: true, context: { noFigures: true } })
  if (!notice) return seeOther(home)
  const row = await rowOf(gate, named.row)
  if (row && row.send === named.send && request.method !== 'HEAD') await markOpened(gate, [row.id], Date.now())
  const items = (notice.items ?? {}) as Notice['items']
  const url = (items[locale] ?? items.en)?.url
  return seeOther(url || home)
}

/** The largest body read: a reference (`<notice>.<row>.<signature>`, under 50 characters). */
const MAX_REF = 100

/** A phone's service worker says a push arrived (204 whatever it named: nothing is learnt from the answer). */
export async function receivedPost(request: Request): Promise<Response> {
  markPersonal()
  const length = Number(request.headers.get('content-length') ?? '0')
  const ref = length > MAX_REF ? '' : (await request.text().catch(() => '')).slice(0, MAX_REF).trim()
  const named = openRefOf(env().payloadSecret, ref)
  const school = named && (await requestSchool())
  if (named && school) {
    const gate = forSchool(await payloadClient(), school)
    const row = await rowOf(gate, named.row)
    if (row && row.send === named.send) await markDelivered(gate, [row.id], Date.now())
  }
  return new Response(null, { status: 204, headers: NO_STORE })
}
