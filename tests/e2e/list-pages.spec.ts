import { expect, test, type Page } from '@playwright/test'

import { published, signedInAsAdmin } from './helpers'

type Topper = { id: number; name: string; class: 'X' | 'XII'; sessionYear: string }

test('toppers start at 2024-25, and choosing a session shows its toppers (in the URL too)', async ({ page, request }) => {
  const toppers = (await published<Topper>(request, 'toppers')).filter((t) => t.class === 'XII')
  const names = (session: string) =>
    toppers
      .filter((t) => t.sessionYear === session)
      .map((t) => t.name)
      .sort()
  await page.goto('/toppers-xii')
  const select = page.getByLabel('Session year')
  await expect(select).toHaveValue('2024-25')
  const options = await select.locator('option').allTextContents()
  expect(options).toEqual([...new Set(toppers.map((t) => t.sessionYear))].sort())
  const cards = page.getByRole('list', { name: /^Toppers/ }).getByRole('heading')
  expect((await cards.allTextContents()).sort()).toEqual(names('2024-25'))

  await select.selectOption('2023-24')
  await expect(page).toHaveURL(/session=2023-24/)
  expect((await cards.allTextContents()).sort()).toEqual(names('2023-24'))
})

test('the Std X breadcrumb reads Toppers of Std X', async ({ page }) => {
  await page.goto('/toppers-x')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Toppers of Std X')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).not.toContainText('XII')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the toppers session filter still works', async ({ page }) => {
    await page.goto('/toppers-x')
    await page.getByLabel('Session year').selectOption('2022-23')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/session=2022-23/)
    await expect(page.getByLabel('Session year')).toHaveValue('2022-23')
  })
  test('a session year with no toppers says so under its own address', async ({ page }) => expectNoToppersFor2020(page))
})

/** A session year the demo school has no toppers for: its own address says so, rather than showing another session's. */
async function expectNoToppersFor2020(page: Page) {
  await page.goto('/toppers-xii?session=2020-21')
  await expect(page.getByText('No data available for the selected year.')).toBeVisible()
  await expect(page.getByLabel('Session year')).toHaveValue('2020-21')
  await expect(page.getByRole('list', { name: /^Toppers/ })).toHaveCount(0)
}

test('a session year with no toppers says so under its own address', async ({ page }) => expectNoToppersFor2020(page))

test('a session with no toppers says so', async ({ page, request, baseURL }) => {
  const staff = await signedInAsAdmin(baseURL!)
  const current = (await published<Topper>(request, 'toppers')).filter((t) => t.class === 'X' && t.sessionYear === '2024-25')
  try {
    for (const t of current) await staff.patch(`/cms-api/toppers/${t.id}`, { data: { _status: 'draft' } })
    await page.goto('/toppers-x')
    await expect(page.getByText('No data available for the selected year.')).toBeVisible()
  } finally {
    for (const t of current) await staff.patch(`/cms-api/toppers/${t.id}`, { data: { _status: 'published' } })
    await staff.dispose()
  }
})

test('the gallery filters albums by year and counts what it shows', async ({ page, request }) => {
  const albums = await published<{ title: string; date: string }>(request, 'gallery-albums')
  const years = [...new Set(albums.map((a) => Number(a.date.slice(0, 4))))].sort((a, b) => b - a)
  await page.goto('/gallery')
  const select = page.getByLabel('Year')
  expect(await select.locator('option').allTextContents()).toEqual(['All', ...years.map(String)])
  await expect(page.getByText(`Total Count: ${albums.length}`)).toBeVisible()
  const year = years[1]!
  await select.selectOption(String(year))
  await expect(page).toHaveURL(new RegExp(`year=${year}`))
  const inYear = albums.filter((a) => a.date.startsWith(String(year)))
  await expect(page.getByText(`Total Count: ${inYear.length}`)).toBeVisible()
  const links = page.getByRole('list', { name: 'Albums' }).getByRole('link')
  await expect(links).toHaveCount(inYear.length)
  await expect(links.first()).toHaveAttribute('href', /^\/sub-gallery\?id=\d+$/)
})

test('newsletters start at the newest Loquacity year and leave out undated items once a year is chosen', async ({ page, request }) => {
  const items = await published<{ title: string; category: string; date: string | null }>(request, 'circulars')
  const loquacityYear = Math.max(...items.filter((i) => i.category === 'Loquacity' && i.date).map((i) => Number(i.date!.slice(0, 4))))
  const letters = items.filter((i) => i.category === 'News Letter')
  const undated = letters.filter((i) => !i.date)
  expect(undated.length).toBeGreaterThan(0)
  await page.goto('/newsletters')
  await expect(page.getByLabel('Year')).toHaveValue(String(loquacityYear))
  // Each newsletter's own link (each also has a "Share on WhatsApp" link).
  const list = page.getByRole('list', { name: 'Newsletters' }).getByRole('link', { name: /\(opens in a new tab\)$/ })
  const expected = letters
    .filter((i) => i.date?.startsWith(String(loquacityYear)))
    .sort((a, b) => b.date!.localeCompare(a.date!))
    .map((i) => i.title)
  expect(await list.allTextContents()).toEqual(expected.map((t) => `${t} (opens in a new tab)`))
  const letter = (title: string) => page.getByRole('link', { name: `${title} (opens in a new tab)`, exact: true })
  for (const u of undated) await expect(letter(u.title)).toHaveCount(0)
  await page.getByLabel('Year').selectOption('all')
  await expect(page).toHaveURL(/year=all/)
  for (const u of undated) await expect(letter(u.title).first()).toBeVisible()
})

test('a year chosen while the page is still loading is applied once it is ready', async ({ page }) => {
  // Hold the page's scripts, as a slow network would, while the visitor picks a year.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  // Not 'domcontentloaded': that waits for deferred scripts, the very ones held here.
  await page.goto('/gallery', { waitUntil: 'commit' })
  const select = page.getByLabel('Year')
  await expect(select).toBeVisible()
  const year = (await select.locator('option').allTextContents())[2]!
  await select.selectOption(year)
  await expect(page).not.toHaveURL(/year=/)
  release()
  await expect(page).toHaveURL(new RegExp(`year=${year}`))
  await expect(page.getByLabel('Year')).toHaveValue(year)
})

test('from the keyboard the year filter steps through the years without reloading; Enter applies the one reached', async ({ page }) => {
  // goto waits for the load event, by which the site's module script has run.
  await page.goto('/gallery')
  const select = page.getByLabel('Year')
  const options = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
  expect(options.length).toBeGreaterThan(2)
  await select.focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(select).toHaveValue(options[2]!)
  // Still the same page, and the focus still on the filter.
  await expect(page).not.toHaveURL(/year=/)
  await expect(select).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`year=${options[2]}`))
  await expect(page.getByLabel('Year')).toHaveValue(options[2]!)
})

type NewsWithFiles = { title: string; fromDate: string; attachments?: { relationTo: string; value: { title?: string | null } | number }[] }

test('news cards show the year of each date, and name each attachment by its document', async ({ page, request }) => {
  const res = await request.get('/cms-api/news?depth=1&limit=12&sort=-fromDate,-id')
  const news = ((await res.json()) as { docs: NewsWithFiles[] }).docs
  await page.goto('/news')
  let named = 0
  const cards = page.getByRole('list', { name: 'News' }).getByRole('listitem')
  await expect(cards).toHaveCount(news.length)
  for (const [i, item] of news.entries()) {
    const card = cards.nth(i)
    await expect(card.getByRole('heading')).toHaveText(item.title)
    const year = item.fromDate.slice(0, 4)
    await expect(card.locator('time')).toHaveText(new RegExp(`^\\d{2} [A-Z][a-z]{2,3} ${year}$`))
    const file = item.attachments?.[0]?.value
    if (file && typeof file === 'object' && file.title) {
      await expect(card.getByRole('link', { name: `${file.title} (PDF, opens in a new tab)` })).toBeVisible()
      named++
    }
  }
  expect(named, 'news on the first page with a document attached').toBeGreaterThan(0)
  await expect(page.getByRole('link', { name: /^Attachment\b/ })).toHaveCount(0)
})

test('a photo attached to a news item is shown on its card and on its own page, with its description', async ({
  page,
  request,
  baseURL,
}) => {
  const [photo] = await published<{ id: number; alt: string }>(request, 'images')
  expect(photo).toBeTruthy()
  const admin = await signedInAsAdmin(baseURL!)
  const title = `Van Mahotsav planting ${Date.now()}`
  const created = await admin.post('/cms-api/news', {
    data: {
      title,
      description: 'Classes VI to VIII planted 120 saplings.',
      fromDate: new Date().toISOString(),
      attachments: [{ relationTo: 'images', value: photo!.id }],
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    await page.goto('/news')
    const card = page.getByRole('list', { name: 'News' }).getByRole('listitem').filter({ hasText: title })
    await expect(card.getByRole('img', { name: photo!.alt })).toBeVisible()
    await card.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(new RegExp(`/news/${id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('list', { name: `Photos: ${title}` }).getByRole('img', { name: photo!.alt })).toBeVisible()
    await expect(page.getByText('Classes VI to VIII planted 120 saplings.')).toBeVisible()
  } finally {
    await admin.delete(`/cms-api/news/${id}`)
    await admin.dispose()
  }
})
