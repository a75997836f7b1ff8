/**
 * Draft preview: a signed-in staff member of the host's school (or the vendor's operator) who
 * opened a page through `/preview` sees it with the latest drafts. Both are needed: Next's
 * draft-mode cookie (set only by `/preview`, for such staff) and a valid session now, so
 * signing out ends the preview too.
 */
import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { isOperator, isStaff } from '@/access/roles'
import { schoolsOf } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'
import type { User } from '@/payload-types'
import { payloadClient } from './payload'

/** The admin or editor these request headers are signed in as, or null. */
export async function signedInStaff(requestHeaders: Headers): Promise<User | null> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: requestHeaders })
  return user && user.collection === 'users' && isStaff(user) ? user : null
}

/**
 * The signed-in staff member who may preview the page's school: one who works for it (or the
 * vendor's operator). On another school's host, staff are visitors.
 */
export async function staffUser(requestHeaders: Headers): Promise<User | null> {
  const user = await signedInStaff(requestHeaders)
  return user && (await maySeeDraftsHere(user)) ? user : null
}

/** Whether a staff member works for the page's host's school (or is the vendor's operator). */
export async function maySeeDraftsHere(user: User): Promise<boolean> {
  const school = await requestSchool()
  return Boolean(school && (isOperator(user) || schoolsOf(user).includes(school.id)))
}

export const previewUser = cache(async (): Promise<User | null> =>
  (await draftMode()).isEnabled ? staffUser(await headers()) : null,
)
