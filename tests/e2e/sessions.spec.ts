/**
 * Where one is signed in, in the admin (src/features/audit/sessions.ts): an administrator's
 * account page lists their two sessions (this one marked) with the address each signed in from;
 * "Sign out all other sessions" ends the other, whose browser is then sent to the sign-in page.
 * The audit log lists the sign-ins and offers the CSV of what it shows.
 */
import { expect, test } from '@playwright/test'

import { nextStaffAddress, signedInAsAdmin, signInThroughAdmin } from './helpers'

test('an administrator sees where they are signed in, signs out the other session, and finds it in the audit log', async ({ baseURL, browser }) => {
  test.setTimeout(180_000)
  const operator = await signedInAsAdmin(baseURL!)
  const { docs } = (await (await operator.get('/cms-api/schools?sort=id&limit=1&depth=0')).json()) as { docs: { id: number }[] }
  const account = { email: `sessions-${Date.now()}@example.com`, password: 'office-keeps-the-website-2026' }
  const made = await operator.post('/cms-api/users', { data: { ...account, name: 'Office', role: 'admin', schools: [{ school: docs[0]!.id }] } })
  expect(made.status()).toBe(201)
  await operator.dispose()

  const open = async () => {
    const address = nextStaffAddress()
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': address } })
    const page = await context.newPage()
    await page.goto('/admin/login')
    await page.waitForLoadState('networkidle')
    await signInThroughAdmin(page, account)
    return { context, page, address }
  }
  const office = await open()
  const elsewhere = await open()

  await office.page.goto('/admin/account')
  const panel = office.page.getByRole('region', { name: 'Where you are signed in' })
  await expect(panel.getByRole('row')).toHaveCount(3, { timeout: 30_000 })
  await expect(panel.getByRole('row').filter({ hasText: '(this session)' })).toContainText(office.address)
  await expect(panel.getByRole('row').filter({ hasNotText: '(this session)' }).last()).toContainText(elsewhere.address)
  await panel.getByRole('button', { name: 'Sign out all other sessions' }).click()
  await expect(panel.getByRole('status')).toHaveText('Signed out 1 other session')
  await expect(panel.getByRole('row')).toHaveCount(2)

  // The other browser's session opens nothing: the admin sends it to sign in.
  await elsewhere.page.goto('/admin/collections/news')
  await expect(elsewhere.page).toHaveURL(/\/admin\/login/, { timeout: 30_000 })
  expect((await elsewhere.page.request.get('/cms-api/users/me').then((r) => r.json())) as { user: unknown }).toMatchObject({ user: null })

  // The audit log shows the sign-ins and the sign-out, and its CSV holds them.
  await office.page.goto('/admin/collections/audit-events')
  await expect(office.page.getByText('Signed out 1 other session').first()).toBeVisible({ timeout: 30_000 })
  const link = office.page.getByRole('link', { name: 'Download these lines as a spreadsheet (CSV)' })
  const csv = await office.page.request.get((await link.getAttribute('href'))!)
  expect(csv.status()).toBe(200)
  const text = await csv.text()
  expect(text).toContain(`Signed in,${account.email}`)
  expect(text).toContain(elsewhere.address)
  await office.context.close()
  await elsewhere.context.close()
})
