import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { savePage, seenNotifications, signedInAsAdmin } from './helpers'

type Tc = { admissionNumber: string; studentName: string; tcNumber: string; classLastStudied: string; dateOfIssue: string }

let record: Tc
let other: Tc
/** A record of the register whose "Remove from lookup after" day has passed. */
let expired: Tc

test.beforeAll(async ({ baseURL }) => {
  const api = await signedInAsAdmin(baseURL!)
  const today = new Date().toISOString().slice(0, 10)
  const current = `where[removeFromLookupAfter][greater_than]=${today}T23:59:59.999Z`
  const res = await api.get(`/cms-api/transfer-certificates?limit=10&depth=0&${current}`)
  const docs = ((await res.json()) as { docs: Tc[] }).docs
  ;[record, other] = docs as [Tc, Tc]
  const past = await api.get(
    `/cms-api/transfer-certificates?limit=1&depth=0&where[removeFromLookupAfter][less_than]=${today}T00:00:00.000Z`,
  )
  ;[expired] = ((await past.json()) as { docs: Tc[] }).docs as [Tc]
  expect(expired, 'the demo register has a certificate past its retention day').toBeTruthy()
  await api.dispose()
})

// The e2e server trusts one proxy hop, so each test can stand for a different visitor.
let visitor = 0
async function visit(browser: Browser, javaScriptEnabled: boolean) {
  visitor += 1
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${visitor}` } })
  const page = await context.newPage()
  await seenNotifications(page)
  await page.goto('/tc')
  // With JavaScript, the site script has taken over the form's checks before a test types.
  if (javaScriptEnabled) await expect(page.getByRole('form', { name: 'Transfer certificate lookup' })).toHaveJSProperty('noValidate', true)
  return { page, context }
}

const NOT_FOUND = /No transfer certificate matches these details/

async function lookUp(page: Page, admission: number | string, name: string) {
  await page.getByLabel('Admission No.').fill(String(admission))
  await page.getByLabel('Student Full Name').fill(name)
  await page.getByRole('button', { name: 'Submit' }).click()
}

const foundRegion = (page: Page) => page.getByRole('region', { name: 'Transfer certificate found' })

for (const js of [true, false]) {
  const mode = js ? 'with JavaScript' : 'without JavaScript'

  test(`${mode}: a matching admission number and name show the record and its certificate`, async ({ browser, request }) => {
    const { page, context } = await visit(browser, js)
    await page.getByLabel('Admission No.').fill(String(record.admissionNumber))
    // Case and spacing of the name do not matter.
    await page.getByLabel('Student Full Name').fill(`  ${record.studentName.toUpperCase().replace(' ', '   ')} `)
    await page.getByRole('button', { name: 'Submit' }).click()
    const found = page.getByRole('region', { name: 'Transfer certificate found' })
    await expect(found).toBeVisible()
    await expect(found).toContainText(record.tcNumber)
    await expect(found).toContainText(record.studentName)
    // Nothing more than verifies it, unless the school turns it on.
    await expect(found).not.toContainText('Class last studied')
    await expect(found).not.toContainText('Date of issue')
    const href = await found.getByRole('link', { name: /View the certificate/ }).getAttribute('href')
    const file = await request.get(href!)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/^(application\/pdf|image\/)/)
    // A forged link is refused.
    expect((await request.get(href!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).status()).toBe(410)
    await context.close()
  })

  test(`${mode}: a wrong name and a wrong number get the same neutral message`, async ({ browser }) => {
    const { page, context } = await visit(browser, js)
    const messages: string[] = []
    for (const [admission, name] of [
      [String(record.admissionNumber), other.studentName],
      [String(other.admissionNumber), record.studentName],
      ['999999', record.studentName],
    ]) {
      if (!js) await page.goto('/tc')
      await page.getByLabel('Admission No.').fill(admission!)
      await page.getByLabel('Student Full Name').fill(name!)
      await page.getByRole('button', { name: 'Submit' }).click()
      await expect(page.getByText(NOT_FOUND)).toBeVisible()
      await expect(page.getByRole('region', { name: 'Transfer certificate found' })).toHaveCount(0)
      messages.push((await page.getByText(NOT_FOUND).textContent())!)
    }
    expect(new Set(messages).size).toBe(1)
    await context.close()
  })

  test(`${mode}: an empty field is not submitted and is marked`, async ({ browser }) => {
    const { page, context } = await visit(browser, js)
    await page.getByLabel('Admission No.').fill(String(record.admissionNumber))
    await page.getByRole('button', { name: 'Submit' }).click()
    const name = page.getByLabel('Student Full Name')
    if (js) {
      await expect(page.getByText("Enter the student's full name.")).toBeVisible()
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await expect(name).toBeFocused()
    } else {
      // The browser's own check stops the post and points at the field.
      await expect(page.locator('#tc-name:invalid')).toHaveCount(1)
    }
    await expect(page.getByText(NOT_FOUND)).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Transfer certificate found' })).toHaveCount(0)
    await context.close()
  })

  test(`${mode}: past the per-address limit, lookups get a friendly message, answered 429 with Retry-After`, async ({ browser }) => {
    const { page, context } = await visit(browser, js)
    const limit = Number(process.env.E2E_TC_LOOKUP_LIMIT)
    for (let i = 0; i <= limit; i += 1) {
      if (!js) await page.goto('/tc')
      await page.getByLabel('Admission No.').fill(String(100000 + i))
      await page.getByLabel('Student Full Name').fill('Nobody In Particular')
      const answer = page.waitForResponse((r) => r.request().method() === 'POST')
      await page.getByRole('button', { name: 'Submit' }).click()
      await expect(page.getByText(i < limit ? NOT_FOUND : /Please wait \d+ minutes? and try again/)).toBeVisible()
      expect((await answer).status(), `lookup ${i + 1}`).toBe(i < limit ? 200 : 429)
      if (i === limit) expect(Number((await answer).headers()['retry-after'])).toBeGreaterThan(0)
    }
    // The real record is not revealed either, until the window has passed.
    if (!js) await page.goto('/tc')
    await page.getByLabel('Admission No.').fill(String(record.admissionNumber))
    await page.getByLabel('Student Full Name').fill(record.studentName)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText(/Please wait/)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Transfer certificate found' })).toHaveCount(0)
    await context.close()
  })
}

test('an admission number written with letters, / and - ("KSR/2026/0042") is found on the page and through the API, however its case', async ({
  browser,
  request,
  baseURL,
}) => {
  const admin = await signedInAsAdmin(baseURL!)
  const res = await admin.get('/cms-api/transfer-certificates?depth=0&where[admissionNumber][equals]=KSR/2026/0042')
  const [withLetters] = ((await res.json()) as { docs: Tc[] }).docs as [Tc]
  await admin.dispose()
  expect(withLetters, 'the demo register holds KSR/2026/0042').toBeTruthy()
  const { page, context } = await visit(browser, false)
  await lookUp(page, 'ksr/2026/0042', withLetters.studentName)
  await expect(foundRegion(page)).toContainText('KSR/2026/0042')
  await context.close()
  const api = await request.post('/api/tc/KSR', {
    data: { admission: 'KSR/2026/0042', name: withLetters.studentName },
    headers: { 'x-forwarded-for': '198.51.100.244' },
  })
  expect(api.status()).toBe(200)
  expect(await api.json()).toMatchObject({ data: { admission: 'KSR/2026/0042', tcNumber: withLetters.tcNumber } })
})

test(`a registrar checking a batch: 15 lookups that find a certificate, in a row from one address, all succeed (only failed ones count toward the limit of ${process.env.E2E_TC_LOOKUP_LIMIT})`, async ({
  request,
}) => {
  const headers = { 'x-forwarded-for': '198.51.100.245' }
  for (let i = 0; i < 15; i += 1) {
    const res = await request.post('/api/tc/KSR', { data: { admission: record.admissionNumber, name: record.studentName }, headers })
    expect(res.status(), `lookup ${i + 1}`).toBe(200)
  }
})

test('the form says what an admission number may hold, and a malformed one gets a message naming the field, without JavaScript', async ({
  browser,
}) => {
  const { page, context } = await visit(browser, false)
  const field = page.getByLabel('Admission No.')
  await expect(field).toHaveAccessibleDescription(/letters, digits, \/ and -, for example 12345 or KSR\/2026\/0042/)
  await lookUp(page, '12#4', record.studentName)
  await expect(page.getByText('The admission number may have only letters, digits, / and -')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(foundRegion(page)).toHaveCount(0)
  await context.close()
})

test('an expired, changed or forged certificate link answers a page saying to look the certificate up again', async ({ page }) => {
  // A link whose time ran out half an hour ago (its signature no longer matters: it is refused either way).
  const expiredAt = Math.floor(Date.now() / 1000) - 1800
  const res = await page.goto(`/tc/certificate/1-1-${expiredAt}-${'A'.repeat(32)}`)
  expect(res!.status()).toBe(410)
  expect(res!.headers()['content-type']).toMatch(/^text\/html/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This certificate link no longer works')
  await expect(page.getByText(/look it up again/)).toBeVisible()
  await page.getByRole('link', { name: 'Look up a transfer certificate' }).click()
  await expect(page).toHaveURL(/\/tc$/)
  await expect(page.getByRole('form', { name: 'Transfer certificate lookup' })).toBeVisible()
})

/** The TC lookup settings, as an administrator saves them in the admin. */
async function setLookupSettings(api: APIRequestContext, data: { showClass?: boolean; showDates?: boolean }) {
  const res = await savePage(api, 'tc-settings', data)
  expect(res.status()).toBe(200)
}

test('the school can choose to show the class and the date of issue too', async ({ browser, baseURL }) => {
  const admin = await signedInAsAdmin(baseURL!)
  try {
    await setLookupSettings(admin, { showClass: true, showDates: true })
    const { page, context } = await visit(browser, false)
    await lookUp(page, record.admissionNumber, record.studentName)
    await expect(foundRegion(page)).toContainText('Class last studied')
    await expect(foundRegion(page)).toContainText(record.classLastStudied)
    await expect(foundRegion(page)).toContainText('Date of issue')
    const api = await page.request.post('/api/tc/KSR', {
      data: { admission: record.admissionNumber, name: record.studentName },
      headers: { 'x-forwarded-for': '198.51.100.240' },
    })
    expect((await api.json()) as unknown).toMatchObject({
      data: { class: record.classLastStudied, dateOfIssue: record.dateOfIssue.slice(0, 10) },
    })
    await context.close()
  } finally {
    await setLookupSettings(admin, { showClass: false, showDates: false })
    await admin.dispose()
  }
  // Off again: the API leaves both out.
  const { page, context } = await visit(browser, false)
  const res = await page.request.post('/api/tc/KSR', {
    data: { admission: record.admissionNumber, name: record.studentName },
    headers: { 'x-forwarded-for': '198.51.100.241' },
  })
  const { data } = (await res.json()) as { data: Record<string, unknown> }
  expect(Object.keys(data).sort()).toEqual(['admission', 'certificateUrl', 'name', 'tcNumber'])
  await context.close()
})

test('a certificate past its retention day is found neither on the page nor through the API', async ({ browser, request }) => {
  const { page, context } = await visit(browser, false)
  await lookUp(page, expired.admissionNumber, expired.studentName)
  await expect(page.getByText(NOT_FOUND)).toBeVisible()
  await expect(foundRegion(page)).toHaveCount(0)
  await context.close()
  const res = await request.post('/api/tc/KSR', {
    data: { admission: expired.admissionNumber, name: expired.studentName },
    headers: { 'x-forwarded-for': '198.51.100.242' },
  })
  expect(res.status()).toBe(404)
  expect(await res.json()).toMatchObject({ data: null })
})

test('the register cannot be listed through the old API', async ({ request }) => {
  const list = await request.get('/api/tc/KSR')
  expect(list.status()).toBe(405)
  expect(JSON.stringify(await list.json())).not.toContain(record.studentName)
  const missing = await request.post('/api/tc/KSR', {
    data: { admission: record.admissionNumber },
    headers: { 'x-forwarded-for': '198.51.100.243' },
  })
  expect(missing.status()).toBe(400)
  expect(await missing.json()).toMatchObject({ field: 'name', data: null })
})

test('lookups are logged with their outcome for administrators, without what was searched for', async ({ browser, baseURL, request }) => {
  const { page, context } = await visit(browser, false)
  const address = `198.51.100.${visitor}`
  await lookUp(page, record.admissionNumber, record.studentName)
  await expect(foundRegion(page)).toBeVisible()
  await page.goto('/tc')
  await lookUp(page, record.admissionNumber, other.studentName)
  await expect(page.getByText(NOT_FOUND)).toBeVisible()
  await context.close()

  const admin = await signedInAsAdmin(baseURL!)
  const res = await admin.get(`/cms-api/tc-lookups?depth=0&sort=-createdAt&where[clientAddress][equals]=${address}`)
  expect(res.status()).toBe(200)
  const entries = ((await res.json()) as { docs: Record<string, unknown>[] }).docs
  expect(entries.map((e) => [e.outcome, e.channel])).toEqual([
    ['not-found', 'page'],
    ['found', 'page'],
  ])
  expect(JSON.stringify(entries)).not.toContain(record.studentName)
  expect(JSON.stringify(entries)).not.toContain(String(record.admissionNumber))
  // Nobody writes the log through the REST API, and visitors cannot read it.
  const forged = { outcome: 'found', channel: 'api', clientAddress: '192.0.2.1' }
  expect((await admin.post('/cms-api/tc-lookups', { data: forged })).status()).toBe(403)
  const [entry] = entries as [{ id: number }]
  expect((await admin.patch(`/cms-api/tc-lookups/${entry.id}`, { data: { outcome: 'found' } })).status()).toBe(403)
  await admin.dispose()
  expect((await request.get('/cms-api/tc-lookups')).status()).toBe(403)
  expect((await request.post('/cms-api/tc-lookups', { data: forged })).status()).toBe(403)
  expect((await request.get('/cms-api/tc-settings')).status()).toBe(403)
})

test('search engines are kept away from the lookup, its answers and the scans', async ({ browser, request }) => {
  const { page, context } = await visit(browser, true)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await lookUp(page, record.admissionNumber, record.studentName)
  await expect(foundRegion(page)).toBeVisible()
  // The page with an answer on it, and the scan it links to, say noindex too.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const href = await foundRegion(page)
    .getByRole('link', { name: /View the certificate/ })
    .getAttribute('href')
  expect((await request.get(href!)).headers()['x-robots-tag']).toMatch(/noindex/)
  const axe = await new AxeBuilder({ page }).exclude('iframe').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await context.close()

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/about-school</loc>')
  expect(sitemap).not.toMatch(/\/tc[<?/]/)
  // Crawlers may fetch /tc (or they could not see its noindex); the sitemap does not offer it.
  expect(await (await request.get('/robots.txt')).text()).not.toMatch(/^Disallow: \/tc/m)
  // The site's own search lists the lookup page, never a certificate.
  const search = await request.get(`/search?q=${encodeURIComponent(record.studentName)}`)
  const body = await search.text()
  expect(body).not.toContain(record.tcNumber)
  expect(body).not.toContain('/tc/certificate/')
})
