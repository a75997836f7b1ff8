import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { published, signedInAsAdmin } from './helpers'

/** News shows 12 a page (src/app/(site)/news/page.tsx). */
const NEWS_PER_PAGE = 12
/** A year the demo has no news in: the news made here go there, and leave with the test. */
const YEAR = 2015

type News = { id: number; title: string; fromDate: string }

const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' })
const newsTitles = (page: Page) => page.getByRole('list', { name: 'News' }).getByRole('heading', { level: 2 }).allTextContents()
const canonical = (page: Page) => page.locator('link[rel="canonical"]')

/** Every published news item, newest first, as the news page lists them. */
async function allNews(request: APIRequestContext) {
  const news = await published<News>(request, 'news', '&sort=-fromDate')
  return news.sort((a, b) => b.fromDate.localeCompare(a.fromDate) || b.id - a.id).map((n) => n.title)
}

test.describe('a list longer than a page', () => {
  test.use({ javaScriptEnabled: false })

  let made: number[] = []
  test.beforeAll(async ({ baseURL }) => {
    // Enough news in one year for two pages of that year, and so two pages in all.
    const staff = await signedInAsAdmin(baseURL!)
    const stamp = Date.now()
    for (let i = 1; i <= NEWS_PER_PAGE + 3; i++) {
      const res = await staff.post('/cms-api/news', {
        data: {
          title: `Paging news ${i} (${stamp})`,
          description: 'A news item for the paging test.',
          fromDate: new Date(Date.UTC(YEAR, 0, i)).toISOString(),
          _status: 'published',
        },
      })
      expect(res.status()).toBe(201)
      made.push(((await res.json()) as { doc: { id: number } }).doc.id)
    }
    await staff.dispose()
  })
  test.afterAll(async ({ baseURL }) => {
    const staff = await signedInAsAdmin(baseURL!)
    for (const id of made) await staff.delete(`/cms-api/news/${id}`)
    await staff.dispose()
    made = []
  })

  test('pages through the news with plain links, page 1 at the bare address', async ({ page, request }) => {
    const all = await allNews(request)
    expect(all.length).toBeGreaterThan(NEWS_PER_PAGE)
    await page.goto('/news')
    await expect(pages(page)).toBeVisible()
    await expect(pages(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(pages(page).getByRole('link', { name: 'Previous page' })).toHaveCount(0)
    await expect(canonical(page)).toHaveAttribute('href', /\/news$/)
    const first = await newsTitles(page)
    expect(first).toEqual(all.slice(0, NEWS_PER_PAGE))

    await pages(page).getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/news\?page=2$/)
    await expect(page).toHaveTitle(/^News, page 2/)
    await expect(pages(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(pages(page).getByRole('link', { name: 'Page 1', exact: true })).not.toHaveAttribute('aria-current', 'page')
    await expect(canonical(page)).toHaveAttribute('href', /\/news\?page=2$/)
    const second = await newsTitles(page)
    expect(second).toEqual(all.slice(NEWS_PER_PAGE, 2 * NEWS_PER_PAGE))
    expect(second.filter((t) => first.includes(t))).toEqual([])

    await pages(page).getByRole('link', { name: 'Previous page' }).click()
    await expect(page).toHaveURL(/\/news$/)
    expect(await newsTitles(page)).toEqual(first)
  })

  test('keeps the chosen year from page to page', async ({ page }) => {
    await page.goto('/news')
    await page.getByLabel('Year').selectOption(String(YEAR))
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(new RegExp(`/news\\?year=${YEAR}$`))
    const first = await newsTitles(page)
    expect(first).toHaveLength(NEWS_PER_PAGE)
    await pages(page).getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/news\\?year=${YEAR}&page=2$`))
    await expect(page.getByLabel('Year')).toHaveValue(String(YEAR))
    await expect(canonical(page)).toHaveAttribute('href', new RegExp(`/news\\?year=${YEAR}&page=2$`))
    const second = await newsTitles(page)
    expect(second).toHaveLength(3)
    for (const t of [...first, ...second]) expect(t).toMatch(/^Paging news /)
    expect(second.filter((t) => first.includes(t))).toEqual([])
    await expect(pages(page).getByRole('link', { name: 'Next page' })).toHaveCount(0)
  })

  test('a request for page 1 names the bare address as the page', async ({ page }) => {
    await page.goto('/news?page=1')
    await expect(canonical(page)).toHaveAttribute('href', /\/news$/)
  })
})

test('no such page is a friendly not-found page, never an error', async ({ request, page }) => {
  for (const path of [
    '/news?page=0',
    '/news?page=abc',
    '/news?page=99999',
    '/news?page=-1',
    '/news?page=1.5',
    '/gallery?page=99',
    '/events?page=x',
    '/newsletters?page=5',
    '/media-gallery?page=0',
    '/toppers-x?page=2',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
  await page.goto('/news?page=99999')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

test('the gallery counts every album of the choice, and shows them a page at a time', async ({ page, request }) => {
  const albums = await published<{ title: string }>(request, 'gallery-albums')
  expect(albums.length).toBeGreaterThan(12) // the demo has 13
  await page.goto('/gallery')
  await expect(page.getByText(`Total Count: ${albums.length}`)).toBeVisible()
  const links = page.getByRole('list', { name: 'Albums' }).getByRole('link')
  await expect(links).toHaveCount(12)
  await pages(page).getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\/gallery\?page=2$/)
  await expect(page.getByText(`Total Count: ${albums.length}`)).toBeVisible()
  await expect(links).toHaveCount(albums.length - 12)
})

test.describe('the home page calendar without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  const label = (d: Date) => new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d)
  const monthsFromNow = (n: number) => {
    const now = new Date()
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n, 1))
  }

  test('moves by month with links', async ({ page }) => {
    await page.goto('/')
    const calendar = page.getByRole('region', { name: 'Events Calendar' })
    const heading = calendar.getByRole('heading', { level: 3 })
    await expect(heading).toHaveText(label(monthsFromNow(0)))
    await calendar.getByRole('link', { name: 'Next month' }).click()
    await expect(page).toHaveURL(/\/\?month=\d{4}-\d{2}#events-calendar$/)
    await expect(heading).toHaveText(label(monthsFromNow(1)))
    await calendar.getByRole('link', { name: 'Previous month' }).click()
    await calendar.getByRole('link', { name: 'Previous month' }).click()
    await expect(heading).toHaveText(label(monthsFromNow(-1)))
  })

  test('shows the events of a month well away from now, and the page carries only the shown month', async ({ page, request }) => {
    // The demo has a science exhibition three months ago.
    const back = monthsFromNow(-3)
    const month = `${back.getUTCFullYear()}-${String(back.getUTCMonth() + 1).padStart(2, '0')}`
    await page.goto(`/?month=${month}`)
    const calendar = page.getByRole('region', { name: 'Events Calendar' })
    await expect(calendar.getByRole('heading', { level: 3 })).toHaveText(label(back))
    await expect(calendar.getByRole('list', { name: `Events in ${label(back)}` })).toContainText('Science exhibition')
    // The calendar lists each event with its date: the shown month's events are in the page,
    // and a month three away from the one shown is not in it at all.
    const eventOfThatMonth = new RegExp(`<time dateTime="${month}-\\d\\d">[^<]*</time>(?:\\s|<!-- -->)*Science exhibition`)
    expect(await (await request.get(`/?month=${month}`)).text()).toMatch(eventOfThatMonth)
    expect(await (await request.get('/')).text()).not.toMatch(eventOfThatMonth)
  })
})
