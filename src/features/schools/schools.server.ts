/**
 * The schools served here, and the one a request is for (by its Host: ./rules.ts). The list is
 * read once through the page cache and dropped when an operator changes a school.
 */
import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { tagFor } from '@/data/cacheTags'
import { pageCache } from '@/data/pageCache'
import { payloadClient } from '@/data/payload'
import { env } from '@/env'
import { noteTags } from '@/lib/renderContext'
import type { School } from '@/payload-types'
import { hostName, schoolForCode, schoolForHost, type HostMatch, type SchoolEntry } from './rules'

const TAGS = [tagFor('schools')]

export const toEntry = (s: Pick<School, 'id' | 'code' | 'name' | 'domains' | 'status'>): SchoolEntry => ({
  id: s.id,
  code: s.code,
  name: s.name,
  domains: (s.domains ?? []).map((d) => d.domain),
  status: s.status,
})

/** Every school, served or not (a suspended one's domains must not fall to another school). */
export const getSchools = cache(async (): Promise<SchoolEntry[]> => {
  // A page or answer that depends on which school it is for is dropped with the list.
  noteTags(TAGS)
  return pageCache().get('schools', TAGS, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'schools', limit: 0, pagination: false, depth: 0, sort: 'id', overrideAccess: true })
    return docs.map(toEntry)
  })
})

async function requestHost(): Promise<string | null> {
  try {
    return hostName((await headers()).get('host'))
  } catch {
    // Outside a request (commands, tests): no host, which on a one-school deployment is that school.
    return null
  }
}

/** The host a request was sent to: its Host header (nginx passes it on), else its address's. */
export const hostOf = (request: Request): string | null => hostName(request.headers.get('host') ?? new URL(request.url).host)

/** What the page's host is: a school's, the shared API host, or unknown. */
export const requestSchoolMatch = cache(async (): Promise<HostMatch<SchoolEntry>> =>
  schoolForHost(await requestHost(), await getSchools(), env().API_HOST),
)

/** The school whose site the page's host serves; null on the shared API host or an unknown host. */
export async function requestSchool(): Promise<SchoolEntry | null> {
  const match = await requestSchoolMatch()
  return match.kind === 'school' ? match.school : null
}

/** What an API request's host is. */
export async function apiHostMatch(request: Request): Promise<HostMatch<SchoolEntry>> {
  return schoolForHost(hostOf(request), await getSchools(), env().API_HOST)
}

/** The school an `/api/…/{code}` request names, when its host answers for that school. */
export async function apiSchool(request: Request, code: string | undefined): Promise<SchoolEntry | null> {
  return schoolForCode(await apiHostMatch(request), code, await getSchools())
}

/** The school of an API request without a code in its path (/api/subGallery): its host's. */
export async function apiHostSchool(request: Request): Promise<SchoolEntry | null> {
  const match = await apiHostMatch(request)
  return match.kind === 'school' ? match.school : null
}
