/**
 * The response cache's "try again" pages (src/server/responseCache/unavailable): each site's
 * page, per language, is made once at a time while the site is well, kept for the time-to-live
 * and for at most MAX_HOSTS sites, and is what a visitor gets with a 503 when a page cannot be
 * made; everything else gets the plain 503. Renders are a stand-in; answers go over HTTP.
 */
import http, { type IncomingMessage } from 'node:http'

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { RenderRecord } from '@/server/renderContext'
import { ANY_SITE } from '@/server/responseCache/keys'
import type { Rendered } from '@/server/responseCache/render'
import { MAX_HOSTS } from '@/server/responseCache/sites'
import { createUnavailablePages, type UnavailablePages } from '@/server/responseCache/unavailable'
import { askLoopback, listenOnLoopback } from '../servers/loopback'

const TTL_MS = 60_000
const record = (personal = false): RenderRecord => ({ tags: new Set(), personal, noStore: false, notFound: false, expiresAt: null, site: null })
/** The stand-in's "try again" page at this host and path. */
const page = (host: string, path: string, personal = false): Rendered => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', etag: '"render"' },
  body: Buffer.from(`<!doctype html><html><body><main>Please try again (${host} ${path})</main></body></html>`),
  record: record(personal),
})

/** The renders asked for, and what the next one does (by default: the page, at once). */
let renders: { host: string; path: string }[] = []
let nextRender: ((host: string, path: string) => Promise<Rendered>) | null = null
function render(req: IncomingMessage, path: string): Promise<Rendered> {
  const host = String(req.headers.host)
  renders.push({ host, path })
  const make = nextRender ?? ((h: string, p: string) => Promise.resolve(page(h, p)))
  nextRender = null
  return make(host, path)
}

/** `<name>.example` is the site `<name>`; other hosts are no school's. */
const siteOf = (host: string) => (host.endsWith('.example') ? host.slice(0, -'.example'.length) : undefined)
const visitor = (host: string) => ({ headers: { host } }) as IncomingMessage
/** Lets a making of a page finish (the stand-in renders at once; small pages are not compressed). */
const settle = () => new Promise((resolve) => setImmediate(resolve))

let pages: UnavailablePages
let server: http.Server
let port = 0

beforeAll(async () => {
  server = http.createServer((req, res) => pages.send(req, res, req.url ?? '/'))
  port = await listenOnLoopback(server)
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-06-15T12:00:00Z'))
  renders = []
  nextRender = null
  pages = createUnavailablePages({ ttlMs: TTL_MS, render, sites: { siteOf } })
})
afterEach(() => {
  vi.useRealTimers()
})

/** A visitor's request at `host` for `path` that the cache cannot make now. */
const unavailable = (host: string, path: string) => askLoopback(port, path, { headers: { host } })

describe('"try again" pages', () => {
  it("makes a site's page once at a time, keeps it for the time-to-live, and answers 503 with it", async () => {
    let finish: (r: Rendered) => void = () => {}
    nextRender = () => new Promise<Rendered>((resolve) => (finish = resolve))
    pages.keep(visitor('ksr.example'), '/notices', 'ksr')
    pages.keep(visitor('ksr.example'), '/events', 'ksr')
    expect(renders).toEqual([{ host: 'ksr.example', path: '/temporarily-unavailable' }])
    finish(page('ksr.example', '/temporarily-unavailable'))
    await settle()

    const answer = await unavailable('ksr.example', '/about')
    expect(answer.status).toBe(503)
    expect(answer.body).toContain('Please try again (ksr.example /temporarily-unavailable)')
    expect(answer.headers['retry-after']).toBe('30')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers.etag).toBeUndefined()

    pages.keep(visitor('ksr.example'), '/notices', 'ksr')
    expect(renders).toHaveLength(1)
    vi.setSystemTime(Date.now() + TTL_MS)
    pages.keep(visitor('ksr.example'), '/notices', 'ksr')
    expect(renders).toHaveLength(2)
  })

  it("keeps one per language: a Hindi page's visitor gets the Hindi one", async () => {
    pages.keep(visitor('ksr.example'), '/hi/notices', 'ksr')
    await settle()
    expect(renders).toEqual([{ host: 'ksr.example', path: '/hi/temporarily-unavailable' }])
    expect((await unavailable('ksr.example', '/hi/about')).body).toContain('/hi/temporarily-unavailable')
    const english = await unavailable('ksr.example', '/about')
    expect(english.status).toBe(503)
    expect(english.body).not.toContain('Please try again (')
    expect(english.body).toContain('Please try again in a minute')
  })

  it("gives a host of no known site the page kept for any site, and the API and files the plain 503", async () => {
    pages.keep(visitor('127.0.0.1'), '/notices', ANY_SITE)
    await settle()
    expect((await unavailable('stranger.test', '/about')).body).toContain('Please try again (127.0.0.1 /temporarily-unavailable)')

    const api = await unavailable('stranger.test', '/api/notices')
    expect(api.status).toBe(503)
    expect(api.headers['content-type']).toBe('application/json')
    expect(JSON.parse(api.body)).toMatchObject({ error: 'Service Unavailable' })
    const file = await unavailable('stranger.test', '/feed.xml')
    expect(file.status).toBe(503)
    expect(file.body).not.toContain('Please try again (')
  })

  it('keeps nothing from a render that fails or turns personal, and tries again on the next success', async () => {
    nextRender = () => Promise.reject(new Error('database away'))
    pages.keep(visitor('ksr.example'), '/notices', 'ksr')
    await settle()
    nextRender = (h, p) => Promise.resolve(page(h, p, true))
    pages.keep(visitor('ksr.example'), '/notices', 'ksr')
    await settle()
    expect(renders).toHaveLength(2)
    expect((await unavailable('ksr.example', '/about')).body).not.toContain('Please try again (')

    pages.keep(visitor('ksr.example'), '/notices', 'ksr')
    await settle()
    expect((await unavailable('ksr.example', '/about')).body).toContain('Please try again (ksr.example')
  })

  it(`makes at most ${MAX_HOSTS} sites' pages when many are asked for at once`, async () => {
    for (let i = 0; i < MAX_HOSTS + 50; i++) pages.keep(visitor(`m${i}.example`), '/notices', `m${i}`)
    await settle()
    expect(renders).toHaveLength(MAX_HOSTS)
    expect((await unavailable(`m${MAX_HOSTS + 10}.example`, '/about')).body).not.toContain('Please try again (')
  })

  it(`keeps the pages of at most ${MAX_HOSTS} sites, and still makes a kept one again`, async () => {
    // One after another, as successful renders come (the bound is checked as each is made).
    for (let i = 0; i <= MAX_HOSTS; i++) {
      pages.keep(visitor(`s${i}.example`), '/notices', `s${i}`)
      await settle()
    }
    // The site past the bound is not even rendered.
    expect(renders).toHaveLength(MAX_HOSTS)
    expect((await unavailable('s0.example', '/about')).body).toContain('Please try again (s0.example')
    expect((await unavailable(`s${MAX_HOSTS - 1}.example`, '/about')).body).toContain(`Please try again (s${MAX_HOSTS - 1}.example`)
    expect((await unavailable(`s${MAX_HOSTS}.example`, '/about')).body).not.toContain('Please try again (')

    vi.setSystemTime(Date.now() + TTL_MS)
    nextRender = (_h, p) => Promise.resolve(page('s0.example, made again', p))
    pages.keep(visitor('s0.example'), '/notices', 's0')
    await settle()
    expect((await unavailable('s0.example', '/about')).body).toContain('Please try again (s0.example, made again')
  })
})
