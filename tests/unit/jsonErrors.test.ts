/**
 * Every error under /api/ and /cms-api/ is JSON (src/server/jsonErrors), over real loopback
 * HTTP: the app's answer in each case, as a client reads it.
 */
import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { jsonErrors } from '@/server/jsonErrors'
import { askLoopback, listenOnLoopback, type Answer } from '../servers/loopback'

let server: http.Server
let port = 0
/** How many answers' end callbacks have run, on the server. */
let ended = 0

/** How the app answers, by the request's x-case header. */
const CASES: Record<string, (res: http.ServerResponse) => void> = {
  'empty 405': (res) => {
    res.writeHead(405, { Allow: 'GET' })
    res.end()
  },
  'html 404': (res) => {
    res.statusCode = 404
    res.setHeader('content-type', 'text/html')
    res.end('<html><body>Not found</body></html>')
  },
  'json 400': (res) => {
    res.writeHead(400, { 'Content-Type': 'application/json' })
    res.end('{"error":"own"}')
  },
  'problem json 422': (res) => {
    res.statusCode = 422
    res.setHeader('content-type', ['application/problem+json; charset=utf-8'])
    res.end('{"title":"own"}')
  },
  'json given over html': (res) => {
    res.setHeader('content-type', 'text/html')
    res.writeHead(409, { 'content-type': 'application/json' })
    res.end('{"error":"own"}')
  },
  'text 200': (res) => {
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end('fine')
  },
  'text 501': (res) => {
    res.writeHead(501, { 'content-type': 'text/plain' })
    res.end('Cannot GET /cms-api/things')
  },
  'json 501': (res) => {
    res.writeHead(501, { 'content-type': 'application/json' })
    res.end('{"errors":[{"message":"own"}]}')
  },
  'empty 406': (res) => {
    res.writeHead(406)
    res.end()
  },
  'text 415': (res) => {
    res.statusCode = 415
    res.write('Unsupported ', () => res.setHeader('x-write-callback', 'ran'))
    res.write('media type')
    res.end(() => ended++)
  },
  'gzip 500': (res) => {
    res.setHeader('content-encoding', 'gzip')
    res.setHeader('etag', '"abc"')
    res.setHeader('last-modified', new Date(0).toUTCString())
    res.writeHead(500, 'Broken', { 'content-type': 'text/plain', 'x-kept': 'yes', 'x-nothing': undefined })
    res.end('boom')
  },
  'text 400': (res) => {
    res.writeHead(400, { 'content-type': 'text/plain' })
    res.end('bad')
  },
  'text 429': (res) => {
    res.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '60' })
    res.end('slow down')
  },
  'text 409': (res) => {
    res.writeHead(409, { 'content-type': 'text/plain' })
    res.end('conflict')
  },
  'text 499': (res) => {
    res.writeHead(499, { 'content-type': 'text/plain' })
    res.end('client closed')
  },
  'written 200': (res) => {
    res.setHeader('content-type', 'text/plain')
    res.write('first ')
    res.end('second')
  },
  'flushed 404': (res) => {
    res.statusCode = 404
    res.setHeader('content-type', 'text/plain')
    res.flushHeaders()
    res.end('gone')
  },
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    jsonErrors(req, res)
    CASES[String(req.headers['x-case'])]?.(res)
  })
  port = await listenOnLoopback(server)
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A request for `path`, answered by the handler's case `kase`. */
const ask = (path: string, kase: string, method = 'GET') => askLoopback(port, path, { method, headers: { 'x-case': kase } })

/** The answer is JSON of its own length, not to be cached, and its body parsed. */
function json(answer: Answer): unknown {
  expect(answer.headers['content-type']).toBe('application/json')
  expect(answer.headers['cache-control']).toBe('no-store')
  expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.body)))
  return JSON.parse(answer.body)
}

describe('error answers under /api/', () => {
  it('an empty 405 is answered as JSON naming the status and the method, its Allow kept', async () => {
    const answer = await ask('/api/notices', 'empty 405', 'POST')
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET')
    expect(json(answer)).toEqual({ error: 'Method Not Allowed', message: 'The method POST is not allowed at this address.' })
  })
  it('an error under /api/ with an HTML body is answered as JSON naming the status', async () => {
    const answer = await ask('/api/nothing-here', 'html 404')
    expect(answer.status).toBe(404)
    expect(json(answer)).toEqual({ error: 'Not Found', message: 'There is nothing at this address.' })
  })
  it('a JSON error the app wrote is left as it is', async () => {
    const answer = await ask('/api/notices', 'json 400')
    expect(answer.status).toBe(400)
    expect(answer.headers['content-type']).toBe('application/json')
    expect(answer.headers['cache-control']).toBeUndefined()
    expect(answer.body).toBe('{"error":"own"}')
  })
  it('an error in a JSON type of its own (problem+json, set as a list) is left as it is', async () => {
    const answer = await ask('/api/notices', 'problem json 422')
    expect(answer.status).toBe(422)
    expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8')
    expect(answer.body).toBe('{"title":"own"}')
  })
  it('a JSON type given to writeHead counts over an HTML one set before it', async () => {
    const answer = await ask('/api/notices', 'json given over html')
    expect(answer.status).toBe(409)
    expect(answer.body).toBe('{"error":"own"}')
  })
  it('a 200 is left alone, whatever its type', async () => {
    const answer = await ask('/api/notices', 'text 200')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/plain')
    expect(answer.body).toBe('fine')
  })
  it('a 200 written in parts is left alone', async () => {
    const answer = await ask('/api/notices', 'written 200')
    expect(answer.status).toBe(200)
    expect(answer.body).toBe('first second')
  })
  it('a text 415 written in parts is answered as JSON alone, the parts dropped and their callbacks run', async () => {
    const before = ended
    const answer = await ask('/api/search', 'text 415', 'POST')
    expect(answer.status).toBe(415)
    expect(answer.headers['x-write-callback']).toBe('ran')
    expect(json(answer)).toEqual({ error: 'Unsupported Media Type', message: 'The body is not of a type this address reads: send application/json.' })
    await vi.waitFor(() => expect(ended).toBe(before + 1))
  })
  it('a 500 loses the headers of the body it replaced (encoding, etag) and keeps the others', async () => {
    const answer = await ask('/api/notices', 'gzip 500')
    expect(answer.status).toBe(500)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers.etag).toBeUndefined()
    expect(answer.headers['last-modified']).toBeUndefined()
    expect(answer.headers['x-kept']).toBe('yes')
    expect(answer.headers['x-nothing']).toBeUndefined()
    expect(json(answer)).toEqual({ error: 'Internal Server Error', message: 'The request could not be completed. Please try again later.' })
  })
  it('a text 400 says to check the body and its type', async () => {
    const answer = await ask('/api/notices', 'text 400', 'POST')
    expect(answer.status).toBe(400)
    expect(json(answer)).toEqual({ error: 'Bad Request', message: 'The request could not be read: check its body and its Content-Type.' })
  })
  it('a text 429 says to wait, its Retry-After kept', async () => {
    const answer = await ask('/api/notices', 'text 429')
    expect(answer.status).toBe(429)
    expect(answer.headers['retry-after']).toBe('60')
    expect(json(answer)).toEqual({ error: 'Too Many Requests', message: 'Too many requests. Please wait a minute and try again.' })
  })
  it('another error says its status’s name', async () => {
    const answer = await ask('/api/notices', 'text 409')
    expect(answer.status).toBe(409)
    expect(json(answer)).toEqual({ error: 'Conflict', message: 'Conflict.' })
  })
  it('a status without a name is answered as an Error', async () => {
    const answer = await ask('/api/notices', 'text 499')
    expect(answer.status).toBe(499)
    expect(json(answer)).toEqual({ error: 'Error', message: 'Error.' })
  })
  it('an error whose headers were flushed before its body is answered as JSON', async () => {
    const answer = await ask('/api/notices', 'flushed 404')
    expect(answer.status).toBe(404)
    expect(json(answer)).toEqual({ error: 'Not Found', message: 'There is nothing at this address.' })
  })
  it('a HEAD request gets the JSON answer’s headers and no body', async () => {
    const answer = await ask('/api/nothing-here', 'html 404', 'HEAD')
    expect(answer.status).toBe(404)
    expect(answer.headers['content-type']).toBe('application/json')
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify({ error: 'Not Found', message: 'There is nothing at this address.' })))
    expect(answer.body).toBe('')
  })
})

describe('error answers under /cms-api/', () => {
  it('Payload’s text 501 for a collection without REST routes is answered 404 in the CMS’s error shape', async () => {
    const answer = await ask('/cms-api/things', 'text 501')
    expect(answer.status).toBe(404)
    expect(json(answer)).toEqual({ errors: [{ message: 'There is nothing at this address.' }] })
  })
  it('a 501 in JSON under /cms-api/ is answered 404 all the same', async () => {
    const answer = await ask('/cms-api/things', 'json 501')
    expect(answer.status).toBe(404)
    expect(json(answer)).toEqual({ errors: [{ message: 'There is nothing at this address.' }] })
  })
  it('an empty 406 from /cms-api itself says to accept JSON', async () => {
    const answer = await ask('/cms-api', 'empty 406')
    expect(answer.status).toBe(406)
    expect(json(answer)).toEqual({ errors: [{ message: 'This address answers JSON: send an Accept header that allows application/json.' }] })
  })
  it('a JSON error the CMS wrote is left as it is', async () => {
    const answer = await ask('/cms-api/users', 'json 400')
    expect(answer.status).toBe(400)
    expect(answer.body).toBe('{"error":"own"}')
  })
})

describe('answers elsewhere', () => {
  it('an HTML 404 of a page outside /api and /cms-api is left untouched', async () => {
    const answer = await ask('/notices/missing', 'html 404')
    expect(answer.status).toBe(404)
    expect(answer.headers['content-type']).toBe('text/html')
    expect(answer.body).toBe('<html><body>Not found</body></html>')
  })
  it('a 501 outside /cms-api/ stays a 501', async () => {
    const answer = await ask('/apiary', 'text 501')
    expect(answer.status).toBe(501)
    expect(answer.body).toBe('Cannot GET /cms-api/things')
  })
  it('a text 501 under /api/ is a 501 in JSON, not a 404', async () => {
    const answer = await ask('/api/things', 'text 501')
    expect(answer.status).toBe(501)
    expect(json(answer)).toEqual({ error: 'Not Implemented', message: 'The request could not be completed. Please try again later.' })
  })
})
