import { expect, request as playwrightRequest, test, type Page } from '@playwright/test'

import { admin, globalDoc } from './helpers'

/** Collects CSP violations and script errors the page reports. */
function watch(page: Page) {
  const problems: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(e.message))
  return problems
}

test('security headers are on pages, the JSON API and the admin', async ({ request }) => {
  for (const path of ['/', '/api/news/KSR', '/admin/login']) {
    const res = await request.get(path)
    const h = res.headers()
    const csp = h['content-security-policy'] ?? ''
    // Public pages and the API are cached: their scripts are allowed by hash. The admin renders per request, with a nonce.
    expect(csp, path).toMatch(path.startsWith('/admin') ? /script-src 'self' 'nonce-[A-Za-z0-9+/=]+'[ ;]/ : /script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/)
    expect(/script-src ([^;]*)/.exec(csp)?.[1], path).not.toContain("'unsafe-inline'")
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "frame-src 'self' https://www.openstreetmap.org"]) {
      expect(csp, `${path} ${directive}`).toContain(directive)
    }
    expect(h['x-content-type-options'], path).toBe('nosniff')
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(h['permissions-policy'], path).toContain('geolocation=()')
    // Served over plain HTTP here; HSTS is sent only over HTTPS.
    expect(h['strict-transport-security'], path).toBeUndefined()
  }
  const https = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })
  expect(https.headers()['strict-transport-security']).toContain('max-age=')
  // A nonce is never reused across the admin's requests.
  const a = (await request.get('/admin/login')).headers()['content-security-policy']
  const b = (await request.get('/admin/login')).headers()['content-security-policy']
  expect(a).not.toBe(b)
})

test('the home page and the TC form run under the policy with no violation', async ({ page }) => {
  const problems = watch(page)
  await page.goto('/')
  await expect(page.locator('html[data-js]')).toHaveCount(1)
  await page.goto('/tc')
  await page.getByLabel('Admission No.').fill('1')
  await page.getByLabel('Student Full Name').fill('Nobody')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(/No transfer certificate matches/)).toBeVisible()
  expect(problems).toEqual([])
})

test('the admin signs in and edits under the policy with no violation', async ({ page }) => {
  const problems = watch(page)
  await page.goto('/admin')
  await page.waitForLoadState('networkidle')
  await page.getByLabel(/email/i).fill(admin.email)
  await page.getByLabel(/password/i).fill(admin.password)
  await page.getByRole('button', { name: /login|sign in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await page.goto('/admin/collections/news')
  await page.getByRole('link', { name: /create new/i }).first().click()
  await expect(page.getByLabel(/title/i).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(problems).toEqual([])
})

test('20 quick sign-in attempts from one address get 429; another address still signs in', async ({ baseURL }) => {
  const from = (address: string) => playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } })
  const attacker = await from('203.0.113.201')
  const statuses: number[] = []
  for (let i = 0; i < 20; i++) {
    const res = await attacker.post('/cms-api/users/login', { data: { email: `guess${i}@example.com`, password: 'not-the-password' } })
    statuses.push(res.status())
    if (res.status() === 429) {
      const body = (await res.json()) as { errors: { message: string }[] }
      expect(body.errors[0]?.message).toMatch(/too many attempts.*wait/i)
      // How long to wait, in seconds, as HTTP says it.
      expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0)
    }
  }
  // The first ten are ordinary failed sign-ins; after that the address is refused.
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
  expect(statuses.slice(10)).toEqual(Array(10).fill(429))
  // Even the right password is refused from that address for now.
  expect((await attacker.post('/cms-api/users/login', { data: admin })).status()).toBe(429)
  await attacker.dispose()

  const colleague = await from('203.0.113.202')
  expect((await colleague.post('/cms-api/users/login', { data: admin })).status()).toBe(200)
  await colleague.dispose()
})

test('a form posted from another site is refused; from the site itself it works', async ({ request, baseURL }) => {
  const dismiss = (headers: Record<string, string>) => request.post('/alerts/dismiss', { form: { alert: '1-2' }, headers, maxRedirects: 0 })
  // A hidden form on another site must not hide an emergency alert from a parent.
  const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }]
  for (const headers of foreign) {
    const res = await dismiss(headers)
    expect(res.status(), JSON.stringify(headers)).toBe(403)
    expect(res.headers()['set-cookie'], JSON.stringify(headers)).toBeUndefined()
    expect(await res.text()).toMatch(/sent from another website/)
  }
  const own = await dismiss({ origin: baseURL!, 'sec-fetch-site': 'same-origin' })
  expect(own.status()).toBe(303)
  expect(own.headers()['set-cookie']).toMatch(/dismissed-alerts=/)
  // The TC lookup and feedback forms (server actions) too: a plain 403, not a server error.
  for (const path of ['/tc', '/feedback', '/hi/tc']) {
    const res = await request.post(path, { headers: { origin: 'https://evil.example' }, multipart: { admission: '1', name: 'X' } })
    expect(res.status(), path).toBe(403)
  }
})

test('an e-mail address of a megabyte is refused before anything is counted', async ({ baseURL }) => {
  const from = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.203' } })
  try {
    // The admin's own address padded with spaces (a sign-in trims them), more times than the
    // address may sign in (10 a minute) or fail on one account (5).
    const padded = admin.email + ' '.repeat(1024 * 1024)
    for (let i = 0; i < 11; i++) {
      const email = i === 0 ? padded : padded.slice(0, 300)
      const res = await from.post('/cms-api/users/login', { data: { email, password: `wrong-${i}` } })
      expect(res.status()).toBe(400)
      expect(JSON.stringify(await res.json())).toContain('The e-mail address must be at most 254 characters.')
    }
    const forgot = await from.post('/cms-api/users/forgot-password', { data: { email: padded } })
    expect(forgot.status()).toBe(400)
    // Nothing was counted: the right password from the same address signs in at once.
    expect((await from.post('/cms-api/users/login', { data: admin })).status()).toBe(200)
  } finally {
    await from.dispose()
  }
})

test('/.well-known/security.txt names the school\'s contact, an expiry and the languages', async ({ request }) => {
  const res = await request.get('/.well-known/security.txt')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8')
  const fields = Object.fromEntries(
    (await res.text())
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  )
  // The school's own address, from the CMS (the demo profile lists no security or website address: the first).
  const profile = (await globalDoc(request, 'school-profile')) as { emails: { email: string }[] }
  expect(fields.Contact).toBe(`mailto:${profile.emails[0]!.email}`)
  const expires = Date.parse(fields.Expires!)
  expect(expires).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000)
  expect(expires).toBeLessThanOrEqual(Date.now() + 365 * 24 * 3600 * 1000)
  expect(fields['Preferred-Languages']).toBe('en, hi')
  // The e2e server has no SERVER_URL: no address to call canonical.
  expect(fields).not.toHaveProperty('Canonical')
})
