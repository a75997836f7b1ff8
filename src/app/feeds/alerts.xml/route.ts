import { getSchoolProfile, PUBLISHED } from '@/data/queries'
import { getCurrentAlerts } from '@/features/alerts/reads.server'
import { RSS_CONTENT_TYPE } from '@/lib/feeds'
import { alertsFeed } from '@/lib/feeds/rss'
import { requestOrigin } from '@/tenancy/request.server'

export const dynamic = 'force-dynamic'

/** The emergency alerts showing now, as RSS 2.0 (cached until the next one starts or ends). */
export async function GET() {
  const [school, alerts] = await Promise.all([getSchoolProfile(PUBLISHED), getCurrentAlerts(PUBLISHED)])
  return new Response(alertsFeed(school, (await requestOrigin()), alerts), { headers: { 'content-type': RSS_CONTENT_TYPE } })
}
