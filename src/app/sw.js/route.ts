/**
 * `/sw.js`: the site's service worker, for notices on a phone (src/features/notices) and
 * nothing else: it shows a push as a notification, says it arrived (a POST of the notice's
 * signed reference to /subscriptions/received), and opens the page it names on a tap (through
 * the notice's tracked link, which counts the tap), or, from its "Change choices" button, the
 * subscriber's preferences page. It caches nothing and handles no requests, so the site works
 * as it does without it.
 */
export const dynamic = 'force-static'

const WORKER = `'use strict'
self.addEventListener('push', (event) => {
  let data = {}
  try { data = event.data ? event.data.json() : {} } catch (e) { data = { title: event.data ? event.data.text() : '' } }
  const shown = self.registration.showNotification(String(data.title || 'Notice'), {
    body: String(data.body || ''),
    tag: data.tag ? String(data.tag) : undefined,
    lang: data.lang ? String(data.lang) : undefined,
    icon: '/icons/192.png',
    // The subscription's preferences page, as a button on the notification (where the browser shows actions).
    actions: data.preferences ? [{ action: 'preferences', title: String(data.preferencesAction || 'Preferences') }] : undefined,
    data: { url: String(data.url || '/'), preferences: data.preferences ? String(data.preferences) : undefined },
  })
  // It arrived: the notice's reference goes back to the site (its figures' "delivered"), nothing else.
  const received = data.ref
    ? fetch('/subscriptions/received', { method: 'POST', body: String(data.ref), headers: { 'content-type': 'text/plain' }, credentials: 'omit', cache: 'no-store' }).catch(() => {})
    : Promise.resolve()
  event.waitUntil(Promise.all([shown, received]))
})
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const d = event.notification.data || {}
  // A page of this site (its path on the origin that registered the worker: the school's own
  // address may be written differently), or an alert's https link elsewhere. The preferences
  // button opens the subscription's preferences page, always of this site.
  if (event.action === 'preferences' && d.preferences) {
    const prefs = new URL(d.preferences, self.location.origin)
    return event.waitUntil(self.clients.openWindow(new URL(prefs.pathname + prefs.search, self.location.origin).href))
  }
  const given = new URL(d.url || '/', self.location.origin)
  const own = given.hostname === self.location.hostname || given.protocol !== 'https:'
  event.waitUntil(self.clients.openWindow(own ? new URL(given.pathname + given.search, self.location.origin).href : given.href))
})
`

export function GET() {
  return new Response(WORKER, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' },
  })
}
