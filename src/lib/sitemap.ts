/**
 * /sitemap.xml and /robots.txt as search engines read them (sitemaps.org protocol 0.9;
 * robots.txt as in RFC 9309). Pure text building: the addresses come from the caller.
 */
import { xmlEscape } from './xml'

export type SitemapEntry = { path: string; lastModified?: string | null }

/** A W3C date-time (the protocol's `lastmod`), or nothing for a missing or invalid date. */
function lastmod(value: string | null | undefined): string | null {
  if (!value) return null
  const t = Date.parse(value)
  return Number.isNaN(t) ? null : new Date(t).toISOString()
}

/**
 * A sitemap of absolute addresses under `origin` (no trailing slash), one `<url>` per distinct
 * path. With `languages` (each language's `hreflang` and its address of a path), one `<url>`
 * per path and language, each listing all of them as `xhtml:link` alternates (Google's
 * sitemap form of hreflang).
 */
export function sitemapXml(
  origin: string,
  entries: SitemapEntry[],
  languages?: { hreflang: string; href: (path: string) => string }[],
): string {
  const seen = new Set<string>()
  const urls: string[] = []
  for (const { path, lastModified } of entries) {
    if (seen.has(path)) continue
    seen.add(path)
    const mod = lastmod(lastModified) ? `<lastmod>${lastmod(lastModified)}</lastmod>` : ''
    if (!languages?.length) {
      urls.push(`<url><loc>${xmlEscape(origin + path)}</loc>${mod}</url>`)
      continue
    }
    const links = languages
      .map((l) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(l.hreflang)}" href="${xmlEscape(origin + l.href(path))}"/>`)
      .join('')
    const own = [...new Set(languages.map((l) => l.href(path)))]
    for (const p of own) urls.push(`<url><loc>${xmlEscape(origin + p)}</loc>${mod}${links}</url>`)
  }
  const xhtml = languages?.length ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`
}

/** Pages that carry `noindex` (the TC lookup), so they are not offered to search engines either. */
export const NOT_IN_SITEMAP = ['/tc']

/** Paths no crawler needs: the admin, the CMS's API, previews, internal calls. */
export const NOT_FOR_CRAWLERS = ['/admin', '/cms-api', '/preview', '/internal']

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...NOT_FOR_CRAWLERS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  )
}
