/** The public reads of gallery albums (the kit: src/data/queries). */
import 'server-only'

import { cache } from 'react'

import { addressesOf, ALL, cachedRead, inYearWhere, read, readList, readPage, type ReadMode, type YearChoice } from '@/data/queries'
import { payloadClient } from '@/data/payload'
import { yearsOf } from '@/lib/filters'
import { parseRecordId } from '@/lib/params'
import { gallery } from './resource'

export const getRecentAlbums = readList('gallery-albums', { sort: gallery.sort, limit: 6 })
export const getAllAlbums = readList('gallery-albums', { sort: gallery.sort, limit: ALL })

/**
 * One published album by reference, or null: an id kept from the previous system first
 * (links shared before the move), then our own numeric id.
 */
export const getAlbum = cache((ref: string, mode: ReadMode = 'page') =>
  read(
    `album:${ref}`,
    ['gallery-albums'],
    async (as) => {
      const payload = await payloadClient()
      const id = parseRecordId(ref)
      const { docs } = await payload.find({
        collection: 'gallery-albums',
        where: { or: [{ legacyId: { equals: ref } }, ...(id === null ? [] : [{ id: { equals: id } }])] },
        limit: 2,
        depth: 1,
        pagination: false,
        ...as,
        overrideAccess: false,
      })
      return docs.find((d) => d.legacyId === ref) ?? docs[0] ?? null
    },
    mode,
  ),
)

/** The sitemap's albums: ids and last changes. */
export const getAlbumAddresses = addressesOf('gallery-albums', gallery.sort)

export const getAlbumsPage = cache((page: number, perPage: number, year: YearChoice, mode: ReadMode = 'page') =>
  readPage('gallery-albums', { sort: gallery.sort, where: inYearWhere('date', year), perPage, page }, mode),
)

/** The year filter's choices: only the date of each album, never whole albums. */
export const getAlbumYears = cachedRead('years:gallery-albums', ['gallery-albums'], async (as) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'gallery-albums',
    select: { date: true },
    depth: 0,
    limit: ALL,
    pagination: false,
    ...as,
    overrideAccess: false,
  })
  return yearsOf(docs, (a) => a.date)
})
