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

import { GLOBAL_PAGES } from '@/features/search/rules'
import { cachedRead } from './queries'
import { payloadClient } from './payload'

const ALWAYS_SHOWN = new Set(['home-page', 'school-profile', 'mandatory-disclosure'])
const OPTIONAL = Object.entries(GLOBAL_PAGES).filter(([slug]) => !ALWAYS_SHOWN.has(slug)) as [CollectionSlug, { href: string }][]

/** The addresses (as in PAGES) of this school's optional pages that it has not published: one small read each, cached with the pages. */
export const emptyPages = cachedRead(
  'empty-pages',
  OPTIONAL.map(([slug]) => slug),
  async (as): Promise<ReadonlySet<string>> => {
    const payload = await payloadClient()
    const empty = await Promise.all(
      OPTIONAL.map(async ([slug, page]) => {
        const { docs } = await payload.find({ collection: slug, limit: 1, depth: 0, pagination: false, select: {}, ...as, overrideAccess: false })
        return docs.length ? [] : [page.href]
      }),
    )
    return new Set(empty.flat())
  },
)
