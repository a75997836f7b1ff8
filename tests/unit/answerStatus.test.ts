/**
 * The status a form's post is answered with (src/server/answerStatus) over real loopback HTTP:
 * a limit an action notes turns Next's 200 into its status with Retry-After, and nothing else
 * changes.
 */
import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answerWith, withAnswerStatus } from '@/server/answerStatus'
import { askLoopback, listenOnLoopback } from '../servers/loopback'

let server: http.Server
let port = 0

/** How the app answers each path, run inside withAnswerStatus except /outside. */
const HANDLERS: Record<string, (res: http.ServerResponse) => void | Promise<void>> = {
  '/limited': (res) => {
    answerWith(429, 30)
    res.writeHead(200, { 'content-type': 'text/html', 'Cache-Control': 'public, max-age=60' })
    res.end('page')
  },
  '/limited-no-wait': (res) => {
    answerWith(429)
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end('page')
  },
  '/limited-implicit': (res) => {
    res.setHeader('cache-control', 'public, max-age=60')
    answerWith(503, 120)
    res.end('page')
  },
  '/limited-later': async (res) => {
    // The action notes its status after an await of its own (the app's side, not a wait of the test's).
    await new Promise((resolve) => setTimeout(resolve, 5))
    answerWith(429, 7)
    res.writeHead(200, 'OK', { 'content-type': 'text/html' })
    res.end('page')
  },
  '/plain': (res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'public, max-age=60' })
    res.end('page')
  },
  '/redirect': (res) => {
    answerWith(429, 30)
    res.writeHead(303, { location: '/done' })
    res.end()
  },
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '/'
    if (path === '/outside') {
      answerWith(429, 30)
      res.writeHead(200, { 'content-type': 'text/html' })
      return void res.end('page')
    }
    void withAnswerStatus(res, () => HANDLERS[path]?.(res))
  })
  port = await listenOnLoopback(server)
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A form's post to `path`. */
const get = (path: string) => askLoopback(port, path, { method: 'POST' })

describe('a form’s post answered with the status its action noted', () => {
  it('a page whose action was refused by a limit is answered 429 with Retry-After, never cached', async () => {
    const answer = await get('/limited')
    expect(answer.status).toBe(429)
    expect(answer.headers['retry-after']).toBe('30')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['content-type']).toBe('text/html')
    expect(answer.body).toBe('page')
  })
  it('a limit noted without a wait is answered with its status and no Retry-After', async () => {
    const answer = await get('/limited-no-wait')
    expect(answer.status).toBe(429)
    expect(answer.headers['retry-after']).toBeUndefined()
    expect(answer.headers['cache-control']).toBe('no-store')
  })
  it('a page answered without writeHead of its own still gets the noted status and no-store', async () => {
    const answer = await get('/limited-implicit')
    expect(answer.status).toBe(503)
    expect(answer.headers['retry-after']).toBe('120')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.body).toBe('page')
  })
  it('a status noted after the action awaited something is still the answer’s', async () => {
    const answer = await get('/limited-later')
    expect(answer.status).toBe(429)
    expect(answer.headers['retry-after']).toBe('7')
  })
  it('a page whose action noted nothing is answered 200 with its own headers', async () => {
    const answer = await get('/plain')
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('public, max-age=60')
    expect(answer.headers['retry-after']).toBeUndefined()
    expect(answer.body).toBe('page')
  })
  it('an answer that is not a 200 (a redirect) keeps its own status', async () => {
    const answer = await get('/redirect')
    expect(answer.status).toBe(303)
    expect(answer.headers.location).toBe('/done')
    expect(answer.headers['retry-after']).toBeUndefined()
  })
  it('a status noted outside the server’s handling changes nothing and throws nothing', async () => {
    expect(() => answerWith(429, 30)).not.toThrow()
    const answer = await get('/outside')
    expect(answer.status).toBe(200)
    expect(answer.headers['retry-after']).toBeUndefined()
  })
  it('a request after a limited one is answered 200: what one request notes is its own', async () => {
    expect((await get('/limited')).status).toBe(429)
    expect((await get('/plain')).status).toBe(200)
  })
})
