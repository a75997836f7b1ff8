/**
 * GIGW 3.0 basics (issue #15): "Last updated" on every page, the policy pages linked from
 * the footer, and the feedback form, with its spam guards and its limit.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'

import { MIN_FILL_MS } from '../../src/features/feedback/rules'
import { PAGES } from '../../src/lib/navigation'
import { seenNotifications, signedInAsAdmin } from './helpers'

const MISSING = '/no-such-page'
const ROUTES = [...Object.values(PAGES).map((p) => p.href), '/home', '/sub-gallery?id=1', '/news/1', '/events/1', '/search?q=fee', MISSING]

const POLICIES = [
  { name: 'Privacy Policy', path: '/privacy-policy' },
  { name: 'Terms of Use', path: '/terms-of-use' },
  { name: 'Copyright Policy', path: '/copyright-policy' },
  { name: 'Hyperlinking Policy', path: '/hyperlinking-policy' },
  { name: 'Accessibility Statement', path: '/accessibility-statement' },
]

test.describe('Last updated', () => {
  for (const route of ROUTES) {
    test(`${route} says when its content was last updated`, async ({ request }) => {
      const res = await request.get(route)
      expect(res.status()).toBe(route === MISSING ? 404 : 200)
      const body = await res.text()
      const m = /Last updated(?:<!-- -->)?: <time datetime="([^"]+)">(\d{1,2} [A-Z][a-z]+ \d{4})<\/time>/i.exec(body)
      expect(m, `${route} has no "Last updated" line`).not.toBeNull()
      const at = new Date(m![1]!)
      expect(Number.isNaN(at.getTime())).toBe(false)
      // The date shown is the date in the attribute, and not in the future.
      expect(m![2]).toBe(new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at))
      expect(at.getTime()).toBeLessThanOrEqual(Date.now())
    })
  }

  test('a policy page shows its own change time, which moves when staff edit it', async ({ page, baseURL }) => {
    const api = await signedInAsAdmin(baseURL!)
    const res = await api.get('/cms-api/policy-pages?where[slug][equals]=terms-of-use&depth=0')
    const doc = ((await res.json()) as { docs: { id: number; title: string; updatedAt: string }[] }).docs[0]!
    await page.goto('/terms-of-use')
    await expect(page.locator('main time')).toHaveAttribute('datetime', new Date(doc.updatedAt).toISOString())
    const saved = await api.patch(`/cms-api/policy-pages/${doc.id}`, { data: { title: 'Terms of Use', _status: 'published' } })
    expect(saved.status()).toBe(200)
    const after = ((await saved.json()) as { doc: { updatedAt: string } }).doc.updatedAt
    await page.goto('/terms-of-use')
    await expect(page.locator('main time')).toHaveAttribute('datetime', new Date(after).toISOString())
    await api.dispose()
  })
})

test.describe('policy pages', () => {
  test('the footer links to the five policies and the feedback form, and each policy shows its text', async ({ page }) => {
    // The home page's notification pop-up, once seen, stays closed.
    await seenNotifications(page)
    await page.goto('/')
    const footer = page.getByRole('navigation', { name: 'Policies' })
    for (const p of POLICIES) await expect(footer.getByRole('link', { name: p.name })).toHaveAttribute('href', p.path)
    await expect(footer.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback')
    for (const p of POLICIES) {
      await page.goto('/')
      await page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: p.name }).click()
      await expect(page).toHaveURL(new RegExp(`${p.path}$`))
      await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible()
      // Seeded text, more than a line.
      expect((await page.locator('main .rich-text').innerText()).length).toBeGreaterThan(200)
    }
  })

  test('the privacy policy says there are no third-party trackers, names the cookies, and covers children’s photos', async ({ page }) => {
    await page.goto('/privacy-policy')
    const main = page.getByRole('main')
    await expect(main).toContainText('no third-party trackers')
    await expect(main).toContainText('dismissed-alerts')
    await expect(main).toContainText(/sign-in cookie .* only for school staff/)
    await expect(main).toContainText('Digital Personal Data Protection Act, 2023')
    await expect(main).toContainText(/withdraw consent/)
  })

  test('the accessibility statement names its standard and links to the feedback form', async ({ page }) => {
    await page.goto('/accessibility-statement')
    await expect(page.getByRole('main')).toContainText('GIGW 3.0')
    await expect(page.getByRole('main')).toContainText('WCAG) 2.1 at level AA')
    await page.getByRole('main').getByRole('link', { name: 'feedback form' }).click()
    await expect(page).toHaveURL(/\/feedback\?topic=accessibility$/)
    await expect(page.getByLabel('Topic')).toHaveValue('accessibility')
  })

  test('the policies are in the sitemap and found by the search', async ({ request, page }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    for (const p of POLICIES) expect(xml).toContain(`${p.path}</loc>`)
    await page.goto('/search?q=hyperlinking')
    await expect(page.getByRole('main').getByRole('link', { name: 'Hyperlinking Policy' })).toHaveAttribute('href', '/hyperlinking-policy')
  })

  test('staff can read feedback; visitors can neither read nor write it through the CMS API', async ({ request }) => {
    expect((await request.get('/cms-api/feedback')).status()).toBe(403)
    const created = await request.post('/cms-api/feedback', { data: { message: 'spam', topic: 'general' } })
    expect(created.status()).toBe(403)
  })

  for (const path of [...POLICIES.map((p) => p.path), '/feedback']) {
    test(`axe finds nothing on ${path}`, async ({ page }) => {
      await page.goto(path)
      const results = await new AxeBuilder({ page }).exclude('iframe').analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
    })
  }
})

// The e2e server trusts one proxy hop, so each test can stand for a different visitor.
let visitor = 0
async function visit(browser: Browser, path = '/feedback', javaScriptEnabled = false) {
  visitor += 1
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${visitor}` } })
  const page = await context.newPage()
  await page.goto(path)
  return { page, context }
}

async function fill(page: Page, message: string) {
  await page.getByLabel('Your name (optional)').fill('Meera Iyer')
  await page.getByLabel('E-mail or phone (optional)').fill('meera@example.in')
  await page.getByLabel('Topic').selectOption('website')
  await page.getByLabel('Message').fill(message)
}

type Stored = { message: string; name: string; contact: string; topic: string }
async function storedMessages(baseURL: string): Promise<Stored[]> {
  const api = await signedInAsAdmin(baseURL)
  const res = await api.get('/cms-api/feedback?limit=100&depth=0')
  expect(res.status()).toBe(200)
  const docs = ((await res.json()) as { docs: Stored[] }).docs
  await api.dispose()
  return docs
}

/** When the server made the form on the page: the time it signed into the form's token. */
async function formMadeAt(page: Page) {
  const madeAt = Number((await page.locator('input[name="token"]').inputValue()).split('.')[0])
  expect(madeAt).toBeGreaterThan(0)
  return madeAt
}

/** Until the form on the page is as old as a person takes to fill it (the spam guard's real 3 s: this server keeps it). */
async function untilAPersonCouldHaveTyped(page: Page) {
  const wait = (await formMadeAt(page)) + MIN_FILL_MS + 100 - Date.now()
  // The guard measures real time since the form was made: only the clock can pass it.
  if (wait > 0) await page.waitForTimeout(wait)
}

/** Fills the form as a person would, sends it, and finds the message among what staff see. */
async function sendAndCheck(page: Page, baseURL: string, message: string) {
  await fill(page, message)
  await untilAPersonCouldHaveTyped(page)
  await page.getByRole('button', { name: 'Send feedback' }).click()
  await expect(page).toHaveURL(/\/feedback\?sent=1$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your feedback' })).toBeVisible()
  const stored = (await storedMessages(baseURL)).find((m) => m.message === message)
  expect(stored).toMatchObject({ name: 'Meera Iyer', contact: 'meera@example.in', topic: 'website' })
}

test.describe('feedback is stored for staff', () => {
  test('without JavaScript: a message is stored for staff, and the sender thanked', async ({ browser, baseURL }) => {
    const { page, context } = await visit(browser)
    const message = `The exam schedule PDF does not open on my phone (${Date.now()}).`
    await sendAndCheck(page, baseURL!, message)
    await context.close()
  })

  test('with JavaScript: the same', async ({ browser, baseURL }) => {
    const { page, context } = await visit(browser, '/feedback', true)
    await sendAndCheck(page, baseURL!, `Sent with JavaScript on (${Date.now()}).`)
    await context.close()
  })
})

test.describe('feedback form checks, without JavaScript', () => {
  test('a missing message and a wrong contact are shown next to their fields', async ({ browser }) => {
    const { page, context } = await visit(browser)
    await page.getByLabel('E-mail or phone (optional)').fill('not reachable')
    // Blanks pass the browser's own check of a required field, not the server's.
    await page.getByLabel('Message').fill('   ')
    await untilAPersonCouldHaveTyped(page)
    await page.getByRole('button', { name: 'Send feedback' }).click()
    await expect(page.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Message')).toHaveAccessibleDescription(/Write your message/)
    await expect(page.getByLabel('E-mail or phone (optional)')).toHaveAccessibleDescription(/Enter an e-mail address .* or a phone number/)
    await expect(page.getByLabel('E-mail or phone (optional)')).toHaveValue('not reachable')
    await context.close()
  })

  test('a form sent within seconds of opening is refused, and nothing is stored', async ({ browser, baseURL }) => {
    const { page, context } = await visit(browser)
    const message = `Too fast ${Date.now()}`
    // Sent at once, well within the guard's 3 s (a busy machine slow to fill it gets a new form).
    for (;;) {
      await page.getByLabel('Message').fill(message)
      if (Date.now() - (await formMadeAt(page)) < MIN_FILL_MS / 2) break
      await page.reload()
    }
    await page.getByRole('button', { name: 'Send feedback' }).click()
    await expect(page.getByText(/sent within seconds of opening it/)).toBeVisible()
    // What was written is kept, to send again.
    await expect(page.getByLabel('Message')).toHaveValue(message)
    expect((await storedMessages(baseURL!)).some((m) => m.message === message)).toBe(false)
    await context.close()
  })

  test('a filled honeypot is refused, and nothing is stored', async ({ browser, baseURL }) => {
    const { page, context } = await visit(browser)
    const message = `Honeypot ${Date.now()}`
    await page.getByLabel('Message').fill(message)
    // People never see it: it is hidden from assistive technology and out of the tab order.
    const trap = page.locator('input[name="website"]')
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(page.getByRole('textbox', { name: 'Leave this empty' })).toHaveCount(0)
    await trap.fill('http://spam.example')
    await untilAPersonCouldHaveTyped(page)
    await page.getByRole('button', { name: 'Send feedback' }).click()
    await expect(page.getByText('Your message could not be sent. Please try again.')).toBeVisible()
    expect((await storedMessages(baseURL!)).some((m) => m.message === message)).toBe(false)
    await context.close()
  })

  test('past the per-address limit, the sender gets a friendly message, answered 429 with Retry-After', async ({ browser, baseURL }) => {
    const { page: first, context } = await visit(browser)
    const limit = Number(process.env.E2E_FEEDBACK_LIMIT)
    // One page of the form for each message, all filled before the first is sent: one wait for the guard.
    const pages = [first]
    for (let i = 1; i <= limit; i += 1) {
      pages.push(await context.newPage())
      await pages[i]!.goto('/feedback')
    }
    for (const [i, page] of pages.entries()) await page.getByLabel('Message').fill(`Limit test ${i}`)
    await untilAPersonCouldHaveTyped(pages.at(-1)!)
    for (const [i, page] of pages.entries()) {
      if (i === limit) break
      await page.getByRole('button', { name: 'Send feedback' }).click()
      await expect(page).toHaveURL(/sent=1$/)
    }
    const page = pages.at(-1)!
    const refused = page.waitForResponse((r) => r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Send feedback' }).click()
    expect((await refused).status()).toBe(429)
    expect(Number((await refused).headers()['retry-after'])).toBeGreaterThan(0)
    await expect(page.getByText(/sent several messages in a short time\. Please wait \d+ minutes? and try again/)).toBeVisible()
    await expect(page.getByLabel('Message')).toHaveValue(`Limit test ${limit}`)
    expect((await storedMessages(baseURL!)).some((m) => m.message === `Limit test ${limit}`)).toBe(false)
    await context.close()
  })
})
