/**
 * News items have a category, chosen in the admin from a list staff edit: shown on the card and
 * the item's page, a filter on /news that works without JavaScript, `category` in the API,
 * its OpenAPI document and the news feed, and Hindi labels on Hindi pages.
 */
import { expect, test } from '@playwright/test'

import { signedInAsAdmin } from './helpers'

type ApiNews = { _id: string; title: string; category: string | null }

test('each news card and item page shows its category, in the page language', async ({ page }) => {
  await page.goto('/news')
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Inter-school kabaddi trophy comes home' }) })
  await expect(card).toContainText('Sports')
  await card.getByRole('link', { name: 'Inter-school kabaddi trophy comes home' }).click()
  await expect(page.getByRole('main')).toContainText('Category: Sports')

  await page.goto('/hi/news')
  const hindiCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Inter-school kabaddi trophy comes home' }) })
  await expect(hindiCard).toContainText('खेलकूद')
  await expect(page.getByLabel('श्रेणी')).toHaveValue('all')
  await expect(page.getByLabel('श्रेणी').locator('option')).toContainText(['सभी श्रेणियाँ', 'खेलकूद'])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the category filter shows only that category, and the year filter keeps it', async ({ page, request }) => {
    const all = (await (await request.get('/api/news/KSR')).json()) as ApiNews[]
    const academics = all.filter((n) => n.category === 'Academics').map((n) => n.title)
    expect(academics.length).toBeGreaterThan(1)

    await page.goto('/news')
    await page.getByLabel('Category').selectOption({ label: 'Academics' })
    const show = (filter: string) => page.locator('form', { has: page.getByLabel(filter) }).getByRole('button', { name: 'Show' })
    await show('Category').click()
    await expect(page).toHaveURL(/\/news\?category=academics$/)
    const headings = page.getByRole('list', { name: 'News' }).getByRole('heading')
    expect((await headings.allTextContents()).sort()).toEqual([...academics].sort())

    // Choosing a year keeps the category.
    const year = (await page.getByLabel('Year').locator('option').allTextContents()).find((y) => /^\d{4}$/.test(y))!
    await page.getByLabel('Year').selectOption(year)
    await show('Year').click()
    await expect(page).toHaveURL(new RegExp(`[?&]year=${year}(&|$)`))
    await expect(page).toHaveURL(/[?&]category=academics(&|$)/)
    await expect(page.getByLabel('Category')).toHaveValue('academics')
    await expect(page.getByLabel('Year')).toHaveValue(year)
  })
})

test('an unknown or malformed category is a page not found, not another list', async ({ request }) => {
  expect((await request.get('/news?category=no-such-category')).status()).toBe(404)
  expect((await request.get('/news?category=%3Cscript%3E')).status()).toBe(404)
  expect((await request.get('/news?category=all')).status()).toBe(200)
})

test('the API, its OpenAPI document and the news feed carry the category', async ({ request }) => {
  const news = (await (await request.get('/api/news/KSR')).json()) as ApiNews[]
  expect(news.find((n) => n.title === 'Inter-school kabaddi trophy comes home')?.category).toBe('Sports')
  const openapi = (await (await request.get('/api/openapi.json')).json()) as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } }
  expect(openapi.components.schemas.News?.properties).toHaveProperty('category')
  const feed = await (await request.get('/feeds/news.xml')).text()
  expect(feed).toMatch(/<title>Inter-school kabaddi trophy comes home<\/title>.*?<category>Sports<\/category>/s)
})

test('staff add a category, choose it for an item, rename it and remove it; the pages follow at once', async ({ page, baseURL }) => {
  const staff = await signedInAsAdmin(baseURL!)
  const created = await staff.post('/cms-api/news-categories', { data: { label: 'Alumni' } })
  expect(created.status()).toBe(201)
  const category = ((await created.json()) as { doc: { id: number; slug: string } }).doc
  expect(category.slug).toBe('alumni')
  await staff.patch(`/cms-api/news-categories/${category.id}?locale=hi`, { data: { label: 'पूर्व छात्र' } })

  const title = `Alumni meet ${Date.now()}`
  const item = await staff.post('/cms-api/news', {
    data: { title, description: 'Former students came back to talk about their work.', fromDate: new Date().toISOString(), category: category.id, _status: 'published' },
  })
  expect(item.status()).toBe(201)
  const id = ((await item.json()) as { doc: { id: number } }).doc.id

  await page.goto('/news?category=alumni')
  await expect(page.getByRole('list', { name: 'News' }).getByRole('heading')).toHaveText([title])
  await page.goto('/hi/news?category=alumni')
  await expect(page.getByLabel('श्रेणी').locator('option:checked')).toHaveText('पूर्व छात्र')

  expect((await staff.patch(`/cms-api/news-categories/${category.id}`, { data: { label: 'Old students' } })).status()).toBe(200)
  await page.goto(`/news/${id}`)
  await expect(page.getByRole('main')).toContainText('Category: Old students')

  expect((await staff.delete(`/cms-api/news-categories/${category.id}`)).status()).toBe(200)
  await page.goto(`/news/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('main')).not.toContainText('Category:')
  expect((await page.request.get('/news?category=alumni')).status()).toBe(404)
  await staff.delete(`/cms-api/news/${id}`)
})

test('visitors cannot change the list', async ({ request }) => {
  expect((await request.post('/cms-api/news-categories', { data: { label: 'Spam' } })).status()).toBe(403)
})
