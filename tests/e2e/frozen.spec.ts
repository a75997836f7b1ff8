/**
 * A dependency that stops answering without going away (issue #43, "a quiet pager"): Redis, then
 * PostgreSQL, frozen with SIGSTOP as a hung host or a stalled disk leaves it (its connections
 * stay open and take what is sent; nothing answers, and a new connection is accepted by the
 * system and never served). One instance on both, with the production render timeout.
 *
 * - Redis frozen: the instance answers as it does without Redis (limits counted in its memory),
 *   at once rather than when Redis wakes; /healthz names Redis (docs/operations.md).
 * - PostgreSQL frozen: what needs it (an uncached page, a file, a share card, an icon, the API,
 *   a TC lookup, a feed, the sitemap) answers 503 with Retry-After within the render timeout,
 *   cached pages 200; /healthz 503 naming the database, within its own few seconds.
 * - After SIGCONT everything serves again. Each freeze is undone in a `finally`, whatever failed.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { PostgresCluster } from '../servers/postgres'
import { RedisServer } from '../servers/redis'
import { startSite, type SiteServer } from '../servers/site'

test.describe.configure({ mode: 'serial', timeout: 10 * 60_000 })

/** The production default (src/env.ts); the test servers' own default is 60 s (tests/servers/site.ts). */
const RENDER_TIMEOUT_SECONDS = 10
/** How long an answer may take while a dependency is frozen: the render timeout, and 5 s for a busy 2-core machine. */
const BOUND_MS = (RENDER_TIMEOUT_SECONDS + 5) * 1000
/** /healthz asks each dependency for at most 2 s (src/app/healthz/route.ts), with the same 5 s to spare. */
const HEALTH_BOUND_MS = 2_000 + 5_000
/** How long the instance may take to serve normally again once the dependency wakes. */
const RECOVERY_MS = 30_000

const made: string[] = []
const tmp = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ksr-${name}-`))
  made.push(dir)
  return dir
}

let cluster: PostgresCluster
let redis: RedisServer
let site: SiteServer
/** Published news items and used images, each asked for once at most (a second ask may be answered from a cache). */
let news: number[] = []
let images: { id: number; filename: string }[] = []

type Answer = { status: number; retryAfter: string | null; type: string; body: string; ms: number }

/** One request to the instance, timed; a minute at most, so that a hang fails the test rather than holding it. */
async function ask(target: string, init: RequestInit = {}): Promise<Answer> {
  const started = Date.now()
  try {
    const res = await fetch(`${site.url}${target}`, { ...init, signal: AbortSignal.timeout(60_000) })
    const body = await res.text()
    return { status: res.status, retryAfter: res.headers.get('retry-after'), type: res.headers.get('content-type') ?? '', body, ms: Date.now() - started }
  } catch (err) {
    // No answer at all (status 0): reported with the others rather than thrown.
    return { status: 0, retryAfter: null, type: '', body: String(err), ms: Date.now() - started }
  }
}

/** What was answered, for a failure's message. */
const shown = (target: string, a: Answer) => `${target}: ${a.status} in ${a.ms} ms, Retry-After ${a.retryAfter}, ${a.type}: ${a.body.slice(0, 300)}`

/** A failed TC lookup through the API (it reads the register and counts a failure per address). */
const tcLookup = (admission: number): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ admission, name: 'Nobody In Particular' }),
})

const next = <T>(list: T[], what: string): T => {
  const item = list.shift()
  expect(item, `an unused ${what} left`).toBeDefined()
  return item!
}

test.beforeAll(async () => {
  test.setTimeout(12 * 60_000)
  cluster = new PostgresCluster(tmp('postgres'), ['site'])
  await cluster.start()
  redis = new RedisServer()
  await redis.start()
  site = await startSite({
    env: {
      DATABASE_URL: cluster.url('site'),
      REDIS_URL: redis.url(),
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      UPLOAD_DIR: tmp('uploads'),
      ADMIN_EMAIL: 'frozen-admin@example.com',
      ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
      SEED_DEMO: 'always',
      RENDER_TIMEOUT_SECONDS: String(RENDER_TIMEOUT_SECONDS),
    },
    limitMs: 10 * 60_000,
  })
  const list = async <T>(target: string) => ((await (await fetch(`${site.url}${target}`)).json()) as { docs: T[] }).docs
  news = (await list<{ id: number }>('/cms-api/news?limit=100&depth=0&sort=-id')).map((n) => n.id)
  images = (await list<{ id: number; filename?: string | null; mimeType?: string | null }>('/cms-api/images?limit=100&depth=0&sort=-id'))
    .filter((i) => i.filename && /^image\/(jpeg|png|webp)$/.test(i.mimeType ?? ''))
    .map((i) => ({ id: i.id, filename: i.filename! }))
  expect(news.length).toBeGreaterThanOrEqual(4)
  expect(images.length).toBeGreaterThanOrEqual(8)
  // The pages every render shares (layout, menu, school) once, so that a render during the
  // test waits only for what the page itself reads; the home page is kept in the cache.
  // A first render on a machine busy with other tests may pass the render timeout: asked until it is made.
  for (const target of ['/', '/news', `/news/${next(news, 'news item')}`])
    await expect.poll(async () => (await ask(target)).status, { timeout: 60_000, message: target }).toBe(200)
})

test.afterAll(async () => {
  // Woken whatever happened, so that they stop.
  redis?.signal('SIGCONT')
  try {
    cluster?.signal('SIGCONT')
  } catch {
    // Not started.
  }
  await site?.stop()
  await redis?.stop()
  cluster?.stop()
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true })
})

/** Until /healthz answers 200 with every dependency ok, then the targets each 200. */
async function servesAgain(targets: string[]) {
  await expect
    .poll(async () => (await ask('/healthz')).body.replace(/\s/g, ''), { timeout: RECOVERY_MS, intervals: [500] })
    .toBe('{"status":"ok","database":"ok","redis":"ok"}')
  for (const target of targets) await expect.poll(async () => (await ask(target)).status, { timeout: RECOVERY_MS, intervals: [500] }).toBe(200)
}

test('Redis frozen: pages, files, share cards and TC lookups are answered at once as without Redis; /healthz names Redis; all well once it wakes', async () => {
  expect((await ask('/healthz')).status).toBe(200)
  const rounds: Record<string, Answer>[] = []
  redis.signal('SIGSTOP')
  try {
    // Twice: at the moment it froze (what was already sent to Redis waits for its answer), and
    // again a few seconds on (the instance knows by then that Redis does not answer: 2.5 s
    // without a word from it, src/server/timeouts.ts).
    for (const round of [0, 1]) {
      // The instance's 2.5 s silence timer shows nothing outside it: wait past it.
      if (round) await new Promise((r) => setTimeout(r, 5000))
      const image = next(images, 'image')
      const targets: Record<string, [string, RequestInit?]> = {
        page: [`/news/${next(news, 'news item')}`],
        file: [`/files/images/${image.filename}`],
        share: [`/share-image/${next(images, 'image').id}`],
        tc: ['/api/tc/KSR', tcLookup(990000 + round)],
        health: ['/healthz'],
      }
      const answers = await Promise.all(Object.entries(targets).map(async ([name, [target, init]]) => [name, await ask(target, init)] as const))
      rounds.push(Object.fromEntries(answers))
      for (const [name, a] of answers) {
        const [target] = targets[name]!
        expect(a.ms, shown(target, a)).toBeLessThan(name === 'health' ? HEALTH_BOUND_MS : BOUND_MS)
        if (name === 'tc') expect(a.status, shown(target, a)).toBe(404)
        else if (name !== 'health') expect(a.status, shown(target, a)).toBe(200)
      }
      const health = rounds.at(-1)!.health!
      // Readiness: the instance serves without Redis, so it stays in the load balancer (200),
      // and the answer names what is wrong.
      expect(health.status, shown('/healthz', health)).toBe(200)
      expect(JSON.parse(health.body)).toEqual({ status: 'degraded', database: 'ok', redis: 'unreachable' })
    }
  } finally {
    redis.signal('SIGCONT')
  }
  console.log(
    `Redis frozen, answered in: ${rounds.map((r, n) => `${n ? 'after 5 s' : 'at once'}: ${Object.entries(r).map(([name, a]) => `${name} ${a.ms} ms`).join(', ')}`).join('; ')}`,
  )
  // Once it wakes: everything as before, and the limits count in Redis again.
  await servesAgain([`/news/${next(news, 'news item')}`, `/share-image/${next(images, 'image').id}`])
  expect((await ask('/api/tc/KSR', tcLookup(990002))).status).toBe(404)
})

test('PostgreSQL frozen: an uncached page, a file, a share card, an icon, the API, a feed and the sitemap answer 503 with Retry-After within the render timeout, a cached page 200; /healthz 503 names the database; all well once it wakes', async () => {
  expect((await ask('/healthz')).status).toBe(200)
  // The home page in the response cache (Redis waking made the instance forget what it had: it may have missed changes meanwhile).
  await expect.poll(async () => (await fetch(`${site.url}/`)).headers.get('x-cache'), { timeout: RECOVERY_MS }).toBe('HIT')
  const page = `/news/${next(news, 'news item')}`
  const file = `/files/images/${next(images, 'image').filename}`
  const share = `/share-image/${next(images, 'image').id}`
  const answers: [string, Answer][] = []
  cluster.signal('SIGSTOP')
  try {
    const targets: [string, RequestInit?][] = [
      [page],
      [`/hi${page}`],
      [file],
      [share],
      ['/api/onlineRegistration/KSR'],
      ['/api/tc/KSR', tcLookup(990003)],
      ['/feeds/circulars.xml'],
      ['/sitemap.xml'],
      ['/icons/192.png'],
      ['/healthz'],
      ['/'],
    ]
    answers.push(...(await Promise.all(targets.map(async ([target, init]) => [target, await ask(target, init)] as [string, Answer]))))
  } finally {
    cluster.signal('SIGCONT')
  }
  console.log(`PostgreSQL frozen, answered in: ${answers.map(([target, a]) => `${target} ${a.status} ${a.ms} ms`).join(', ')}`)
  for (const [target, a] of answers) {
    if (target === '/') {
      // In the response cache: answered as if nothing were wrong.
      expect(a.status, shown(target, a)).toBe(200)
      expect(a.ms, shown(target, a)).toBeLessThan(5_000)
      continue
    }
    if (target === '/healthz') {
      expect(a.status, shown(target, a)).toBe(503)
      expect(a.ms, shown(target, a)).toBeLessThan(HEALTH_BOUND_MS)
      expect(JSON.parse(a.body)).toMatchObject({ status: 'unavailable', database: 'unreachable', redis: 'ok' })
      continue
    }
    expect(a.status, shown(target, a)).toBe(503)
    expect(Number(a.retryAfter), shown(target, a)).toBeGreaterThan(0)
    expect(a.ms, shown(target, a)).toBeLessThan(BOUND_MS)
    if (target.startsWith('/api/')) {
      expect(a.type, shown(target, a)).toMatch(/^application\/json/)
      expect(JSON.parse(a.body)).toMatchObject({ error: 'Service Unavailable' })
    } else {
      // The site's "try again" page in both languages, for a picture or a file too (a browser shows it when the address is opened).
      expect(a.type, shown(target, a)).toMatch(/^text\/html/)
      expect(a.body, shown(target, a)).toMatch(/try again in a minute|फिर प्रयास करें/i)
    }
  }
  await servesAgain([page, file, share, '/api/onlineRegistration/KSR'])
  expect((await ask('/api/tc/KSR', tcLookup(990004))).status).toBe(404)
})
