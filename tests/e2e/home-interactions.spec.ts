import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { published, seenNotifications, signedInAsAdmin } from './helpers'

const THEMES = [
  ['Yellow', '#f9e17a', 'rgb(249, 225, 122)'],
  ['Pinky', '#ffa3a6', 'rgb(255, 163, 166)'],
  ['Blue', '#a8d3ff', 'rgb(168, 211, 255)'],
  ['White', '#fff', 'rgb(255, 255, 255)'],
] as const

const bodyColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

test('the chosen theme colour is kept across a reload', async ({ page }) => {
  await seenNotifications(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Blue theme' }).click()
  expect(await bodyColour(page)).toBe('rgb(168, 211, 255)')
  await page.reload()
  expect(await bodyColour(page)).toBe('rgb(168, 211, 255)')
  await expect(page.getByRole('button', { name: 'Blue theme' })).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => localStorage.getItem('selectedColor'))).toBe('#a8d3ff')
})

test('the menu folds behind a toggle at 1293px and opens with it', async ({ page }) => {
  await seenNotifications(page)
  await page.setViewportSize({ width: 1293, height: 900 })
  await page.goto('/')
  const menu = page.getByRole('navigation', { name: 'Main' })
  const toggle = menu.getByRole('button', { name: 'Menu' })
  await expect(toggle).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(menu.getByRole('button', { name: 'School' })).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await menu.getByRole('button', { name: 'School' }).click()
  await expect(menu.getByRole('link', { name: 'About School' })).toBeVisible()

  await page.setViewportSize({ width: 1294, height: 900 })
  await expect(toggle).toBeHidden()
  await expect(menu.getByRole('button', { name: 'Academics' })).toBeVisible()
})

test('the notification pop-up opens once, closes on Escape and gives focus back', async ({ page, request }) => {
  const [first] = await published<{ title: string }>(request, 'notifications', '&sort=-createdAt')
  await page.goto('/')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: first!.title })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // Focus is back on the page, at its start (the dialog's close event moves it there a moment
  // after the dialog hides): the first Tab reaches the skip link.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('BODY')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(dialog).toBeHidden()
})

test('the events calendar moves by month and shows each month’s real number of days', async ({ page }) => {
  await seenNotifications(page)
  await page.goto('/')
  const calendar = page.locator('.calendar')
  const daysShown = () => calendar.locator('td[data-day]').count()
  const heading = calendar.getByRole('heading', { level: 3 })
  const expectedDays = async () => {
    const label = (await heading.textContent())!
    const d = new Date(`1 ${label} UTC`)
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  }
  const now = new Date()
  await expect(heading).toHaveText(new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' }).format(now))
  // The demo has events this month: their days carry a dot and are listed below.
  await expect(calendar.locator('td.has-event').first()).toBeVisible()
  await expect(
    calendar
      .getByRole('list', { name: /^Events in/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible()
  const seen = new Set<number>()
  for (let i = 0; i < 12; i++) {
    expect(await daysShown()).toBe(await expectedDays())
    seen.add(await daysShown())
    const before = await heading.textContent()
    await calendar.getByRole('link', { name: 'Next month' }).click()
    await expect(heading).not.toHaveText(before!)
  }
  expect([...seen].sort()).toEqual(expect.arrayContaining([30, 31]))
  expect(seen.has(28) || seen.has(29)).toBe(true)
  await calendar.getByRole('link', { name: 'Previous month' }).click()
  expect(await daysShown()).toBe(await expectedDays())
})

/** How far the news track is scrolled, in px (embla moves it with a CSS transform). */
const newsPosition = (page: Page) =>
  page
    .getByRole('group', { name: 'Latest news', exact: true })
    .locator('.carousel__track')
    .evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41)

/** The carousels' step (src/client/carousel.ts). */
const AUTOPLAY_MS = 2000

/**
 * The news carousel on the home page, running (embla loaded and started), on the page's own
 * clock: its time passes when the test runs it on, however busy the machine is.
 */
async function newsCarousel(page: Page) {
  await page.clock.install()
  await seenNotifications(page)
  await page.goto('/')
  await page.mouse.move(0, 0)
  const carousel = page.getByRole('group', { name: 'Latest news', exact: true })
  await carousel.scrollIntoViewIfNeeded()
  await page.mouse.move(0, 0)
  await expect(carousel).toHaveAttribute('data-ready', 'true')
  return carousel
}

test('a carousel moves by itself, and its pause button stops it', async ({ page }) => {
  const carousel = await newsCarousel(page)
  const start = await newsPosition(page)
  await page.clock.runFor(AUTOPLAY_MS + 1000)
  await expect.poll(() => newsPosition(page)).not.toBe(start)
  await carousel.getByRole('button', { name: 'Pause latest news' }).click()
  await page.mouse.move(0, 0)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.clock.runFor(1500) // let a slide already under way settle
  const paused = await newsPosition(page)
  await page.clock.runFor(3 * AUTOPLAY_MS)
  expect(await newsPosition(page)).toBeCloseTo(paused, 0)
  await expect(carousel.getByRole('button', { name: 'Play latest news' })).toBeVisible()
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('carousels do not move by themselves', async ({ page }) => {
    const carousel = await newsCarousel(page)
    await expect(carousel.getByRole('button', { name: 'Play latest news' })).toBeVisible()
    const start = await newsPosition(page)
    await page.clock.runFor(3 * AUTOPLAY_MS)
    expect(await newsPosition(page)).toBeCloseTo(start, 0)
  })
})

test('with no news, three placeholder cards stand in', async ({ page, request, baseURL }) => {
  const staff = await signedInAsAdmin(baseURL!)
  const news = await published<{ id: number }>(request, 'news')
  try {
    for (const n of news) await staff.patch(`/cms-api/news/${n.id}`, { data: { _status: 'draft' } })
    await seenNotifications(page)
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Latest News', exact: true })
    await expect(section.getByRole('heading', { name: 'News Title' })).toHaveCount(3)
    await expect(section.getByText('DD/MM')).toHaveCount(3)
    await expect(section.getByText('Stay tuned for latest updates')).toHaveCount(3)
  } finally {
    for (const n of news) await staff.patch(`/cms-api/news/${n.id}`, { data: { _status: 'published' } })
    await staff.dispose()
  }
})

for (const [name, color, rgb] of THEMES) {
  test(`the home page passes axe in the ${name} theme`, async ({ page }) => {
    await page.addInitScript((c) => localStorage.setItem('selectedColor', c), color)
    await seenNotifications(page)
    await page.goto('/')
    expect(await bodyColour(page)).toBe(rgb)
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
