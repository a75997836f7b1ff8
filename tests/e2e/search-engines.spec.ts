/**
 * What search engines read (issue #14): /robots.txt points to /sitemap.xml, which lists every
 * page of the site and every published album, and never a draft.
 */
import { expect, test } from '@playwright/test'

import { PAGES } from '../../src/lib/navigation'
import { published, signedInAsAdmin } from './helpers'

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

test('robots.txt lets crawlers in, keeps them out of the admin, and names the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/^text\/plain/)
  const lines = (await res.text()).split('\n')
  expect(lines).toContain('User-agent: *')
  expect(lines).toContain('Disallow: /admin')
  const sitemap = lines.find((l) => l.startsWith('Sitemap: '))
  expect(new URL(sitemap!.slice('Sitemap: '.length)).pathname).toBe('/sitemap.xml')
})

test('sitemap.xml parses, and lists every page and every published album but no draft', async ({ page, request, baseURL }) => {
  const admin = await signedInAsAdmin(baseURL!)
  const title = `Sports day rehearsal ${Date.now()} (draft)`
  const draft = await admin.post('/cms-api/gallery-albums?draft=true', {
    data: { title, date: new Date().toISOString(), _status: 'draft' },
  })
  expect(draft.status()).toBe(201)
  const draftId = ((await draft.json()) as { doc: { id: number } }).doc.id
  try {
    const res = await request.get('/sitemap.xml')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toMatch(/^application\/xml/)
    const xml = await res.text()
    // The browser's own XML parser: a sitemap that does not parse throws here.
    const locs = await page.evaluate(
      ([text, ns]) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml')
        if (doc.getElementsByTagName('parsererror').length) throw new Error('sitemap.xml does not parse')
        if (doc.documentElement.namespaceURI !== ns || doc.documentElement.localName !== 'urlset') throw new Error('not a urlset')
        return [...doc.getElementsByTagNameNS(ns, 'loc')].map((e) => e.textContent ?? '')
      },
      [xml, SITEMAP_NS] as const,
    )
    const paths = locs.map((l) => {
      const u = new URL(l)
      return u.pathname + u.search
    })
    for (const p of Object.values(PAGES)) expect(paths, p.href).toContain(p.href)
    const albums = await published<{ id: number }>(request, 'gallery-albums')
    expect(albums.length).toBeGreaterThan(0)
    for (const a of albums) expect(paths).toContain(`/sub-gallery?id=${a.id}`)
    expect(paths).not.toContain(`/sub-gallery?id=${draftId}`)
    expect(new Set(paths).size).toBe(paths.length)
  } finally {
    await admin.delete(`/cms-api/gallery-albums/${draftId}`)
    await admin.dispose()
  }
})
