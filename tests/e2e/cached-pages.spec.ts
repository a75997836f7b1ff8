import { expect, request as playwrightRequest, test, type Page } from '@playwright/test'

import { seenNotifications, signedInAsAdmin } from './helpers'

/** Public pages a visitor reaches from the menu, the home page first. */
const PAGES = [
  '/',
  '/news',
  '/events',
  '/gallery',
  '/newsletters',
  '/toppers-x',
  '/toppers-xii',
  '/tc',
  '/mandatory-disclosure',
  '/contact-us',
  '/about-school',
]

/** Every CSP violation the page reports, and script errors. */
async function watchPolicy(page: Page) {
  const problems: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(e.message))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Refused to run: CSP violation ${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  return problems
}

test('a public page is rendered once, then served from the cache: compressed, with an entity tag', async ({ request }) => {
  await request.get('/news')
  const hit = await request.get('/news', { headers: { 'accept-encoding': 'br, gzip' } })
  expect(hit.status()).toBe(200)
  expect(hit.headers()['x-cache']).toBe('HIT')
  expect(hit.headers()['content-encoding']).toBe('br')
  expect(await hit.text()).toContain('<h1')
  const etag = hit.headers().etag!
  expect(etag).toMatch(/^".+"$/)
  const again = await request.get('/news', { headers: { 'if-none-match': etag } })
  expect(again.status()).toBe(304)

  // The JSON API is cached the same way, still with its CORS headers.
  await request.get('/api/news/KSR')
  const api = await request.get('/api/news/KSR')
  expect(api.headers()['x-cache']).toBe('HIT')
  expect(api.headers()['access-control-allow-origin']).toBe('*')
  expect(Array.isArray(await api.json())).toBe(true)
})

test('every answer from the cache carries its own request id (the one nginx gave it, else a new one), never the render\'s', async ({ request }) => {
  for (const path of ['/news', '/api/news/KSR']) {
    await request.get(path)
    const ids = ['bench-id-0001', 'bench-id-0002']
    for (const id of ids) {
      const hit = await request.get(path, { headers: { 'x-request-id': id, 'accept-encoding': 'gzip' } })
      expect(hit.headers()['x-cache'], path).toBe('HIT')
      expect(hit.headers()['x-request-id'], path).toBe(id)
    }
    // Without one, each answer gets an id of its own.
    const [a, b] = [await request.get(path), await request.get(path)]
    expect(a.headers()['x-cache'], path).toBe('HIT')
    expect(a.headers()['x-request-id'], path).toMatch(/^[\w-]{8,64}$/)
    expect(a.headers()['x-request-id'], path).not.toBe(b.headers()['x-request-id'])
    // A 304 too.
    const etag = a.headers().etag!
    const revalidated = await request.get(path, { headers: { 'if-none-match': etag, 'x-request-id': 'bench-id-0003' } })
    expect(revalidated.status(), path).toBe(304)
    expect(revalidated.headers()['x-request-id'], path).toBe('bench-id-0003')
  }
})

test("every page's policy allows its scripts by hash, never 'unsafe-inline' or a nonce, and the pages run with no violation", async ({
  page,
}) => {
  const problems = await watchPolicy(page)
  for (const path of PAGES) {
    // The first visit may render; the second is the cached copy. Both must run.
    for (const visit of ['first', 'cached']) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      const scriptSrc = /script-src ([^;]*)/.exec((await res!.allHeaders())['content-security-policy'] ?? '')?.[1] ?? ''
      expect(scriptSrc, `${path} ${visit}`).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/)
      // The layout's inline script ran (it marks the page as scripted), and React took over the page.
      await expect(page.locator('html[data-js]'), path).toHaveCount(1)
      await page.waitForLoadState('networkidle')
    }
  }
  // Client-side navigation (React Server Component requests) runs under the same policy.
  await seenNotifications(page)
  await page.goto('/')
  await page.getByRole('link', { name: 'All news' }).click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(problems).toEqual([])
})

test('a draft, or a staff preview of one, never enters the cached pages', async ({ baseURL, browser }) => {
  const visitor = await playwrightRequest.newContext({ baseURL })
  await visitor.get('/news')
  expect((await visitor.get('/news')).headers()['x-cache']).toBe('HIT')

  const adminApi = await signedInAsAdmin(baseURL!)
  const title = `Annual day rehearsal schedule ${Date.now()}`
  const created = await adminApi.post('/cms-api/news?draft=true', {
    data: { title, description: 'Not announced yet.', fromDate: new Date().toISOString(), _status: 'draft' },
  })
  expect(created.status()).toBe(201)

  // A staff member previews /news with the draft in it…
  const staff = await browser.newContext()
  await staff.addCookies((await adminApi.storageState()).cookies)
  const preview = await staff.newPage()
  await preview.goto('/preview?path=%2Fnews')
  await expect(preview.getByText(title).first()).toBeVisible()
  await staff.close()

  // …and visitors, from the cache or a fresh render, never see it.
  for (let i = 0; i < 2; i++) {
    const res = await visitor.get('/news')
    expect(await res.text()).not.toContain(title)
  }
  expect(await (await visitor.get('/api/news/KSR')).text()).not.toContain(title)
  await adminApi.dispose()
  await visitor.dispose()
})
