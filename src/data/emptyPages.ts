/**
 * The pages a school may not have at all (its own event's page, the Youth Summit): while the
 * school has not written one, it is left out of the menu, the sitemap page and sitemap.xml, and
 * its address is a 404, so a new school never shows another school's event, nor an empty page.
 */
import 'server-only'

import { cache } from 'react'

import { PAGES } from '@/lib/navigation'
import { getYouthSummit } from './queries'

/** The addresses (as in PAGES) of this school's pages that have nothing to show. */
export const emptyPages = cache(async (): Promise<ReadonlySet<string>> => {
  const summit = await getYouthSummit()
  return new Set(summit.title?.trim() ? [] : [PAGES.summit.href])
})
