/**
 * Two schools on their own domains with SERVER_URL set, as production runs (issue #41):
 * `SEED_DEMO=two-schools`, SERVER_URL naming the reference school's address (127.0.0.1),
 * Riverside Vidya at riverside.localhost (browsers send any `*.localhost` name to this
 * machine), rate limits in a private Redis, e-mail through a real SMTP server (smtp-server on
 * a loopback port).
 *
 * - Each school's forms take posts from its own pages and refuse the other school's.
 * - Each school's feeds, sitemap and pages link its files at its own address.
 * - A mailbox gets at most three confirmation e-mails an hour, however its address is spelt
 *   and at whichever school it is given; a visitor's subscriptions count over both schools.
 */
import http from 'node:http'

import { expect, test, type Browser } from '@playwright/test'

import { startInbox, type Mail } from '../int/inbox'
import { freePort } from '../servers/postgres'
import { RedisServer } from '../servers/redis'
import { startSite, type SiteServer } from '../servers/site'
import { admin } from './helpers'

test.describe.configure({ mode: 'serial', timeout: 5 * 60_000 })

const SUBSCRIBE_LIMIT = 3
/** Confirmation e-mails one mailbox may be sent in an hour (src/features/notices/subscribe.server.ts). */
const MAIL_PER_MAILBOX = 3

const KSR = { host: '127.0.0.1', name: 'Kestrel Springs Residential School' }
const RVS = { host: 'riverside.localhost', name: 'Riverside Vidya School' }
type School = typeof KSR

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

let port = 0
let site: SiteServer | undefined
let redis: RedisServer | undefined
let smtp: Awaited<ReturnType<typeof startInbox>> | undefined

const origin = (school: School) => `http://${school.host}:${port}`

/** A request at a school's host (the name need not resolve: the address is loopback). */
function ask(school: School, target: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: options.method ?? 'GET',
        headers: {
          host: `${school.host}:${port}`,
          ...(options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

test.beforeAll(async () => {
  test.setTimeout(12 * 60_000)
  redis = new RedisServer()
  await redis.start()
  smtp = await startInbox()
  // SERVER_URL names the port: chosen before the server starts.
  port = await freePort()
  site = await startSite({
    port,
    seeded: true,
    env: {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: 'two-schools',
      // As production sets it: the deployment's own address, here the reference school's.
      SERVER_URL: `http://${KSR.host}:${port}`,
      REDIS_URL: redis.url(),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'School website <notices@vendor.example>',
      NOTICES_SUBSCRIBE_LIMIT: String(SUBSCRIBE_LIMIT),
      // The forms answer at once: no test here checks the 3-second typing guard (tests/e2e/gigw.spec.ts does).
      TEST_FORM_MIN_SECONDS: '0',
      // Each test stands for several visitors (X-Forwarded-For), as behind a proxy.
      TRUST_PROXY: '1',
      RENDER_LIMIT: '1000000',
    },
    limitMs: 11 * 60_000,
  })
})

test.afterAll(async () => {
  await site?.stop()
  await smtp?.close()
  await redis?.stop()
})

/** A visitor (their own network address) on a school's page, without JavaScript: a plain form post. */
async function visit(browser: Browser, school: School, target: string, visitor: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': visitor } })
  const page = await context.newPage()
  await page.goto(`${origin(school)}${target}`)
  return { page, context }
}

test('each school’s forms take posts from its own pages and refuse the other school’s', async ({ browser }) => {
  for (const [school, visitor] of [
    [RVS, '203.0.113.61'],
    [KSR, '203.0.113.62'],
  ] as const) {
    const { page, context } = await visit(browser, school, '/feedback', visitor)
    await page.getByLabel('Topic').selectOption('website')
    await page.getByLabel('Message').fill(`The calendar on the ${school.name} site is clear (${Date.now()}).`)
    await page.getByRole('button', { name: 'Send feedback' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your feedback' }), school.host).toBeVisible()
    await context.close()
  }

  const dismiss = (school: School, from: string) =>
    ask(school, '/alerts/dismiss', { method: 'POST', headers: { origin: from, 'content-type': 'application/x-www-form-urlencoded' }, body: 'alert=1-2' })
  // The other school's pages are another website: a form there must not post here.
  for (const [at, from] of [
    [RVS, KSR],
    [KSR, RVS],
  ] as const) {
    const res = await dismiss(at, origin(from))
    expect(res.status, `${from.host} → ${at.host}`).toBe(403)
    expect(res.body).toMatch(/sent from another website/)
    const action = await ask(at, '/feedback', { method: 'POST', headers: { origin: origin(from), 'content-type': 'application/x-www-form-urlencoded' }, body: 'message=x' })
    expect(action.status, `${from.host} → ${at.host}/feedback`).toBe(403)
  }
  for (const school of [RVS, KSR]) expect((await dismiss(school, origin(school))).status, school.host).toBe(303)
})

/** The feedback form of a school's page, as a browser without JavaScript would post it (its hidden fields, a message). */
async function feedbackForm(school: School, message: string): Promise<string> {
  const page = await ask(school, '/feedback')
  expect(page.status).toBe(200)
  const form = [...page.body.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)].map((m) => m[1]!).find((f) => f.includes('name="token"')) ?? ''
  const decode = (v: string) => v.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
  const fields = new URLSearchParams()
  for (const [input] of form.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1]
    if (name && name !== 'website') fields.set(decode(name), decode(/value="([^"]*)"/.exec(input)?.[1] ?? ''))
  }
  expect(fields.get('token'), 'the form carries its token').toBeTruthy()
  fields.set('topic', 'general')
  fields.set('message', message)
  return fields.toString()
}

test('a feedback form is taken once, and only at the school whose page made it', async () => {
  // As a browser without JavaScript posts a form whose action is a server action: multipart.
  const post = async (school: School, fields: string, visitor: string) => {
    const form = new FormData()
    for (const [name, value] of new URLSearchParams(fields)) form.append(name, value)
    const encoded = new Request('http://form.invalid/', { method: 'POST', body: form })
    const body = Buffer.from(await encoded.arrayBuffer())
    return ask(school, '/feedback', { method: 'POST', headers: { origin: origin(school), 'content-type': encoded.headers.get('content-type')!, 'x-forwarded-for': visitor }, body })
  }
  const sent = await feedbackForm(KSR, `Once only (${Date.now()}).`)
  const first = await post(KSR, sent, '203.0.113.71')
  expect(first.status, first.body.slice(0, 300)).toBe(303)
  expect(first.headers.location).toMatch(/sent=1$/)
  // The same form again (a replay): refused, saying so.
  const again = await post(KSR, sent, '203.0.113.71')
  expect(again.status).toBe(200)
  expect(again.body).toContain('This form has been sent already')
  // A form made on KSR's page, sent to the other school: refused, nothing taken there.
  const elsewhere = await post(RVS, await feedbackForm(KSR, `Wrong school (${Date.now()}).`), '203.0.113.72')
  expect(elsewhere.status).toBe(200)
  expect(elsewhere.body).toContain('Your message could not be sent. Please try again.')
  expect(elsewhere.headers.location).toBeUndefined()
})

test('the second school’s feeds, sitemap and pages link its own files at its own address, where they open', async () => {
  const feed = await ask(RVS, '/feeds/circulars.xml')
  expect(feed.status).toBe(200)
  const links = [...feed.body.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]!)
  const pdfs = links.filter((l) => /\.pdf$/.test(l))
  expect(pdfs.length, feed.body).toBeGreaterThan(0)
  for (const link of links) expect(link.startsWith(`${origin(RVS)}/`), link).toBe(true)
  for (const pdf of pdfs) {
    const file = await ask(RVS, new URL(pdf).pathname)
    expect(file.status, pdf).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
  }
  // Nothing the second school's site shows names the first school's address.
  const absolute = ['/', '/newsletters', '/news', '/feeds/news.xml', '/feeds/alerts.xml', '/feeds/events.ics', '/sitemap.xml', '/robots.txt', '/.well-known/security.txt']
  for (const target of [...absolute, '/manifest.webmanifest']) {
    const res = await ask(RVS, target)
    expect(res.status, target).toBe(200)
    if (absolute.includes(target)) expect(res.body, target).toContain(origin(RVS))
    expect(res.body, target).not.toContain(KSR.host)
  }
})

/** Sends the /notices form for an address; what the page then says. */
async function subscribe(browser: Browser, school: School, email: string, visitor: string): Promise<'sent' | 'limited'> {
  const { page, context } = await visit(browser, school, '/notices', visitor)
  try {
    await page.getByLabel('Your e-mail address').fill(email)
    await page.getByRole('button', { name: 'Subscribe' }).click()
    const sent = page.getByRole('heading', { level: 1, name: 'Check your e-mail' })
    const limited = page.getByRole('alert').filter({ hasText: 'You have sent this form several times in a short time' })
    await expect(sent.or(limited)).toBeVisible()
    return (await sent.isVisible()) ? 'sent' : 'limited'
  } finally {
    await context.close()
  }
}

test('a mailbox gets at most three confirmation e-mails an hour, however its address is spelt, at either school', async ({ browser }) => {
  const tag = Date.now().toString(36)
  const given: [School, string][] = [
    [KSR, `victim.${tag}@example.com`],
    [RVS, `Victim.${tag}@example.com`],
    [KSR, `victim.${tag}+1@example.com`],
    [RVS, `VICTIM.${tag}+school@Example.com`],
    [RVS, `victim.${tag}@example.com`],
  ]
  let visitor = 70
  for (const [school, email] of given) expect(await subscribe(browser, school, email, `203.0.113.${visitor++}`), `${email} at ${school.host}`).toBe('sent')
  const mailbox = (m: Mail) => m.address.toLowerCase().replace(/\+[^@]*@/, '@') === `victim.${tag}@example.com`
  // The sending is done after the answer (each send set off before it): once a later
  // subscription's e-mail has arrived, so has any the five set off.
  expect(await subscribe(browser, KSR, `later.${tag}@example.com`, `203.0.113.${visitor++}`)).toBe('sent')
  await smtp!.to(`later.${tag}@example.com`, 2 * 60_000)
  expect(smtp!.mails.filter(mailbox).map((m) => `${m.to}: ${m.subject}`)).toHaveLength(MAIL_PER_MAILBOX)
  // Both schools sent some: the cap is the mailbox's, over the deployment.
  expect(new Set(smtp!.mails.filter(mailbox).map((m) => m.subject)).size).toBe(2)
})

test('a visitor’s subscriptions count over both schools', async ({ browser }) => {
  const tag = Date.now().toString(36)
  const visitor = '203.0.113.90'
  const outcomes = [
    await subscribe(browser, KSR, `asha.${tag}@example.com`, visitor),
    await subscribe(browser, KSR, `ravi.${tag}@example.com`, visitor),
    await subscribe(browser, RVS, `meera.${tag}@example.com`, visitor),
    await subscribe(browser, RVS, `john.${tag}@example.com`, visitor),
  ]
  expect(outcomes).toEqual(['sent', 'sent', 'sent', 'limited'])
  // Another visitor is not held up, at either school.
  expect(await subscribe(browser, RVS, `lata.${tag}@example.com`, '203.0.113.91')).toBe('sent')
})
