/**
 * `POST /subscriptions/preferences`: the preferences page's Save (./PreferencesPage.tsx), a
 * plain form post. The subscription and its signed token come in the form; the token is the
 * authority (no session, no cookie to forge), and the proxy refuses a post from another site
 * as for every form (src/proxy.ts). Then back to the page, saying what happened (303, so a
 * reload does not post again). A malformed post is a 400 naming what is wrong.
 */
import 'server-only'

import { localeOf, localizedHref } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { isLinkToken, subscriptionIdOf } from './rules'
import { savePreferences } from './preferences.server'

/** The largest body read: the page's boxes (a few topics, at most MAX_CLASSES classes) and three short fields. */
const MAX_BODY = 4096

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

export async function preferencesPost(request: Request): Promise<Response> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) return plain(400, 'body: send the page’s form.')
  const body = await request.text().catch(() => '')
  if (body.length > MAX_BODY) return plain(413, 'body: too long for the preferences form.')
  const form = new URLSearchParams(body)
  const id = subscriptionIdOf(form.get('s'))
  const token = form.get('t')
  if (id === null) return plain(400, 's: the link names no subscription. Open the link from a notice again.')
  if (!isLinkToken(token)) return plain(400, 't: the link is cut short or changed. Open the link from a notice again.')
  const outcome = await savePreferences(id, token, form)
  const query = new URLSearchParams({ s: String(id), t: token })
  if (outcome === 'saved') query.set('saved', '1')
  else if (outcome !== 'dead') query.set('e', outcome)
  const page = localizedHref(routes.noticePreferences, localeOf(form.get('lang')))
  return new Response(null, { status: 303, headers: { location: `${page}?${query}`, 'cache-control': 'no-store' } })
}
