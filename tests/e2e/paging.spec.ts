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
    // The year filter's own Show button (the category filter has one too).
    await page.locator('form', { has: page.getByLabel('Year') }).getByRole('button', { name: 'Show' }).click()
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

test.describe('the events, upcoming first', () => {
  test.use({ javaScriptEnabled: false })

  /** Events show 12 a page (src/app/(site)/events/page.tsx). */
  const EVENTS_PER_PAGE = 12
  type Event = { id: number; title: string; date: string }
  /** Today's date in India, as the CMS stores a day (midnight UTC): events on or after it are upcoming. */
  const todayInIndia = () => `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())}T00:00:00.000Z`
  const stamp = Date.now()
  const today = `Paging event today (${stamp})`

  let made: number[] = []
  test.beforeAll(async ({ baseURL }) => {
    // One today (stored at noon UTC, as the admin's date picker stores a day) and twelve far
    // ahead: more upcoming events than a page holds, so page 2 has the last of them, then the past.
    const staff = await signedInAsAdmin(baseURL!)
    const ahead = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2098, 0, i + 1)).toISOString())
    const dates = [todayInIndia().replace('T00:00', 'T12:00'), ...ahead]
    for (const [i, date] of dates.entries()) {
      const title = i === 0 ? today : `Paging event ${i} (${stamp})`
      const res = await staff.post('/cms-api/events', { data: { title, date, _status: 'published' } })
      expect(res.status()).toBe(201)
      made.push(((await res.json()) as { doc: { id: number } }).doc.id)
    }
    await staff.dispose()
  })
  test.afterAll(async ({ baseURL }) => {
    const staff = await signedInAsAdmin(baseURL!)
    for (const id of made) await staff.delete(`/cms-api/events/${id}`)
    await staff.dispose()
    made = []
  })

  const titles = (page: Page, list: string) =>
    page.getByRole('list', { name: list, exact: true }).getByRole('heading', { level: 3 }).allTextContents()

  test('lists the upcoming events first, the soonest first, then the past ones, the newest first, each under its heading', async ({
    page,
    request,
  }) => {
    const from = todayInIndia()
    const all = await published<Event>(request, 'events')
    const upcoming = all.filter((e) => e.date >= from).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
    const past = all.filter((e) => e.date < from).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    expect(upcoming.length).toBeGreaterThan(EVENTS_PER_PAGE)
    expect(past.length).toBeGreaterThan(0)
    expect(upcoming.length + past.length).toBeLessThanOrEqual(2 * EVENTS_PER_PAGE)
    // Today's event is still upcoming.
    expect(upcoming.map((e) => e.title)).toContain(today)

    await page.goto('/events')
    await expect(page.getByRole('heading', { level: 2, name: 'Upcoming events' })).toBeVisible()
    expect(await titles(page, 'Upcoming events')).toEqual(upcoming.slice(0, EVENTS_PER_PAGE).map((e) => e.title))
    await expect(page.getByRole('heading', { level: 2, name: 'Past events' })).toHaveCount(0)

    await pages(page).getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/events\?page=2$/)
    expect(await titles(page, 'Upcoming events')).toEqual(upcoming.slice(EVENTS_PER_PAGE).map((e) => e.title))
    expect(await titles(page, 'Past events')).toEqual(past.slice(0, 2 * EVENTS_PER_PAGE - upcoming.length).map((e) => e.title))
    // The upcoming ones come before the past ones on the page too.
    const [upcomingTop, pastTop] = await Promise.all(
      ['Upcoming events', 'Past events'].map(async (name) => (await page.getByRole('heading', { level: 2, name }).boundingBox())!.y),
    )
    expect(upcomingTop!).toBeLessThan(pastTop!)
    await expect(pages(page).getByRole('link', { name: 'Next page' })).toHaveCount(0)
    expect((await request.get('/events?page=3')).status()).toBe(404)
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
