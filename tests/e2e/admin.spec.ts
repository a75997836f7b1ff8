import { expect, test } from '@playwright/test'

import { admin, globalDoc, nextStaffAddress, signedInAsAdmin } from './helpers'

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

test("the sign-in page and the admin carry the school's name and logo from the school profile, not Payload's", async ({ browser, request }) => {
  const profile = (await globalDoc(request, 'school-profile')) as { name: string; shortName: string }
  expect(profile.name).toBeTruthy()
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': nextStaffAddress() } })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible()
  await expect(page.getByText('Website administration')).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`· ${profile.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  expect(await page.content()).not.toMatch(/School website admin|Payload App/)

  await page.waitForLoadState('networkidle')
  await page.getByLabel(/email/i).fill(admin.email)
  await page.getByLabel(/password/i).fill(admin.password)
  await page.getByRole('button', { name: /login|sign in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  // The breadcrumb bar starts with the school's logo, named for the school.
  await page.goto('/admin/collections/news')
  await expect(page.getByRole('img', { name: profile.shortName || profile.name })).toBeVisible()
  await context.close()
})

test('an account whose password was printed at first start is sent to choose a new one before anything else', async ({ baseURL, browser }) => {
  test.setTimeout(120_000)
  // Made as start-up makes the first admin when ADMIN_PASSWORD is unset (tests/int/bootstrap checks that it does).
  const account = { email: `printed-${Date.now()}@example.com`, password: 'printed-at-first-start-1' }
  const adminApi = await signedInAsAdmin(baseURL!)
  const made = await adminApi.post('/cms-api/users', { data: { ...account, name: 'Office', role: 'admin', mustChangePassword: true } })
  expect(made.status()).toBe(201)
  await adminApi.dispose()

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': nextStaffAddress() } })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.waitForLoadState('networkidle')
  await page.getByLabel(/email/i).fill(account.email)
  await page.getByLabel(/password/i).fill(account.password)
  await page.getByRole('button', { name: /login|sign in/i }).click()
  await expect(page).toHaveURL(/\/admin\/account$/, { timeout: 30_000 })
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a new password.' })).toContainText(
    'You signed in with the password printed when the site was first started.',
  )
  // Every other page of the admin leads back here until then.
  await page.goto('/admin/collections/news')
  await expect(page).toHaveURL(/\/admin\/account$/)
  // The CMS API answers it who it is, and refuses everything else with the reason.
  const news = await page.request.get('/cms-api/news')
  expect(news.status()).toBe(403)
  expect(((await news.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/^Choose a new password first/)
  expect((await page.request.get('/cms-api/users/me')).status()).toBe(200)

  await page.getByRole('button', { name: 'Change password' }).click()
  await page.getByLabel('New password', { exact: true }).fill('a-password-of-my-own-2026')
  await page.getByLabel('Confirm password', { exact: true }).fill('a-password-of-my-own-2026')
  // The form checks what is typed with the server a moment later (Payload's form state); a
  // Save sooner than a person could press it would go with the check of the empty box.
  const checked = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/admin/account')
  await page.getByLabel('Current password').fill(account.password)
  await checked
  // Payload holds a Save pressed while its form-state check is still on the way; press again
  // (only) until the change has gone, then read its answer.
  const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/cms-api/users/'), { timeout: 60_000 })
  let gone = false
  void sent.then(() => (gone = true), () => undefined)
  for (let attempt = 0; attempt < 6 && !gone; attempt++) {
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => gone, { timeout: 5_000 }).toBe(true).catch(() => undefined)
  }
  const saved = await (await sent).response()
  expect(saved?.status()).toBe(200)
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
  await page.goto('/admin/collections/news')
  await expect(page).toHaveURL(/\/admin\/collections\/news(\?|$)/)
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a new password.' })).toHaveCount(0)
  await context.close()
})
