/**
 * The response cache's HTTP side (src/server/responseCache) in front of a stand-in for Next's
 * handler, over real loopback HTTP: what strangers can vary, what a render costs them, and
 * what a visitor gets when a page cannot be made.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createLimiter } from '@/server/rateLimit'
import { noteSite, noteTags, RENDER_HEADER, UNAVAILABLE_PATH } from '@/server/renderContext'
import { sharedTagCache } from '@/server/tagCache'
import { createResponseCaching, type ResponseCaching } from '@/server/responseCache'

/** What the stand-in app does per path; every request it gets is counted. */
type Behaviour = { status?: number; delayMs?: number; body?: string }
let behaviours: Record<string, Behaviour> = {}
/** Whose site each host is, as the app would note it (src/features/schools); unlisted hosts note none. */
let sitesByHost: Record<string, string> = {}
let seen: string[] = []
let logged: string[] = []

async function app(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '/'
  seen.push(url)
  const path = url.split('?')[0]!
  const b = behaviours[path] ?? {}
  // A deliberately slow page: the delay is the behaviour under test, not a wait for anything.
  if (b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs))
  noteTags([`tag:${path}`])
  const site = sitesByHost[String(req.headers.host).replace(/:\d+$/, '')]
  if (site) noteSite(site)
  const what = path === UNAVAILABLE_PATH ? 'Please try again' : 'Page'
  const body = b.body ?? `<!doctype html><html><body><main>${what} ${url}${site ? ` of ${site}` : ''}</main></body></html>`
  res.writeHead(b.status ?? 200, { 'content-type': 'text/html; charset=utf-8' })
  res.end(body)
}

let server: http.Server
let caching: ResponseCaching
let base = ''

const limits = () => ({ renders: createLimiter(5, 60), searches: createLimiter(3, 60) })

function start(options: { ttlMs?: number; renderTimeoutMs?: number; maxHosts?: number; budget?: { concurrent: number; queued: number; waitMs: number } } = {}) {
  caching = createResponseCaching({
    handle: app,
    address: () => server.address() as AddressInfo,
    ttlMs: options.ttlMs ?? 60_000,
    maxBytes: 8 * 1024 * 1024,
    renderTimeoutMs: options.renderTimeoutMs ?? 2_000,
    limits: limits(),
    previewId: 'the-build-preview-id',
    maxHosts: options.maxHosts,
    budget: options.budget,
    log: (m) => logged.push(m),
  })
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    // As src/server/serve.ts does: the visitor's address as the one trusted proxy saw it.
    if (!caching.isOwnRender(req)) req.headers['x-forwarded-for'] = String(req.headers['x-test-client'] ?? '192.0.2.1')
    if (!caching.serve(req, res)) void app(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  behaviours = {}
  sitesByHost = {}
  seen = []
  logged = []
  sharedTagCache(60_000).clear()
  start()
})

/** The pages the app rendered, leaving out the "try again" page the cache keeps in the background. */
const rendered = () => seen.filter((u) => !u.startsWith(UNAVAILABLE_PATH))

const get = (path: string, client = '192.0.2.1', headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { 'x-test-client': client, ...headers } })

describe('what strangers can vary', () => {
  it('renders a page once for any junk in its address, for the address the page reads', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => get(`/news?utm_source=wa${i}&fbclid=${i}&page=2&r=${Math.random()}`)),
    )
    for (const a of answers) expect(a.status).toBe(200)
    // One render, made for the canonical address: the page never saw the junk.
    expect(rendered()).toEqual(['/news?page=2'])
    const last = await get('/news?page=2&gclid=zzz')
    expect(last.headers.get('x-cache')).toBe('HIT')
    expect(await last.text()).toContain('Page /news?page=2')
    expect(caching.cache.size()).toBe(1)
  })

  it('does not let request headers choose the cached copy (client-side navigation headers are not part of the key)', async () => {
    await get('/events')
    const again = await get('/events', '192.0.2.1', { rsc: '1', 'next-router-state-tree': '%5B%22x%22%5D', 'next-url': '/evil' })
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(rendered()).toEqual(['/events'])
  })

  it("does not let a made-up draft-mode cookie turn the cache off; the build's own one does", async () => {
    await get('/faculty')
    for (const value of ['x', '1', 'anything']) {
      const res = await get('/faculty', '192.0.2.1', { cookie: `__prerender_bypass=${value}` })
      expect(res.headers.get('x-cache'), value).toBe('HIT')
    }
    const preview = await get('/faculty', '192.0.2.1', { cookie: 'a=b; __prerender_bypass=the-build-preview-id' })
    expect(preview.headers.get('x-cache')).toBeNull()
    expect(rendered()).toEqual(['/faculty', '/faculty'])
  })

  it('treats a visitor sending the render header like any visitor', async () => {
    const res = await get('/about', '192.0.2.1', { [RENDER_HEADER]: 'made-up-id' })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-cache')).toBe('MISS')
    // The render the server made itself carried its own secret id, not the visitor's.
    expect(rendered()).toEqual(['/about'])
  })
})

/** A GET at a host of our choosing (fetch sets Host itself): status, X-Cache and body. */
function getAt(host: string, path: string, client = '192.0.2.9'): Promise<{ status: number; cache: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(base + path, { headers: { host, 'x-test-client': client } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-cache'] as string | undefined, body: Buffer.concat(chunks).toString() }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

describe('many schools on one server', () => {
  it("keeps each school's pages apart, by the site its host is", async () => {
    sitesByHost = { 'a.example': 'school:1', 'www.a.example': 'school:1', 'b.example': 'school:2' }
    expect((await getAt('a.example', '/news')).body).toContain('of school:1')
    const b = await getAt('b.example', '/news')
    expect(b.cache).toBe('MISS')
    expect(b.body).toContain('of school:2')
    // Each host gets its own school's copy from memory; a second name of a school shares it.
    expect(await getAt('b.example:443', '/news')).toMatchObject({ cache: 'HIT', body: expect.stringContaining('of school:2') })
    expect(await getAt('A.EXAMPLE', '/news')).toMatchObject({ cache: 'HIT', body: expect.stringContaining('of school:1') })
    expect((await getAt('www.a.example', '/news')).body).toContain('of school:1')
    expect(await getAt('www.a.example', '/news')).toMatchObject({ cache: 'HIT', body: expect.stringContaining('of school:1') })
    expect(caching.cache.size()).toBe(2)
  })

  it('stores one copy for any number of made-up hosts of one site; each new host costs its visitor a render', async () => {
    // A deployment of one school serves it at any host.
    for (let i = 0; i < 30; i++) sitesByHost[`h${i}.example`] = 'school:1'
    // The render limit here is 5 a minute: 5 made-up hosts, 5 renders, one stored copy.
    for (let i = 0; i < 5; i++) expect((await getAt(`h${i}.example`, '/events')).status).toBe(200)
    expect(caching.cache.size()).toBe(1)
    expect((await getAt('h5.example', '/events')).status).toBe(429)
    // A host already seen is answered from memory, free.
    expect((await getAt('h0.example', '/events')).cache).toBe('HIT')
    // Other visitors are not held back by it.
    expect((await getAt('h6.example', '/events', '192.0.2.10')).status).toBe(200)
  })

  it('remembers a bounded number of hosts, forgetting the least recently asked first', async () => {
    start({ maxHosts: 3 })
    for (const h of ['h0', 'h1', 'h2', 'h3', 'h4']) sitesByHost[`${h}.example`] = 'school:1'
    for (const h of ['h0', 'h1', 'h2']) await getAt(`${h}.example`, '/events', `192.0.2.2${h.slice(1)}`)
    // h0 asked again: the most recent now; h3 pushes out h1, the least recently asked.
    expect((await getAt('h0.example', '/events')).cache).toBe('HIT')
    await getAt('h3.example', '/events', '192.0.2.23')
    const before = rendered().length
    expect((await getAt('h0.example', '/events')).cache).toBe('HIT')
    expect((await getAt('h3.example', '/events')).cache).toBe('HIT')
    expect(rendered().length).toBe(before)
    // A forgotten host is asked whose site it is again: a render.
    expect((await getAt('h1.example', '/events', '192.0.2.30')).status).toBe(200)
    expect(rendered().length).toBe(before + 1)
  })

  it('learns every host again when the list of schools changes (a domain handed to a new school)', async () => {
    sitesByHost = { 'new.example': 'school:1' }
    expect((await getAt('new.example', '/news')).body).toContain('of school:1')
    expect((await getAt('new.example', '/news')).cache).toBe('HIT')
    // The domain now belongs to a school just added: the list's change reaches the cache.
    sitesByHost = { 'new.example': 'school:2' }
    sharedTagCache(60_000).invalidate('cms:schools')
    const after = await getAt('new.example', '/news')
    expect(after.cache).toBe('MISS')
    expect(after.body).toContain('of school:2')
  })

  it('never serves one school the page another school had at a host it has not seen', async () => {
    sitesByHost = { 'a.example': 'school:1', 'b.example': 'school:2' }
    await getAt('a.example', '/faculty')
    const b = await getAt('b.example', '/faculty')
    expect(b.cache).toBe('MISS')
    expect(b.body).not.toContain('school:1')
  })
})

describe('what a render costs a visitor', () => {
  it('counts only requests that make the server render: past the limit 429 with Retry-After; cached pages still answer', async () => {
    await get('/cached-before', '192.0.2.50')
    for (let i = 1; i <= 4; i++) expect((await get(`/page-${i}`, '192.0.2.50')).status).toBe(200)
    const refused = await get('/page-5', '192.0.2.50')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.text()).toMatch(/Too many requests from your network/)
    // Pages already made cost nothing.
    for (let i = 0; i < 20; i++) expect((await get('/page-1', '192.0.2.50')).headers.get('x-cache')).toBe('HIT')
    // Another visitor is not affected.
    expect((await get('/page-5', '192.0.2.51')).status).toBe(200)
  })

  it('gives searches their own, stricter limit; a query asked again is kept, and then answered from memory for free', async () => {
    for (const q of ['word1', 'word1', 'word2']) expect((await get(`/search?q=${q}`, '192.0.2.60')).status).toBe(200)
    const refused = await get('/search?q=word4', '192.0.2.60')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.text()).toMatch(/Too many searches/)
    const again = await get('/search?q=%20word1%20%20', '192.0.2.60')
    expect(again.status).toBe(200)
    expect(again.headers.get('x-cache')).toBe('HIT')
    // A query asked once was not kept (it would push out the ones people repeat): asking it again renders, and the limit is spent.
    expect((await get('/search?q=word2', '192.0.2.60')).status).toBe(429)
  })

  it('keeps renders from many addresses together within the instance’s budget: past it, 503 with Retry-After at once, while pages already made are still answered', async () => {
    start({ budget: { concurrent: 2, queued: 1, waitMs: 300 } })
    await get('/made')
    for (let i = 0; i < 8; i++) behaviours[`/slow-${i}`] = { delayMs: 1_500 }
    const began = Date.now()
    const asked = Array.from({ length: 8 }, (_, i) => get(`/slow-${i}`, `198.51.100.${i + 1}`).then(async (r) => ({ status: r.status, retry: r.headers.get('retry-after'), at: Date.now() - began })))
    // Meanwhile (the budget's two renders under way), the page everyone reads comes from memory.
    await expect.poll(() => seen.filter((u) => u.startsWith('/slow-')).length).toBe(2)
    const made = await get('/made', '198.51.100.99')
    expect(made.headers.get('x-cache')).toBe('HIT')
    expect(Date.now() - began).toBeLessThan(1_000)
    const answers = await Promise.all(asked)
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2)
    const refused = answers.filter((a) => a.status === 503)
    expect(refused).toHaveLength(6)
    for (const a of refused) {
      expect(a.retry).toMatch(/^\d+$/)
      // Five at once, the one that waited after 300 ms: none waited for a render.
      expect(a.at).toBeLessThan(1_400)
    }
    // Said once, not once a request.
    expect(logged.filter((l) => /render budget/.test(l))).toHaveLength(1)
  })

  it('answers JSON under /api when a limit is reached', async () => {
    for (let i = 1; i <= 5; i++) await get(`/api/x${i}/KSR`, '192.0.2.70')
    const refused = await get('/api/x6/KSR', '192.0.2.70')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('content-type')).toMatch(/application\/json/)
    expect(await refused.json()).toMatchObject({ error: 'Too Many Requests' })
  })
})

describe('when a page cannot be made', () => {
  it('answers 503 with Retry-After in the site\'s own "try again" page, kept from when renders worked', async () => {
    await get('/news')
    // The kept page is made in the background after a successful render.
    await expect.poll(() => seen.includes(UNAVAILABLE_PATH)).toBe(true)
    // The app has been asked; the cache stores its answer out of sight, with no event: a moment for that.
    await new Promise((r) => setTimeout(r, 50))
    behaviours['/events'] = { status: 500, body: '' }
    const res = await get('/events')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('30')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.text()).toContain('Please try again')
    expect(logged.join('\n')).toMatch(/Could not render \/events: render answered 500/)
  })

  it('answers a plain page (and JSON under /api) when no kept page exists', async () => {
    behaviours['/gallery'] = { status: 500, body: '' }
    const page = await get('/gallery')
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('30')
    expect(await page.text()).toMatch(/Please try again in a minute/)
    behaviours['/api/news/KSR'] = { status: 500, body: '' }
    const api = await get('/api/news/KSR')
    expect(api.status).toBe(503)
    expect(await api.json()).toMatchObject({ error: 'Service Unavailable' })
  })

  it('answers 503 rather than keeping the visitor waiting when a render takes too long', async () => {
    start({ renderTimeoutMs: 300 })
    behaviours['/slow'] = { delayMs: 2_000 }
    const t = Date.now()
    const res = await get('/slow')
    expect(res.status).toBe(503)
    expect(Date.now() - t).toBeLessThan(1_500)
    expect(logged.join('\n')).toMatch(/took longer than 300 ms/)
  })

  it('keeps serving the last good copy while renders of it fail', async () => {
    start({ ttlMs: 1 })
    expect((await get('/timings')).status).toBe(200)
    // The copy must outlive its 1 ms time-to-live: only the clock moving makes it stale.
    await new Promise((r) => setTimeout(r, 10))
    behaviours['/timings'] = { status: 500, body: '' }
    for (let i = 0; i < 5; i++) {
      const res = await get('/timings')
      expect(res.status).toBe(200)
      expect(res.headers.get('x-cache')).toBe('STALE')
    }
    // One failed refresh, then a pause before the next try: not a render per request.
    expect(rendered().filter((u) => u === '/timings').length).toBeLessThanOrEqual(2)
  })
})
