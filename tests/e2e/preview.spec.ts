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

/** A Location that stays on this site: one slash, then anything but another slash or a backslash. */
const ON_SITE = /^\/(?![/\\])/

/**
 * `?path=` values as someone crafting a link would write them (the query as sent): another
 * host outright, protocol-relative, backslashes, %-escapes, and tricks that only become
 * `//host` once the path is normalised (`/.//`, `/..//`), with tabs and line breaks.
 */
const CRAFTED = [
  '//evil.example/',
  '/.//evil.example/',
  '/..//evil.example/',
  '/\\evil.example',
  '\\/evil.example',
  'https://evil.example/',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%2e%2e//evil.example',
  '/%09/evil.example',
  '/%0A//evil.example',
  '/.%2F/evil.example',
]

test('preview and its exit send only to pages of this site', async ({ request, baseURL }) => {
  const staff = await signedInAsAdmin(baseURL!)
  try {
    for (const path of CRAFTED) {
      for (const [who, route] of [
        [request, '/preview/exit'],
        [staff, '/preview'],
      ] as const) {
        const res = await who.get(`${route}?path=${path}`, { maxRedirects: 0 })
        expect(res.status(), `${route}?path=${path}`).toBe(303)
        expect(res.headers().location, `${route}?path=${path}`).toMatch(ON_SITE)
        expect(res.headers().location, `${route}?path=${path}`).not.toContain('evil.example')
      }
      // A visitor is sent to sign in first, with the same path kept for afterwards.
      const anonymous = await request.get(`/preview?path=${path}`, { maxRedirects: 0 })
      const location = new URL(anonymous.headers().location!, baseURL)
      expect(location.pathname).toBe('/admin/login')
      expect(new URL(location.searchParams.get('redirect')!, baseURL).searchParams.get('path'), path).toBe('/')
    }
    // Payload's own sign-in page, for someone signed in, goes only to a page of this site too.
    for (const redirect of ['//evil.example', 'https://evil.example', '/.//evil.example', '/\\evil.example']) {
      const res = await staff.get(`/admin/login?redirect=${encodeURIComponent(redirect)}`, { maxRedirects: 0 })
      expect(res.status(), redirect).toBe(307)
      expect(res.headers().location, redirect).toMatch(ON_SITE)
    }
  } finally {
    await staff.dispose()
  }
})
