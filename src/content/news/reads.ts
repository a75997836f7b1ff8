/** The public reads of news items (the kit: src/data/queries). */
import 'server-only'

import { cache } from 'react'

import { addressesOf, ALL, allOf, cachedRead, inCategoryWhere, inYearWhere, readList, readOne, readPage, type ReadMode, type YearChoice } from '@/data/queries'
import { payloadClient } from '@/data/payload'
import type { Category } from '@/features/categories/rules'
import { categoryOf } from '@/features/categories/rules'
import { RSS_ITEM_LIMIT } from '@/lib/feeds'
import { yearsOf } from '@/lib/filters'
import { news } from './resource'

export const getLatestNews = readList('news', { sort: news.sort, limit: 6 })
export const getAllNews = readList('news', { sort: news.sort, limit: ALL })
export const getNewsItem = readOne('news')

/** The sitemap's news items: ids and last changes. */
export const getNewsAddresses = addressesOf('news', news.sort)

/** The news feed (src/lib/feeds): the newest items, and only the fields a feed shows. */
export const getNewsForFeed = cachedRead('feed:news', ['news'], async (as) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    select: { title: true, description: true, fromDate: true, updatedAt: true, ...(news.category ? { category: true } : {}) },
    sort: news.sort,
    depth: news.category ? 1 : 0,
    limit: RSS_ITEM_LIMIT,
    pagination: false,
    ...as,
    overrideAccess: false,
  })
  // The feed gives a category by its label (src/features/categories).
  return docs.map((d) => ({ ...d, category: categoryOf(d)?.label ?? null }))
})

export const getNewsPage = cache((page: number, perPage: number, year: YearChoice, category: Category | 'all' = 'all', mode: ReadMode = 'page') =>
  readPage('news', { sort: news.sort, where: allOf(inYearWhere('fromDate', year), inCategoryWhere(category)), perPage, page }, mode),
)

/** The year filter's choices: only the date of each item, never whole items. */
export const getNewsYears = cachedRead('years:news', ['news'], async (as) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'news', select: { fromDate: true }, depth: 0, limit: ALL, pagination: false, ...as, overrideAccess: false })
  return yearsOf(docs, (n) => n.fromDate)
})
