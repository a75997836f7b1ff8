/**
 * The schools served here, read once through the page cache and dropped when an operator
 * changes one (the collection's save expires its tag). Free of Next: the access rules
 * (./plugin.ts), jobs and commands read it too.
 */
import type { Payload } from 'payload'

import { tagFor } from '@/data/cacheTags'
import { pageCache } from '@/data/pageCache'
import type { School as SchoolDoc } from '@/payload-types'
import { allSchools } from './gate'
import type { SchoolEntry } from './rules'

export const SCHOOLS_TAGS = [tagFor('schools')]

export const toEntry = (s: Pick<SchoolDoc, 'id' | 'code' | 'name' | 'domains' | 'status'>): SchoolEntry => ({
  id: s.id,
  code: s.code,
  name: s.name,
  domains: (s.domains ?? []).map((d) => d.domain),
  status: s.status,
})

/** Every school, served or not (a suspended one's domains must not fall to another school). */
export function schoolsList(payload: Payload): Promise<SchoolEntry[]> {
  return pageCache().get('schools', SCHOOLS_TAGS, async () => {
    const { docs } = await allSchools(payload, 'the list of schools').find({ collection: 'schools', limit: 0, pagination: false, depth: 0, sort: 'id' })
    return docs.map(toEntry)
  })
}
