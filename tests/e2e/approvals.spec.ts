/**
 * Approvals in the browser (src/features/approvals), on a server of its own (the setting
 * changes what every editor of the school may do, which the shared server's specs rely on):
 * with Administration → Approvals on, an editor's item offers "Submit for review" instead of
 * Publish; submitting e-mails the school's administrator, whose dashboard lists the change
 * with Approve and Return; approved, visitors see it; returned, the editor reads the comment on
 * the item and nothing is published.
 */
import { expect, request, test, type APIRequestContext, type Browser } from '@playwright/test'

import { startInbox } from '../int/inbox'
import { startSite, type SiteServer } from '../servers/site'
import { admin as operator, nextStaffAddress, signInThroughAdmin } from './helpers'

test.describe.configure({ mode: 'serial', timeout: 6 * 60_000 })

const editor = { email: 'approvals-editor@example.com', password: 'office-editor-2026', name: 'Office editor' }
const reviewer = { email: 'approvals-head@example.com', password: 'head-of-school-2026', name: 'Head of school' }

let site: SiteServer | undefined
let inbox: Awaited<ReturnType<typeof startInbox>> | undefined

async function signedIn(account: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: site!.url, extraHTTPHeaders: { 'x-forwarded-for': nextStaffAddress() } })
  expect((await api.post('/cms-api/users/login', { data: { email: account.email, password: account.password } })).status()).toBe(200)
  return api
}

async function browserFor(browser: Browser, account: { email: string; password: string }, path: string) {
  const context = await browser.newContext({ baseURL: site!.url, timezoneId: 'Asia/Kolkata', extraHTTPHeaders: { 'x-forwarded-for': nextStaffAddress() } })
  const page = await context.newPage()
  await page.goto(path)
  await signInThroughAdmin(page, account)
  return { context, page }
}

/** A news draft made by the editor. */
async function draft(title: string): Promise<number> {
  const api = await signedIn(editor)
  const made = await api.post('/cms-api/news?draft=true', {
    data: { title, description: 'For the notice board.', fromDate: new Date().toISOString(), _status: 'draft' },
  })
  expect(made.status()).toBe(201)
  const { doc } = (await made.json()) as { doc: { id: number } }
  await api.dispose()
  return doc.id
}

const newsTitles = async () => {
  const res = await fetch(`${site!.url}/api/news/KSR`)
  return ((await res.json()) as { title: string }[]).map((n) => n.title)
}

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000)
  inbox = await startInbox()
  site = await startSite({
    seeded: true,
    env: {
      ADMIN_EMAIL: operator.email,
      ADMIN_PASSWORD: operator.password,
      SMTP_URL: inbox.url,
      MAIL_FROM: 'School website <office@school.example>',
    },
  })
  const api = await signedIn(operator)
  for (const [account, role] of [
    [editor, 'editor'],
    [reviewer, 'admin'],
  ] as const) {
    expect((await api.post('/cms-api/users', { data: { ...account, role } })).status()).toBe(201)
  }
  await api.dispose()
  // The school's administrator turns approvals on.
  const head = await signedIn(reviewer)
  expect((await head.post('/cms-api/approval-settings', { data: { required: true, alertsExempt: true } })).status()).toBe(201)
  await head.dispose()
})

test.afterAll(async () => {
  await site?.stop()
  await inbox?.close()
})

test('an editor submits a change for review; the administrator approves it on the dashboard, and visitors see it', async ({ browser }) => {
  const title = 'Sports day moved to Friday'
  const id = await draft(title)
  const clerk = await browserFor(browser, editor, `/admin/collections/news/${id}`)
  const submitButton = clerk.page.getByRole('button', { name: 'Submit for review' })
  await expect(submitButton).toBeVisible({ timeout: 60_000 })
  await expect(clerk.page.getByRole('button', { name: /^Publish/ })).toHaveCount(0)
  await submitButton.click()
  await expect(clerk.page.getByRole('status').filter({ hasText: 'Waiting for review since' })).toBeVisible({ timeout: 30_000 })
  await expect(clerk.page.getByRole('button', { name: 'Waiting for review' })).toBeDisabled()
  await clerk.context.close()

  const mail = await inbox!.to(reviewer.email)
  expect(mail.subject).toBe(`For review: news item “${title}”`)
  expect(await newsTitles()).not.toContain(title)

  const head = await browserFor(browser, reviewer, '/admin')
  const queue = head.page.getByRole('region', { name: 'Review queue' })
  await expect(queue).toContainText('1 waiting for review, 0 returned.', { timeout: 60_000 })
  const entry = queue.getByRole('listitem').filter({ hasText: title })
  await expect(entry.getByRole('link', { name: 'Compare with what is published' })).toHaveAttribute('href', new RegExp(`/admin/collections/news/${id}/versions/`))
  await entry.getByRole('button', { name: 'Approve and publish now' }).click()
  await expect(queue).toContainText('0 waiting for review', { timeout: 30_000 })
  await head.context.close()
  expect(await newsTitles()).toContain(title)
})

test('a returned change stays unpublished and the editor reads the comment on the item', async ({ browser }) => {
  const title = 'Fee notice for the new session'
  const id = await draft(title)
  const api = await signedIn(editor)
  expect((await api.post('/cms-api/review-requests/submit', { data: { collection: 'news', id } })).status()).toBe(201)
  await api.dispose()

  const head = await browserFor(browser, reviewer, '/admin')
  const entry = head.page.getByRole('region', { name: 'Review queue' }).getByRole('listitem').filter({ hasText: title })
  await entry.getByLabel('Comment for the editor').fill('Please add the last date for paying the fee.')
  await entry.getByRole('button', { name: 'Return with comment' }).click()
  await expect(head.page.getByRole('region', { name: 'Review queue' })).toContainText('Returned with a comment (1)', { timeout: 30_000 })
  await head.context.close()

  const clerk = await browserFor(browser, editor, `/admin/collections/news/${id}`)
  const status = clerk.page.getByRole('status').filter({ hasText: 'Returned by' })
  await expect(status).toContainText('Please add the last date for paying the fee.', { timeout: 60_000 })
  await clerk.context.close()
  expect(await newsTitles()).not.toContain(title)
})
