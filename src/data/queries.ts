/**
 * Reads for the public pages: Local API with the anonymous visitor's access
 * (`overrideAccess: false`), so drafts and private records never reach a page.
 * Wrapped in React `cache()` so a render asks for each thing once.
 */
import { cache } from 'react'

import { payloadClient } from './payload'

const asVisitor = { overrideAccess: false, draft: false } as const

export const getSchoolProfile = cache(async () => {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'school-profile', depth: 1, ...asVisitor })
})

export const getLatestNews = cache(async (limit: number) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'news', sort: '-fromDate', limit, depth: 0, ...asVisitor })
  return docs
})
