/**
 * What search engines and chat apps read (issue #14): /robots.txt points to /sitemap.xml, which
 * lists every page of the site and every published album, news item and event, and never a
 * draft; pages carry a canonical address, Open Graph tags with a picture that loads, and
 * schema.org data; the site has a favicon and a web app manifest.
 */
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { PAGES } from '../../src/lib/navigation'
import { NOT_IN_SITEMAP } from '../../src/lib/sitemap'
import { globalDoc, published, signedInAsAdmin } from './helpers'

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

test('sitemap.xml parses, and lists every page (but the noindex TC lookup) and every published album, news item and event but no draft', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await signedInAsAdmin(baseURL!)
  const title = `Sports day rehearsal ${Date.now()} (draft)`
  const draft = await admin.post('/cms-api/gallery-albums?draft=true', {
    data: { title, date: new Date().toISOString(), _status: 'draft' },
  })
  expect(draft.status()).toBe(201)
  const draftId = ((await draft.json()) as { doc: { id: number } }).doc.id
  const draftNews = await admin.post('/cms-api/news?draft=true', {
    data: { title, description: 'Not yet.', fromDate: new Date().toISOString(), _status: 'draft' },
  })
  expect(draftNews.status()).toBe(201)
  const draftNewsId = ((await draftNews.json()) as { doc: { id: number } }).doc.id
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
    for (const p of Object.values(PAGES)) {
      // A noindex page (the TC lookup) is not offered to search engines.
      if (NOT_IN_SITEMAP.includes(p.href)) expect(paths, p.href).not.toContain(p.href)
      else expect(paths, p.href).toContain(p.href)
    }
    expect(NOT_IN_SITEMAP).toContain(PAGES.tc.href)
    const albums = await published<{ id: number }>(request, 'gallery-albums')
    expect(albums.length).toBeGreaterThan(0)
    for (const a of albums) expect(paths).toContain(`/sub-gallery?id=${a.id}`)
    expect(paths).not.toContain(`/sub-gallery?id=${draftId}`)
    const news = await published<{ id: number }>(request, 'news')
    expect(news.length).toBeGreaterThan(0)
    for (const n of news) expect(paths).toContain(`/news/${n.id}`)
    expect(paths).not.toContain(`/news/${draftNewsId}`)
    const events = await published<{ id: number }>(request, 'events')
    for (const e of events) expect(paths).toContain(`/events/${e.id}`)
    expect(new Set(paths).size).toBe(paths.length)
  } finally {
    await admin.delete(`/cms-api/gallery-albums/${draftId}`)
    await admin.delete(`/cms-api/news/${draftNewsId}`)
    await admin.dispose()
  }
})

type JsonLd = Record<string, unknown> & { '@context': string; '@type': string }

/** What a shared link or a crawler reads from a page's head, and its structured data. */
async function sharingOf(page: Page, path: string) {
  const res = await page.goto(path)
  expect(res?.status(), path).toBe(200)
  const read = await page.evaluate(() => {
    const meta = (key: string) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null
    return {
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogTitle: meta('og:title'),
      ogUrl: meta('og:url'),
      ogImage: meta('og:image'),
      ogImageAlt: meta('og:image:alt'),
      twitterCard: meta('twitter:card'),
      twitterImage: meta('twitter:image'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
    }
  })
  // Every block parses, and says what it is in schema.org's vocabulary.
  const data = read.jsonLd.map((text) => JSON.parse(text) as JsonLd)
  for (const d of data) {
    expect(d['@context']).toBe('https://schema.org')
    expect(typeof d['@type']).toBe('string')
  }
  return { ...read, data, ofType: (type: string) => data.filter((d) => d['@type'] === type) }
}

/** The picture of a shared link loads, is a picture, and is the 1200×630 card chat apps show large. */
async function expectShareImage(request: import('@playwright/test').APIRequestContext, address: string | null) {
  expect(address).toMatch(/^https?:\/\//)
  const url = new URL(address!)
  const res = await request.get(url.pathname + url.search)
  expect(res.status(), address!).toBe(200)
  expect(res.headers()['content-type']).toMatch(/^image\/(jpeg|png|webp)$/)
  const meta = await sharp(await res.body()).metadata()
  expect([meta.width, meta.height]).toEqual([1200, 630])
}

function expectBreadcrumb(list: JsonLd[], names: string[]) {
  expect(list).toHaveLength(1)
  const items = list[0]!.itemListElement as { position: number; name: string; item?: string }[]
  expect(items.map((i) => i.name)).toEqual(names)
  expect(items.map((i) => i.position)).toEqual(names.map((_, i) => i + 1))
  for (const i of items.slice(0, -1)) expect(i.item).toMatch(/^https?:\/\//)
}

test('the home page: canonical address, a share picture, and the school with its address and contacts', async ({ page, request }) => {
  const s = await sharingOf(page, '/')
  expect(new URL(s.canonical!).pathname).toBe('/')
  expect(s.ogUrl).toBe(s.canonical)
  expect(s.twitterCard).toBe('summary_large_image')
  await expectShareImage(request, s.ogImage)
  const profile = await globalDoc<{ name: string; address: string; phones: { number: string }[]; emails: { email: string }[] }>(
    request,
    'school-profile',
  )
  expect(s.ogTitle).toBe(profile.name)
  const [school] = s.ofType('School')
  expect(school).toMatchObject({
    name: profile.name,
    telephone: profile.phones[0]!.number,
    email: profile.emails[0]!.email,
    address: { '@type': 'PostalAddress', addressCountry: 'IN' },
  })
  expect(String((school!.address as { streetAddress: string }).streetAddress)).toContain(
    profile.address.split('\n')[0]!.replace(/,$/, '').trim(),
  )
  // /home is the same page, and says so.
  const home = await sharingOf(page, '/home')
  expect(home.canonical).toBe(s.canonical)
})

test('the news list, a news item, an album and an event: canonical address, own picture and structured data', async ({ page, request }) => {
  const list = await sharingOf(page, '/news')
  expect(new URL(list.canonical!).pathname).toBe('/news')
  await expectShareImage(request, list.ogImage)
  expectBreadcrumb(list.ofType('BreadcrumbList'), ['Home', 'News'])

  // The first news item on the list opens its own page.
  await page.getByRole('list', { name: 'News' }).getByRole('link').first().click()
  const itemPath = new URL(page.url()).pathname
  expect(itemPath).toMatch(/^\/news\/\d+$/)
  const item = await sharingOf(page, itemPath)
  expect(new URL(item.canonical!).pathname).toBe(itemPath)
  await expectShareImage(request, item.ogImage)
  const [article] = item.ofType('NewsArticle')
  expect(article).toMatchObject({ url: item.canonical, publisher: { '@type': 'Organization' } })
  expect(String(article!.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}/)
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(article!.headline)

  const albums = await published<{ id: number; title: string; photos: number[] }>(request, 'gallery-albums')
  const album = albums.find((a) => a.photos.length > 0)!
  const a = await sharingOf(page, `/sub-gallery?id=${album.id}`)
  expect(a.canonical).toMatch(new RegExp(`/sub-gallery\\?id=${album.id}$`))
  // The album's own first photo, not the school's picture.
  expect(new URL(a.ogImage!).pathname).toBe(`/share-image/${album.photos[0]}`)
  await expectShareImage(request, a.ogImage)
  expectBreadcrumb(a.ofType('BreadcrumbList'), ['Home', 'Gallery', album.title])

  const events = await published<{ id: number; title: string; time?: string }>(request, 'events')
  const event = events.find((e) => e.time && /\d/.test(e.time)) ?? events[0]!
  const e = await sharingOf(page, `/events/${event.id}`)
  expect(new URL(e.canonical!).pathname).toBe(`/events/${event.id}`)
  await expectShareImage(request, e.ogImage)
  const [ev] = e.ofType('Event')
  expect(ev).toMatchObject({ name: event.title, location: { '@type': 'Place' }, organizer: { '@type': 'Organization' } })
  // A time of day is India's: the +05:30 offset.
  expect(String(ev!.startDate)).toMatch(event.time && /\d/.test(event.time) ? /T\d{2}:\d{2}:00\+05:30$/ : /^\d{4}-\d{2}-\d{2}$/)
  expectBreadcrumb(e.ofType('BreadcrumbList'), ['Home', 'Events', event.title])
})

test('a favicon and a web app manifest made from the school logo', async ({ page, request }) => {
  const ico = await request.get('/favicon.ico')
  expect(ico.status()).toBe(200)
  expect(ico.headers()['content-type']).toBe('image/x-icon')
  const bytes = await ico.body()
  // An ICO header (reserved 0, type 1) with at least one image, the first a PNG.
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1])
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0)
  const first = bytes.readUInt32LE(6 + 12)
  expect(bytes.subarray(first + 1, first + 4).toString('latin1')).toBe('PNG')

  await page.goto('/')
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
  const res = await request.get(new URL(manifestHref!, 'http://x').pathname)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  const manifest = (await res.json()) as { name: string; start_url: string; icons: { src: string; sizes: string }[] }
  const profile = await globalDoc<{ name: string }>(request, 'school-profile')
  expect(manifest.name).toBe(profile.name)
  expect(manifest.start_url).toBe('/')
  expect(manifest.icons.length).toBeGreaterThan(0)
  for (const icon of manifest.icons) {
    const img = await request.get(icon.src)
    expect(img.status(), icon.src).toBe(200)
    const meta = await sharp(await img.body()).metadata()
    expect(`${meta.width}x${meta.height}`).toBe(icon.sizes)
  }
})
