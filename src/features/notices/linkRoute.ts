/**
 * The POSTs behind the links in notice e-mails (/subscriptions/confirm and
 * /subscriptions/unsubscribe). The subscription and its token come in the address (a mail
 * program's one-click unsubscribe, RFC 8058) or in the form (the button on the link's page).
 * The button goes on to the page that says what happened; a one-click POST is answered in
 * plain text. A malformed link is a 400 naming what is wrong.
 */
import 'server-only'

import { localeOf, localizedHref } from '@/lib/i18n/locales'
import { isLinkToken, subscriptionIdOf, type LinkPurpose } from './rules'
import { confirmSubscription, unsubscribe, type LinkOutcome } from './subscribe.server'

/** The largest body read: a form of three short fields, or `List-Unsubscribe=One-Click`. */
const MAX_BODY = 2048

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

async function formOf(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return new URLSearchParams()
  const length = Number(request.headers.get('content-length') ?? '0')
  if (length > MAX_BODY) return new URLSearchParams()
  try {
    const form = await request.formData()
    const out = new URLSearchParams()
    for (const [k, v] of form) if (typeof v === 'string') out.append(k, v.slice(0, 200))
    return out
  } catch {
    return new URLSearchParams()
  }
}

export async function linkPost(request: Request, purpose: LinkPurpose): Promise<Response> {
  const url = new URL(request.url)
  const form = await formOf(request)
  const fromPage = form.has('s')
  const s = form.get('s') ?? url.searchParams.get('s')
  const t = form.get('t') ?? url.searchParams.get('t')
  const locale = localeOf(form.get('lang') ?? url.searchParams.get('lang'))
  const id = subscriptionIdOf(s)
  if (id === null) return plain(400, 's: the link names no subscription. Open the link from the e-mail again.')
  if (!isLinkToken(t)) return plain(400, 't: the link is cut short or changed. Open the link from the e-mail again.')
  const outcome: LinkOutcome = purpose === 'confirm' ? await confirmSubscription(id, t) : await unsubscribe(id, t)
  if (fromPage || purpose === 'confirm') {
    const page = localizedHref(`/notices/${purpose}`, locale)
    const location = outcome === 'done' ? `${page}?done=1` : `${page}?dead=1`
    return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
  }
  // One click from a mail program: a link already used (or never valid) asks nothing more of it.
  return outcome === 'done'
    ? plain(200, 'Unsubscribed: no more notices will be sent to this address, and it has been erased.')
    : plain(200, 'This link unsubscribes nobody: the subscription was already removed, or the link is not valid.')
}

/** A GET of the unsubscribe address (a person who opened it): the page with the button. */
export function linkGet(request: Request, purpose: LinkPurpose): Response {
  const url = new URL(request.url)
  const locale = localeOf(url.searchParams.get('lang'))
  const query = new URLSearchParams()
  for (const k of ['s', 't']) {
    const v = url.searchParams.get(k)
    if (v) query.set(k, v.slice(0, 100))
  }
  return new Response(null, { status: 303, headers: { location: `${localizedHref(`/notices/${purpose}`, locale)}?${query}`, 'cache-control': 'no-store' } })
}
