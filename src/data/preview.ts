/**
 * Draft preview: a signed-in staff member who opened a page through `/preview` sees it with
 * the latest drafts. Both are needed: Next's draft-mode cookie (set only by `/preview`, for
 * staff) and a valid staff session now, so signing out ends the preview too.
 */
import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { isStaff } from '@/access/roles'
import type { User } from '@/payload-types'
import { payloadClient } from './payload'

export const previewUser = cache(async (): Promise<User | null> => {
  if (!(await draftMode()).isEnabled) return null
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user && user.collection === 'users' && isStaff(user) ? user : null
})
