/**
 * The school a page or an API request is for, decided once per request (./which.ts): the one an
 * `/api/…/{code}` path named (./scope.ts), else the one the request's Host serves.
 */
import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { payloadClient } from '@/data/payload'
import { env } from '@/env'
import { noteSite, noteTags } from '@/server/renderContext'
import type { SchoolEntry } from './rules'
import { schoolsList, SCHOOLS_TAGS } from './list'
import { hostName, publicOriginOf, siteOf, type HostMatch } from './rules'
import type { School } from './school'
import { scopedSchool } from './scope'
import { noteHostServed } from './servedHosts'
import { hostMatch, schoolAtHost, schoolForApiCode } from './which'

/** Every school, served or not; a page or answer that depends on it is dropped with the list. */
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
  const schools = await getSchools()
  const payload = await payloadClient()
  const match = await hostMatch(payload, host)
  noteSite(siteOf(match))
  // The only school on a host it does not list: remembered for when a second school comes (./servedHosts.ts).
  noteHostServed(payload, host, match, schools)
  return match
}

/** What the page's host is: a school's, the shared API host, or unknown. */
export const requestSchoolMatch = cache(async (): Promise<HostMatch<SchoolEntry>> => matchOf(await requestHost()))

/** The school a page's host serves, noted for the response cache. */
const hostSchool = cache(async (): Promise<School | null> => {
  await requestSchoolMatch()
  return schoolAtHost(await payloadClient(), await requestHost())
})

/**
 * The school the request is for: the one its API path named, else its host's. Null: none is
 * served here (so nothing is found, and nothing written).
 */
export async function requestSchool(): Promise<School | null> {
  return scopedSchool() ?? (await hostSchool())
}

/**
 * The public address of the request's school (canonical links, feeds, the sitemap): the
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

/** The school an `/api/…/{code}` request names, when its host answers for that code. */
export async function apiSchool(request: Request, code: string | undefined): Promise<School | null> {
  await apiHostMatch(request)
  return schoolForApiCode(await payloadClient(), hostOf(request), code)
}

/** The school of an API request without a code in its path (/api/subGallery): its host's. */
export async function apiHostSchool(request: Request): Promise<School | null> {
  await apiHostMatch(request)
  return schoolAtHost(await payloadClient(), hostOf(request))
}
