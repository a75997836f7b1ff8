/**
 * Current information first (issue #27): the fee amounts on the Admission page come from the
 * disclosure's fee record (one source), and the current session's date sheet is on the Exam
 * Schedule page, found by a search for "date sheet".
 */
import { expect, test, type Page } from '@playwright/test'

import { globalDoc, savePage, signedInAsAdmin } from './helpers'

/** The rows of the fee table on a page, as text. */
const feeRows = async (page: Page, path: string) => {
  await page.goto(path)
  return page.getByRole('table', { name: 'Fee structure of the school' }).getByRole('row').allInnerTexts()
}

/** The session an Indian school is in today (April to March). */
function currentSession(now = new Date()) {
  const y = now.getUTCFullYear()
  const start = now.getUTCMonth() >= 3 ? y : y - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

test('/admission shows the fee amounts the disclosure shows, and a change to the fee record shows on both', async ({ page, baseURL }) => {
  const disclosure = await feeRows(page, '/mandatory-disclosure')
  expect(disclosure.join(' ')).toMatch(/Rs\. [\d,]+/)
  expect(await feeRows(page, '/admission')).toEqual(disclosure)

  const api = await signedInAsAdmin(baseURL!)
  type Fee = { className: string; tuitionFee: string; annualCharges: string }
  const { feeStructure } = (await globalDoc(api, 'mandatory-disclosure')) as { feeStructure: Fee[] }
  try {
    const changed = feeStructure.map((f, i) => (i === 0 ? { ...f, tuitionFee: 'Rs. 2,675' } : f))
    expect((await savePage(api, 'mandatory-disclosure', { feeStructure: changed })).status()).toBe(200)
    for (const path of ['/admission', '/mandatory-disclosure']) {
      await expect.poll(async () => (await feeRows(page, path)).join(' '), { timeout: 5000 }).toContain('Rs. 2,675')
    }
  } finally {
    await savePage(api, 'mandatory-disclosure', { feeStructure })
    await api.dispose()
  }
})

test("/exam-schedule lists the current session's date sheet first, and a search for \"date sheet\" finds it", async ({ page }) => {
  const session = currentSession()
  await page.goto('/exam-schedule')
  // The first date sheet listed is this session's.
  await expect(page.getByRole('main').getByRole('link', { name: /date sheet/i }).first()).toContainText(session)
  await page.goto('/search?q=date+sheet')
  const hit = page.getByRole('main').getByRole('link', { name: 'Exam Schedule' }).first()
  await expect(hit).toBeVisible()
  await expect(page.getByRole('main')).toContainText(session)
})

test("the home ticker's items are found by search, each leading to the PDF it opens", async ({ page, request }) => {
  const data = (await (await request.get('/api/highlight/KSR')).json()) as { description: string }[]
  const item = data.find((h) => /uniform/i.test(h.description)) ?? data[0]!
  await page.goto(`/search?q=${encodeURIComponent(item.description.split(':')[0]!)}`)
  const hit = page.getByRole('main').getByRole('link', { name: item.description })
  await expect(hit).toBeVisible()
  expect(await hit.getAttribute('href')).toMatch(/^\/files\/documents\/.+\.pdf$/)
})

test("a date sheet's own words find the Exam Schedule page, and the stored text stays out of visitors' reads", async ({ page, request }) => {
  await page.goto('/search?q=invigilators')
  await expect(page.getByRole('main').getByRole('link', { name: 'Exam Schedule' })).toBeVisible()
  const docs = (await (await request.get('/cms-api/documents?limit=5&depth=0')).json()) as { docs: Record<string, unknown>[] }
  expect(docs.docs.length).toBeGreaterThan(0)
  for (const d of docs.docs) expect(d).not.toHaveProperty('textContent')
})
