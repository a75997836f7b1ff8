/**
 * Notices by class (issue #45), on the production build with the demo school (its classes
 * VI-A … XII-Science, a news item for VI-A and a newsletter for X-A and X-B) and a real SMTP
 * server on loopback: a parent subscribes by e-mail on Get notices choosing VI-A, confirms,
 * gets VI-A's notice with a preferences link, and changes their classes there, without
 * JavaScript's help and without an account. Items show the classes they are for. A server of
 * its own: it sets up e-mail, which the shared servers have not.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, request, test, type APIRequestContext, type Browser } from '@playwright/test'

import { startInbox, type Mail } from '../int/inbox'
import { startSite, type SiteServer } from '../servers/site'
import { admin } from './helpers'

test.describe.configure({ mode: 'serial', timeout: 6 * 60_000 })

const PARENT = 'vi-a.parent@parents.example'

let site: SiteServer | undefined
let inbox: Awaited<ReturnType<typeof startInbox>> | undefined
let staff: APIRequestContext | undefined

async function mailTo(address: string, subject: RegExp, ms = 60_000): Promise<Mail> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    const mail = inbox!.mails.find((m) => m.address === address && subject.test(m.subject))
    if (mail) return mail
    // Polls: the stand-in SMTP server adds to its `mails` and announces nothing to wait on.
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no e-mail ${subject} to ${address}; the inbox has ${inbox!.mails.map((m) => `${m.address}: ${m.subject}`).join('; ')}`)
}

/** A path of the site from a link in an e-mail (its origin is the site's public address). */
const pathOf = (link: string) => {
  const u = new URL(link)
  return u.pathname + u.search
}

const classId = async (name: string) =>
  ((await (await staff!.get(`/cms-api/classes?where[name][equals]=${encodeURIComponent(name)}&depth=0`)).json()) as { docs: { id: number }[] }).docs[0]!.id

test.beforeAll(async () => {
  test.setTimeout(8 * 60_000)
  inbox = await startInbox()
  site = await startSite({
    seeded: true,
    env: {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: inbox.url,
      MAIL_FROM: 'School website <notices@vendor.example>',
      // The forms answer at once: tests/e2e/gigw.spec.ts checks the 3-second typing guard.
      TEST_FORM_MIN_SECONDS: '0',
      TRUST_PROXY: '1',
    },
    limitMs: 7 * 60_000,
  })
  staff = await request.newContext({ baseURL: site.url, extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.45' } })
  expect((await staff.post('/cms-api/users/login', { data: admin })).status()).toBe(200)
})

test.afterAll(async () => {
  await staff?.dispose()
  await site?.stop()
  await inbox?.close()
})

/** No accessibility problem axe finds in the page's main part (axe runs in a page with JavaScript: the flows below have none). */
async function accessible(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: site!.url, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.9' } })
  const page = await context.newPage()
  await page.goto(path)
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
  await context.close()
}

test('a parent subscribes by e-mail choosing VI-A, gets VI-A’s notice with a preferences link, and changes their classes there', async ({ browser }) => {
  // Without JavaScript: every step is a plain form.
  const context = await browser.newContext({ baseURL: site!.url, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.7' } })
  const page = await context.newPage()
  await page.goto('/notices')
  const form = page.getByRole('form', { name: 'Get notices by e-mail' })
  const classes = form.getByRole('group', { name: 'Classes your children are in (optional)' })
  await expect(classes.getByRole('checkbox')).toHaveCount(6)
  await expect(classes).toContainText('You get the notices for these classes, and all notices for the whole school.')
  await accessible(browser, '/notices')

  await form.getByLabel('Your e-mail address').fill(PARENT)
  await form.getByRole('checkbox', { name: 'News', exact: true }).check()
  await classes.getByRole('checkbox', { name: 'VI-A' }).check()
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible()

  // The confirmation says which classes; confirming starts the subscription.
  const confirmation = await mailTo(PARENT, /Confirm your notices/)
  expect(confirmation.text).toContain('Classes: VI-A.')
  await page.goto(pathOf(/https?:\/\/\S+\/notices\/confirm\?\S+/.exec(confirmation.text)![0]))
  await page.getByRole('button', { name: 'Confirm', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible()

  // VI-A's news reaches them, with the link to their preferences.
  const sixA = await classId('VI-A')
  const xB = await classId('X-B')
  const made = await staff!.post('/cms-api/news', {
    data: { title: 'VI-A football practice moves to Thursday', description: 'Same time, same ground.', fromDate: new Date().toISOString(), classes: [sixA], notifySubscribers: true, notifyConfirmed: true, _status: 'published' },
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = ((await made.json()) as { doc: { id: number } }).doc.id
  const notice = await mailTo(PARENT, /VI-A football practice/)
  const link = /https?:\/\/\S+\/notices\/preferences\?s=\d+&t=[\w-]{43}/.exec(notice.text)?.[0]
  expect(link, notice.text).toBeTruthy()

  // The item shows whom it is for, on its page and in the list.
  await page.goto(`/news/${id}`)
  await expect(page.getByRole('main')).toContainText('For VI-A')
  await page.goto('/hi/news')
  await expect(page.getByRole('main')).toContainText('कक्षा VI-A के लिए')

  // The preferences page: their choices, and a plain form to change them.
  const opened = await page.goto(pathOf(link!))
  // One subscriber's page: never kept by a cache.
  expect(opened?.headers()['cache-control']).toContain('no-store')
  await expect(page.getByRole('heading', { level: 1, name: 'Your notice choices' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Kestrel Springs Residential School')
  await expect(page.getByRole('main')).toContainText(PARENT)
  const choices = page.getByRole('group', { name: 'Classes your children are in (optional)' })
  await expect(choices.getByRole('checkbox', { name: 'VI-A' })).toBeChecked()
  await expect(choices.getByRole('checkbox', { name: 'X-B' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'News', exact: true })).toBeChecked()
  await accessible(browser, pathOf(link!))
  await choices.getByRole('checkbox', { name: 'VI-A' }).uncheck()
  await choices.getByRole('checkbox', { name: 'X-B' }).check()
  await page.getByRole('button', { name: 'Save my choices' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your choices are saved. The next notices follow them.')
  await expect(page.getByRole('group', { name: 'Classes your children are in (optional)' }).getByRole('checkbox', { name: 'X-B' })).toBeChecked()
  await expect(page.getByRole('group', { name: 'Classes your children are in (optional)' }).getByRole('checkbox', { name: 'VI-A' })).not.toBeChecked()

  // The subscription now names X-B alone (what the queue reads).
  const subs = (await (await staff!.get(`/cms-api/notice-subscriptions?where[email][equals]=${encodeURIComponent(PARENT)}&depth=0`)).json()) as { docs: { classes: number[] }[] }
  expect(subs.docs[0]?.classes).toEqual([xB])

  // In Hindi, and a link that is not right: a page that says so, showing nothing of the subscription.
  await page.goto(`/hi${pathOf(link!)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'सूचनाओं के लिए आपकी पसंद' })).toBeVisible()
  await page.goto(pathOf(link!).replace(/t=[\w-]{43}/, `t=${'A'.repeat(43)}`))
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText(PARENT)
  await expect(page.getByRole('checkbox')).toHaveCount(0)
  await context.close()
})

test('the demo’s newsletter for X-A and X-B says so on the newsletters page', async ({ page }) => {
  await page.goto(`${site!.url}/newsletters?year=all`)
  await expect(page.getByRole('listitem').filter({ hasText: 'Class X pre-board date sheet' })).toContainText('For X-A, X-B')
})
