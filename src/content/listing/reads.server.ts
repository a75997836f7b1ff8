/**
 * The reads of the types with a listing of their own (src/content/listing): a page of the list,
 * one document, every document (the JSON API), the sitemap's addresses, the news feed's items and
 * the menu's links. Each type's are made once from the read kit (src/data/queries: published
 * only, this school's, cached under the type's tag), like every type's own reads.ts.
 */
import 'server-only'

import type { CollectionSlug } from 'payload'

import { addressesOf, ALL, read, readList, readOne, readPage, type ReadMode } from '@/data/queries'
import { payloadClient } from '@/data/payload'
import { requestLocale } from '@/data/locale'
import { RSS_ITEM_LIMIT } from '@/lib/feeds'
import type { ListedLink } from '@/lib/navigation'
import { routes } from '@/lib/routes'
import { dayOf, listedSort, listedTypes, textOf, titleOf, typeName, type ListedType } from './types'

type Doc = Record<string, unknown> & { id: number; updatedAt: string }

/** A type's reads, made from the kit once per type (so React's per-render cache and the page cache both hold). */
function readsFor(type: ListedType) {
  const slug = type.slug as CollectionSlug
  const sort = listedSort(type.listing)
  return {
    page: (page: number, perPage: number, mode: ReadMode) => readPage(slug, { sort, perPage, page }, mode),
    item: readOne(slug),
    all: readList(slug, { sort, limit: ALL }),
    addresses: addressesOf(slug, sort),
    newest: readList(slug, { sort, limit: RSS_ITEM_LIMIT, depth: 0 }),
  }
}
const made = new Map<string, ReturnType<typeof readsFor>>()
const readsOf = (type: ListedType) => made.get(type.slug) ?? made.set(type.slug, readsFor(type)).get(type.slug)!

/** One page of the list, with the counts its paging links need. */
export const getListedPage = async (type: ListedType, page: number, perPage: number, mode: ReadMode = 'page') => {
  const list = await readsOf(type).page(page, perPage, mode)
  return { docs: list.docs as unknown as Doc[], totalPages: list.totalPages }
}

/** One document by its id, or null. */
export const getListedItem = async (type: ListedType, id: number, mode: ReadMode = 'page') => (await readsOf(type).item(id, mode)) as unknown as Doc | null

/** Every published document, for the JSON API. */
export const getListedAll = async (type: ListedType) => (await readsOf(type).all('published')) as unknown as Doc[]

/** The sitemap's entries of every listed type: each published document's id and last change. */
export async function getListedAddresses(): Promise<{ type: ListedType; docs: { id: number; updatedAt: string }[] }[]> {
  const types = listedTypes((await payloadClient()).config.collections)
  return Promise.all(types.map(async (type) => ({ type, docs: await readsOf(type).addresses('published') })))
}

export type ListedFeedItem = { type: ListedType; id: number; title: string; text: string; date: string; updatedAt: string }

/** The newest documents of the types whose listing puts them in the news feed. */
export async function getListedForNewsFeed(): Promise<ListedFeedItem[]> {
  const types = listedTypes((await payloadClient()).config.collections).filter((t) => t.listing.inNewsFeed)
  const lists = await Promise.all(
    types.map(async (type) =>
      ((await readsOf(type).newest('published')) as unknown as Doc[]).map((doc) => ({
        type,
        id: doc.id,
        title: titleOf(type, doc),
        text: textOf(type, doc),
        date: dayOf(type, doc),
        updatedAt: doc.updatedAt,
      })),
    ),
  )
  return lists.flat()
}

/** The list pages the menu and the sitemap page show: of each type whose listing names a menu group, once it has something published. */
export async function getListedLinks(): Promise<ListedLink[]> {
  const locale = await requestLocale()
  const types = listedTypes((await payloadClient()).config.collections).filter((t) => t.listing.menu)
  if (!types.length) return []
  const payload = await payloadClient()
  const shown = await read(
    'listed:menu',
    types.map((t) => t.slug),
    async (as) =>
      Promise.all(
        types.map(async (type) => (await payload.count({ collection: type.slug as CollectionSlug, user: as.user, locale: as.locale, context: as.context, overrideAccess: false })).totalDocs > 0),
      ),
    'published',
  )
  return types.filter((_, i) => shown[i]).map((type) => ({ group: type.listing.menu!, label: typeName(type, locale), href: routes.listing(type.listing.section) }))
}
