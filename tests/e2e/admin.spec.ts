import { expect, test } from '@playwright/test'

import { admin } from './helpers'

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
