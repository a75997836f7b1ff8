import { expect, test } from '@playwright/test'

import { admin } from './helpers'

test('the admin shows a sign-in form, and the first admin can sign in', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel(/email/i).fill(admin.email)
  await page.getByLabel(/password/i).fill(admin.password)
  await page.getByRole('button', { name: /login|sign in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: /^News/ }).first()).toBeVisible()
})
