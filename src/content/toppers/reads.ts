/** The public reads of toppers (the kit: src/data/queries). */
import 'server-only'

import { cache } from 'react'

import { ALL, read, readList, readPage, type ReadMode } from '@/data/queries'
import { payloadClient } from '@/data/payload'
import { sessionYearsOf } from '@/lib/filters'
import { topper } from './resource'

// Toppers in one order everywhere (the resource's): newest session, highest marks, then by name.
export const getToppersX = readList('toppers', { sort: topper.sort, limit: 6, where: { class: { equals: 'X' } } })
export const getToppersXII = readList('toppers', { sort: topper.sort, limit: 6, where: { class: { equals: 'XII' } } })
export const getToppersBySession = readList('toppers', { sort: topper.sort, limit: ALL })

export const getToppersPage = cache((klass: 'X' | 'XII', session: string, page: number, perPage: number, mode: ReadMode = 'page') =>
  readPage(
    'toppers',
    {
      sort: topper.sort,
      where: { and: [{ class: { equals: klass } }, { sessionYear: { equals: session } }] },
      perPage,
      page,
    },
    mode,
  ),
)

/** The session filter's choices for a class: only the session of each topper, never whole records. */
export const getTopperSessions = cache((klass: 'X' | 'XII', mode: ReadMode = 'page') =>
  read(
    `sessions:toppers:${klass}`,
    ['toppers'],
    async (as) => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'toppers',
        select: { sessionYear: true },
        where: { class: { equals: klass } },
        depth: 0,
        limit: ALL,
        pagination: false,
        ...as,
        overrideAccess: false,
      })
      return sessionYearsOf(docs)
    },
    mode,
  ),
)
