/**
 * The response cache's sender (src/server/responseCache/sender) over real loopback HTTP: the
 * encoding a client accepts, 304 for a current copy, HSTS over HTTPS only, and each answer
 * with its own visitor's request id, though the header lists are made once per entry.
 */
import http from 'node:http'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StoredResponse } from '@/lib/responseCache'
import type { RenderRecord } from '@/server/renderContext'
import { createSender, stateOf, type CacheState } from '@/server/responseCache/sender'
import { storable } from '@/server/responseCache/storable'
import { askLoopback, listenOnLoopback } from '../servers/loopback'

const record = (): RenderRecord => ({ tags: new Set(['tag:/notices']), personal: false, noStore: false, notFound: false, expiresAt: null, site: null })
const html = (text: string) => Buffer.from(`<!doctype html><html><body><main>${text}</main></body></html>`)
const stored = (body: Buffer) =>
  storable({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body, record: null }, body, record())

const BIG = html('Notice '.repeat(400))
let big: StoredResponse
let small: StoredResponse
let server: http.Server
let port = 0
/** The state the sender noted on each response, in order. */
const states: (CacheState | undefined)[] = []

beforeAll(async () => {
  big = await stored(BIG)
  small = await stored(html('Short'))
  const send = createSender()
  server = http.createServer((req, res) => {
    send(req, res, req.url === '/small' ? small : big, 'HIT')
    states.push(stateOf(res))
  })
  port = await listenOnLoopback(server)
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** One request with exactly these headers; its `bytes` as they came over the wire. */
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => askLoopback(port, path, { method, headers })

describe('sender', () => {
  it('sends the encoding the client accepts, br before gzip, with its own length', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.bytes)).toEqual(BIG)
    expect(br.headers['content-length']).toBe(String(br.bytes.length))

    const gzip = await get('/', { 'accept-encoding': 'br;q=0, gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.bytes)).toEqual(BIG)

    // The same header as the first asks again: the same answer.
    expect((await get('/', { 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br')

    const plain = await get('/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.bytes).toEqual(BIG)
    expect(plain.headers['content-length']).toBe(String(BIG.length))
  })

  it('sends a small page as it is, whatever the client accepts', async () => {
    const r = await get('/small', { 'accept-encoding': 'br, gzip' })
    expect(r.headers['content-encoding']).toBeUndefined()
    expect(r.body).toContain('Short')
  })

  it('answers 304 without a body or type when the client has the current copy, and 200 for an old one', async () => {
    const first = await get('/')
    const etag = String(first.headers.etag)
    const again = await get('/', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.bytes.length).toBe(0)
    expect(again.headers['content-type']).toBeUndefined()
    expect(again.headers.etag).toBe(etag)
    expect(again.headers['x-cache']).toBe('HIT')
    expect((await get('/', { 'if-none-match': '"an-old-copy"' })).status).toBe(200)
  })

  it('sends HSTS only to a request that came over HTTPS', async () => {
    for (const round of [1, 2]) {
      const https = await get('/', { 'x-forwarded-proto': 'https' })
      expect(https.headers['strict-transport-security'], `round ${round}`).toMatch(/max-age=\d+/)
      const plain = await get('/')
      expect(plain.headers['strict-transport-security'], `round ${round}`).toBeUndefined()
      const notModified = await get('/', { 'x-forwarded-proto': 'https', 'if-none-match': String(plain.headers.etag) })
      expect(notModified.headers['strict-transport-security'], `round ${round}`).toMatch(/max-age=\d+/)
    }
  })

  it("gives each answer its own visitor's request id, and none to a request without one", async () => {
    expect((await get('/', { 'x-request-id': 'first' })).headers['x-request-id']).toBe('first')
    expect((await get('/', { 'x-request-id': 'second' })).headers['x-request-id']).toBe('second')
    expect((await get('/')).headers['x-request-id']).toBeUndefined()
    expect((await get('/', { 'if-none-match': big.etag, 'x-request-id': 'third' })).headers['x-request-id']).toBe('third')
  })

  it('answers HEAD with the headers of GET and no body, and notes how the cache answered', async () => {
    const head = await get('/', { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-encoding']).toBe('gzip')
    expect(head.headers['content-length']).toBe(String(big.gzip!.length))
    expect(head.bytes.length).toBe(0)
    expect(states.at(-1)).toBe('HIT')
  })
})
