/**
 * `/preview?path=/news`: a signed-in staff member sees that page with the latest drafts
 * (the admin's Preview button links here). Anyone else is sent to sign in first.
 */
import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { staffUser } from '@/data/preview'
import { safeSitePath } from '@/lib/preview'
import { seeOther } from './seeOther'

export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  const path = safeSitePath(request.nextUrl.searchParams.get('path'))
  if (!(await staffUser(request.headers))) {
    const back = `/preview?path=${encodeURIComponent(path)}`
    return seeOther(`/admin/login?redirect=${encodeURIComponent(back)}`)
  }
  ;(await draftMode()).enable()
  return seeOther(path)
}
