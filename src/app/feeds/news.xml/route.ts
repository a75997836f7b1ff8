import { getNewsForFeed, getSchoolProfile, PUBLISHED } from '@/data/queries'
import { RSS_CONTENT_TYPE } from '@/lib/feeds'
import { newsFeed } from '@/lib/feeds/rss'
import { requestOrigin } from '@/tenancy/request.server'

export const dynamic = 'force-dynamic'

/** The published news, newest first, as RSS 2.0. */
export async function GET() {
  const [school, news] = await Promise.all([getSchoolProfile(PUBLISHED), getNewsForFeed(PUBLISHED)])
  return new Response(newsFeed(school, (await requestOrigin()), news), { headers: { 'content-type': RSS_CONTENT_TYPE } })
}
