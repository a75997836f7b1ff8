/** The public reads of the media gallery's items (the kit: src/data/queries). */
import 'server-only'

import { cache } from 'react'

import { ALL, readList, readPage, type ReadMode } from '@/data/queries'
import { media } from './resource'

export const getMediaItems = readList('media-items', { sort: media.sort, limit: ALL })

export const getMediaPage = cache((page: number, perPage: number, mode: ReadMode = 'page') =>
  readPage('media-items', { sort: media.sort, perPage, page }, mode),
)
