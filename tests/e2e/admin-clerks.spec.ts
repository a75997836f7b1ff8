import fs from 'node:fs'

import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

import {
  admin,
  ADMIN_DATE_TIME,
  indiaDateTime,
  nextStaffAddress,
  openPublishMenu,
  scheduleTimeBox,
  signedInAsAdmin,
  signInThroughAdmin,
  typeScheduleTime,
} from './helpers'

/** Screenshots for the review (not part of the repository). */
const SCREENS = '/work/notes/screens'
const screenshot = async (page: Page, name: string) => {
  fs.mkdirSync(SCREENS, { recursive: true })
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true })
}

/** Payload's date inputs have no label of their own: the box inside the field's wrapper. */
const dateInput = (page: Page, field: string) => page.locator(`#field-${field}`).getByRole('textbox')

/** The button that opens a collapsible section (Payload names it "Toggle block"; the header shows the title). */
const opener = (page: Page, title: string) =>
  page.getByText(title, { exact: true }).locator('xpath=ancestor::*[.//button][1]').getByRole('button', { name: 'Toggle block' })

/** A day as the admin writes it: "9 Jan 2026". */
const DAY = /^\d{1,2} [A-Z][a-z]{2} \d{4}$/

/** An editor (not an administrator) account, made by the first admin; signed in through the admin's own form. */
async function editorPage(browser: Browser, baseURL: string, name: string) {
  const account = { email: `clerk-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`, password: 'clerk-pass-2026' }
  const adminApi = await signedInAsAdmin(baseURL)
  expect((await adminApi.post('/cms-api/users', { data: { ...account, name, role: 'editor' } })).status()).toBe(201)
  await adminApi.dispose()
  // A clerk in the school: the browser runs on India time.
  // The school office's screen: 1366 × 900.
  const context = await browser.newContext({
    timezoneId: 'Asia/Kolkata',
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': nextStaffAddress() },
  })
  const page = await context.newPage()
  return { account, context, page }
}

test('a clerk writes a news item, attaches a photo, schedules it in India time, and it goes out', async ({ baseURL, browser }) => {
  // Up to two minutes of it is waiting for the scheduled minute and the next job tick; it is
  // also the run's first visit to the admin, whose server bundle loads then (slow on a busy CI).
  test.setTimeout(360_000)
  const { account, context, page } = await editorPage(browser, baseURL!, 'Front office clerk')
  await page.goto('/admin/collections/news/create')
  await signInThroughAdmin(page, account)

  const title = `Annual sports meet photos ${Date.now()}`
  await page.getByLabel(/^Title/).fill(title)
  await page.getByLabel(/^Description/).fill('Students of all houses took part in the annual sports meet.')
  const start = dateInput(page, 'fromDate')
  await start.fill('9 Jan 2026')
  await start.press('Enter')
  await expect(start).toHaveValue('9 Jan 2026')

  // The attachments box offers a photo as well as a PDF; the photo goes to Images.
  const photo = await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .png()
    .toBuffer()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Upload new image' }).click()
  await expect(page.getByRole('button', { name: 'Upload new document (PDF)' })).toBeVisible()
  await (await chooser).setFiles({ name: 'sports-meet.png', mimeType: 'image/png', buffer: photo })
  // In Payload's upload drawer the field labels are not tied to their boxes: the box under the label.
  const upload = page.getByRole('dialog')
  await upload
    .getByText('Description for screen readers')
    .locator('xpath=ancestor::*[.//input][1]')
    .getByRole('textbox')
    .fill('Relay runners at the annual sports meet')
  await upload.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/invalid file type/i)).toHaveCount(0)
  await expect(
    page
      .getByRole('link', { name: /sports-meet.*\.png/ })
      .or(page.getByText(/sports-meet.*\.png/))
      .first(),
  ).toBeVisible()
  await screenshot(page, 'news-form-photo-attached')

  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+/)
  const id = Number(/news\/(\d+)/.exec(page.url())![1])

  // Publish ▾ → Schedule publish: it starts on Publish, in India time, at the next quarter hour.
  await expect(page.getByRole('button', { name: 'Publish changes' })).toBeVisible()
  await openPublishMenu(page)
  await page.getByText(/schedule publish/i).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
  await expect(drawer.getByRole('radio', { name: 'Unpublish', exact: true })).not.toBeChecked()
  await expect(drawer).toContainText('India time (IST)')
  await expect(drawer).not.toContainText('Select a value')
  await expect(drawer.getByRole('heading', { name: 'Scheduled publishing' })).toBeVisible()
  await expect(drawer).not.toContainText('Upcoming Events')
  await expect(scheduleTimeBox(drawer)).toHaveValue(ADMIN_DATE_TIME)
  // The format to type is shown; any minute can be typed (the list offers quarter hours).
  await expect(drawer.getByText(/^Type it like \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M, or pick/)).toBeVisible()
  const at = await typeScheduleTime(drawer)
  await expect(scheduleTimeBox(drawer)).toHaveValue(indiaDateTime(at))
  await screenshot(page, 'schedule-drawer-publish-india-time')
  await drawer.getByRole('button', { name: 'Schedule', exact: true }).click()
  await expect(drawer.getByRole('status')).toHaveText(`Scheduled: publish on ${indiaDateTime(at)} (India time).`)
  await expect(drawer.getByRole('row').filter({ hasText: 'Publish' })).toContainText(indiaDateTime(at))
  await context.close()

  // Visitors see it once its time has come (the server checks for due jobs every 10 seconds), with its photo.
  const visitor = await playwrightRequest.newContext({ baseURL })
  const shows = async () => (await (await visitor.get('/api/news/KSR')).text()).includes(title)
  // An answer that came before its time must not show it (on a busy machine the steps above may
  // take past the minute: then the published version's time below says it was not early).
  const early = await shows()
  if (Date.now() < at.getTime()) expect(early, 'before its time').toBe(false)
  // Polls: the job runner publishes on its own schedule, and a visitor learns of it only by asking.
  while (Date.now() < at.getTime() + 40_000 && !(await shows())) await new Promise((r) => setTimeout(r, 1000))
  expect(await shows(), 'after its time').toBe(true)
  const doc = (await (await visitor.get(`/cms-api/news/${id}?depth=1`)).json()) as {
    _status: string
    updatedAt: string
    attachments: { relationTo: string; value: { filename: string; alt: string } }[]
  }
  expect(new Date(doc.updatedAt).getTime(), 'published at its time, not before').toBeGreaterThanOrEqual(at.getTime())
  expect(doc._status).toBe('published')
  expect(doc.attachments).toEqual([
    expect.objectContaining({ relationTo: 'images', value: expect.objectContaining({ alt: 'Relay runners at the annual sports meet' }) }),
  ])
  await visitor.dispose()
})

test('dates in the admin show their year; there is no API tab; the Advanced section is for administrators only', async ({
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000)
  // A news item moved from the old website keeps its old record number.
  const adminApi = await signedInAsAdmin(baseURL!)
  const legacyId = `old-${Date.now()}`
  const created = await adminApi.post('/cms-api/news', {
    data: {
      title: `Founders' day ${legacyId}`,
      description: 'From the old website.',
      fromDate: '2019-01-09T12:00:00.000Z',
      legacyId,
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const item = ((await created.json()) as { doc: { id: number; legacyId: string } }).doc
  await adminApi.dispose()

  // An administrator.
  const context = await browser.newContext({ timezoneId: 'Asia/Kolkata', extraHTTPHeaders: { 'x-forwarded-for': nextStaffAddress() } })
  const page = await context.newPage()
  await page.goto('/admin/collections/news')
  await signInThroughAdmin(page, admin)
  const firstRow = page.getByRole('row').nth(1)
  await expect(firstRow).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/)
  await page.goto(`/admin/collections/news/${item!.id}`)
  await expect(dateInput(page, 'fromDate')).toHaveValue(DAY)
  await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /versions/i }).first()).toBeVisible()
  // Payload's collapsible: a header reading "Advanced" (its toggle button is named "Toggle block").
  const advanced = page.getByText('Advanced', { exact: true })
  await expect(advanced).toBeVisible()
  const oldNumber = page.getByLabel('Record number on the old website')
  await expect(oldNumber).toBeHidden()
  await advanced.scrollIntoViewIfNeeded()
  await screenshot(page, 'news-form-advanced-collapsed')
  await opener(page, 'Advanced').click()
  await expect(oldNumber).toBeVisible()
  await expect(oldNumber).toHaveValue(item!.legacyId)

  // The school profile: founded in 1978, shown with its year. The school code of the API's
  // addresses is kept with the school's domains, under Vendor → Schools (this account is the
  // deployment's first, its operator).
  await page.goto('/admin/collections/school-profile')
  const founded = dateInput(page, 'foundedOn')
  await expect(founded).toHaveValue(DAY)
  await screenshot(page, 'school-profile-date-with-year')
  await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveCount(0)
  await expect(page.getByText(/API paths/)).toHaveCount(0)
  await expect(page.getByLabel(/^School code/)).toHaveCount(0)
  await page.goto('/admin/collections/schools')
  await expect(page.getByRole('row').filter({ hasText: 'KSR' })).toContainText('Kestrel Springs Residential School')

  // Versions list: dates with the year.
  await page.goto(`/admin/collections/news/${item!.id}/versions`)
  await expect(page.getByRole('row').nth(1)).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/)
  await context.close()

  // An editor: the same item without the Advanced section.
  const editor = await editorPage(browser, baseURL!, 'Office editor')
  await editor.page.goto(`/admin/collections/news/${item!.id}`)
  await signInThroughAdmin(editor.page, editor.account)
  await expect(editor.page.getByLabel(/^Title/)).toBeVisible()
  await expect(dateInput(editor.page, 'fromDate')).toHaveValue(DAY)
  await expect(editor.page.getByText('Advanced', { exact: true })).toHaveCount(0)
  await expect(editor.page.getByText('Record number on the old website')).toHaveCount(0)
  await expect(editor.page.getByRole('link', { name: 'API', exact: true })).toHaveCount(0)
  // Nor the list of schools.
  await editor.page.goto('/admin/collections/schools')
  await expect(editor.page.getByText('KSR', { exact: true })).toHaveCount(0)
  await editor.context.close()
})

test("a PDF's title is filled in from its file name, and can be changed", async ({ baseURL, browser }) => {
  const { account, context, page } = await editorPage(browser, baseURL!, 'Accounts clerk')
  await page.goto('/admin/collections/documents/create')
  await signInThroughAdmin(page, account)
  const doc = await PDFDocument.create()
  doc.addPage([300, 400]).drawText('Fee structure', { font: await doc.embedFont(StandardFonts.Helvetica), x: 20, y: 360 })
  const pdf = Buffer.from(await doc.save())
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Select a file' }).click()
  await (await chooser).setFiles({ name: 'fee-structure_2026-27.pdf', mimeType: 'application/pdf', buffer: pdf })
  const title = page.getByLabel(/^Title/)
  await expect(title).toHaveValue('Fee structure 2026-27')
  await title.fill('Fee structure 2026-27 (classes I to XII)')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/documents\/\d+/)
  await expect(title).toHaveValue('Fee structure 2026-27 (classes I to XII)')
  await context.close()
})
