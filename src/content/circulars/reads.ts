/** The public reads of circulars and newsletters (the kit: src/data/queries). */
import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import { ALL, allOf, cachedRead, inYearWhere, read, readList, type ReadMode, type YearChoice } from '@/data/queries'
import { payloadClient } from '@/data/payload'
import { RSS_ITEM_LIMIT } from '@/lib/feeds'
import { newsletterDefaultYear, yearsOf } from '@/lib/filters'
import { pageOfTwoRuns } from '@/lib/paging'
import { circular } from './resource'

export const getCirculars = readList('circulars', { sort: circular.sort, limit: ALL })

/**
 * The newest circulars and newsletters with their files, for the feed: the dated ones newest
 * first, then the undated ones, newest entry first (read apart, as databases differ on where
 * an empty date sorts).
 */
export const getCircularsForFeed = cachedRead('feed:circulars', ['circulars'], async (as) => {
  const payload = await payloadClient()
  const find = (where: Where, sort: string[], limit: number) =>
    payload.find({
      collection: 'circulars',
      select: { title: true, category: true, date: true, attachments: true, updatedAt: true },
      where,
      sort,
      depth: 1,
      limit,
      pagination: false,
      ...as,
      overrideAccess: false,
    })
  const dated = await find({ date: { exists: true } }, circular.sort, RSS_ITEM_LIMIT)
  const wanted = RSS_ITEM_LIMIT - dated.docs.length
  const undated = wanted > 0 ? (await find({ date: { exists: false } }, ['-id'], wanted)).docs : []
  return [...dated.docs, ...undated]
})

/** The newsletters' year filter: the years of every circular, and the year it starts at. */
export const getCircularYears = cachedRead('years:circulars', ['circulars'], async (as) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'circulars',
    select: { date: true, category: true },
    depth: 0,
    limit: ALL,
    pagination: false,
    ...as,
    overrideAccess: false,
  })
  return { years: yearsOf(docs, (c) => c.date), start: newsletterDefaultYear(docs) }
})

/**
 * One page of the newsletters, newest first. A year shows that year's dated letters; `all`
 * shows the dated letters, then the undated ones (newest entry first). The two runs are read
 * apart because databases differ on where an empty date sorts (pageOfTwoRuns).
 */
export const getNewslettersPage = cache((page: number, perPage: number, year: YearChoice, mode: ReadMode = 'page') =>
  read(
    `page:newsletters:${JSON.stringify({ page, perPage, year })}`,
    ['circulars'],
    async (as) => {
      const payload = await payloadClient()
      const letters: Where = { category: { equals: 'News Letter' } }
      const find = (where: Where, sort: string[], p: number, limit = perPage) =>
        payload.find({ collection: 'circulars', where, sort, limit, page: p, depth: 1, pagination: true, ...as, overrideAccess: false })
      if (year !== 'all') {
        const { docs, totalDocs, totalPages } = await find(allOf(letters, inYearWhere('date', year))!, circular.sort, page)
        return { docs, page, perPage, totalDocs, totalPages }
      }
      const r = await pageOfTwoRuns(
        (p, limit) => find({ and: [letters, { date: { exists: true } }] }, circular.sort, p, limit),
        (p, limit) => find({ and: [letters, { date: { exists: false } }] }, ['-id'], p, limit),
        page,
        perPage,
      )
      return { docs: [...r.first, ...r.second], page, perPage, totalDocs: r.totalDocs, totalPages: r.totalPages }
    },
    mode,
  ),
)
