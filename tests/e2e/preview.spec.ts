import { expect, test } from '@playwright/test'

import { signedInAsAdmin, signInThroughAdmin } from './helpers'

test('a signed-in staff member previews a draft on the real page; visitors, the API and signed-out browsers never see it', async ({ baseURL, browser }) => {
  const adminApi = await signedInAsAdmin(baseURL!)
  const title = `Science exhibition plans ${Date.now()}`
  const created = await adminApi.post('/cms-api/news?draft=true', {
    data: { title, description: 'Draft for the staff meeting.', fromDate: new Date().toISOString(), _status: 'draft' },
  })
  expect(created.status()).toBe(201)
  await adminApi.dispose()

  const staff = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.90' } })
  const page = await staff.newPage()
  // Not signed in yet: preview asks for the admin sign-in, then comes back to the page.
  await page.goto('/preview?path=%2Fnews')
  await expect(page).toHaveURL(/\/admin\/login/)
  await signInThroughAdmin(page)
  await expect(page).toHaveURL(/\/news$/)
  const bar = page.getByRole('region', { name: 'Draft preview' })
  await expect(bar).toBeVisible()
  await expect(page.getByText(title).first()).toBeVisible()

  // The JSON API never previews, even for the same signed-in browser.
  expect(await (await staff.request.get('/api/news/KSR')).text()).not.toContain(title)

  // A visitor sees the published page only.
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto('/news')
  await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(visitorPage.getByText(title)).toHaveCount(0)
  await expect(visitorPage.getByRole('region', { name: 'Draft preview' })).toHaveCount(0)
  await visitor.close()

  // Leaving preview returns to the same page, published content only.
  await bar.getByRole('link', { name: 'Leave preview' }).click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(page.getByRole('region', { name: 'Draft preview' })).toHaveCount(0)
  await expect(page.getByText(title)).toHaveCount(0)

  // Signing out ends a preview even while the preview cookie remains.
  await page.goto('/preview?path=%2Fnews')
  await expect(page.getByText(title).first()).toBeVisible()
  await staff.clearCookies({ name: 'payload-token' })
  await page.goto('/news')
  await expect(page.getByText(title)).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Draft preview' })).toHaveCount(0)
  await staff.close()
})

test('preview sends only to pages of this site', async ({ request }) => {
  for (const path of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
    const res = await request.get(`/preview/exit?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })
    expect(res.status(), path).toBe(303)
    expect(res.headers().location, path).toBe('/')
  }
})
