import { expect, test } from '@playwright/test'

import { globalDoc, published, seenNotifications } from './helpers'

test.describe('album page and photo viewer', () => {
  test('an album shows its details, and the viewer opens, wraps around both ways and closes on Escape', async ({ page, request }) => {
    const albums = await published<{ id: number; title: string; photos: number[] }>(request, 'gallery-albums')
    const album = albums.find((a) => a.photos.length >= 3)!
    const count = album.photos.length
    await seenNotifications(page)
    await page.goto(`/sub-gallery?id=${album.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.title)
    await expect(page.getByText('Event Date')).toBeVisible()
    await expect(page.getByText('Last Update', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: /Go Back/ })).toHaveAttribute('href', '/gallery')
    const thumbs = page.getByRole('list', { name: `Photos of ${album.title}` }).getByRole('link')
    await expect(thumbs).toHaveCount(count)

    await thumbs.first().click()
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' })
    await expect(viewer).toBeVisible()
    const slide = (n: number) => viewer.getByRole('group', { name: `${n} of ${count}` })
    await expect(slide(1)).toBeVisible()
    await expect(slide(1).getByRole('img')).toBeVisible()

    await viewer.getByRole('button', { name: 'Previous photo' }).click()
    await expect(slide(count)).toBeVisible()
    await viewer.getByRole('button', { name: 'Next photo' }).click()
    await expect(slide(1)).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(slide(2)).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(thumbs.nth(1)).toBeFocused()
  })

  test('the close button closes the viewer', async ({ page }) => {
    await seenNotifications(page)
    await page.goto('/infrastructure')
    const thumbs = page.getByRole('list', { name: 'Campus facilities' }).getByRole('link')
    await expect(thumbs).toHaveCount(9)
    await thumbs.nth(4).click()
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' })
    await expect(viewer.getByRole('group', { name: '5 of 9' })).toBeVisible()
    await viewer.getByRole('button', { name: 'Close' }).click()
    await expect(viewer).toBeHidden()
  })

  test('a photo tapped while the viewer is still loading opens in the viewer once it has loaded', async ({ page }) => {
    await seenNotifications(page)
    // Hold the site script's chunks (the viewer among them) until the photo has been tapped.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/site/chunk-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/infrastructure', { waitUntil: 'domcontentloaded' })
    const thumbs = page.getByRole('list', { name: 'Campus facilities' }).getByRole('link')
    await thumbs.nth(2).click()
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' })
    await expect(viewer).toBeHidden()
    release()
    await expect(viewer.getByRole('group', { name: '3 of 9' })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/infrastructure')
  })

  test('ERP screenshots open in a modal viewer', async ({ page }) => {
    await seenNotifications(page)
    await page.goto('/erpsoftware')
    await page
      .getByRole('list', { name: /^Screenshot/ })
      .first()
      .getByRole('link')
      .click()
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' })
    await expect(viewer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
  })

  test('an unknown or malformed album id gets the 404 page inside the site', async ({ page }) => {
    for (const id of ['999999', 'abc', '1%27%20OR%201=1', '-1', '']) {
      const res = await page.goto(`/sub-gallery?id=${id}`)
      expect(res?.status(), id).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached()
    }
  })
})

test.describe('tabs', () => {
  for (const [path, count] of [
    ['/activities', 6],
    ['/student-council', 26],
  ] as const) {
    test(`${path} has ${count} tabs: the first open, one panel at a time, arrow keys move`, async ({ page }) => {
      await seenNotifications(page)
      await page.goto(path)
      const tabs = page.getByRole('tab')
      await expect(tabs).toHaveCount(count)
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel')).toHaveCount(1)

      await tabs.nth(2).click()
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'false')
      const title = await tabs.nth(2).textContent()
      await expect(page.getByRole('tabpanel', { name: title! })).toBeVisible()
      await expect(page.getByRole('tabpanel')).toHaveCount(1)

      await page.keyboard.press('ArrowRight')
      await expect(tabs.nth(3)).toBeFocused()
      await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('ArrowLeft')
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('End')
      await expect(tabs.last()).toBeFocused()
      await page.keyboard.press('ArrowRight')
      await expect(tabs.first()).toBeFocused()
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    })
  }

  test('without JavaScript every tab panel is shown under its own heading', async ({ browser, request }) => {
    const { tabs } = await globalDoc<{ tabs: { title: string }[] }>(request, 'activities-page')
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/activities')
    for (const t of tabs) await expect(page.getByRole('heading', { level: 2, name: t.title })).toBeVisible()
    await expect(page.getByRole('tab')).toHaveCount(0)
    await context.close()
  })
})

test('an unknown route gets the 404 page with the shell; unknown API paths get JSON', async ({ page, request }) => {
  const res = await page.goto('/no-such-page')
  expect(res?.status()).toBe(404)
  await expect(page).toHaveTitle(/^Page not found \|/)
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('contentinfo')).toBeAttached()
  const api = await request.get('/api/no-such-endpoint')
  expect(api.status()).toBe(404)
  expect(api.headers()['content-type']).toContain('application/json')
})
