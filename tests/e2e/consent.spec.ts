import { randomBytes } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { html, signedInAsAdmin } from './helpers'

// Children's photos and names need a parent's consent (DPDP Act 2023). Withdrawing it takes
// the child off every public page, feed, search and API response at once.

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
  expect((await staff.post('/cms-api/globals/school-profile', { data: { requireConsent: on } })).status()).toBe(200)

/** What each public place says about the child: whether it shows the name, and the photo. */
async function places(request: APIRequestContext, name: string, stem: string, filename: string) {
  const text = async (url: string) => {
    const res = await request.get(url)
    expect(res.status(), url).toBe(200)
    return res.text()
  }
  const [home, toppersX, api, sitemap, search, file] = await Promise.all([
    text('/'),
    text('/toppers-x'),
    text('/api/topper/KSR'),
    text('/sitemap.xml'),
    text(`/search?q=${encodeURIComponent(name)}`),
    request.get(`/files/images/${filename}`),
  ])
  const shows = (body: string) => body.includes(html(name)) || body.includes(stem)
  return {
    home: shows(home),
    toppersX: shows(toppersX),
    api: api.includes(name) || api.includes(stem),
    // The sitemap lists pages, never a child's name or photo.
    sitemap: shows(sitemap),
    search: search.includes(`>${html(name)}</a>`),
    file: file.status() === 200,
  }
}

test('withdrawing a topper’s consent removes the name and photo from /, /toppers-x, /api/topper/KSR, the sitemap and search within 2 s', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(120_000)
  const staff = await signedInAsAdmin(baseURL!)
  const name = inventedName()
  const stem = `consent-e2e-${randomBytes(4).toString('hex')}`
  const photo = await portrait(staff, stem)
  const consent = await consentRecord(staff, name)
  let topperId: number | undefined
  try {
    const created = await staff.post('/cms-api/toppers', {
      data: { name, class: 'X', sessionYear: '2024-25', percentage: 99.9, photo: photo.id, consent: consent.id, _status: 'published' },
    })
    expect(created.status(), await created.text()).toBe(201)
    topperId = ((await created.json()) as { doc: { id: number } }).doc.id

    expect(await places(request, name, stem, photo.filename)).toEqual({
      home: true,
      toppersX: true,
      api: true,
      sitemap: false,
      search: true,
      file: true,
    })

    const withdrawn = await staff.patch(`/cms-api/consent-records/${consent.id}`, { data: { withdrawn: true } })
    expect(withdrawn.status(), await withdrawn.text()).toBe(200)
    expect(((await withdrawn.json()) as { doc: { withdrawnOn?: string } }).doc.withdrawnOn).toBeTruthy()
    const since = Date.now()
    await expect
      .poll(() => places(request, name, stem, photo.filename), { timeout: 2000, intervals: [100, 200, 250] })
      .toEqual({ home: false, toppersX: false, api: false, sitemap: false, search: false, file: false })
    expect(Date.now() - since).toBeLessThanOrEqual(2000)
  } finally {
    if (topperId) await staff.delete(`/cms-api/toppers/${topperId}`)
    await staff.delete(`/cms-api/images/${photo.id}`)
    await staff.delete(`/cms-api/consent-records/${consent.id}`)
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
    await expect.poll(async () => (await (await request.get('/api/topper/KSR')).text()).includes(name), { timeout: 2000 }).toBe(false)

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
