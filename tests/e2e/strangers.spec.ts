/**
 * What one stranger's script can cost the site (issue #26): junk in addresses, long
 * addresses, huge bodies and many searches are answered without turning the response cache
 * off, growing the server's memory, or letting anyone hide from the log. Measured on the
 * e2e server itself (its process found by its port); a second server on the same data shows
 * its log and the render limit.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'

import { startSite, type SiteServer } from '../servers/site'
import { listeningPid, rssOf, volley } from './load'

const MB = 1024 * 1024
const e2ePort = Number(process.env.E2E_PORT)

test.describe.configure({ timeout: 5 * 60_000 })

/** The e2e server's memory now, after a moment for the requests just answered to be let go. */
async function settledRss(pid: number) {
  // Memory being let go (sockets closed, garbage collected) has no event to wait for.
  await new Promise((r) => setTimeout(r, 500))
  return rssOf(pid)
}

test('10,000 requests for /news with unique junk parameters leave it in the cache and the memory where it was', async ({ baseURL }) => {
  const pid = listeningPid(e2ePort)
  // Warm: the page and the connections the volley uses.
  await volley(baseURL!, () => '/news', { count: 500 })
  const before = await settledRss(pid)
  const junk = (i: number) =>
    [`/news?r=${i}-${randomBytes(6).toString('hex')}`, `/news?utm_source=whatsapp&fbclid=IwAR${i}`, `/news?gclid=${i}&page=1`][i % 3]!
  const run = await volley(baseURL!, junk, { count: 10_000, headers: { 'x-forwarded-for': '198.51.100.20' } })
  expect(run.statuses).toEqual({ 200: 10_000 })
  // The 10,000th came from the cache: nothing the stranger added reached the key.
  expect(run.last['x-cache']).toBe('HIT')
  const grown = (await settledRss(pid)) - before
  expect(grown, `grew by ${(grown / MB).toFixed(1)} MB`).toBeLessThan(50 * MB)
})

test('10,000 unique long addresses of /robots.txt: over 8 KB refused with 414, under it answered from the cache; memory stays', async ({
  baseURL,
}) => {
  const pid = listeningPid(e2ePort)
  await volley(baseURL!, () => '/robots.txt', { count: 200 })
  const before = await settledRss(pid)
  const long = await volley(baseURL!, (i) => `/robots.txt?${i}-${'x'.repeat(12 * 1024)}`, { count: 10_000 })
  expect(long.statuses).toEqual({ 414: 10_000 })
  const shorter = await volley(baseURL!, (i) => `/robots.txt?${i}-${'y'.repeat(6 * 1024)}`, { count: 10_000 })
  expect(shorter.statuses).toEqual({ 200: 10_000 })
  expect(shorter.last['x-cache']).toBe('HIT')
  const grown = (await settledRss(pid)) - before
  expect(grown, `grew by ${(grown / MB).toFixed(1)} MB`).toBeLessThan(50 * MB)
})

test('a 414 is a readable page, and headers over 16 KB get 431', async ({ request, baseURL }) => {
  const res = await request.get(`/news?x=${'a'.repeat(9000)}`)
  expect(res.status()).toBe(414)
  expect(await res.text()).toContain('This address is too long')
  const api = await request.get(`/api/news/KSR?x=${'a'.repeat(9000)}`)
  expect(api.status()).toBe(414)
  expect(await api.json()).toMatchObject({ error: 'URI Too Long', field: 'path' })
  const status = await new Promise<number>((resolve, reject) => {
    const { port, hostname } = new URL(baseURL!)
    const req = http.get({ hostname, port, path: '/news', headers: { 'x-padding': 'p'.repeat(20 * 1024) } }, (r) => {
      r.resume()
      resolve(r.statusCode ?? 0)
    })
    req.on('error', reject)
  })
  expect(status).toBe(431)
})

test(`/search from one address past its limit (${process.env.E2E_SEARCH_LIMIT} new queries a minute) answers 429 with Retry-After; a query asked again is kept, and then free`, async ({
  request,
}) => {
  const limit = Number(process.env.E2E_SEARCH_LIMIT)
  const from = { 'x-forwarded-for': '198.51.100.30' }
  const word = randomBytes(4).toString('hex')
  // The first query twice (a search is kept from its second asking on), then new ones up to the limit.
  const queries = [0, ...Array.from({ length: limit - 1 }, (_, i) => i)]
  for (const i of queries) expect((await request.get(`/search?q=fee+${word}${i}`, { headers: from })).status()).toBe(200)
  const refused = await request.get(`/search?q=fee+${word}x`, { headers: from })
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  expect(await refused.text()).toContain('Too many searches from your network')
  // A query already answered is served from memory, limit or not; another address still searches.
  const again = await request.get(`/search?q=fee+${word}0`, { headers: from })
  expect(again.status()).toBe(200)
  expect(again.headers()['x-cache']).toBe('HIT')
  expect((await request.get(`/search?q=fee+${word}x`, { headers: { 'x-forwarded-for': '198.51.100.31' } })).status()).toBe(200)
})

test('a 200 MB body to /api/tc/KSR is refused with 413 before it is read; the memory stays', async ({ baseURL }) => {
  const pid = listeningPid(e2ePort)
  const before = await settledRss(pid)
  const { hostname, port } = new URL(baseURL!)
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    let data = ''
    // The whole answer (headers and Content-Length bytes) arrives while the body is still being sent.
    socket.on('data', (c) => {
      data += c.toString()
      const [head = '', ...rest] = data.split('\r\n\r\n')
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? NaN)
      const body = rest.join('\r\n\r\n')
      if (!data.includes('\r\n\r\n') || !(Buffer.byteLength(body) >= length)) return
      socket.destroy()
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body })
    })
    socket.on('close', () => reject(new Error(`The connection closed before a whole answer came: ${JSON.stringify(data.slice(0, 300))}`)))
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err)))
    socket.write(
      `POST /api/tc/KSR HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${200 * MB}\r\n\r\n`,
    )
    // Keep sending until the answer has come: the server must answer without waiting for the rest.
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    let sent = 0
    const pump = () => {
      while (sent < 200 * MB && !socket.destroyed) {
        sent += chunk.length
        if (!socket.write(chunk)) return void socket.once('drain', pump)
      }
    }
    pump()
  })
  expect(answer.status).toBe(413)
  expect(JSON.parse(answer.body)).toMatchObject({ error: 'Content Too Large', field: 'body' })
  const grown = (await settledRss(pid)) - before
  expect(grown, `grew by ${(grown / MB).toFixed(1)} MB`).toBeLessThan(20 * MB)
})

test('a refused body sent whole on a kept-alive connection closes that connection: the next request on the same client is answered, not reset', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!)
  // One connection, kept alive between requests, as browsers' and apps' HTTP clients do.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const send = (method: string, url: string, body?: Buffer) =>
    new Promise<{ status: number; connection?: string; ms: number }>((resolve, reject) => {
      const started = Date.now()
      const req = http.request({ hostname, port, path: url, method, agent, headers: body ? { 'content-type': 'application/json' } : {} }, (r) => {
        r.resume()
        r.on('end', () => resolve({ status: r.statusCode!, connection: r.headers.connection, ms: Date.now() - started }))
      })
      req.on('error', reject)
      req.end(body)
    })
  try {
    // Just over the 1 MB the server reads of a refused body: all of it is on the wire at once.
    const refused = await send('POST', '/api/tc/KSR', Buffer.alloc(MB + 1000, 0x20))
    expect(refused.status).toBe(413)
    expect(refused.connection).toBe('close')
    const next = await send('GET', '/api/news/KSR')
    expect(next.status).toBe(200)
    expect(next.ms, 'the next request waited on the refused one').toBeLessThan(3_000)
  } finally {
    agent.destroy()
  }
})

test('addresses under /api that no endpoint has answer JSON 404; a Host with a bad port gets 400', async ({ request, baseURL }) => {
  for (const url of ['/api', '/api?x=1', '/API/news/KSR', '/Api/news/KSR?limit=1']) {
    const res = await request.get(url)
    expect(res.status(), url).toBe(404)
    expect(res.headers()['content-type'], url).toMatch(/^application\/json/)
    expect(await res.json()).toMatchObject({ error: 'Not Found' })
  }
  const { hostname, port } = new URL(baseURL!)
  for (const host of [`${hostname}:99999`, `${hostname}:abc`, 'a b', `${hostname}:0`]) {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.get({ hostname, port, path: '/admin', headers: { host } }, (r) => {
        r.resume()
        resolve(r.statusCode ?? 0)
      })
      req.on('error', reject)
    })
    expect(status, host).toBe(400)
  }
})

test.describe('a second server on a copy of the data, with small limits, logging every request', () => {
  let site: SiteServer | undefined
  let base = ''
  const out = () => site?.log() ?? ''
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-strangers-'))

  test.beforeAll(async () => {
    test.setTimeout(3 * 60_000)
    // A consistent copy of the e2e site's database (its own file: the two servers never write
    // to one), with the same secret and uploads.
    const data = process.env.E2E_DATA_DIR!
    const db = createClient({ url: `file:${path.join(data, 'ksr.db')}` })
    await db.execute({ sql: 'VACUUM INTO ?', args: [path.join(dir, 'ksr.db')] })
    db.close()
    fs.copyFileSync(path.join(data, '.payload-secret'), path.join(dir, '.payload-secret'))
    site = await startSite({
      env: {
        DATA_DIR: dir,
        UPLOAD_DIR: path.join(data, 'uploads'),
        LOG_LEVEL: 'info',
        RUN_JOBS: '0',
        TRUST_PROXY: '1',
        RENDER_LIMIT: '5',
        CMS_API_LIMIT: '5',
      },
      target: '/healthz',
      limitMs: 150_000,
    })
    base = site.url
  })

  test.afterAll(async () => {
    await site?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const logged = (mark: string) =>
    out()
      .split('\n')
      .filter((l) => l.includes(mark))
      .map((l) => JSON.parse(l) as { msg: string; path: string; status: number })

  test('refused bodies over 1 MB from one address: the first 30 a minute are answered at once, then each waits 2 s; another address is not held up', async () => {
    const { hostname, port } = new URL(base)
    const refused = (from: string) =>
      new Promise<{ status: number; ms: number }>((resolve, reject) => {
        const started = Date.now()
        const req = http.request(
          { hostname, port, path: '/api/tc/KSR', method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'x-forwarded-for': from } },
          (r) => {
            r.resume()
            r.on('end', () => resolve({ status: r.statusCode!, ms: Date.now() - started }))
          },
        )
        req.on('error', reject)
        req.end(Buffer.alloc(MB + 1000, 0x20))
      })
    const flood = '198.51.100.77'
    for (let i = 0; i < 30; i++) {
      const answer = await refused(flood)
      expect(answer.status).toBe(413)
      expect(answer.ms, `refusal ${i + 1}`).toBeLessThan(2_000)
    }
    const held = await refused(flood)
    expect(held.status).toBe(413)
    expect(held.ms).toBeGreaterThanOrEqual(2_000)
    const other = await refused('198.51.100.78')
    expect(other.status).toBe(413)
    expect(other.ms).toBeLessThan(2_000)
  })

  test('a request carrying X-Render-Id is logged like any other', async () => {
    const mark = randomBytes(6).toString('hex')
    const res = await fetch(`${base}/contact-us?mark=${mark}`, { headers: { 'x-render-id': 'anything-a-client-sends' } })
    expect(res.status).toBe(200)
    const plain = await fetch(`${base}/contact-us?plain=${mark}`)
    expect(plain.status).toBe(200)
    await expect.poll(() => logged(mark).length).toBe(2)
    expect(logged(mark)).toEqual([
      expect.objectContaining({ msg: 'request', path: `/contact-us?mark=${mark}`, status: 200 }),
      expect.objectContaining({ msg: 'request', path: `/contact-us?plain=${mark}`, status: 200 }),
    ])
  })

  test('a visitor whose requests make the server render more than RENDER_LIMIT pages a minute gets 429 with Retry-After; cached pages still answer', async () => {
    const from = { 'x-forwarded-for': '198.51.100.40' }
    await fetch(`${base}/about-school`, { headers: { 'x-forwarded-for': '198.51.100.41' } })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await fetch(`${base}/no-such-page-${randomBytes(4).toString('hex')}`, { headers: from })).status)
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429])
    const refused = await fetch(`${base}/no-such-page-x`, { headers: from })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.text()).toContain('Too many requests from your network')
    const cached = await fetch(`${base}/about-school`, { headers: from })
    expect(cached.status).toBe(200)
    expect(cached.headers.get('x-cache')).toBe('HIT')
  })

  test('the pages rendered on every request (the forms, their confirm and unsubscribe pages, "try again", the admin) count toward RENDER_LIMIT too, per address', async () => {
    const from = { 'x-forwarded-for': '198.51.100.60' }
    // Each of these is rendered for its request alone: none is ever a cache hit.
    const alone = ['/feedback', '/notices', '/hi/feedback', '/notices/sms', '/temporarily-unavailable', '/admin/login']
    const statuses: number[] = []
    for (const path of alone) statuses.push((await fetch(`${base}${path}`, { headers: from, redirect: 'manual' })).status)
    // RENDER_LIMIT is 5: the sixth is refused.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    for (const path of ['/notices', '/feedback', '/notices/unsubscribe', '/admin']) {
      const refused = await fetch(`${base}${path}`, { headers: from, redirect: 'manual' })
      expect(refused.status, path).toBe(429)
      expect(Number(refused.headers.get('retry-after')), path).toBeGreaterThan(0)
      expect(await refused.text(), path).toContain('Too many requests from your network')
    }
    // Another address still gets them.
    for (const path of ['/notices', '/feedback']) {
      const other = await fetch(`${base}${path}`, { headers: { 'x-forwarded-for': '198.51.100.61' } })
      expect(other.status, path).toBe(200)
      // The page itself (the notices page here offers no e-mail form: this server sends no mail).
      expect(await other.text(), path).toMatch(path === '/notices' ? /<h1[^>]*>Get notices</ : /<form/)
    }
  })

  test("the CMS's API, which reads the database every time, answers one address CMS_API_LIMIT times a minute, then 429 in its own error shape", async () => {
    const from = { 'x-forwarded-for': '198.51.100.50' }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await fetch(`${base}/cms-api/news?limit=1&depth=0`, { headers: from })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const refused = await fetch(`${base}/cms-api/graphql`, {
      method: 'POST',
      headers: { ...from, 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ errors: [{ message: expect.stringContaining('Too many requests') }] })
    expect((await fetch(`${base}/cms-api/news?limit=1&depth=0`, { headers: { 'x-forwarded-for': '198.51.100.51' } })).status).toBe(200)
  })
})
