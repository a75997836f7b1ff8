import { getSchoolProfile, PUBLISHED } from '@/data/queries'
import { getNewsForFeed } from '@/content/news/reads'
import { RSS_CONTENT_TYPE } from '@/lib/feeds'
import { mergeNewestFirst, newsFeed } from '@/lib/feeds/rss'
import { requestOrigin } from '@/tenancy/request.server'
import { getListedForNewsFeed } from '@/content/listing/reads.server'
import { routes } from '@/lib/routes'

export const dynamic = 'force-dynamic'

/** The published news (and the items of the types whose listing puts them here), newest first, as RSS 2.0. */
export async function GET() {
  const [school, news, listed] = await Promise.all([getSchoolProfile(PUBLISHED), getNewsForFeed(PUBLISHED), getListedForNewsFeed()])
  const others = listed.map((l) => ({ id: l.id, title: l.title, description: l.text, fromDate: l.date, updatedAt: l.updatedAt, path: routes.listed(l.type.listing.section, l.id) }))
  return new Response(newsFeed(school, await requestOrigin(), mergeNewestFirst(news, others)), { headers: { 'content-type': RSS_CONTENT_TYPE } })
}
