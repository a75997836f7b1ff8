import { expect, test, type Browser } from '@playwright/test'

import { signedInAsAdmin } from './helpers'

type Tc = { admissionNumber: number; studentName: string; tcNumber: string }

let record: Tc
let other: Tc

test.beforeAll(async ({ baseURL }) => {
  const api = await signedInAsAdmin(baseURL!)
  const res = await api.get('/cms-api/transfer-certificates?limit=10&depth=0')
  const docs = ((await res.json()) as { docs: Tc[] }).docs
  ;[record, other] = docs as [Tc, Tc]
  await api.dispose()
})

// The e2e server trusts one proxy hop, so each test can stand for a different visitor.
let visitor = 0
async function visit(browser: Browser, javaScriptEnabled: boolean) {
  visitor += 1
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${visitor}` } })
  const page = await context.newPage()
  await page.addInitScript(() => sessionStorage.setItem('notificationsSeen', '1'))
  await page.goto('/tc')
  return { page, context }
}

const NOT_FOUND = /No transfer certificate matches these details/

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
    const href = await found.getByRole('link', { name: /View the certificate/ }).getAttribute('href')
    const file = await request.get(href!)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/^(application\/pdf|image\/)/)
    // A forged link is refused.
    expect((await request.get(href!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).status()).toBe(404)
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

  test(`${mode}: past the per-address limit, lookups get a friendly message`, async ({ browser }) => {
    const { page, context } = await visit(browser, js)
    const limit = Number(process.env.E2E_TC_LOOKUP_LIMIT)
    for (let i = 0; i <= limit; i += 1) {
      if (!js) await page.goto('/tc')
      await page.getByLabel('Admission No.').fill(String(100000 + i))
      await page.getByLabel('Student Full Name').fill('Nobody In Particular')
      await page.getByRole('button', { name: 'Submit' }).click()
      await expect(page.getByText(i < limit ? NOT_FOUND : /Please wait \d+ minutes? and try again/)).toBeVisible()
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
