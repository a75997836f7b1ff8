/**
 * Parents by class in the admin (issue #45), on a server of its own with e-mail through a real
 * SMTP server on loopback (it adds subscribers and sends notices, which the shared servers'
 * specs must not see):
 *
 * - an administrator imports a class roster (CSV) under Notices to parents: the result shows the
 *   counts and each bad line by number; the parents get only a confirmation e-mail;
 * - two parents confirm; on a news item with "Notify subscribers" ticked, the panel beside it
 *   names the school and how many parents it reaches by e-mail, for the item's class; publishing
 *   is refused until "I have checked the school and the numbers" is ticked, then the class's
 *   confirmed parent gets the notice, and nobody else.
 */
import { expect, test, type Page } from '@playwright/test'

import { startInbox } from '../int/inbox'
import { admin, signInThroughAdmin } from './helpers'
import { startSite, type SiteServer } from '../servers/site'

test.describe.configure({ mode: 'serial', timeout: 5 * 60_000 })

const SCHOOL = 'Kestrel Springs Residential School'

let site: SiteServer | undefined
let smtp: Awaited<ReturnType<typeof startInbox>> | undefined

test.beforeAll(async () => {
  test.setTimeout(12 * 60_000)
  smtp = await startInbox()
  site = await startSite({
    seeded: true,
    env: {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'School website <notices@vendor.example>',
      RENDER_LIMIT: '1000000',
    },
    limitMs: 11 * 60_000,
  })
})

test.afterAll(async () => {
  await site?.stop()
  await smtp?.close()
})

const ROSTER = ['\uFEFFclass_section;parent_email', 'VI-A;asha@parents.example', 'VI-A;ravi@parents.example', 'VIII-C;meera@parents.example', 'VI-A;not-an-address', ''].join('\n')

/** The path and query of the link in a mail (its host is the school's public address, which this server answers for). */
const linkIn = (text: string) => {
  const url = new URL(/https?:\/\/\S+\/notices\/confirm\?\S+/.exec(text)![0])
  return `${url.pathname}${url.search}`
}

async function confirmByMail(page: Page, address: string) {
  const mail = await smtp!.to(address, 60_000)
  expect(mail.subject).toBe(`Confirm your notices from ${SCHOOL}`)
  await page.goto(`${site!.url}${linkIn(mail.text)}`)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible()
}

test('an administrator imports a class roster; the parents confirm; a class’s notice shows its school and numbers and needs the tick', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Kolkata', viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${site!.url}/admin/collections/notice-subscriptions`)
  await signInThroughAdmin(page, admin)
  await page.getByRole('link', { name: /Import class roster/ }).click()
  await expect(page.getByRole('heading', { name: 'Import class roster' })).toBeVisible()
  await expect(page.getByText(`Parents of ${SCHOOL}`)).toBeVisible()
  await page.getByLabel('Roster file (CSV)').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(ROSTER) })
  // VI-A is one of the demo school's classes; VIII-C is not, and the import makes it.
  await page.getByLabel(/Create the classes the file names/).check()
  await page.getByRole('button', { name: 'Import' }).click()
  const result = page.getByRole('status').filter({ hasText: 'Imported into' })
  await expect(result).toContainText('Added, waiting for the parent’s confirmation: 3')
  await expect(result).toContainText('Classes created: VIII-C')
  await expect(result).toContainText('Line 5: "not-an-address" is not an e-mail address.')
  await expect(result).toContainText('Confirmation e-mails sent: 3')

  const visitor = await browser.newContext()
  const parent = await visitor.newPage()
  await confirmByMail(parent, 'asha@parents.example')
  await confirmByMail(parent, 'meera@parents.example')
  expect(smtp!.mails.map((m) => m.subject)).toEqual(Array(3).fill(`Confirm your notices from ${SCHOOL}`))

  // A news item for VI-A, with "Notify subscribers" ticked, saved as a draft through the CMS API.
  const classes = (await (await page.request.get(`${site!.url}/cms-api/classes?where[name][equals]=VI-A&depth=0`)).json()) as { docs: { id: number }[] }
  const title = `VI-A picnic on Friday ${Date.now()}`
  const draft = await page.request.post(`${site!.url}/cms-api/news?draft=true`, {
    data: { title, description: 'Bring a water bottle.', fromDate: new Date().toISOString(), notifySubscribers: true, classes: [classes.docs[0]!.id], _status: 'draft' },
  })
  expect(draft.status(), await draft.text()).toBe(201)
  const id = ((await draft.json()) as { doc: { id: number } }).doc.id

  await page.goto(`${site!.url}/admin/collections/news/${id}`)
  const panel = page.getByRole('region', { name: 'Who the notice goes to' })
  await expect(panel.getByRole('status')).toHaveText(`This notice goes to parents of ${SCHOOL}: 1 by e-mail — class VI-A.`, { timeout: 30_000 })
  const confirm = page.getByRole('checkbox', { name: 'I have checked the school and the numbers' })
  await expect(confirm).not.toBeChecked()

  // Without the tick: refused, nothing published, nothing sent.
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/Before a notice goes to parents/).first()).toBeVisible()
  const stored = await page.request.get(`${site!.url}/cms-api/news/${id}?depth=0`)
  expect(((await stored.json()) as { _status: string })._status).toBe('draft')

  await confirm.check()
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect.poll(async () => ((await (await page.request.get(`${site!.url}/cms-api/news/${id}?depth=0`)).json()) as { _status: string })._status, { timeout: 30_000 }).toBe('published')
  await expect.poll(() => smtp!.mails.filter((m) => m.subject.includes(title)).map((m) => m.address), { timeout: 2 * 60_000 }).toEqual(['asha@parents.example'])
  await context.close()
  await visitor.close()
})
