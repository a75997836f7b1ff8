/**
 * Draft preview: a signed-in staff member who opened a page through `/preview` sees it with
 * the latest drafts. Both are needed: Next's draft-mode cookie (set only by `/preview`, for
 * staff) and a valid staff session now, so signing out ends the preview too.
 */
import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { isStaff } from '@/access/roles'
import type { User } from '@/payload-types'
import { payloadClient } from './payload'

/** The admin or editor these request headers are signed in as, or null. */
export async function staffUser(requestHeaders: Headers): Promise<User | null> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: requestHeaders })
  return user && user.collection === 'users' && isStaff(user) ? user : null
}

export const previewUser = cache(async (): Promise<User | null> =>
  (await draftMode()).isEnabled ? staffUser(await headers()) : null,
)
