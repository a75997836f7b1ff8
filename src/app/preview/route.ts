/**
 * `/preview?path=/news`: a signed-in staff member of the host's school sees that page with the
 * latest drafts (the admin's Preview button links here). Anyone not signed in is sent to sign
 * in first; staff of another school see the published page, as visitors do.
 */
import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { maySeeDraftsHere, signedInStaff } from '@/data/preview'
import { safeSitePath } from '@/lib/preview'
import { seeOther } from './seeOther'

export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest) {
  const path = safeSitePath(request.nextUrl.searchParams.get('path'))
  const user = await signedInStaff(request.headers)
  if (!user) {
    const back = `/preview?path=${encodeURIComponent(path)}`
    return seeOther(`/admin/login?redirect=${encodeURIComponent(back)}`)
  }
  if (!(await maySeeDraftsHere(user))) return seeOther(path)
  ;(await draftMode()).enable()
  return seeOther(path)
}
