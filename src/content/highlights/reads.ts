/** The public reads of highlights (the kit: src/data/queries). */
import 'server-only'

import { ALL, readList } from '@/data/queries'
import { highlight } from './resource'

/** The home page's. */
export const getHighlights = readList('highlights', { sort: highlight.sort, limit: 20 })
/** Every one, for the public JSON API. */
export const getAllHighlights = readList('highlights', { sort: highlight.sort, limit: ALL })
