/**
 * Notices to parents by e-mail (issue #30), on the production build as a vendor runs it: two
 * instances on one private PostgreSQL 15 and one private Redis, each sending through its own
 * real SMTP server (smtp-server on a loopback port; both deliver into one inbox here), so the
 * test can tell which instance sent a message and stop one in the middle of a send.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { expect, request, test, type APIRequestContext } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

import { freePort, PostgresCluster } from '../servers/postgres'
import { RedisServer } from '../servers/redis'

test.describe.configure({ mode: 'serial', timeout: 10 * 60_000 })

const root = fileURLToPath(new URL('../..', import.meta.url))
const made: string[] = []
const tmp = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ksr-${name}-`))
  made.push(dir)
  return dir
}

const admin = { email: 'notices-admin@example.com', password: randomBytes(12).toString('base64url') }
const SUBSCRIBE_LIMIT = 3

type Mail = { to: string; from: { name: string; address: string }; subject: string; text: string; html: string; headers: Map<string, string>; via: 'a' | 'b' }
type Instance = { url: string; child: ChildProcess; log: string }

const inbox: Mail[] = []
/** Instance A's SMTP server stops A (SIGKILL) when it receives this many more messages, before accepting the last. */
let killA: { after: number; seen: number; done?: () => void } | null = null

let cluster: PostgresCluster
let redis: RedisServer
const smtp: SMTPServer[] = []
let a: Instance
let b: Instance
let staff: APIRequestContext
let schoolName = ''

function smtpServer(via: 'a' | 'b'): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      // An address whose mailbox does not exist: the server refuses it (a bounce).
      if (address.address.startsWith('bounce')) return done(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }))
      done()
    },
    onData(stream, _session, done) {
      simpleParser(stream)
        .then(async (m) => {
          if (via === 'a' && killA && ++killA.seen >= killA.after) {
            // Instance A dies while this message is on its way: the server never accepts it.
            const stopping = killA
            killA = null
            await new Promise<void>((resolve) => {
              a.child.once('exit', () => resolve())
              a.child.kill('SIGKILL')
            })
            stopping.done?.()
            return done(Object.assign(new Error('4.4.2 Connection lost'), { responseCode: 421 }))
          }
          const to = Array.isArray(m.to) ? m.to[0] : m.to
          inbox.push({
            to: to?.value[0]?.address ?? '',
            from: { name: m.from?.value[0]?.name ?? '', address: m.from?.value[0]?.address ?? '' },
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: typeof m.html === 'string' ? m.html : '',
            headers: new Map(m.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()])),
            via,
          })
          done()
        })
        .catch(done)
    },
  })
}

async function mailTo(address: string, subject: RegExp | string, ms = 60_000): Promise<Mail> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    const mail = inbox.find((m) => m.to === address && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)))
    if (mail) return mail
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no e-mail "${subject}" to ${address} arrived; the inbox has ${inbox.map((m) => `${m.to}: ${m.subject}`).slice(-5).join('; ')}`)
}

function startInstance(port: number, env: NodeJS.ProcessEnv): Instance {
  const log = path.join(tmp(`notices-${port}`), 'out.log')
  const out = fs.openSync(log, 'a')
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: { ...env, PORT: String(port), DATA_DIR: path.dirname(log) }, stdio: ['ignore', out, out] })
  return { url: `http://127.0.0.1:${port}`, child, log }
}

async function untilServing(list: Instance[], limitMs: number) {
  const deadline = Date.now() + limitMs
  for (;;) {
    const ok = await Promise.all(list.map((i) => fetch(`${i.url}/`, { signal: AbortSignal.timeout(5000) }).then((r) => r.status === 200, () => false)))
    if (ok.every(Boolean)) return
    if (list.some((i) => i.child.exitCode !== null) || Date.now() > deadline)
      throw new Error(`An instance did not start:\n${list.map((i) => `--- ${i.url}\n${fs.readFileSync(i.log, 'utf8').slice(-3000)}`).join('\n')}`)
    await new Promise((r) => setTimeout(r, 1000))
  }
}

/** Publishes a circular with "Notify subscribers" ticked, through the CMS API; returns its id. */
async function publishCircular(api: APIRequestContext, title: string): Promise<number> {
  const docs = ((await (await api.get('/cms-api/documents?limit=1&depth=0')).json()) as { docs: { id: number }[] }).docs
  const created = await api.post('/cms-api/circulars', {
    data: { title, category: 'News Letter', date: new Date().toISOString(), attachments: [{ relationTo: 'documents', value: docs[0]!.id }], notifySubscribers: true, _status: 'published' },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

test.beforeAll(async () => {
  test.setTimeout(12 * 60_000)
  cluster = new PostgresCluster(tmp('postgres'), ['site'])
  await cluster.start()
  redis = new RedisServer()
  await redis.start()
  for (const via of ['a', 'b'] as const) {
    const server = smtpServer(via)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    smtp.push(server)
  }
  const shared: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: cluster.url('site'),
    REDIS_URL: redis.url(),
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    UPLOAD_DIR: tmp('uploads'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: 'always',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    MAIL_FROM: 'School website <notices@vendor.example>',
    NOTICES_EMAIL_PER_MINUTE: '100000',
    // A dead instance's rows are taken over 5 seconds after it took them.
    NOTICES_LEASE_SECONDS: '5',
    NOTICES_SUBSCRIBE_LIMIT: String(SUBSCRIBE_LIMIT),
  }
  const smtpUrl = (i: number) => `smtp://127.0.0.1:${(smtp[i]!.server.address() as AddressInfo).port}`
  const [portA, portB] = await Promise.all([freePort(), freePort()])
  a = startInstance(portA!, { ...shared, SMTP_URL: smtpUrl(0) })
  b = startInstance(portB!, { ...shared, SMTP_URL: smtpUrl(1) })
  await untilServing([a, b], 11 * 60_000)
  staff = await request.newContext({ baseURL: b.url, extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.30' } })
  expect((await staff.post('/cms-api/users/login', { data: admin })).status()).toBe(200)
  schoolName = ((await (await staff.get('/cms-api/schools?limit=1&depth=0')).json()) as { docs: { name: string }[] }).docs[0]!.name
})

test.afterAll(async () => {
  await staff?.dispose()
  for (const i of [a, b]) {
    if (!i || i.child.exitCode !== null || i.child.signalCode !== null) continue
    await new Promise<void>((resolve) => {
      i.child.once('exit', () => resolve())
      i.child.kill('SIGTERM')
    })
  }
  for (const server of smtp) await new Promise<void>((resolve) => server.close(() => resolve()))
  await redis?.stop()
  cluster?.stop()
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true })
})

test('a parent subscribes without JavaScript, confirms through the e-mailed link, gets the next circular, and one POST unsubscribes them: nothing of them remains', async ({ browser }) => {
  const email = `asha.${Date.now()}@example.com`
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.21' } })
  const page = await context.newPage()
  await page.goto(`${a.url}/`)
  await page.getByRole('banner').getByRole('link', { name: 'Get notices' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Get notices' })).toBeVisible()
  await page.getByLabel('Your e-mail address').fill(email)
  await expect(page.getByRole('checkbox', { name: /Emergency alerts/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Circulars and newsletters' })).toBeChecked()
  await expect(page.getByText(`By subscribing you agree that ${schoolName} keeps this e-mail address`)).toBeVisible()
  // The form's signed time: a person takes more than three seconds.
  await page.waitForTimeout(3_100)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible()

  const confirmation = await mailTo(email, `Confirm your notices from ${schoolName}`)
  expect(confirmation.from.name).toBe(schoolName)
  const link = /https?:\/\/\S+\/notices\/confirm\?s=\d+&t=[\w-]{43}/.exec(confirmation.text)?.[0]
  expect(link, confirmation.text).toBeTruthy()
  // Opening the link changes nothing (mail scanners open links); the button confirms.
  await page.goto(link!)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible()
  await context.close()

  const title = `Fee schedule for the winter term ${Date.now()}`
  const circular = await publishCircular(staff, title)
  const notice = await mailTo(email, title)
  expect(notice.from).toEqual({ name: schoolName, address: 'notices@vendor.example' })
  expect(notice.text).toContain(title)
  expect(notice.text).toContain('/newsletters')
  expect(notice.html).toContain(title)
  expect(notice.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
  const unsubscribe = /^<(https?:\/\/[^>]+)>$/.exec(notice.headers.get('list-unsubscribe') ?? '')?.[1]
  expect(unsubscribe, notice.headers.get('list-unsubscribe')).toBeTruthy()
  expect(notice.text).toContain(unsubscribe!)

  // RFC 8058: the mail program posts from its own server, with no cookie and no Origin of ours.
  const mailProgram = await request.newContext()
  const res = await mailProgram.post(unsubscribe!, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' })
  expect(res.status()).toBe(200)
  expect(await res.text()).toMatch(/^Unsubscribed/)
  await mailProgram.dispose()

  // Nothing of the parent remains in any table.
  const tables = cluster.sql('site', "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'").trim().split('\n').map((t) => t.trim()).filter(Boolean)
  expect(tables).toContain('notice_subscriptions')
  for (const table of tables) expect(cluster.sql('site', `SELECT count(*) FROM "${table}" t WHERE t::text ILIKE '%${email}%'`).trim(), table).toBe('0')
  // Staff see what happened: sent to one subscriber, who has unsubscribed since.
  const sends = (await (await staff.get(`/cms-api/notice-sends?where[sourceKey][equals]=circulars:${circular}`)).json()) as { docs: Record<string, number>[] }
  expect(sends.docs[0]).toMatchObject({ subscribers: 1, sent: 1, failed: 0, bounced: 0, unsubscribedSince: 1 })
})

test('the form names what is wrong, and each network address may send it only a few times', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.22' } })
  const page = await context.newPage()
  await page.goto(`${a.url}/hi/notices`)
  await expect(page.getByRole('heading', { level: 1, name: 'सूचनाएँ पाएँ' })).toBeVisible()
  await page.goto(`${a.url}/notices`)
  // An address the browser lets through but no mail server would take, and no kind of notice.
  await page.getByLabel('Your e-mail address').fill('asha@localhost')
  for (const box of await page.getByRole('checkbox').all()) await box.uncheck()
  await page.waitForTimeout(3_100)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('alert').first()).toHaveText('Please correct the marked fields and send again.')
  const email = page.getByLabel('Your e-mail address')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription(/Enter an e-mail address like name@example.com\./)
  await expect(page.getByText('Choose at least one kind of notice.')).toBeVisible()
  // What was typed is kept.
  await expect(email).toHaveValue('asha@localhost')

  for (let i = 0; i <= SUBSCRIBE_LIMIT; i++) {
    await page.goto(`${a.url}/notices`)
    await page.getByLabel('Your e-mail address').fill(`ravi.${i}.${Date.now()}@example.com`)
    await page.waitForTimeout(3_100)
    await page.getByRole('button', { name: 'Subscribe' }).click()
    if (i < SUBSCRIBE_LIMIT) await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible()
    else await expect(page.getByRole('alert')).toContainText('You have sent this form several times in a short time. Please wait')
  }
  // Another address is not held up.
  const other = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' } })
  const second = await other.newPage()
  await second.goto(`${a.url}/notices`)
  await second.getByLabel('Your e-mail address').fill(`meera.${Date.now()}@example.com`)
  await second.waitForTimeout(3_100)
  await second.getByRole('button', { name: 'Subscribe' }).click()
  await expect(second.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible()
  await other.close()
  await context.close()
})

test('one circular to 2,000 subscribers: each gets exactly one, with two instances sending and one killed in the middle of a send; a bounced address is erased', async () => {
  const SUBSCRIBERS = 2000
  const school = cluster.sql('site', "SELECT id FROM schools WHERE code = 'KSR'").trim()
  cluster.sql(
    'site',
    `INSERT INTO notice_subscriptions (school_id, channel, email, topics_alerts, topics_circulars, topics_news, topics_events, frequency, locale, confirmed, confirmed_at, consent_wording, consent_given_at, consent_locale)
     SELECT ${school}, 'email', 'parent' || n || '@example.com', true, true, false, false, 'immediate', 'en', true, now(), 'I agree.', now(), 'en' FROM generate_series(1, ${SUBSCRIBERS}) n;
     INSERT INTO notice_subscriptions (school_id, channel, email, topics_circulars, frequency, locale, confirmed, consent_wording, consent_given_at, consent_locale)
     VALUES (${school}, 'email', 'bounce@example.com', true, 'immediate', 'en', true, 'I agree.', now(), 'en')`,
  )
  const before = inbox.length
  const killed = new Promise<void>((resolve) => (killA = { after: 300, seen: 0, done: resolve }))
  const title = `Results are out ${Date.now()}`
  const circular = await publishCircular(staff, title)

  await killed
  expect(a.child.signalCode).toBe('SIGKILL')
  const deadline = Date.now() + 4 * 60_000
  const mine = () => inbox.slice(before).filter((m) => m.subject === title)
  while (new Set(mine().map((m) => m.to)).size < SUBSCRIBERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500))
  // A little longer, for any message sent twice.
  await new Promise((r) => setTimeout(r, 7_000))

  const got = mine()
  const perAddress = new Map<string, number>()
  for (const m of got) perAddress.set(m.to, (perAddress.get(m.to) ?? 0) + 1)
  expect(perAddress.size).toBe(SUBSCRIBERS)
  expect([...perAddress.values()].filter((n) => n !== 1)).toEqual([])
  expect(perAddress.has('bounce@example.com')).toBe(false)
  // Both instances sent (A until it was killed, 299 of them), B the rest, A's unfinished rows included.
  expect(got.filter((m) => m.via === 'a')).toHaveLength(299)
  expect(got.filter((m) => m.via === 'b').length).toBe(SUBSCRIBERS - 299)

  expect(cluster.sql('site', "SELECT count(*) FROM notice_subscriptions WHERE email = 'bounce@example.com'").trim()).toBe('0')
  const sends = (await (await staff.get(`/cms-api/notice-sends?where[sourceKey][equals]=circulars:${circular}`)).json()) as { docs: Record<string, number>[] }
  expect(sends.docs[0]).toMatchObject({ subscribers: SUBSCRIBERS + 1, sent: SUBSCRIBERS, bounced: 1, failed: 0, pending: 0 })
})
