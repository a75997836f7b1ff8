import { randomBytes } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { NginxServer } from '../servers/nginx'
import { html, published, savePage, signedInAsAdmin, within2s } from './helpers'

// Children's photos and names need a parent's consent (DPDP Act 2023). Withdrawing it takes
// the child off every public page, feed, search and API response at once; narrowing it to the
// name takes the photo off. A child's photo is never kept by a shared cache or for a while.

/** A made-up name of letters only (the search finds it whole), unlike any demo topper's. */
const inventedName = () => {
  const letters = (n: number) => Array.from(randomBytes(n), (b) => 'abcdefghijklmnopqrstuvwxyz'[b % 26]).join('')
  const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1)
  return `${cap('zor' + letters(5))} ${cap('qev' + letters(6))}`
}

async function portrait(staff: APIRequestContext, stem: string) {
  const buffer = await sharp({ create: { width: 120, height: 160, channels: 3, background: { r: 200, g: 150, b: 90 } } })
    .png()
    .toBuffer()
  const res = await staff.post('/cms-api/images', {
    multipart: { file: { name: `${stem}.png`, mimeType: 'image/png', buffer }, _payload: JSON.stringify({ alt: 'Portrait of a topper' }) },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number; filename: string } }).doc
}

async function consentRecord(staff: APIRequestContext, childName: string) {
  const res = await staff.post('/cms-api/consent-records', {
    data: { childName, givenBy: 'Parent of the child', relation: 'Mother', dateGiven: '2025-05-20', scope: 'photo-and-name' },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number } }).doc
}

const setRequireConsent = async (staff: APIRequestContext, on: boolean) =>
  expect((await savePage(staff, 'school-profile', { requireConsent: on })).status()).toBe(200)

/** A child on the site: a topper with a photo, and a news item showing the same photo, under one consent. */
type Child = {
  name: string
  stem: string
  photo: { id: number; filename: string }
  /** The photo's files: the original and its resized copies. */
  files: string[]
  consent: number
  topper?: number
  news?: number
}

async function childOnSite(staff: APIRequestContext): Promise<Child> {
  const name = inventedName()
  const stem = `consent-e2e-${randomBytes(4).toString('hex')}`
  const photo = await portrait(staff, stem)
  const child: Child = { name, stem, photo, files: [photo.filename], consent: (await consentRecord(staff, name)).id }
  const topper = await staff.post('/cms-api/toppers', {
    data: { name, class: 'X', sessionYear: '2024-25', percentage: 99.9, photo: photo.id, consent: child.consent, _status: 'published' },
  })
  expect(topper.status(), await topper.text()).toBe(201)
  child.topper = ((await topper.json()) as { doc: { id: number } }).doc.id
  const news = await staff.post('/cms-api/news', {
    data: {
      title: 'Prize day in the auditorium',
      description: 'The board examination toppers received their prizes.',
      fromDate: new Date().toISOString(),
      attachments: [{ relationTo: 'images', value: photo.id }],
      _status: 'published',
    },
  })
  expect(news.status(), await news.text()).toBe(201)
  child.news = ((await news.json()) as { doc: { id: number } }).doc.id
  const image = (await (await staff.get(`/cms-api/images/${photo.id}?depth=0`)).json()) as {
    showsChildren?: boolean
    consent?: number
    sizes?: Record<string, { filename?: string | null }>
  }
  // The topper's photo took the topper's consent (src/features/consent/fields.ts syncPhotoConsent).
  expect(image).toMatchObject({ showsChildren: true, consent: child.consent })
  child.files.push(...Object.values(image.sizes ?? {}).flatMap((s) => (s.filename ? [s.filename] : [])))
  return child
}

async function removeChild(staff: APIRequestContext, child: Child) {
  if (child.news) await staff.delete(`/cms-api/news/${child.news}`)
  if (child.topper) await staff.delete(`/cms-api/toppers/${child.topper}`)
  await staff.delete(`/cms-api/images/${child.photo.id}`)
  await staff.delete(`/cms-api/consent-records/${child.consent}`)
}

/** Every address the child's photo is served at: its files at /files (and the CMS's own), the old API's two forms, its share card. */
const photoAddresses = (c: Child) => [
  ...c.files.map((f) => `/files/images/${f}`),
  `/cms-api/images/file/${c.photo.filename}`,
  `/api/image/${c.photo.filename}`,
  `/api/image/KSR/public/Images/${c.photo.filename}`,
  `/share-image/${c.photo.id}`,
]

/** The public pages, API answers, feeds, sitemap and search that could mention the child. */
const placesOf = (c: Child) => [
  '/',
  '/toppers-x',
  `/news/${c.news}`,
  '/api/topper/KSR',
  '/api/news/KSR',
  '/feeds/news.xml',
  '/feeds/circulars.xml',
  '/feeds/events.ics',
  '/sitemap.xml',
  `/search?q=${encodeURIComponent(c.name)}`,
]

/** Where the child's photo (any of its file names, or its share card in og:image and JSON-LD) and name show, and what each photo address answers. */
async function look(request: APIRequestContext, c: Child) {
  const photo = new RegExp(`${c.stem}|/share-image/${c.photo.id}(?!\\d)`)
  const pages = await Promise.all(
    placesOf(c).map(async (url) => {
      const res = await request.get(url)
      expect(res.status(), url).toBe(200)
      return [url, await res.text()] as const
    }),
  )
  const files = await Promise.all(photoAddresses(c).map(async (url) => [url, (await request.get(url)).status()] as const))
  const named = (url: string, body: string) =>
    url.startsWith('/search') ? body.includes(`>${html(c.name)}</a>`) : body.includes(url.startsWith('/api/') ? c.name : html(c.name))
  return {
    photoAt: pages.filter(([, body]) => photo.test(body)).map(([url]) => url),
    nameAt: pages.filter(([url, body]) => named(url, body)).map(([url]) => url),
    files: Object.fromEntries(files),
  }
}

/** What every photo address answers: `status`, except the CMS's own, which answers a file a visitor may not have (or none) with 403. */
const everywhere = (c: Child, status: number) =>
  Object.fromEntries(photoAddresses(c).map((url) => [url, status === 404 && url.startsWith('/cms-api/') ? 403 : status]))
const NAMED_AT = ['/', '/toppers-x', '/api/topper/KSR', 'search']
const named = (c: Child) => NAMED_AT.map((p) => (p === 'search' ? `/search?q=${encodeURIComponent(c.name)}` : p))

/** Whether a Cache-Control lets a shared cache or a browser keep the response for a while without asking again. */
function keptForAWhile(cacheControl: string | undefined): boolean {
  const directives = new Map(
    (cacheControl ?? '').split(',').map((d) => {
      const [k, v] = d.trim().toLowerCase().split('=')
      return [k!, v ?? ''] as const
    }),
  )
  const positive = (k: string) => directives.has(k) && Number(directives.get(k)) > 0
  return directives.has('public') && (positive('max-age') || positive('s-maxage'))
}

/** A staff session and a child on the site (topper, photo, consent, news item) for `run`; all removed after, whatever happens. */
async function withChild(baseURL: string, run: (staff: APIRequestContext, child: Child) => Promise<void>) {
  const staff = await signedInAsAdmin(baseURL)
  let child: Child | undefined
  try {
    child = await childOnSite(staff)
    await run(staff, child)
  } finally {
    if (child) await removeChild(staff, child)
    await staff.dispose()
  }
}

test('withdrawing a topper’s consent takes the name and photo off every page, API answer, feed, search and photo address within 2 s', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  await withChild(baseURL!, async (staff, child) => {
    const before = await look(request, child)
    expect(before.nameAt).toEqual(named(child))
    expect(before.photoAt).toEqual(expect.arrayContaining(['/toppers-x', `/news/${child.news}`, '/api/topper/KSR', '/api/news/KSR']))
    expect(before.files).toEqual(everywhere(child, 200))

    const withdrawn = await staff.patch(`/cms-api/consent-records/${child.consent}`, { data: { withdrawn: true } })
    expect(withdrawn.status(), await withdrawn.text()).toBe(200)
    expect(((await withdrawn.json()) as { doc: { withdrawnOn?: string } }).doc.withdrawnOn).toBeTruthy()
    await within2s(() => look(request, child), { photoAt: [], nameAt: [], files: everywhere(child, 404) })
  })
})

test('a consent narrowed to “name only” keeps the topper, without a photo, and takes the photo off everywhere within 2 s', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  await withChild(baseURL!, async (staff, child) => {
    expect((await look(request, child)).files).toEqual(everywhere(child, 200))

    const narrowed = await staff.patch(`/cms-api/consent-records/${child.consent}`, { data: { scope: 'name' } })
    expect(narrowed.status(), await narrowed.text()).toBe(200)
    await within2s(() => look(request, child), { photoAt: [], nameAt: named(child), files: everywhere(child, 404) })

    // The topper's card has no picture at all (no broken image), and the old API lists no file for it.
    const page = await (await request.get('/toppers-x')).text()
    const card = page.split('<li').find((item) => item.includes(`>${html(child.name)}</h2>`))
    expect(card).toBeDefined()
    expect(card).not.toContain('<img')
    const records = (await (await request.get('/api/topper/KSR')).json()) as { name: string; attachments: string[] }[]
    expect(records.find((r) => r.name === child.name)?.attachments).toEqual([])
  })
})

test('no response carrying a child’s photo may be kept by shared caches or for a while: files, old API, share cards (the school’s too)', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(60_000)
  const staff = await signedInAsAdmin(baseURL!)
  let child: Child | undefined
  const [slide] = await published<{ image: number }>(request, 'hero-slides', '&sort=order')
  expect(slide, 'the demo has a hero slide').toBeDefined()
  const slideImage = (await (await staff.get(`/cms-api/images/${slide!.image}?depth=0`)).json()) as { showsChildren?: boolean }
  try {
    child = await childOnSite(staff)
    for (const url of photoAddresses(child)) {
      const res = await request.get(url)
      expect(res.status(), url).toBe(200)
      expect(keptForAWhile(res.headers()['cache-control']), `${url}: ${res.headers()['cache-control']}`).toBe(false)
      expect(res.headers()['cache-control'], url).toContain('no-cache')
    }
    // Revalidating is cheap: the same file is a 304 by its ETag.
    const first = await request.get(`/files/images/${child.photo.filename}`)
    const again = await request.get(`/files/images/${child.photo.filename}`, { headers: { 'if-none-match': first.headers().etag! } })
    expect(again.status()).toBe(304)

    // A photo that shows no child keeps its long caching; the school's card is the first slide's photo.
    expect(keptForAWhile((await request.get('/share-image/school')).headers()['cache-control'])).toBe(!slideImage.showsChildren)
    const marked = await staff.patch(`/cms-api/images/${slide!.image}`, { data: { showsChildren: true } })
    expect(marked.status(), await marked.text()).toBe(200)
    const card = await request.get('/share-image/school')
    expect(card.status()).toBe(200)
    expect(keptForAWhile(card.headers()['cache-control']), card.headers()['cache-control']).toBe(false)
  } finally {
    await staff.patch(`/cms-api/images/${slide!.image}`, { data: { showsChildren: Boolean(slideImage.showsChildren) } })
    if (child) await removeChild(staff, child)
    await staff.dispose()
  }
})

test('behind the nginx recipe (deploy/nginx.conf), a child’s photo is still not kept: no max-age, no Expires ahead', async ({ baseURL }) => {
  test.setTimeout(60_000)
  const staff = await signedInAsAdmin(baseURL!)
  const nginx = new NginxServer()
  let child: Child | undefined
  try {
    child = await childOnSite(staff)
    await nginx.start(Number(new URL(baseURL!).port))
    for (const url of photoAddresses(child)) {
      const res = await fetch(nginx.url() + url)
      expect(res.status, url).toBe(200)
      const cacheControl = res.headers.get('cache-control') ?? ''
      expect(cacheControl, url).not.toMatch(/max-age=[1-9]/)
      expect(keptForAWhile(cacheControl), url).toBe(false)
      const expires = res.headers.get('expires')
      expect(expires === null || !(Date.parse(expires) > Date.now()), `${url}: Expires ${expires}`).toBe(true)
    }
  } finally {
    await nginx.stop()
    if (child) await removeChild(staff, child)
    await staff.dispose()
  }
})

test('with “Require consent” on, a topper cannot be published without a consent record (a clear error), and un-consented ones are hidden', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  const staff = await signedInAsAdmin(baseURL!)
  const name = inventedName()
  let topperId: number | undefined
  try {
    // Published while the school did not require consent.
    const before = await staff.post('/cms-api/toppers', {
      data: { name, class: 'X', sessionYear: '2024-25', percentage: 95.1, _status: 'published' },
    })
    expect(before.status(), await before.text()).toBe(201)
    topperId = ((await before.json()) as { doc: { id: number } }).doc.id
    expect(await (await request.get('/api/topper/KSR')).text()).toContain(name)

    await setRequireConsent(staff, true)
    // Judged by when each look started (within2s), not by how long a loaded machine takes to answer it.
    await within2s(async () => (await (await request.get('/api/topper/KSR')).text()).includes(name), false)

    const refused = await staff.post('/cms-api/toppers', {
      data: { name: `${name} Second`, class: 'X', sessionYear: '2024-25', percentage: 95.2, _status: 'published' },
    })
    expect(refused.status()).toBe(400)
    const body = await refused.text()
    expect(body).toContain('Consent record')
    expect(body).toMatch(/requires a parent.s consent/)
    // The demo toppers have consent records, and still show.
    expect(await (await request.get('/toppers-x')).text()).toContain('Ishaan Gupta')
  } finally {
    await setRequireConsent(staff, false)
    if (topperId) await staff.delete(`/cms-api/toppers/${topperId}`)
    await staff.dispose()
  }
})
