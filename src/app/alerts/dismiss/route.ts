/**
 * `POST /alerts/dismiss` (the Dismiss button of an emergency alert, a plain form): adds the
 * alert to the visitor's `dismissed-alerts` cookie and sends them back to the page they were
 * on, where their own stylesheet (/alerts/dismissed.css) now hides it. The pages themselves
 * stay the same for everyone (docs/decisions/0009). A post from another site's page is
 * refused before it gets here (src/proxy.ts, src/lib/origin.ts): a hidden form elsewhere
 * must not hide an emergency alert from a parent.
 */
import type { NextRequest } from 'next/server'

import { DISMISSED_COOKIE, DISMISSED_MAX_AGE_SECONDS, isAlertKey, withDismissed } from '@/features/alerts/rules'
import { safeSitePath } from '@/lib/preview'

export const dynamic = 'force-dynamic'

export async function POST(request: NextRequest) {
  let key: FormDataEntryValue | null = null
  try {
    key = (await request.formData()).get('alert')
  } catch {
    // Not a form: answered below.
  }
  if (!isAlertKey(key)) {
    return new Response('This is not an alert this site can dismiss. Go back and try again.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  const value = withDismissed(request.cookies.get(DISMISSED_COOKIE)?.value, key)
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  const cookie = [
    `${DISMISSED_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${DISMISSED_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    'HttpOnly',
    ...(https ? ['Secure'] : []),
  ].join('; ')
  // A relative address: it holds behind any proxy's host name.
  return new Response(null, {
    status: 303,
    headers: { Location: safeSitePath(sameSitePath(request)), 'Set-Cookie': cookie, 'Cache-Control': 'no-store' },
  })
}

/** The page the form was on (from the Referer), if it is on this site. */
function sameSitePath(request: NextRequest): string | null {
  const referer = request.headers.get('referer')
  if (!referer) return null
  try {
    const url = new URL(referer)
    return url.host === request.headers.get('host') ? `${url.pathname}${url.search}` : null
  } catch {
    return null
  }
}
