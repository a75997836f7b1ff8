/**
 * The pages a school may not have written yet (a new school has none): while it has not, each is
 * left out of the menu, the sitemap page and sitemap.xml, so a new school's menu never leads to
 * empty pages. Their addresses still answer (with what each page says when empty), except the
 * Youth Summit's, an event of a school's own, which is a 404 until the school writes it. The
 * home page, the profile and the mandatory disclosure always show (CBSE requires the disclosure;
 * its missing items say "Not yet published").
 */
import 'server-only'

import type { CollectionSlug } from 'payload'
import { cache } from 'react'

import { GLOBAL_PAGES } from '@/features/search/rules'
import { cachedRead } from './queries'
import { payloadClient } from './payload'

const ALWAYS_SHOWN = new Set(['home-page', 'school-profile', 'mandatory-disclosure'])
const OPTIONAL = Object.entries(GLOBAL_PAGES).filter(([slug]) => !ALWAYS_SHOWN.has(slug)) as [CollectionSlug, { href: string }][]

/** The optional pages this school has published, by slug: one small read each, cached with the pages. */
const publishedPages = cachedRead(
  'published-pages',
  OPTIONAL.map(([slug]) => slug),
  async (as) => {
    const payload = await payloadClient()
    const found = await Promise.all(
      OPTIONAL.map(async ([slug]) => {
        const { docs } = await payload.find({ collection: slug, limit: 1, depth: 0, pagination: false, select: {}, ...as, overrideAccess: false })
        return docs.length ? [slug] : []
      }),
    )
    return found.flat()
  },
)

/** The addresses (as in PAGES) of this school's pages that it has not written. */
export const emptyPages = cache(async (): Promise<ReadonlySet<string>> => {
  const present = new Set(await publishedPages())
  return new Set(OPTIONAL.filter(([slug]) => !present.has(slug)).map(([, page]) => page.href))
})
