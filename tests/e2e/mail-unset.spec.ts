/**
 * A deployment that cannot send e-mail yet (the shared test server has no SMTP_URL): parents
 * are not offered notices by e-mail, and are told why; the admin says why to staff.
 */
import { expect, test } from '@playwright/test'

import { signInThroughAdmin } from './helpers'

test('without mail set up, the Get notices page offers no e-mail form and says so, in both languages; the admin tells staff why', async ({ page }) => {
  await page.goto('/notices')
  await expect(page.getByRole('heading', { level: 1, name: 'Get notices' })).toBeVisible()
  await expect(page.getByText('Notices by e-mail are not available yet')).toBeVisible()
  await expect(page.getByLabel('Your e-mail address')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0)
  await page.goto('/hi/notices')
  await expect(page.getByText('ई-मेल से सूचनाएँ अभी उपलब्ध नहीं हैं')).toBeVisible()
  await expect(page.getByLabel('आपका ई-मेल पता')).toHaveCount(0)

  await page.goto('/admin/collections/notice-subscriptions')
  await signInThroughAdmin(page)
  await page.goto('/admin/collections/notice-subscriptions')
  await expect(page.getByRole('note').filter({ hasText: 'E-mail is not set up on this website yet' })).toBeVisible()
})
