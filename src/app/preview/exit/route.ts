/**
 * `/preview/exit`: back to the published site, on the page the preview was showing (the
 * `path` given, else the page the link was on).
 */
import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { safeSitePath } from '@/lib/preview'
import { seeOther } from '../seeOther'

export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  return seeOther(safeSitePath(request.nextUrl.searchParams.get('path') ?? sameSitePath(request)))
}

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
