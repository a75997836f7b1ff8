/**
 * Readable on a phone (issue #27): tables that never break inside a word and stack on a phone,
 * each section title once, a header that leaves the screen to the page, and a news item's photo
 * as wide as its text.
 */
import { expect, test, type Page } from '@playwright/test'

import { seenNotifications } from './helpers'

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1366, height: 900 }

/** Words of table cells that the browser has split over two lines (a word broken inside itself). */
function brokenWords(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = []
    for (const cell of document.querySelectorAll('main table td, main table th')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        if ((node.parentElement?.closest('.visually-hidden') ?? null) !== null) continue
        for (const m of text.matchAll(/\S+/g)) {
          // An address longer than the column (a link written out) has to wrap somewhere.
          if (m[0].includes('://')) continue
          const range = document.createRange()
          range.setStart(node, m.index)
          range.setEnd(node, m.index + m[0].length)
          // One box per line the word is on: more than one is a word broken inside itself.
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
          if (lines.size > 1) broken.push(m[0])
        }
      }
    }
    return broken
  })
}

for (const size of [PHONE, LAPTOP]) {
  test(`/mandatory-disclosure at ${size.width} px: no table cell narrower than its longest word, each section title once`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await page.goto('/mandatory-disclosure')
    expect(await page.locator('main table').count()).toBeGreaterThan(3)
    expect(await brokenWords(page)).toEqual([])
    const titles = (await page.locator('main h2').allTextContents()).map((t) => t.trim())
    expect(titles.length).toBeGreaterThan(4)
    // Headings and table captions together: each section title shown once.
    const shown = (await page.locator('main :is(h1, h2, h3, caption)').allTextContents()).map((t) => t.trim())
    for (const title of titles) expect(shown.filter((t) => t === title), title).toHaveLength(1)
    // The tables of a section are named by its heading.
    await expect(page.getByRole('table', { name: titles[0] })).toBeVisible()
  })
}

test('on a phone a disclosure row stacks: each value under its column name, and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/mandatory-disclosure')
  const table = page.getByRole('table', { name: /^B\./ })
  const row = table.getByRole('row').nth(1)
  const [first, second] = [row.locator('th, td').nth(1), row.locator('th, td').nth(2)]
  // Stacked: the second value sits below the first, not beside it.
  const [a, b] = [await first.boundingBox(), await second.boundingBox()]
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1)
  expect(await second.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Issued on"')
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
})

test("the header takes at most a quarter of a phone's screen; contacts, social links and colours fold behind a labelled control", async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await seenNotifications(page)
  await page.goto('/admission')
  const header = page.getByRole('banner')
  const box = await header.boundingBox()
  expect(box!.height, `header ${box!.height} px of ${PHONE.height}`).toBeLessThanOrEqual(PHONE.height / 4)
  const more = header.getByText('Contact and page colour')
  const contact = header.getByRole('link', { name: /@/ })
  await expect(contact).toBeHidden()
  // A keyboard opens it; the contacts and labelled colours are then in reach.
  await more.focus()
  await page.keyboard.press('Enter')
  await expect(contact).toBeVisible()
  await expect(header.getByRole('group', { name: 'Page colour' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Blue theme' })).toBeVisible()
  // The menu button sits beside the search; the open menu drops down over the page, every link in reach.
  const menu = page.getByRole('navigation', { name: 'Main' })
  const search = header.getByRole('searchbox')
  const [toggleBox, searchBox] = [await menu.getByRole('button', { name: 'Menu' }).boundingBox(), await search.boundingBox()]
  expect(Math.abs(toggleBox!.y - searchBox!.y)).toBeLessThan(8)
  await menu.getByRole('button', { name: 'Menu' }).click()
  await menu.getByRole('button', { name: 'School' }).click()
  const about = menu.getByRole('link', { name: 'About School' })
  await expect(about).toBeVisible()
  expect((await about.boundingBox())!.width).toBeGreaterThan(PHONE.width / 2)
  await about.click()
  await expect(page).toHaveURL(/\/about-school$/)
  // On a laptop they show as a row, with no control to open.
  await page.setViewportSize(LAPTOP)
  await page.reload()
  await expect(more).toBeHidden()
  await expect(contact).toBeVisible()
})

test("a news item's photo is as wide as its text on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/news')
  const links = [...new Set(await page.locator('main a[href^="/news/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))]
  const photos = page.getByRole('list', { name: /^Photos:/ })
  for (const href of links.slice(0, 12)) {
    await page.goto(href)
    if ((await photos.count()) > 0) break
  }
  await expect(photos, 'a demo news item with a photo').toHaveCount(1)
  const photo = photos.getByRole('img').first()
  await photo.scrollIntoViewIfNeeded()
  const [img, text] = [await photo.boundingBox(), await page.locator('main p').first().boundingBox()]
  expect(img!.width).toBeGreaterThanOrEqual(text!.width * 0.95)
})

/**
 * Links and buttons on the page smaller than 24 × 24 px (WCAG 2.2, 2.5.8), as "tag 'name' w×h".
 * Not counted: what is not shown (no box, or 1 px and less: visually hidden until focused), and
 * a link inside a sentence (the criterion's inline exception: its block has other text).
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const small: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input[type="submit"], input[type="button"], summary')) {
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue
      if (box.width >= 24 && box.height >= 24) continue
      const block = el.parentElement?.closest('p, li, td, dd, figcaption, label')
      const own = (el.textContent ?? '').trim().length
      if (el.tagName === 'A' && block && (block.textContent ?? '').trim().length > own + 3) continue
      small.push(`${el.tagName.toLowerCase()} '${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}' ${Math.round(box.width)}×${Math.round(box.height)}`)
    }
    return small
  })
}

for (const path of ['/mandatory-disclosure', '/', '/news', '/events', '/tc', '/notices', '/contact-us', '/sitemap', '/gallery', '/hi/mandatory-disclosure']) {
  test(`${path} at 390 px: every link and button outside a sentence is at least 24 × 24 px to tap`, async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto(path)
    expect(await smallTargets(page)).toEqual([])
  })
}

test('on a phone the disclosure begins with an index of its sections; each entry goes to its section', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/mandatory-disclosure')
  const index = page.getByRole('navigation', { name: 'On this page' })
  await expect(index).toBeInViewport()
  const entries = index.getByRole('link')
  await expect(entries.first()).toHaveText('A. General information')
  await expect(entries).toContainText(['A.', 'B.', 'C.', 'D.', 'E.', 'Annual report'])
  const count = await entries.count()
  for (const name of ['D. Staff (teaching)', 'Annual report']) {
    await index.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 2, name })).toBeInViewport()
    await page.goBack()
  }
  await page.goto('/hi/mandatory-disclosure')
  await expect(page.getByRole('navigation', { name: 'इस पृष्ठ पर' }).getByRole('link')).toHaveCount(count)
})
