import { expect, test } from '@playwright/test'

import { published } from './helpers'

test.use({ javaScriptEnabled: false })

test('without JavaScript the home page still shows its content', async ({ page, request }) => {
  const [news] = await published<{ title: string }>(request, 'news', '&sort=-fromDate')
  const [slide] = await published<{ title: string }>(request, 'hero-slides', '&sort=order')
  await page.goto('/')
  await expect(page.getByRole('img', { name: slide!.title })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Latest News' })).toBeVisible()
  await expect(page.getByRole('heading', { name: news!.title })).toBeVisible()
  for (const name of ['Events Calendar', 'School Bulletin', 'Our Shining Stars', 'Message Corner', 'Photo Gallery']) {
    await expect(page.getByRole('heading', { name })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/about-school')
})

test('without JavaScript the folded menu shows its links on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/news')
  const menu = page.getByRole('navigation', { name: 'Main' })
  await expect(menu.getByRole('link', { name: 'About School' })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Menu' })).toBeHidden()
})

test('without JavaScript a missing page, an out-of-range page and an unknown album show the 404 page, with status 404', async ({
  page,
}) => {
  for (const path of ['/no-such-page', '/news?page=99999', '/sub-gallery?id=999999']) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to the home page' }), path).toHaveAttribute('href', '/')
    await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeVisible()
    await expect(page, path).toHaveTitle(/^Page not found \|/)
  }
})
