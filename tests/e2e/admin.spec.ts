import { expect, test } from '@playwright/test'

import { admin, nextStaffAddress } from './helpers'

test('the admin shows a sign-in form, and the first admin can sign in', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  // The admin is a large client app: let it hydrate before typing into it.
  await page.waitForLoadState('networkidle')
  await page.getByLabel(/email/i).fill(admin.email)
  await page.getByLabel(/password/i).fill(admin.password)
  await page.getByRole('button', { name: /login|sign in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await expect(page.getByRole('link', { name: /^News/ }).first()).toBeVisible()
})

test('the sign-in form takes a pasted password, and names its fields for password managers (WCAG 3.3.8)', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': nextStaffAddress() } })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.waitForLoadState('networkidle')
  const email = page.getByLabel(/email/i)
  await expect(email).toHaveAttribute('autocomplete', 'email')
  await email.fill(admin.email)
  await page.evaluate((text) => navigator.clipboard.writeText(text), admin.password)
  const password = page.getByLabel(/password/i)
  await password.focus()
  await page.keyboard.press('ControlOrMeta+V')
  await expect(password).toHaveValue(admin.password)
  await page.getByRole('button', { name: /login|sign in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await context.close()
})

test("a staff member's own account asks for the current password before a new e-mail is saved", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': nextStaffAddress() } })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.waitForLoadState('networkidle')
  await page.getByLabel(/email/i).fill(admin.email)
  await page.getByLabel(/password/i).fill(admin.password)
  await page.getByRole('button', { name: /login|sign in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

  await page.goto('/admin/account')
  await page.waitForLoadState('networkidle')
  const current = page.getByLabel('Current password')
  await expect(current).toBeVisible()
  await expect(current).toHaveAttribute('type', 'password')
  // A new e-mail without the current password is refused, and says why.
  await page.getByLabel(/^email/i).fill(`changed-${admin.email}`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Enter your current password to change your password or e-mail address.').first()).toBeVisible()
  await context.close()
})
