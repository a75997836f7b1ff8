/**
 * `GET /alerts/dismissed.css`: this visitor's own stylesheet, hiding the emergency alerts
 * they dismissed (their `dismissed-alerts` cookie). The banner links to it only while an
 * alert shows. Never cached by the server (it differs per visitor) nor kept by the browser
 * (a dismissal must show on the next page).
 */
import type { NextRequest } from 'next/server'

import { DISMISSED_COOKIE, dismissedCss, parseDismissed } from '@/features/alerts/rules'

export const dynamic = 'force-dynamic'

export function GET(request: NextRequest) {
  return new Response(dismissedCss(parseDismissed(request.cookies.get(DISMISSED_COOKIE)?.value)), {
    headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'private, no-store' },
  })
}
