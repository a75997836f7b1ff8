/**
 * Several instances of the site, as a vendor runs them (issue #13): three `npm start`s on one
 * private PostgreSQL 15 and one private Redis, all started at the same moment on an empty
 * database, sharing the upload folder and PAYLOAD_SECRET. Each instance has its own data folder
 * and its own process; they share nothing else.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { expect, request, test, type APIRequestContext } from '@playwright/test'

import { commandArgs } from '../../scripts/lib'
import { PostgresCluster } from '../servers/postgres'
import { RedisServer } from '../servers/redis'
import { SiteServer, untilServing, type Settings } from '../servers/site'
import { within2s } from './helpers'

test.describe.configure({ mode: 'serial', timeout: 15 * 60_000 })

const root = fileURLToPath(new URL('../..', import.meta.url))
const made: string[] = []
const tmp = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ksr-${name}-`))
  made.push(dir)
  return dir
}

const admin = { email: 'instances-admin@example.com', password: randomBytes(12).toString('base64url') }
const TC_LIMIT = 10

let cluster: PostgresCluster
let redis: RedisServer
let instances: SiteServer[] = []
let staff: APIRequestContext
let sharedEnv: Settings

const logOf = (i: SiteServer) => i.log()

/** Lines an instance logged as errors (its own JSON lines, Payload's, or a crash). */
const errorsIn = (i: SiteServer) =>
  logOf(i)
    .split('\n')
    .filter((l) => /"level":\s*(?:"error"|"fatal"|50|60)\b|Cannot read properties|Unhandled|\bERROR\b/.test(l))

/** Runs a project command against the shared database; resolves with its output. */
function command(script: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...commandArgs(path.basename(script, '.ts')), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), NODE_ENV: 'production', ...sharedEnv, DATA_DIR: tmp('command') },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d))
    child.stderr.on('data', (d: Buffer) => (output += d))
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${script} exited with ${code}:\n${output}`))))
  })
}

test.beforeAll(async () => {
  // A hook has its own timeout (60 s), not the tests' 15 minutes: three cold starts with the
  // demo load on a busy machine take longer than that.
  test.setTimeout(15 * 60_000)
  cluster = new PostgresCluster(tmp('postgres'), ['site'])
  await cluster.start()
  redis = new RedisServer()
  await redis.start()
  sharedEnv = {
    DATABASE_URL: cluster.url('site'),
    REDIS_URL: redis.url(),
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    UPLOAD_DIR: tmp('uploads'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // The demo school, asked for: an empty PostgreSQL gets none by default.
    SEED_DEMO: 'always',
    TRUST_PROXY: '1',
    TC_LOOKUP_LIMIT: String(TC_LIMIT),
    // Every request logged: the tests read the instances' logs.
    LOG_LEVEL: 'info',
  }
  // Three instances at the same moment, on an empty database, each with a data folder of its own.
  instances = await Promise.all([0, 1, 2].map(() => SiteServer.start({ env: sharedEnv })))
  await untilServing(instances, { limitMs: 12 * 60_000 })
  staff = await request.newContext({ baseURL: instances[0]!.url, extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.10' } })
  expect((await staff.post('/cms-api/users/login', { data: admin })).status()).toBe(200)
})

test.afterAll(async () => {
  await staff?.dispose()
  await Promise.all(instances.map((i) => i.stop()))
  await redis?.stop()
  cluster?.stop()
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true })
})

test('three instances started at the same moment on an empty database all serve the home page, and the demo school was loaded once', async () => {
  for (const i of instances) {
    const res = await fetch(`${i.url}/`)
    expect(res.status, i.url).toBe(200)
    expect(await res.text()).toContain('<main')
  }
  expect(cluster.sql('site', 'SELECT count(*) FROM users').trim()).toBe('1')
  expect(cluster.sql('site', "SELECT count(*) FROM payload_migrations WHERE name <> 'dev'").trim()).toBe(
    String(fs.readdirSync(path.join(root, 'src/migrations/postgres')).filter((f) => /^\d.*\.ts$/.test(f)).length),
  )
  for (const i of instances) expect(errorsIn(i), i.url).toEqual([])
  // Each start-up step ran once and to the end: nothing about an early exit or a second attempt.
  for (const i of instances) expect(logOf(i), i.url).not.toMatch(/exit 13|before finishing|running it again|Start-up failed/)
})

test("a publish, an unpublish and a delete on one instance show on another's page and API at once, not when its cache expires", async () => {
  const [a, b] = instances as [SiteServer, SiteServer]
  const title = `Shared news ${Date.now()}`
  const onB = async () => {
    const [page, api] = await Promise.all([
      fetch(`${b.url}/news`).then((r) => r.text()),
      fetch(`${b.url}/api/news/KSR`).then((r) => r.text()),
    ])
    return { page: page.includes(title), api: api.includes(title) }
  }
  /**
   * Until B shows the change. B's cache would keep the old answers CACHE_TTL_SECONDS (300 s):
   * the change shows at once only through the invalidation from A. Within 2 s on a quiet
   * machine (the figures are printed); 30 s leaves room for a busy machine's renders.
   */
  const took: number[] = []
  const shown = async (expected: { page: boolean; api: boolean }) => {
    const started = Date.now()
    await expect.poll(onB, { timeout: 30_000, intervals: [100] }).toEqual(expected)
    took.push(Date.now() - started)
  }
  // B has both cached before the change.
  expect(await onB()).toEqual({ page: false, api: false })
  expect((await fetch(`${b.url}/news`)).headers.get('x-cache')).toBe('HIT')

  const created = await staff.post('/cms-api/news', {
    data: { title, description: 'Posted on one instance.', fromDate: new Date().toISOString(), _status: 'published' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  expect(a.url).not.toBe(b.url)
  await shown({ page: true, api: true })

  expect((await staff.patch(`/cms-api/news/${id}`, { data: { _status: 'draft' } })).status()).toBe(200)
  await shown({ page: false, api: false })

  expect((await staff.patch(`/cms-api/news/${id}`, { data: { _status: 'published' } })).status()).toBe(200)
  await shown({ page: true, api: true })
  expect((await staff.delete(`/cms-api/news/${id}`)).status()).toBe(200)
  await shown({ page: false, api: false })
  console.log(`shown on the other instance after the publish, unpublish, publish and delete: ${took.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`)
})

test("an import's changes show on every instance", async () => {
  const dir = tmp('export')
  await command('scripts/content-export.ts', [dir])
  const file = path.join(dir, 'news.json')
  const news = JSON.parse(fs.readFileSync(file, 'utf8')) as { title: string }[]
  const title = `Imported headline ${Date.now()}`
  news[0]!.title = title
  fs.writeFileSync(file, JSON.stringify(news, null, 2))
  // Every instance has the news list cached before the import.
  for (const i of instances) expect(await (await fetch(`${i.url}/api/news/KSR`)).text()).not.toContain(title)
  const output = await command('scripts/content-import.ts', [dir])
  expect(output).toContain('Every running instance of the site shows it now.')
  // At once: the cached lists would otherwise keep the old title for CACHE_TTL_SECONDS (300 s);
  // 30 s leaves room for a busy machine's renders.
  for (const i of instances) {
    await expect
      .poll(async () => (await (await fetch(`${i.url}/api/news/KSR`)).text()).includes(title), { timeout: 30_000, intervals: [100] })
      .toBe(true)
  }
})

test(`${TC_LIMIT + 1} TC lookups from one address spread over the instances: the last is refused`, async () => {
  const statuses: number[] = []
  for (let n = 0; n <= TC_LIMIT; n++) {
    const i = instances[n % instances.length]!
    const res = await fetch(`${i.url}/api/tc/KSR`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify({ admission: 900000 + n, name: 'Nobody In Particular' }),
    })
    statuses.push(res.status)
  }
  expect(statuses.slice(0, TC_LIMIT)).toEqual(Array(TC_LIMIT).fill(404))
  expect(statuses[TC_LIMIT]).toBe(429)
})

test('ten drafts scheduled for the same minute are each published exactly once, with no error logged', async () => {
  const ids: number[] = []
  for (let n = 0; n < 10; n++) {
    const res = await staff.post('/cms-api/news?draft=true', {
      data: {
        title: `Scheduled ${n} ${Date.now()}`,
        description: 'Publishes itself.',
        fromDate: new Date().toISOString(),
        _status: 'draft',
      },
    })
    expect(res.status()).toBe(201)
    ids.push(((await res.json()) as { doc: { id: number } }).doc.id)
  }
  // What the admin's "Schedule publish" makes: one job per document, all due at the same time.
  const due = new Date(Date.now() + 5000).toISOString()
  cluster.sql(
    'site',
    `INSERT INTO payload_jobs (input, task_slug, queue, wait_until)
     SELECT json_build_object('type', 'publish', 'doc', json_build_object('relationTo', 'news', 'value', id)), 'schedulePublish', 'default', '${due}'
     FROM unnest(ARRAY[${ids.join(',')}]) AS id`,
  )
  const published = () => cluster.sql('site', `SELECT count(*) FROM news WHERE _status = 'published' AND id IN (${ids.join(',')})`).trim()
  await expect.poll(published, { timeout: 60_000, intervals: [1000] }).toBe('10')
  // Give a second runner time to publish anything twice (a publish that never happens has no event), then count the published versions.
  await new Promise((r) => setTimeout(r, 12_000))
  const versions = cluster
    .sql(
      'site',
      `SELECT parent_id, count(*) FROM _news_v WHERE version__status = 'published' AND parent_id IN (${ids.join(',')}) GROUP BY parent_id`,
    )
    .trim()
    .split('\n')
  expect(versions).toHaveLength(10)
  for (const row of versions) expect(row, row).toMatch(/\|1$/)
  expect(
    cluster
      .sql('site', `SELECT count(*) FROM payload_jobs WHERE task_slug = 'schedulePublish' AND (has_error OR completed_at IS NULL)`)
      .trim(),
  ).toBe('0')
  for (const i of instances) expect(errorsIn(i), i.url).toEqual([])
  // No connection of the site's is left inside a transaction.
  expect(
    cluster.sql('site', "SELECT count(*) FROM pg_stat_activity WHERE usename = 'ksr' AND state LIKE 'idle in transaction%'").trim(),
  ).toBe('0')
})

/** A request to an instance at a host of our choosing (the name need not resolve: the address is loopback). */
function ask(i: SiteServer, host: string, target: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(i.url)
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: target, headers: { host: `${host}:${port}` } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

test('school:add, run without PORT, shows the new school on every instance within 2 s, presentable with its own name; the first school stays on 127.0.0.1, and an unknown host gets a 404 naming no school', async () => {
  const KSR = 'Kestrel Springs Residential School'
  const ZEB = { code: 'ZEB', name: 'Zebra Public School', host: 'zebra.localhost' }
  // As the only school, KSR answers on any host: each instance has its pages cached, at 127.0.0.1 and at the new school's domain.
  for (const i of instances) {
    for (const host of ['127.0.0.1', ZEB.host]) {
      const home = await ask(i, host, '/')
      expect(home.status, `${i.url} at ${host}`).toBe(200)
      expect(home.body).toContain(KSR)
    }
  }
  // The command reaches the instances through Redis (sharedEnv has REDIS_URL, no PORT): it guesses no address.
  // From KSR's structure (the outlines of its pages, hidden from visitors until written), never its content.
  const output = await command('scripts/school-add.ts', ['--code', ZEB.code, '--name', ZEB.name, '--domain', ZEB.host, '--from', 'KSR'])
  const added = Date.now()
  expect(output).toContain(`Added ${ZEB.name} (${ZEB.code}) on ${ZEB.host}.`)
  expect(output).toMatch(/Kestrel Springs Residential School \(KSR\) keeps answering where it did: .*127\.0\.0\.1/)
  expect(output).toContain('Every running instance of the site shows it now.')
  expect(output).toMatch(/From KSR: the outlines of \d+ pages \(.*School timings.*\), not on the site until its staff fill them in/)
  const homeAt = async (i: SiteServer, host: string) => {
    const home = await ask(i, host, '/')
    return { status: home.status, ksr: home.body.includes(KSR), zeb: home.body.includes(ZEB.name) }
  }
  // All instances are looked at together: one instance's slow first render must not delay the looks at the next.
  await Promise.all(instances.map((i) => within2s(() => homeAt(i, ZEB.host), { status: 200, ksr: false, zeb: true }, added)))
  // Presentable at once, before anyone fills its profile: its own name from the school record, no "undefined", nothing of KSR's.
  const [a] = instances as [SiteServer]
  const home = (await ask(a, ZEB.host, '/')).body
  expect(home).toMatch(new RegExp(`<title>([^<]* \\| )?${ZEB.name}</title>`))
  expect(home).toContain(`© ${new Date().getFullYear()} ${ZEB.name}`)
  expect(home).not.toMatch(/undefined|Youth Summit|\/ksrys/)
  // Its menu and footer lead to no page it has not written yet, outlines included (syllabus, activities, council, timings…).
  for (const empty of ['/syllabus-curriculum', '/exam-schedule', '/student-council', '/pphelp', '/erpsoftware', '/activities', '/principal-message', '/school-timing', '/school-uniform', '/admission'])
    expect(home, empty).not.toContain(`href="${empty}"`)
  // An outline's page reads as not written: none of KSR's rows (nor their times) on it.
  const timing = (await ask(a, ZEB.host, '/school-timing')).body
  expect(timing).not.toMatch(/III - X|07:50/)
  // Nor does its home page show sections with nothing in them yet.
  for (const heading of ['Message Corner', 'Our Shining Stars', 'Photo Gallery']) expect(home, heading).not.toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`))
  expect((await ask(a, ZEB.host, '/ksrys')).status).toBe(404)
  for (const target of ['/news', '/about-school', '/contact-us', '/sitemap']) {
    const page = await ask(a, ZEB.host, target)
    expect(page.status, target).toBe(200)
    expect(page.body, target).toMatch(new RegExp(`<title>[^<]* \\| ${ZEB.name}</title>`))
    expect(page.body, target).not.toMatch(/undefined|Kestrel|Youth Summit/)
  }
  for (const feed of ['/feeds/news.xml', '/feeds/circulars.xml', '/feeds/alerts.xml']) {
    const answer = await ask(a, ZEB.host, feed)
    expect(answer.status, feed).toBe(200)
    expect(answer.body, feed).toContain(`<title>${ZEB.name}: `)
    expect(answer.body, feed).not.toMatch(/undefined|Kestrel/)
  }
  expect((await ask(a, ZEB.host, '/sitemap.xml')).body).not.toMatch(/ksrys|undefined/)
  for (const i of instances) {
    expect(await homeAt(i, '127.0.0.1'), i.url).toEqual({ status: 200, ksr: true, zeb: false })
    // A host no school lists: a plain 404 that names neither school.
    expect(await homeAt(i, 'nobody.localhost'), i.url).toEqual({ status: 404, ksr: false, zeb: false })
  }
})

test('an instance told to stop finishes the request under way, takes no new one and exits; the others keep serving', async () => {
  const c = instances[2]!
  const port = Number(new URL(c.url).port)
  // A sign-in whose body is still arriving when the instance is told to stop.
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' })
  const socket = net.connect(port, '127.0.0.1')
  await once(socket, 'connect')
  let answer = ''
  socket.on('data', (d: Buffer) => (answer += d.toString()))
  socket.write(
    `POST /cms-api/users/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Forwarded-For: 192.0.2.77\r\n\r\n${body.slice(0, 12)}`,
  )
  // Time for the instance to read the request's head, so that it is under way: its reading shows nowhere outside it.
  await new Promise((r) => setTimeout(r, 500))
  const exited = new Promise<number | null>((resolve) => c.child.once('exit', (code) => resolve(code)))
  c.child.kill('SIGTERM')
  await expect.poll(() => logOf(c), { timeout: 5000 }).toContain('SIGTERM: finishing the requests under way')
  await expect(fetch(`${c.url}/`, { signal: AbortSignal.timeout(5000) }), 'a new connection is refused').rejects.toThrow()
  expect(c.child.exitCode, 'still running while a request is under way').toBeNull()
  socket.write(body.slice(12))
  await expect.poll(() => /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1], { timeout: 10_000 }).toBe('401')
  expect(answer).toContain('The email or password provided is incorrect.')
  expect(await exited).toBe(0)
  socket.destroy()
  for (const i of instances.slice(0, 2)) expect((await fetch(`${i.url}/`)).status, i.url).toBe(200)
  expect(errorsIn(c)).toEqual([])
})

test('with Redis stopped every instance serves and /healthz says degraded with 200; with PostgreSQL stopped too, an uncached page and a photo answer 503 with Retry-After, cached pages 200', async () => {
  const [a, b] = instances as [SiteServer, SiteServer]
  const ok = await fetch(`${a.url}/healthz`)
  expect(ok.status).toBe(200)
  expect(await ok.json()).toMatchObject({ status: 'ok', database: 'ok', redis: 'ok' })
  // Before the outages: the home page cached on A; a news item and a photo nobody has asked for yet.
  expect((await fetch(`${a.url}/`)).status).toBe(200)
  expect((await fetch(`${a.url}/`)).headers.get('x-cache')).toBe('HIT')
  const news = ((await (await fetch(`${a.url}/cms-api/news?limit=100&depth=0`)).json()) as { docs: { id: number }[] }).docs
  const gallery = JSON.stringify(await (await fetch(`${a.url}/api/gallery/All/KSR`)).json())
  const photo = /[\w-]+\.(?:jpe?g|png|webp)/i.exec(gallery)?.[0]
  expect(news.length).toBeGreaterThan(0)
  expect(photo).toBeDefined()

  // A preview (rendered by Next for the staff member alone, outside the response cache) and the
  // TC form's fields, for what Next itself answers once the database is away.
  expect((await staff.get('/preview?path=/about-school', { maxRedirects: 0 })).status()).toBe(303)
  const tcPage = await (await fetch(`${a.url}/tc`)).text()
  const tcForm = /<form[^>]*data-tc-form[^>]*>([\s\S]*?)<\/form>/.exec(tcPage)?.[1] ?? ''
  const hidden = [...tcForm.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(([, name, value]) => [
    name!,
    (value ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
  ])
  expect(hidden.length).toBeGreaterThan(0)

  await redis.stop()
  for (const i of [a, b]) {
    const health = await fetch(`${i.url}/healthz`)
    expect(health.status, i.url).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'degraded', database: 'ok', redis: 'unreachable' })
    expect((await fetch(`${i.url}/about-school`)).status, i.url).toBe(200)
  }

  cluster.stop()
  const cached = await fetch(`${a.url}/`)
  expect(cached.status).toBe(200)
  const page = await fetch(`${a.url}/hi/news/${news.at(-1)!.id}`)
  expect(page.status).toBe(503)
  expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(await page.text()).toMatch(/try again in a minute|फिर प्रयास करें/i)
  // Pages made for one visitor, outside the response cache: a preview (its layout fails, which
  // Next answers with a document that is blank without JavaScript) and the TC lookup's form post
  // (the lookup fails); each gets the server's try-again page in both languages, 503 with Retry-After.
  const preview = await staff.get('/about-school')
  expect(preview.status()).toBe(503)
  expect(Number(preview.headers()['retry-after'])).toBeGreaterThan(0)
  expect(await preview.text()).toMatch(/Please try again in a minute[\s\S]*फिर से प्रयास करें/)
  const form = new FormData()
  for (const [name, value] of hidden) form.append(name!, value!)
  form.append('admission', '12345')
  form.append('name', 'Nobody In Particular')
  const lookup = await fetch(`${a.url}/tc`, { method: 'POST', body: form })
  expect(lookup.status).toBe(503)
  expect(Number(lookup.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(await lookup.text()).toMatch(/Please try again in a minute[\s\S]*फिर से प्रयास करें/)
  const file = await fetch(`${a.url}/files/images/${photo}`)
  expect(file.status).toBe(503)
  expect(Number(file.headers.get('retry-after'))).toBeGreaterThan(0)
  const health = await fetch(`${a.url}/healthz`)
  expect(health.status).toBe(503)
  expect(await health.json()).toMatchObject({ database: 'unreachable' })
  expect((await fetch(`${a.url}/healthz/live`)).status).toBe(200)
})
