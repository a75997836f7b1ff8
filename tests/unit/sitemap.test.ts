import { describe, expect, it } from 'vitest'

import { robotsTxt, sitemapXml } from '@/lib/sitemap'

describe('sitemap.xml', () => {
  it('lists each path once as an absolute, escaped address, with a last change when known', () => {
    const xml = sitemapXml('https://school.example', [
      { path: '/' },
      { path: '/sub-gallery?id=7&x=1', lastModified: '2026-03-01T10:00:00.000Z' },
      { path: '/' },
      { path: '/news', lastModified: 'not a date' },
    ])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    )
    expect(xml.match(/<url>/g)).toHaveLength(3)
    expect(xml).toContain('<url><loc>https://school.example/</loc></url>')
    expect(xml).toContain(
      '<url><loc>https://school.example/sub-gallery?id=7&amp;x=1</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod></url>',
    )
    expect(xml).toContain('<url><loc>https://school.example/news</loc></url>')
  })
})

describe('robots.txt', () => {
  it('lets crawlers read the site but not the admin, and names the sitemap', () => {
    const text = robotsTxt('https://school.example')
    expect(text.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /cms-api', 'Sitemap: https://school.example/sitemap.xml']),
    )
    expect(text).not.toMatch(/^Disallow: \/$/m)
  })
})
