/**
 * The site in Hindi (/hi/…): the home page in Hindi with its language and alternates, the
 * language switch without JavaScript, the English fallback for a page not yet translated,
 * links that stay in Hindi, and no accessibility failures on the Hindi pages.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/hi/ is the home page in Hindi, with its language and the other languages announced', async ({ page }) => {
    const response = await page.goto('/hi/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 2, name: 'केस्ट्रल स्प्रिंग्स में आपका स्वागत है' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeAttached()
    await expect(page.getByRole('navigation', { name: 'मुख्य' })).toBeAttached()

    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href') ?? '').pathname])),
      )
    expect(alternates).toEqual({ en: '/', hi: '/hi', 'x-default': '/' })
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe('/hi')
  })

  test('an English page is marked English and announces its Hindi', async ({ page }) => {
    await page.goto('/about-school')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
    const hi = page.locator('link[rel="alternate"][hreflang="hi"]')
    expect(new URL((await hi.getAttribute('href')) ?? '').pathname).toBe('/hi/about-school')
  })

  test('the language switch leads to the same page in the other language and back', async ({ page }) => {
    await page.goto('/about-school')
    const toHindi = page.getByRole('link', { name: 'हिन्दी' })
    await expect(toHindi).toHaveAttribute('lang', 'hi')
    await toHindi.click()
    await expect(page).toHaveURL(/\/hi\/about-school$/)
    await expect(page.getByRole('heading', { level: 1, name: 'विद्यालय परिचय' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'हमारा इतिहास' })).toBeVisible()
    // Translated: no notice.
    await expect(page.getByRole('note')).toHaveCount(0)

    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/about-school$/)
    await expect(page.getByRole('heading', { level: 1, name: 'About the School' })).toBeVisible()
  })

  test('a page with no Hindi yet shows its English, marked as English, and says so in Hindi', async ({ page }) => {
    await page.goto('/hi/principal-message')
    await expect(page.getByRole('heading', { level: 1, name: 'प्रधानाचार्य का संदेश' })).toBeVisible()
    await expect(page.getByRole('note')).toHaveText('यह पृष्ठ अभी हिन्दी में उपलब्ध नहीं है; अंग्रेज़ी में दिखाया गया है।')
    const english = page.locator('[lang="en"]', { hasText: 'Dear parents and students' })
    await expect(english).toBeVisible()
  })

  test('a policy page with no Hindi yet says so too', async ({ page }) => {
    await page.goto('/hi/privacy-policy')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('note')).toHaveText('यह पृष्ठ अभी हिन्दी में उपलब्ध नहीं है; अंग्रेज़ी में दिखाया गया है।')
  })

  test("a Hindi page's links to other pages stay in Hindi", async ({ page }) => {
    await page.goto('/hi/about-school')
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"], nav[aria-label="आप यहाँ हैं"] a')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
    const pages = hrefs.filter((h) => !/^\/(files|api|feeds|cms-api|admin)\b/.test(h))
    expect(pages.length).toBeGreaterThan(10)
    // The language switch is the one link out of Hindi.
    expect(pages.filter((h) => !h.startsWith('/hi'))).toEqual(['/about-school'])
    await expect(page.getByRole('link', { name: 'मुखपृष्ठ' }).first()).toHaveAttribute('href', '/hi')
    await expect(page.getByRole('search').first()).toHaveAttribute('action', '/hi/search')
  })

  test('a missing Hindi page is a 404 in Hindi', async ({ page }) => {
    const response = await page.goto('/hi/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'पृष्ठ नहीं मिला' })).toBeVisible()
  })
})

test('the sitemap lists each page in both languages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml).toMatch(/<loc>[^<]*\/about-school<\/loc>/)
  expect(xml).toMatch(/<loc>[^<]*\/hi\/about-school<\/loc>/)
  expect(xml).toMatch(/hreflang="hi" href="[^"]*\/hi\/about-school"/)
})

test('on a Hindi page the page-colour buttons and the home highlights\' new-tab notes are in Hindi', async ({ page }) => {
  await page.goto('/hi')
  const colours = page.getByRole('group', { name: 'पृष्ठ का रंग' })
  await expect(colours.getByRole('button')).toHaveCount(4)
  for (const name of await colours.getByRole('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? '')))
    expect(name).toMatch(/^[\u0900-\u097F]+ रंग$/)
  await expect(page.locator('main').getByText('(opens in a new tab)')).toHaveCount(0)
})

test('a Hindi page says when its content last changed, in Hindi', async ({ page }) => {
  await page.goto('/hi/about-school')
  const line = page.getByText(/^अंतिम अद्यतन:/)
  await expect(line).toBeVisible()
  const when = line.locator('time')
  expect(Number.isNaN(Date.parse((await when.getAttribute('datetime')) ?? ''))).toBe(false)
  await expect(when).not.toHaveText(/[A-Z][a-z]+ \d{4}/)
})

// The new pages of #15 too: the disclosure, the TC lookup, the policies and the feedback form; and the events of #27.
for (const path of [
  '/hi',
  '/hi/about-school',
  '/hi/principal-message',
  '/hi/news',
  '/hi/events',
  '/hi/admission',
  '/hi/no-such-page',
  '/hi/mandatory-disclosure',
  '/hi/tc',
  '/hi/privacy-policy',
  '/hi/accessibility-statement',
  '/hi/feedback',
]) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    await page.goto(path)
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze()
    expect(results.violations).toEqual([])
  })
}
