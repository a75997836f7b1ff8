import { getSchoolProfile, PUBLISHED } from '@/data/queries'
import { getCircularsForFeed } from '@/content/circulars/reads'
import { RSS_CONTENT_TYPE } from '@/lib/feeds'
import { circularsFeed } from '@/lib/feeds/rss'
import { requestOrigin } from '@/tenancy/request.server'

export const dynamic = 'force-dynamic'

/** The published circulars and newsletters, newest first, as RSS 2.0; each item links to its file. */
export async function GET() {
  const [school, circulars] = await Promise.all([getSchoolProfile(PUBLISHED), getCircularsForFeed(PUBLISHED)])
  return new Response(circularsFeed(school, (await requestOrigin()), circulars), { headers: { 'content-type': RSS_CONTENT_TYPE } })
}
