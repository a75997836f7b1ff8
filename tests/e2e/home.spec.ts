import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { expect, test } from '@playwright/test'

import { signedInAsAdmin } from './helpers'

type Profile = { name: string; address: string }
type NewsList = { docs: { title: string }[] }

test('the home page shows the school and its latest news from the CMS, server-rendered', async ({ page, request }) => {
  const profile = (await (await request.get('/cms-api/globals/school-profile')).json()) as Profile
  const news = (await (await request.get('/cms-api/news?sort=-fromDate&limit=1')).json()) as NewsList
  expect(profile.name).toBeTruthy()
  expect(news.docs).toHaveLength(1)

  for (const path of ['/', '/home']) {
    const html = await (await request.get(path)).text()
    expect(html, `${path} HTML`).toContain(profile.name)
    expect(html, `${path} HTML`).toContain(news.docs[0]!.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;'))
  }

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.name)
  await expect(page.getByRole('group', { name: 'Address' }).or(page.getByLabel('Address'))).toContainText(
    profile.address.split('\n')[1]!,
  )
  await expect(page.getByRole('heading', { name: news.docs[0]!.title })).toBeVisible()
})

test('a news item published in the admin appears on the home page without a restart', async ({ page, baseURL }) => {
  const staff = await signedInAsAdmin(baseURL!)
  const title = `Fresh news ${Date.now()}`
  const created = await staff.post('/cms-api/news', {
    data: { title, description: 'Made by the e2e test.', fromDate: new Date().toISOString(), _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
  } finally {
    await staff.delete(`/cms-api/news/${doc.id}`)
    await staff.dispose()
  }
})

test('the home page has no detectable accessibility violations', async ({ page }) => {
  const require = createRequire(import.meta.url)
  await page.goto('/')
  await page.addScriptTag({ content: readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') })
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } }).axe.run()
    return result.violations.map((v) => v.id)
  })
  expect(violations).toEqual([])
})
