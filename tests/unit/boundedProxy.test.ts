/**
 * Requests the app's route handlers answer, bounded in time (src/server/boundedProxy): through a
 * real loopback server whose marked requests go to a stand-in app. An answer not begun within the
 * timeout, or a failed one, is the server's 503 and the app's request is dropped; the app's own
 * 503 goes through; an answer streams through with its headers and the visitor's body, cut short
 * when it stalls, never while the visitor reads slowly.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createBoundedProxy } from '@/server/boundedProxy'

const TIMEOUT_MS = 400
const MARK = ['x-test-direct', 'secret'] as const
const BIG = 8 * 1024 * 1024

/** What the stand-in app saw: requests that reached it, and those closed before it answered them. */
const arrived: string[] = []
const dropped: string[] = []
const logged: string[] = []

function app(req: IncomingMessage, res: ServerResponse) {
  arrived.push(req.url ?? '')
  req.on('close', () => {
    if (!res.writableEnded) dropped.push(req.url ?? '')
  })
  switch (req.url) {
    case '/never':
      return
    case '/fails':
      res.writeHead(500)
      return res.end()
    case '/own-503':
      res.writeHead(503, { 'content-type': 'application/json' })
      return res.end('{"database":"unreachable"}')
    case '/echo': {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'text/plain', 'x-from-app': 'yes', connection: 'close', 'set-cookie': ['a=1', 'b=2'] })
        res.end(`${req.method} ${req.headers[MARK[0]] === undefined ? 'unmarked' : 'marked'} ${Buffer.concat(chunks).toString()}`)
      })
      return
    }
    case '/stalls':
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '1000' })
      return void res.write(Buffer.alloc(100))
    case '/big':
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(BIG) })
      return void res.end(Buffer.alloc(BIG, 7))
  }
}

let server: http.Server
let base = ''

beforeAll(async () => {
  const serveBounded = createBoundedProxy({
    address: () => server.address() as AddressInfo,
    mark: MARK,
    timeoutMs: TIMEOUT_MS,
    unavailable: (_req, res) => {
      res.writeHead(503, { 'retry-after': '30', 'content-type': 'text/plain' })
      res.end('try again')
    },
    log: (req, why) => logged.push(`${req.url}: ${why}`),
  })
  server = http.createServer((req, res) => (req.headers[MARK[0]] === MARK[1] ? app(req, res) : serveBounded(req, res)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

async function timed(path: string, init?: RequestInit) {
  const started = Date.now()
  const res = await fetch(`${base}${path}`, init)
  const body = await res.text()
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body, ms: Date.now() - started, headers: res.headers }
}

describe('the bounded proxy', () => {
  it('answers 503 with Retry-After when the app has not begun to answer within the timeout, and drops its request', async () => {
    const a = await timed('/never')
    expect(a).toMatchObject({ status: 503, retryAfter: '30', body: 'try again' })
    expect(a.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20)
    expect(a.ms).toBeLessThan(TIMEOUT_MS + 1000)
    await expect.poll(() => dropped).toContain('/never')
    expect(logged).toContain(`/never: no answer within ${TIMEOUT_MS} ms`)
  })

  it('drops the request to the app when the visitor goes away, and logs no 503 (there is no one to answer)', async () => {
    const before = logged.length
    const gone = new AbortController()
    const asked = fetch(`${base}/never?gone`, { signal: gone.signal }).catch(() => 'aborted')
    // The app has the request (it never answers this address), then the visitor leaves.
    await expect.poll(() => arrived).toContain('/never?gone')
    gone.abort()
    expect(await asked).toBe('aborted')
    await expect.poll(() => dropped).toContain('/never?gone')
    // Past the timeout, still nothing logged of it: a line never logged has no event, so the clock must pass the timeout.
    await new Promise((r) => setTimeout(r, TIMEOUT_MS + 100))
    expect(logged.slice(before).filter((l) => l.startsWith('/never?gone'))).toEqual([])
  })

  it("answers a failed answer (500) with its own 503, and passes the app's own 503 on as it is", async () => {
    expect(await timed('/fails')).toMatchObject({ status: 503, retryAfter: '30', body: 'try again' })
    expect(logged).toContain('/fails: answered 500')
    expect(await timed('/own-503')).toMatchObject({ status: 503, retryAfter: null, body: '{"database":"unreachable"}' })
  })

  it("passes the visitor's method and body on, and the app's status and headers back, but no connection's headers", async () => {
    const a = await timed('/echo', { method: 'POST', body: 'hello' })
    expect(a).toMatchObject({ status: 201, body: 'POST marked hello' })
    expect(a.headers.get('x-from-app')).toBe('yes')
    expect(a.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
    expect(a.headers.get('connection')).not.toBe('close')
  })

  it('cuts an answer short when it gives nothing for the timeout while the visitor waits for more', async () => {
    const started = Date.now()
    const res = await fetch(`${base}/stalls`)
    expect(res.status).toBe(200)
    await expect(res.arrayBuffer()).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500)
    expect(logged).toContain(`/stalls: the answer gave nothing for ${TIMEOUT_MS} ms; cut short`)
  })

  it('never cuts short a visitor who reads slower than the app writes', async () => {
    const { port } = server.address() as AddressInfo
    const received = await new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/big' }, (res) => {
          let bytes = 0
          res.on('data', (c: Buffer) => (bytes += c.length))
          res.on('end', () => resolve(bytes))
          res.on('error', reject)
          // Reads nothing for three timeouts: the app's answer waits in the buffers meanwhile.
          res.pause()
          setTimeout(() => res.resume(), 3 * TIMEOUT_MS)
        })
        .on('error', reject)
    })
    expect(received).toBe(BIG)
  })
})
