import { expect, request, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test'

export const admin = {
  email: process.env.E2E_ADMIN_EMAIL!,
  password: process.env.E2E_ADMIN_PASSWORD!,
}

/**
 * A request context signed in as the first admin. It is separate from the test's own
 * `request`, which stays anonymous (a login would otherwise leave a cookie in it).
 */
export async function signedInAsAdmin(baseURL: string): Promise<APIRequestContext> {
  // Each signed-in context comes from its own address, so the tests' many sign-ins stay
  // under the per-address sign-in limit that security.spec.ts tests.
  const ctx = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': nextStaffAddress() } })
  const res = await ctx.post('/cms-api/users/login', { data: admin })
  expect(res.status()).toBe(200)
  return ctx
}

let staffAddresses = 0
/** A documentation address (192.0.2.0/24) for the next signed-in staff member. */
export const nextStaffAddress = () => `192.0.2.${(staffAddresses++ % 250) + 1}`

/**
 * Signs in through the admin's own sign-in form, as a staff member would, and waits until the
 * admin has sent the browser on from its sign-in page (on a machine running two test suites at
 * once, that alone can take longer than an assertion's 10 s).
 */
export async function signInThroughAdmin(page: Page, account = admin) {
  await page.getByLabel(/email/i).fill(account.email)
  await page.getByLabel(/password/i).fill(account.password)
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/admin/login'), { timeout: 60_000 })
}

/** Published documents of a collection, read anonymously through Payload's REST API. */
export async function published<T>(api: APIRequestContext, slug: string, query = ''): Promise<T[]> {
  const res = await api.get(`/cms-api/${slug}?limit=100&depth=0${query}`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { docs: T[] }).docs
}

/**
 * One of the school's pages (a document per school, src/tenancy/pages.ts), read through
 * Payload's REST API as the context's user: the first school's, the only one these tests serve.
 */
export async function globalDoc<T>(api: APIRequestContext, slug: string): Promise<T> {
  const res = await api.get(`/cms-api/${slug}?depth=0&limit=1&sort=school`)
  expect(res.status()).toBe(200)
  const doc = ((await res.json()) as { docs: T[] }).docs[0]
  expect(doc, `the page ${slug}`).toBeTruthy()
  return doc!
}

/**
 * Saves fields of one of the school's pages as the context's user, as the admin does (a page
 * the school never saved is made first); the answer's status says whether it was allowed.
 */
export async function savePage(api: APIRequestContext, slug: string, data: Record<string, unknown>): Promise<APIResponse> {
  const found = await api.get(`/cms-api/${slug}?depth=0&limit=1&sort=school`)
  expect(found.status()).toBe(200)
  let id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
  if (id === undefined) {
    const made = await api.post(`/cms-api/${slug}`, { data: {} })
    if (made.status() !== 201) return made
    id = ((await made.json()) as { doc: { id: number } }).doc.id
  }
  return api.patch(`/cms-api/${slug}/${id}`, { data })
}

/**
 * The home page's notification pop-up opens on a visitor's first page view (after load, so
 * it can cover a link a test is about to click). Tests about something else start as a
 * visitor who has already seen it.
 */
export async function seenNotifications(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('notificationsSeen', '1'))
}

/** HTML-escapes text the way React writes it into the page. */
export const html = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

/**
 * Opens the menu beside "Publish changes" (Schedule publish…). Payload gives its button no
 * name; it is the menu button nearest "Publish changes" (the header's language menu is another).
 */
export async function openPublishMenu(page: Page) {
  await page
    .getByRole('button', { name: 'Publish changes' })
    .locator('xpath=ancestor::*[.//*[contains(@class, "popup-button")]][1]')
    .locator('.popup-button')
    .first()
    .click()
}

/** A date and time as the admin writes it everywhere: "9 Jan 2026, 4:30 PM". */
export const ADMIN_DATE_TIME = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M$/

/** `at` as a clerk in India types it into the admin: "9 Jan 2026, 4:37 PM". */
export function indiaDateTime(at: Date): string {
  const part = (options: Intl.DateTimeFormatOptions) => at.toLocaleString('en-GB', { ...options, timeZone: 'Asia/Kolkata' })
  const time = at.toLocaleString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).replace(/\s/g, ' ')
  return `${part({ day: 'numeric' })} ${part({ month: 'short' }).slice(0, 3)} ${part({ year: 'numeric' })}, ${time}`
}

/** The schedule drawer's day-and-time box (it is named by its label). */
export const scheduleTimeBox = (drawer: Locator) => drawer.getByRole('textbox', { name: /day and time/i })

/** In the schedule drawer, types `text` into the time box as a clerk would. */
export async function typeInScheduleTime(drawer: Locator, text: string) {
  const time = scheduleTimeBox(drawer)
  await time.fill(text)
  await time.press('Enter')
  // Done with the box, as a clerk is: a click on the drawer's title closes the date picker, which
  // on a busy machine was seen open again after Enter, over the Schedule button, for minutes.
  await drawer.getByRole('heading').first().click()
}

/**
 * In the schedule drawer, types the first whole minute at least 15 s ahead (75 s from now,
 * rounded down: not a quarter hour, which only typing gives), as a clerk in India would, and
 * returns that moment.
 */
export async function typeScheduleTime(drawer: Locator): Promise<Date> {
  const at = new Date(Math.floor((Date.now() + 75_000) / 60_000) * 60_000)
  await typeInScheduleTime(drawer, indiaDateTime(at))
  return at
}

/**
 * Waits until `remaining()` reads 0, for as long as it keeps going down: it fails only when the
 * count has not fallen for `stallMs` (a sender that stopped), never because a busy machine sends
 * more slowly than a quiet one. How fast it goes is the benchmark's figure, not a test's.
 */
export async function untilDrained(remaining: () => Promise<number | undefined>, { stallMs = 90_000, what = 'left' } = {}) {
  let least = Number.POSITIVE_INFINITY
  let fellAt = Date.now()
  for (;;) {
    const left = await remaining()
    if (left === 0) return
    if (left !== undefined && left < least) {
      least = left
      fellAt = Date.now()
    }
    if (Date.now() - fellAt > stallMs) throw new Error(`${least} ${what}, and none done for ${stallMs / 1000} s`)
    // Polls: `remaining` looks from outside, and what drains it tells this process nothing.
    await new Promise((r) => setTimeout(r, 1000))
  }
}

/**
 * Reads again and again until `read` gives `expected`: that look must have been started within
 * 2 s from `since` (the change; by default now: no restart, no waiting for a cache to age). A look is timed from when it was
 * started, since what a visitor gets is decided when they ask; how long its many requests take
 * to answer on a loaded machine is not the rule under test.
 */
export async function within2s<T>(read: () => Promise<T>, expected: T, since = Date.now()) {
  const matches = (value: T) => {
    try {
      expect(value as unknown).toEqual(expected)
      return true
    } catch {
      return false
    }
  }
  for (;;) {
    const asked = Date.now()
    const value = await read()
    if (matches(value)) return expect(asked - since, 'ms from the change to the first look that saw it').toBeLessThanOrEqual(2000)
    // The last look started after 2 s: fail, showing what it saw against what was expected.
    if (asked - since > 2000) return expect(value as unknown).toEqual(expected)
    // Polls: `read` looks from outside, and the change it waits for announces nothing.
    await new Promise((r) => setTimeout(r, 100))
  }
}
