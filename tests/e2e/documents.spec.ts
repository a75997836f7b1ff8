import { expect, test } from '@playwright/test'

// Pages as documents (docs/decisions/0007): a page none of whose components runs React in
// the browser carries no framework script; one small plain script gives it its behaviours.

test("a page with nothing React runs carries none of Next's scripts, and its menu and colours work with the site's one script", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.setViewportSize({ width: 1293, height: 900 })
  await page.goto('/news')
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((s) => s.startsWith('/_next/static/chunks/'))).toEqual([])
  expect(scripts).toEqual([expect.stringMatching(/^\/_next\/static\/site\/site-[0-9a-f]+\.js$/)])
  expect(await page.content()).not.toContain('__next_f')

  const menu = page.getByRole('navigation', { name: 'Main' })
  const toggle = menu.getByRole('button', { name: 'Menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const school = menu.getByRole('button', { name: 'School' })
  await school.click()
  await expect(menu.getByRole('link', { name: 'About School' })).toBeVisible()
  // Escape closes the open group and gives focus back to its button.
  await page.keyboard.press('Escape')
  await expect(menu.getByRole('link', { name: 'About School' })).toBeHidden()
  await expect(school).toBeFocused()

  await page.getByRole('button', { name: 'Pinky theme' }).click()
  await expect(page.getByRole('button', { name: 'Pinky theme' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: 'White theme' })).toHaveAttribute('aria-pressed', 'false')
  // The next page opens in the chosen colour, with its button pressed.
  await page
    .getByRole('link', { name: 'Next page' })
    .or(page.getByRole('link', { name: 'Home' }).first())
    .first()
    .click()
  await expect(page.getByRole('button', { name: 'Pinky theme' })).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--page-bg'))).toBe('#ffa3a6')
})

test('a page with an island still runs React: the home page hydrates its carousels', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto('/')
  expect(scripts.some((s) => s.startsWith('/_next/static/chunks/'))).toBe(true)
  const carousel = page.getByRole('group', { name: 'Latest news', exact: true })
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute('data-ready', 'true', { timeout: 15_000 })
})
