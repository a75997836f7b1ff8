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
  // The site's entry script, and nothing a text page does not use (the carousel engine, the
  // photo viewer, the TC form's checks are chunks of their own, fetched by pages that have them).
  expect(scripts).toEqual([expect.stringMatching(/^\/_next\/static\/site\/site-[0-9A-Z]+\.js$/)])
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

test("the pages with carousels, a pop-up, a photo viewer or a form ship none of Next's scripts either", async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    // The site's scripts (not the browser's own PDF viewer in /tc's frame).
    if (r.resourceType() === 'script' && /^https?:/.test(r.url())) scripts.push(new URL(r.url()).pathname)
  })
  const onlySiteScripts = async (path: string) => {
    expect(scripts.length, path).toBeGreaterThan(0)
    expect(
      scripts.filter((s) => !s.startsWith('/_next/static/site/')),
      path,
    ).toEqual([])
    expect(await page.content(), path).not.toContain('__next_f')
  }
  // The home page's behaviours come from the site script's chunks: the pop-up opens on a first
  // visit, and a carousel starts once scrolled to.
  await page.goto('/')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  const carousel = page.getByRole('group', { name: 'Latest news', exact: true })
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute('data-ready', 'true', { timeout: 15_000 })
  await onlySiteScripts('/')
  for (const path of ['/tc', '/infrastructure']) {
    scripts.length = 0
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await onlySiteScripts(path)
  }
})
