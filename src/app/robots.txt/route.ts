import { robotsTxt } from '@/lib/sitemap'
import { requestOrigin } from '@/tenancy/request.server'

export const dynamic = 'force-dynamic'

/** What crawlers may read, and where the sitemap is (at the school's own address). */
export async function GET() {
  return new Response(robotsTxt((await requestOrigin())), { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
