/**
 * The school a page or an API request is for, by its Host (./rules.ts), among the schools
 * served here (./list.ts).
 */
import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { payloadClient } from '@/data/payload'
import { env } from '@/env'
import { noteSite, noteTags } from '@/lib/renderContext'
import { schoolsList, SCHOOLS_TAGS } from './list'
import { scopedSchool } from './scope'
import { hostName, publicOriginOf, schoolForCode, schoolForHost, schoolServedAt, siteOf, type HostMatch, type SchoolEntry } from './rules'

/** Every school, served or not (./list.ts); a page or answer that depends on it is dropped with the list. */
export const getSchools = cache(async (): Promise<SchoolEntry[]> => {
  noteTags(SCHOOLS_TAGS)
  return schoolsList(await payloadClient())
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

/** What a host is among the schools, noted for the response cache (its key keeps each site's pages apart). */
async function matchOf(host: string | null): Promise<HostMatch<SchoolEntry>> {
  const match = schoolForHost(host, await getSchools(), env().API_HOST)
  noteSite(siteOf(match))
  return match
}

/** What the page's host is: a school's, the shared API host, or unknown. */
export const requestSchoolMatch = cache(async (): Promise<HostMatch<SchoolEntry>> => matchOf(await requestHost()))

/** The school whose site the page's host serves; null on the shared API host or an unknown host. */
export async function requestSchool(): Promise<SchoolEntry | null> {
  return schoolServedAt(await requestSchoolMatch(), await getSchools())
}

/**
 * The public address of the page's school (canonical links, feeds, the sitemap): the
 * deployment's own (SERVER_URL) for the school served there, as for the only school of a
 * deployment; another school's from its domains (./rules.ts `originFor`).
 */
export async function requestOrigin(): Promise<string> {
  const base = env().publicOrigin
  const school = await requestSchool()
  return school ? publicOriginOf(school, await getSchools(), base, env().API_HOST) : base
}

/** What an API request's host is. */
export async function apiHostMatch(request: Request): Promise<HostMatch<SchoolEntry>> {
  return matchOf(hostOf(request))
}

/** The school an `/api/…/{code}` request names, when its host answers for that school. */
export async function apiSchool(request: Request, code: string | undefined): Promise<SchoolEntry | null> {
  return schoolForCode(await apiHostMatch(request), code, await getSchools())
}

/** The school of an API request without a code in its path (/api/subGallery): its host's. */
export async function apiHostSchool(request: Request): Promise<SchoolEntry | null> {
  return schoolServedAt(await apiHostMatch(request), await getSchools())
}

/**
 * The school whose content a request's server code reads or writes itself (the TC lookup and
 * its log, feedback, search): the one an API path named (./scope.ts), else the page's host's.
 * Null: none is served here (so nothing is found, and nothing written).
 */
export async function currentSchoolId(): Promise<number | null> {
  return scopedSchool() ?? (await requestSchool())?.id ?? null
}
