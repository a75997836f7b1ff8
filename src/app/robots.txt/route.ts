import { env } from '@/env'
import { robotsTxt } from '@/lib/sitemap'

export const dynamic = 'force-dynamic'

/** What crawlers may read, and where the sitemap is. */
export function GET() {
  return new Response(robotsTxt(env().publicOrigin), { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
