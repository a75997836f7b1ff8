/**
 * The reads of the types with a listing of their own (src/content/listing): a page of the list,
 * one document, every document (the JSON API), the sitemap's addresses and the news feed's
 * items. Each is a visitor's read through data/queries' `read` (published only, this school's,
 * cached under the type's tag), like every other read of the pages.
 */
import 'server-only'

import type { CollectionSlug } from 'payload'
import { cache } from 'react'

import { ALL, read, type ReadMode } from '@/data/queries'
import { payloadClient } from '@/data/payload'
import { RSS_ITEM_LIMIT } from '@/lib/feeds'
import { requestLocale } from '@/data/locale'
import type { ListedLink } from '@/lib/navigation'
import { routes } from '@/lib/routes'
import { listedSort, listedTypes, titleOf, typeName, type ListedType } from './types'

type Doc = Record<string, unknown> & { id: number; updatedAt: string }

const find = async (type: ListedType, as: object, options: { limit: number; page?: number; where?: object; select?: object; depth?: number }) =>
  (await payloadClient()).find({
    collection: type.slug as CollectionSlug,
    sort: listedSort(type.listing),
    depth: options.depth ?? 1,
    limit: options.limit,
    page: options.page,
    pagination: options.page !== undefined,
    ...(options.where ? { where: options.where } : {}),
    ...(options.select ? { select: options.select } : {}),
    ...as,
    overrideAccess: false,
  } as never)

/** One page of the list, with the counts its paging links need. */
export const getListedPage = cache((type: ListedType, page: number, perPage: number, mode: ReadMode = 'page') =>
  read(`listed:${type.slug}:${perPage}:${page}`, [type.slug], async (as) => {
    const found = await find(type, as, { limit: perPage, page })
    return { docs: found.docs as unknown as Doc[], totalPages: found.totalPages }
  }, mode),
)

/** One document by its id, or null. */
export const getListedItem = cache((type: ListedType, id: number, mode: ReadMode = 'page') =>
  read(`listed:${type.slug}:${id}`, [type.slug], async (as) => {
    const found = await find(type, as, { limit: 1, where: { id: { equals: id } } })
    return (found.docs[0] as unknown as Doc | undefined) ?? null
  }, mode),
)

/** Every published document, for the JSON API. */
export const getListedAll = (type: ListedType) =>
  read(`listed:${type.slug}:all`, [type.slug], async (as) => (await find(type, as, { limit: ALL })).docs as unknown as Doc[], 'published')

/** The sitemap's entries of every listed type: each published document's page and last change. */
export async function getListedAddresses(): Promise<{ type: ListedType; docs: { id: number; updatedAt: string }[] }[]> {
  const types = listedTypes((await payloadClient()).config.collections)
  return Promise.all(
    types.map(async (type) => ({
      type,
      docs: await read(`listed:${type.slug}:addresses`, [type.slug], async (as) => (await find(type, as, { limit: ALL, depth: 0, select: { updatedAt: true } })).docs as unknown as Doc[], 'published'),
    })),
  )
}

export type ListedFeedItem = { type: ListedType; id: number; title: string; text: string; date: string; updatedAt: string }

/** The newest documents of the types whose listing puts them in the news feed. */
export async function getListedForNewsFeed(): Promise<ListedFeedItem[]> {
  const types = listedTypes((await payloadClient()).config.collections).filter((t) => t.listing.inNewsFeed)
  const lists = await Promise.all(
    types.map((type) =>
      read(`listed:${type.slug}:feed`, [type.slug], async (as) => (await find(type, as, { limit: RSS_ITEM_LIMIT, depth: 0 })).docs as unknown as Doc[], 'published').then((docs) =>
        docs.map((doc) => ({
          type,
          id: doc.id,
          title: titleOf(type, doc),
          text: typeof doc[type.listing.text] === 'string' ? (doc[type.listing.text] as string) : '',
          date: String(doc[type.listing.date] ?? ''),
          updatedAt: doc.updatedAt,
        })),
      ),
    ),
  )
  return lists.flat()
}

/** The list pages the menu and the sitemap page show: of each type whose listing names a menu group, once it has something published. */
export async function getListedLinks(): Promise<ListedLink[]> {
  const locale = await requestLocale()
  const types = listedTypes((await payloadClient()).config.collections).filter((t) => t.listing.menu)
  if (!types.length) return []
  const shown = await read(
    'listed:menu',
    types.map((t) => t.slug),
    async (as) => Promise.all(types.map(async (type) => (await find(type, as, { limit: 1, depth: 0, select: { id: true } })).docs.length > 0)),
    'published',
  )
  return types.filter((_, i) => shown[i]).map((type) => ({ group: type.listing.menu!, label: typeName(type, locale), href: routes.listing(type.listing.section) }))
}
