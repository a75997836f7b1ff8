import { randomBytes } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'
import { PDFDocument, rgb } from 'pdf-lib'
import sharp from 'sharp'

import { nextStaffAddress, signedInAsAdmin, signInThroughAdmin } from './helpers'

// Checks before publishing (src/features/prepublish): the panel in a draft's form lists what the
// saved draft would publish that some visitors cannot use, each with a link to fix it, and a
// child's photo whose consent was withdrawn stops the Publish button. Only this test's own
// drafts, photos and consent record are made (the school's switches are left alone).

async function upload(staff: APIRequestContext, collection: 'images' | 'documents', file: { name: string; mimeType: string; buffer: Buffer }, data: Record<string, unknown>) {
  const res = await staff.post(`/cms-api/${collection}`, { multipart: { file, _payload: JSON.stringify(data) } })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number; filename: string } }).doc
}

const picture = (r: number) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: { r, g: 120, b: 60 } } })
    .png()
    .toBuffer()

/** A scan: a page holding a picture and no font. */
async function scan(): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  pdf.addPage([200, 200]).drawRectangle({ x: 20, y: 20, width: 120, height: 90, color: rgb(0.3, 0.3, 0.3) })
  return Buffer.from(await pdf.save())
}

test('the panel lists a draft’s problems with their fixes, and a child’s photo without consent stops Publish', async ({ baseURL, browser }) => {
  test.setTimeout(240_000)
  const staff = await signedInAsAdmin(baseURL!)
  const tag = randomBytes(4).toString('hex')
  const undescribed = await upload(staff, 'images', { name: `prepublish-${tag}.png`, mimeType: 'image/png', buffer: await picture(40) }, { alt: `IMG_${tag.replace(/\D/g, '') || '4410'}.jpg` })
  const pdf = await upload(staff, 'documents', { name: `scan-${tag}.pdf`, mimeType: 'application/pdf', buffer: await scan() }, { title: `Fee receipt scan ${tag}` })

  // A child's photo whose parent's consent was given, then withdrawn.
  const consent = await staff.post('/cms-api/consent-records', {
    data: { childName: `Prepublish child ${tag}`, givenBy: 'Parent of the child', relation: 'Father', dateGiven: '2025-06-01', scope: 'photo-and-name' },
  })
  expect(consent.status(), await consent.text()).toBe(201)
  const record = ((await consent.json()) as { doc: { id: number } }).doc
  const child = await upload(
    staff,
    'images',
    { name: `child-${tag}.png`, mimeType: 'image/png', buffer: await picture(200) },
    { alt: 'A pupil receiving the science prize', showsChildren: true, consent: record.id },
  )
  expect((await staff.patch(`/cms-api/consent-records/${record.id}`, { data: { withdrawn: true } })).status()).toBe(200)

  const created = await staff.post('/cms-api/news?draft=true', {
    data: {
      title: `Prize day ${tag}`,
      description: 'Prizes for the science fair.',
      fromDate: '2026-01-09T00:00:00.000Z',
      _status: 'draft',
      attachments: [
        { relationTo: 'documents', value: pdf.id },
        { relationTo: 'images', value: undescribed.id },
        { relationTo: 'images', value: child.id },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const news = ((await created.json()) as { doc: { id: number } }).doc

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': nextStaffAddress() } })
  const page = await context.newPage()
  await page.goto(`/admin/collections/news/${news.id}`)
  await signInThroughAdmin(page)
  const panel = page.locator('section.prepublish-panel')
  await expect(panel.getByRole('heading', { name: 'Checks before publishing' })).toBeVisible({ timeout: 60_000 })
  await expect(panel.getByRole('status')).toHaveText('The saved draft: 1 to fix before publishing, 3 to improve.', { timeout: 30_000 })

  // What stops publishing: the photo, with the photo and its consent form to open.
  const stops = panel.getByRole('region', { name: /Stops publishing/ })
  await expect(stops).toContainText(`The photo “child-${tag}.png” shows children (Prepublish child ${tag})`)
  await expect(stops).toContainText('This consent record has been withdrawn')
  await expect(stops.getByRole('link', { name: 'Open the photo and choose its consent record' })).toHaveAttribute('href', `/admin/collections/images/${child.id}`)
  await expect(stops.getByRole('link', { name: 'Open its consent form' })).toHaveAttribute('href', `/admin/collections/consent-records/${record.id}`)

  // Warnings: the image without a description, the scanned PDF, the missing Hindi.
  const improve = panel.getByRole('region', { name: /To improve/ })
  await expect(improve).toContainText(`The image “prepublish-${tag}.png” is described by its file name`)
  await expect(improve.getByRole('link', { name: /^Add a description of what the image shows/ })).toHaveAttribute('href', `/admin/collections/images/${undescribed.id}`)
  await expect(improve).toContainText(`The PDF “Fee receipt scan ${tag}” has no text layer`)
  await expect(improve.getByRole('link', { name: /^Upload a PDF with text/ })).toHaveAttribute('href', `/admin/collections/documents/${pdf.id}`)
  await expect(improve).toContainText('This has no Hindi yet')
  await expect(improve.getByRole('link', { name: /Open the Hindi/ })).toHaveAttribute('href', `/admin/collections/news/${news.id}?locale=hi`)

  // Publish is refused with the message; the item stays a draft.
  await page.getByRole('button', { name: 'Publish changes' }).click()
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'This cannot be published' })
  await expect(toast).toContainText(`The photo “child-${tag}.png” shows children (Prepublish child ${tag})`, { timeout: 30_000 })
  await expect(toast).toContainText('To fix it: open the photo and choose its consent record or open its consent form.')
  const stored = await staff.get(`/cms-api/news/${news.id}?depth=0&draft=true`)
  expect(((await stored.json()) as { _status: string })._status).toBe('draft')

  // Fixed elsewhere (the image's description), then "Check again": that problem is gone.
  expect((await staff.patch(`/cms-api/images/${undescribed.id}`, { data: { alt: 'The science fair prize table' } })).status()).toBe(200)
  await panel.getByRole('button', { name: 'Check again' }).click()
  await expect(panel.getByRole('status')).toHaveText('The saved draft: 1 to fix before publishing, 2 to improve.', { timeout: 30_000 })
  await expect(improve).not.toContainText('is described by its file name')

  await context.close()
  await staff.dispose()
})
