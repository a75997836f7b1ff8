/**
 * The schools served here, read once through the page cache and dropped when an operator
 * changes one (the collection's save expires its tag). Used by the site (./schools.server.ts)
 * and by the access rules (./perSchool.ts), so it stays free of Next.
 */
import type { Payload, PayloadRequest } from 'payload'

import { tagFor } from '@/data/cacheTags'
import { pageCache } from '@/data/pageCache'
import { env } from '@/env'
import type { School } from '@/payload-types'
import { hostName, schoolForHost, type SchoolEntry } from './rules'

export const SCHOOLS_TAGS = [tagFor('schools')]

export const toEntry = (s: Pick<School, 'id' | 'code' | 'name' | 'domains' | 'status'>): SchoolEntry => ({
  id: s.id,
  code: s.code,
  name: s.name,
  domains: (s.domains ?? []).map((d) => d.domain),
  status: s.status,
})

/** Every school, served or not (a suspended one's domains must not fall to another school). */
export function schoolsList(payload: Payload): Promise<SchoolEntry[]> {
  return pageCache().get('schools', SCHOOLS_TAGS, async () => {
    const { docs } = await payload.find({ collection: 'schools', limit: 0, pagination: false, depth: 0, sort: 'id', overrideAccess: true })
    return docs.map(toEntry)
  })
}

/**
 * The deployment's first school (by id): the one a page is read or written for when no school
 * is named on a one-school deployment. Null before any exists.
 */
export async function firstSchool(payload: Payload, req?: Partial<PayloadRequest>): Promise<{ id: number; code: string; name: string } | null> {
  const { docs } = await payload.find({ collection: 'schools', sort: 'id', limit: 1, depth: 0, overrideAccess: true, select: { code: true, name: true }, req })
  const first = docs[0]
  return first ? { id: first.id, code: first.code, name: first.name } : null
}

/**
 * The school a command works on (`--school CODE`): the one with that code, else the
 * deployment's only school. Otherwise, a sentence saying what to do.
 */
export async function commandSchool(payload: Payload, code?: string): Promise<{ id: number; code: string } | string> {
  const { docs } = await payload.find({
    collection: 'schools',
    where: code ? { code: { equals: code } } : undefined,
    sort: 'id',
    limit: 2,
    depth: 0,
    overrideAccess: true,
    select: { code: true },
  })
  if (code) return docs[0] ? { id: docs[0].id, code: docs[0].code } : `No school has the code ${code} (the list: Vendor → Schools in the admin).`
  if (docs.length === 0) return 'No school yet: add it first (npm run school:add -- --code … --name …).'
  if (docs.length > 1) return 'This deployment serves several schools: name one with --school CODE.'
  return { id: docs[0]!.id, code: docs[0]!.code }
}

/**
 * The school a visitor's read is for: the one the page's read names (`context.school`, set by
 * src/data/queries), else the one the request's host serves. Null: none (so nothing is shown).
 */
export async function visitorSchool(req: PayloadRequest): Promise<number | null> {
  const named = (req.context as { school?: unknown } | undefined)?.school
  if (typeof named === 'number') return named
  const match = schoolForHost(hostName(req.headers?.get('host')), await schoolsList(req.payload), env().API_HOST)
  return match.kind === 'school' ? match.school.id : null
}
