import { emptyPages } from '@/data/emptyPages'
import { PUBLISHED } from '@/data/queries'
import { getEventAddresses } from '@/content/events/reads'
import { getAlbumAddresses } from '@/content/gallery-albums/reads'
import { getNewsAddresses } from '@/content/news/reads'
import { PAGES } from '@/lib/navigation'
import { localizedHref } from '@/lib/i18n/locales'
import { NOT_IN_SITEMAP, sitemapXml } from '@/lib/sitemap'
import { requestOrigin } from '@/tenancy/request.server'
import { routes } from '@/lib/routes'
import { getListedAddresses } from '@/content/listing/reads.server'

export const dynamic = 'force-dynamic'

/**
 * Every page of the site (but the noindex ones) and every published album, news item and event
 * (and document of a type with its own listing),
 * for search engines (robots.txt points here), in English and in Hindi, each naming the other.
 */
export async function GET() {
  const [albums, news, events, listed, empty] = await Promise.all([
    getAlbumAddresses(PUBLISHED),
    getNewsAddresses(PUBLISHED),
    getEventAddresses(PUBLISHED),
    getListedAddresses(),
    emptyPages(),
  ])
  const body = sitemapXml(
    (await requestOrigin()),
    [
      ...Object.values(PAGES)
        .filter((p) => !NOT_IN_SITEMAP.includes(p.href) && !empty.has(p.href))
        .map((p) => ({ path: p.href })),
      ...albums.map((a) => ({ path: routes.album(a.id), lastModified: a.updatedAt })),
      ...news.map((n) => ({ path: routes.newsItem(n.id), lastModified: n.updatedAt })),
      ...events.map((e) => ({ path: routes.event(e.id), lastModified: e.updatedAt })),
      // A type with a listing of its own (src/content/listing): its list page once it has something, and each document.
      ...listed.flatMap(({ type, docs }) =>
        docs.length
          ? [{ path: routes.listing(type.listing.section) }, ...docs.map((d) => ({ path: routes.listed(type.listing.section, d.id), lastModified: d.updatedAt }))]
          : [],
      ),
    ],
    [
      { hreflang: 'en', href: (p) => p },
      { hreflang: 'hi', href: (p) => localizedHref(p, 'hi') },
      { hreflang: 'x-default', href: (p) => p },
    ],
  )
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
