import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { globalDoc, nextStaffAddress, savePage, seenNotifications, signedInAsAdmin, signInThroughAdmin } from './helpers'

const SECTIONS = [
  'A. General information',
  'B. Documents and information',
  'C. Result and academics',
  'D. Staff (teaching)',
  'E. School infrastructure',
]
const FIRE = 'Copy of valid fire safety certificate issued by the competent authority'

test('the home page links to the mandatory public disclosure near the top', async ({ page }) => {
  await seenNotifications(page)
  await page.goto('/')
  const link = page.getByRole('link', { name: 'Mandatory Public Disclosure', exact: true })
  await expect(link).toBeVisible()
  // Above the photo slider, not in a menu: in the first screenful.
  const box = (await link.boundingBox())!
  expect(box.y).toBeLessThan(page.viewportSize()!.height)
  await link.click()
  await expect(page).toHaveURL(/\/mandatory-disclosure$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mandatory Public Disclosure')
})

test('the disclosure shows sections A–E in order, the documents with their dates, and no axe violations', async ({ page }) => {
  await page.goto('/mandatory-disclosure')
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
  expect(headings.filter((h) => /^[A-E]\. /.test(h))).toEqual(SECTIONS)
  const docs = page.getByRole('table', { name: 'B. Documents and information' })
  await expect(docs.getByRole('columnheader')).toHaveText([
    'S. No.',
    'Documents / information',
    'Issued on',
    'Valid until',
    'Attested by',
    'Link',
  ])
  const fire = docs.getByRole('row', { name: new RegExp(FIRE) })
  await expect(fire.getByRole('cell')).toHaveText(['6', '1 Apr 2024', '31 Mar 2027', 'Chairman and Principal', /View/])
  await expect(
    docs
      .getByRole('row', { name: /no objection certificate/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('No expiry')
  const href = await fire.getByRole('link').getAttribute('href')
  const pdf = await page.request.get(href!)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  await expect(page.getByText(/self-attested copies, signed by the chairman, manager or secretary and by the principal/)).toBeVisible()
  await expect(page.getByRole('table', { name: 'Result class: X', exact: true }).getByRole('row')).toHaveCount(4)
  await expect(page.getByRole('table', { name: 'D. Staff (teaching)' }).getByRole('row', { name: /Total no\. of teachers/ })).toContainText(
    '151 (PGT: 38, TGT: 52, PRT: 61)',
  )
  await expect(page.getByRole('table', { name: 'E. School infrastructure' }).getByRole('row', { name: /Internet facility/ })).toContainText(
    'Yes',
  )
  await expect(page.getByText('Not yet published')).toHaveCount(0)
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test('the disclosure does not scroll sideways on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/mandatory-disclosure')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('/api/disclosure/KSR answers the sections as JSON, is in the OpenAPI document, and refuses an unknown school', async ({ request }) => {
  const res = await request.get('/api/disclosure/KSR')
  expect(res.status()).toBe(200)
  const body = (await res.json()) as {
    complete: boolean
    missing: unknown[]
    sections: {
      id: string
      title: string
      items: { key: string; label: string; document: { url: string; validUntil: string | null } | null }[]
    }[]
    annualReports: { year: string; url: string }[]
  }
  expect(body.sections.map((s) => `${s.id}. ${s.title}`)).toEqual(SECTIONS)
  expect(body).toMatchObject({ complete: true, missing: [] })
  const fire = body.sections[1]!.items.find((i) => i.key === 'fireSafety')!
  expect(fire.label).toBe(FIRE)
  expect(fire.document).toMatchObject({ validUntil: '2027-03-31', issuedOn: '2024-04-01' })
  expect((await request.get(fire.document!.url)).headers()['content-type']).toBe('application/pdf')
  const unknown = await request.get('/api/disclosure/NOPE')
  expect(unknown.status()).toBe(404)
  expect(await unknown.json()).toMatchObject({ error: 'Not Found', field: 'school' })
  const openapi = (await (await request.get('/api/openapi.json')).json()) as {
    paths: Record<string, unknown>
    components: { schemas: Record<string, unknown> }
  }
  expect(Object.keys(openapi.paths)).toContain('/api/disclosure/{school}')
  expect(Object.keys(openapi.components.schemas)).toContain('Disclosure')
})

test('the admin meter names an item once it is removed, on the public page and in the API too', async ({ baseURL, browser, request }) => {
  test.setTimeout(180_000)
  const staff = await signedInAsAdmin(baseURL!)
  const before = (await globalDoc(staff, 'mandatory-disclosure')) as {
    sectionB: Record<string, Record<string, unknown>>
  }
  const save = (sectionB: unknown) => savePage(staff, 'mandatory-disclosure', { sectionB })
  try {
    expect(before.sectionB.fireSafety!.validUntil).toBeTruthy()
    expect((await save({ ...before.sectionB, fireSafety: { ...before.sectionB.fireSafety, file: null } })).status()).toBe(200)
    // Its dates and attestation went with it.
    const removed = (await globalDoc(staff, 'mandatory-disclosure')) as typeof before
    expect(removed.sectionB.fireSafety).toMatchObject({ file: null, issuedOn: null, validUntil: null, attestedByManagement: null })

    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': nextStaffAddress() } })
    const page = await context.newPage()
    await page.goto('/admin/collections/mandatory-disclosure')
    await signInThroughAdmin(page)
    const meter = page.getByRole('region', { name: 'CBSE Appendix IX completeness' })
    await expect(meter.getByText('32 of 33 items complete')).toBeVisible({ timeout: 30_000 })
    await expect(meter.getByRole('list', { name: 'Missing items' }).getByRole('listitem')).toHaveText([`B. ${FIRE}`])
    // The meter follows the form before it is saved.
    await page.getByLabel('School email id').fill('')
    await expect(meter.getByText('31 of 33 items complete')).toBeVisible()
    await expect(meter.getByRole('listitem')).toHaveText(['A. School email id', `B. ${FIRE}`])
    await context.close()

    const visitor = await browser.newPage()
    await visitor.goto('/mandatory-disclosure')
    await expect(
      visitor.getByRole('table', { name: 'B. Documents and information' }).getByRole('row', { name: new RegExp(FIRE) }),
    ).toContainText('Not yet published')
    const api = (await (await request.get('/api/disclosure/KSR')).json()) as { complete: boolean; missing: { key: string }[] }
    expect(api.complete).toBe(false)
    expect(api.missing.map((m) => m.key)).toEqual(['fireSafety'])
  } finally {
    expect((await save(before.sectionB)).status()).toBe(200)
    await staff.dispose()
  }
  expect(((await (await request.get('/api/disclosure/KSR')).json()) as { complete: boolean }).complete).toBe(true)
})
