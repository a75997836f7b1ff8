/**
 * No page is wider than the screen (issue #14): every route at a phone's, a tablet's and a
 * laptop's width, with and without JavaScript. A page that scrolls sideways hides half its
 * text on a phone.
 */
import { expect, test, type Page } from '@playwright/test'

import { PAGES } from '../../src/lib/navigation'

const WIDTHS = [390, 768, 1366]
const MISSING = '/no-such-page'
const ROUTES = [...Object.values(PAGES).map((p) => p.href), '/home', '/sub-gallery?id=1', '/news/1', '/events/1', '/search?q=fee', MISSING]

async function overflowAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 })
  return page.evaluate(() => {
    const doc = document.documentElement
    // Elements sticking out to the right: what a reader would scroll sideways to.
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > doc.clientWidth + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`)
    return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, wide }
  })
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })
    for (const route of ROUTES) {
      test(`${route} is no wider than the screen at ${WIDTHS.join(', ')} px`, async ({ page }) => {
        const res = await page.goto(route)
        expect(res?.status()).toBe(route === MISSING ? 404 : 200)
        for (const width of WIDTHS) {
          const o = await overflowAt(page, width)
          expect(o.scrollWidth, `${route} at ${width} px: ${o.wide.join(', ')}`).toBeLessThanOrEqual(o.clientWidth)
        }
      })
    }
  })
}
