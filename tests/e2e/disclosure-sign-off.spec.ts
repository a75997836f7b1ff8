/**
 * The head's sign-off on the mandatory disclosure (src/features/disclosure/signOff.ts), as a
 * visitor and the admin see it: once an administrator signs off, /mandatory-disclosure says who
 * attested it and when, and the disclosure's form in the admin says so too; a change to the
 * disclosure takes the line off the page at once, and the form says it needs a new sign-off.
 * The changed field is put back afterwards (the content is then again what was attested).
 */
import { expect, test } from '@playwright/test'

import { globalDoc, nextStaffAddress, savePage, signedInAsAdmin, signInThroughAdmin } from './helpers'

const ATTESTED = /^Attested by A\. Verma, Principal, on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/

test('the page shows the head’s sign-off until the disclosure changes', async ({ baseURL, browser, page }) => {
  test.setTimeout(180_000)
  const api = await signedInAsAdmin(baseURL!)
  const before = await globalDoc<{ sectionA: Record<string, unknown> }>(api, 'mandatory-disclosure')
  try {
    const made = await api.post('/cms-api/disclosure-sign-offs', { data: { name: 'A. Verma', designation: 'Principal' } })
    expect(made.status()).toBe(201)
    await page.goto('/mandatory-disclosure')
    await expect(page.getByText(ATTESTED)).toBeVisible()

    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': nextStaffAddress() } })
    const admin = await context.newPage()
    await admin.goto('/admin/collections/mandatory-disclosure')
    await signInThroughAdmin(admin)
    const box = admin.getByRole('status').filter({ hasText: 'Head’s sign-off' })
    await expect(box).toContainText('Attested by A. Verma, Principal', { timeout: 30_000 })

    expect((await savePage(api, 'mandatory-disclosure', { sectionA: { ...before.sectionA, phone: '0651 2 000 000' } })).status()).toBe(200)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mandatory Public Disclosure')
    await expect(page.getByText(ATTESTED)).toHaveCount(0)
    await admin.reload()
    await expect(box).toContainText('changed since A. Verma (Principal) signed it off', { timeout: 30_000 })
    await expect(box.getByRole('link', { name: 'Sign off the disclosure as it stands' })).toBeVisible()
    await context.close()
  } finally {
    expect((await savePage(api, 'mandatory-disclosure', { sectionA: before.sectionA })).status()).toBe(200)
    await api.dispose()
  }
})
