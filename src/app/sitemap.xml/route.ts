import { getAlbumAddresses, PUBLISHED } from '@/data/queries'
import { env } from '@/env'
import { PAGES } from '@/lib/navigation'
import { sitemapXml } from '@/lib/sitemap'

export const dynamic = 'force-dynamic'

/** Every page of the site and every published album, for search engines (robots.txt points here). */
export async function GET() {
  const albums = await getAlbumAddresses(PUBLISHED)
  const body = sitemapXml(env().publicOrigin, [
    ...Object.values(PAGES).map((p) => ({ path: p.href })),
    ...albums.map((a) => ({ path: `/sub-gallery?id=${a.id}`, lastModified: a.updatedAt })),
  ])
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
