/**
 * Requests too malformed for the app (src/server/malformed): bytes that are not HTTP answered
 * over real sockets with a JSON 4xx, the build's actions read from its manifest, and a server
 * action's body checked as a real request carries it.
 */
import fs from 'node:fs'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALLOWED_METHODS } from '@/lib/rawRequest'
import { ACTION_BODY_BYTES, actionBody, actionsOfBuild, answerClientError, noteRequest, type ActionBodies } from '@/server/malformed'

/** A raw answer: its status line, headers (lower-case names), body, and whether the server closed the connection. */
type Raw = { statusLine: string; status: number; headers: Record<string, string>; body: string; closed: boolean; bytes: string }

/** Sends `bytes` to `port` and reads what comes back: until the whole Content-Length body is in (then lets go), or the server ends the connection. */
function raw(port: number, bytes: string | Buffer, { untilEnd = false } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let got = Buffer.alloc(0)
    let done = false
    const finish = (closed: boolean) => {
      if (done) return
      done = true
      socket.destroy()
      const text = got.toString('latin1')
      const split = text.indexOf('\r\n\r\n')
      const head = split < 0 ? text : text.slice(0, split)
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
      }
      resolve({ statusLine, status: Number(statusLine.split(' ')[1]), headers, body: split < 0 ? '' : text.slice(split + 4), closed, bytes: text })
    }
    socket.on('data', (chunk: Buffer) => {
      got = Buffer.concat([got, chunk])
      if (untilEnd) return
      const text = got.toString('latin1')
      const split = text.indexOf('\r\n\r\n')
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, split))?.[1]
      if (split >= 0 && length !== undefined && got.length - Buffer.byteLength(text.slice(0, split + 4), 'latin1') >= Number(length)) finish(false)
    })
    socket.on('end', () => finish(true))
    socket.on('close', () => finish(true))
    socket.on('error', (err) => (done ? undefined : reject(err)))
    socket.write(bytes)
  })
}

/** A server's port, and a way to close it with every connection it still holds (a refused one lingers up to LINGER_MS). */
async function listen(server: net.Server) {
  const sockets = new Set<net.Socket>()
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

describe('bytes that are not HTTP', () => {
  let port = 0
  let close: () => Promise<void>
  beforeAll(async () => {
    const server = http.createServer({ maxHeaderSize: 16384 }, (req, res) => {
      noteRequest(req.socket)
      // The app taking a moment over its answer (the server's side, not a wait of the test's): the unreadable bytes come while it is pending.
      if (req.url === '/slow') setTimeout(() => res.end('slow answer'), 50)
      else res.end('answer')
    })
    server.on('clientError', answerClientError)
    ;({ port, close } = await listen(server))
  })
  afterAll(() => close())

  it('a method this site does not know is answered 405 in JSON with Allow, and the connection closes', async () => {
    const answer = await raw(port, 'FOO / HTTP/1.1\r\nHost: x\r\n\r\n')
    expect(answer.statusLine).toBe('HTTP/1.1 405 Method Not Allowed')
    expect(answer.headers.allow).toBe(ALLOWED_METHODS.join(', '))
    expect(answer.headers['content-type']).toBe('application/json')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers.connection).toBe('close')
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body))
    expect(JSON.parse(answer.body)).toEqual({
      error: 'Method Not Allowed',
      message: `The method is not one this site answers: ${ALLOWED_METHODS.join(', ')}.`,
    })
  })
  it('headers larger than 16 KB are answered 431 in JSON', async () => {
    const answer = await raw(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(answer.status).toBe(431)
    expect(answer.headers.allow).toBeUndefined()
    expect(answer.headers.connection).toBe('close')
    expect(JSON.parse(answer.body)).toEqual({
      error: 'Request Header Fields Too Large',
      message: 'The request line and headers are larger than the 16 KB this site reads.',
    })
  })
  it('a header line that is not a header is answered 400 in JSON', async () => {
    const answer = await raw(port, 'GET / HTTP/1.1\r\nHost x\r\n\r\n')
    expect(answer.status).toBe(400)
    expect(answer.headers['content-type']).toBe('application/json')
    expect(JSON.parse(answer.body)).toEqual({ error: 'Bad Request', message: 'The request could not be read as HTTP.' })
  })
  it('a body sent with no length after an answered request gets that answer only, and the connection closes', async () => {
    const answer = await raw(port, 'POST / HTTP/1.1\r\nHost: x\r\n\r\n{"not": "a request"}', { untilEnd: true })
    expect(answer.status).toBe(200)
    expect(answer.body).toBe('answer')
    expect(answer.bytes).not.toContain('400')
    expect(answer.closed).toBe(true)
  })
  it('a body sent with no length while its request is still being answered waits for that answer, sent with Connection: close', async () => {
    const answer = await raw(port, 'POST /slow HTTP/1.1\r\nHost: x\r\n\r\n{"not": "a request"}', { untilEnd: true })
    expect(answer.status).toBe(200)
    expect(answer.headers.connection).toBe('close')
    expect(answer.body).toBe('slow answer')
    expect(answer.closed).toBe(true)
  })
})

describe('a request that takes too long to arrive', () => {
  let port = 0
  let close: () => Promise<void>
  beforeAll(async () => {
    const server = http.createServer({ requestTimeout: 300, headersTimeout: 200, connectionsCheckingInterval: 50 }, (_req, res) => res.end())
    server.on('clientError', answerClientError)
    ;({ port, close } = await listen(server))
  })
  afterAll(() => close())

  it('is answered 408 in JSON asking for it again', async () => {
    const answer = await raw(port, 'GET / HTTP/1.1\r\nHost: x\r\n')
    expect(answer.status).toBe(408)
    expect(JSON.parse(answer.body)).toEqual({ error: 'Request Timeout', message: 'The request took too long to arrive. Please send it again.' })
  })
})

describe('a connection reset or already noted', () => {
  let port = 0
  let close: () => Promise<void>
  beforeAll(async () => {
    const server = net.createServer((socket) => {
      socket.once('data', (data: Buffer) => {
        const kind = data.toString('latin1').trim()
        if (kind === 'reset') answerClientError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), socket)
        else {
          noteRequest(socket)
          answerClientError(Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_METHOD' }), socket)
        }
      })
    })
    ;({ port, close } = await listen(server))
  })
  afterAll(() => close())

  it('a reset connection is closed with nothing written', async () => {
    const answer = await raw(port, 'reset\n', { untilEnd: true })
    expect(answer.closed).toBe(true)
    expect(answer.bytes).toBe('')
  })
  it('unreadable bytes on a connection that carried a request, with no answer under way, close it with nothing written', async () => {
    const answer = await raw(port, 'noted\n', { untilEnd: true })
    expect(answer.closed).toBe(true)
    expect(answer.bytes).toBe('')
  })
})

describe('the build’s actions', () => {
  let dir = ''
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-actions-'))
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  const manifest = (name: string, content: string) => {
    const file = path.join(dir, name)
    fs.writeFileSync(file, content)
    return file
  }

  it('the admin’s server function in this project’s sources is called as text; every other action as multipart', () => {
    const file = manifest(
      'server-reference-manifest.json',
      JSON.stringify({
        node: {
          admin: { filename: 'src/app/(payload)/layout.tsx', workers: { 'app/(payload)/admin/[[...segments]]/page': {} } },
          payload: { filename: 'node_modules/@payloadcms/next/dist/actions.js', workers: { 'app/(payload)/admin/[[...segments]]/page': {} } },
          form: { filename: 'src/features/contact/actions.ts', workers: { 'app/(frontend)/contact/page': {} } },
          bare: { filename: 'src/features/other.ts' },
          nameless: { workers: { 'app/(payload)/layout': {} } },
        },
      }),
    )
    expect(actionsOfBuild(file)).toEqual(
      new Map([
        ['admin', 'call'],
        ['payload', 'multipart'],
        ['form', 'multipart'],
        ['bare', 'multipart'],
        ['nameless', 'multipart'],
      ]),
    )
  })
  it('a manifest with no node actions has none', () => {
    expect(actionsOfBuild(manifest('edge-only.json', JSON.stringify({ edge: {} }))).size).toBe(0)
  })
  it('a manifest that cannot be read or is not JSON has no actions', () => {
    expect(actionsOfBuild(path.join(dir, 'missing.json')).size).toBe(0)
    expect(actionsOfBuild(manifest('broken.json', '{"node": ')).size).toBe(0)
  })
})

describe('a server action’s body', () => {
  let port = 0
  let close: () => Promise<void>
  beforeAll(async () => {
    const server = http.createServer((req, res) => {
      void (async () => {
        const verdict = await actionBody(req, req.headers['x-takes'] as ActionBodies)
        // What Next reads after: the whole body, given back.
        const chunks: Buffer[] = []
        for await (const chunk of req) chunks.push(chunk as Buffer)
        const body = Buffer.concat(chunks)
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ verdict, bytes: body.length, body: body.length <= 4096 ? body.toString('utf8') : '' }))
      })()
    })
    ;({ port, close } = await listen(server))
  })
  afterAll(() => close())

  async function post(takes: ActionBodies, body: string, contentType = 'text/plain;charset=UTF-8') {
    const response = await fetch(`http://127.0.0.1:${port}/contact`, {
      method: 'POST',
      headers: { 'next-action': 'abc123', 'content-type': contentType, 'x-takes': takes },
      body,
    })
    expect(response.status).toBe(200)
    return (await response.json()) as { verdict: string; bytes: number; body: string }
  }
  const BOUNDARY = '----formboundary7MA4YWxk'
  const multipart = (parts: [name: string, value: string, filename?: string][], end = `--${BOUNDARY}--\r\n`) =>
    parts
      .map(
        ([name, value, filename]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: text/plain` : ''}\r\n\r\n${value}\r\n`,
      )
      .join('') + end
  const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`

  it('one call as text to the admin’s server function is readable, and the whole body is still there to read after', async () => {
    const text = JSON.stringify([{ name: 'render-list', args: { collectionSlug: 'notices', labels: ['$$escaped', 1, null] } }])
    expect(await post('call', text)).toEqual({ verdict: 'readable', bytes: Buffer.byteLength(text), body: text })
  })
  it('a call as text that refers to a part of a multipart body is unreadable', async () => {
    const text = JSON.stringify([{ name: 'form-state', args: { data: '$K1' } }])
    expect(await post('call', text)).toEqual({ verdict: 'unreadable', bytes: Buffer.byteLength(text), body: text })
  })
  it('text that is not one call { name, args } is unreadable', async () => {
    expect((await post('call', 'not json')).verdict).toBe('unreadable')
    expect((await post('call', '"a string"')).verdict).toBe('unreadable')
    expect((await post('call', '[]')).verdict).toBe('unreadable')
    expect((await post('call', '[null]')).verdict).toBe('unreadable')
    expect((await post('call', '[{"args":{}}]')).verdict).toBe('unreadable')
    expect((await post('call', '[{"name":"a"},{"name":"b"}]')).verdict).toBe('unreadable')
  })
  it('a body that is not multipart for a form’s action is unreadable, and still there to read', async () => {
    expect(await post('multipart', '[]')).toEqual({ verdict: 'unreadable', bytes: 2, body: '[]' })
  })
  it('an empty body is unreadable', async () => {
    expect(await post('call', '')).toEqual({ verdict: 'unreadable', bytes: 0, body: '' })
  })
  it('a body past Next’s 1 MB is too large', async () => {
    const answer = await post('call', 'a'.repeat(ACTION_BODY_BYTES + 1))
    expect(answer.verdict).toBe('too large')
    expect(answer.bytes).toBe(ACTION_BODY_BYTES + 1)
  })
  it('a multipart body whose root part "0" is the arguments is readable, and still there to read', async () => {
    const body = multipart([
      ['1_name', 'Asha'],
      ['1_file', 'file contents', 'note.txt'],
      ['0', '["$K1"]'],
    ])
    expect(await post('multipart', body, MULTIPART)).toEqual({ verdict: 'readable', bytes: Buffer.byteLength(body), body })
  })
  it('a multipart body to the admin’s server function is read as multipart', async () => {
    expect((await post('call', multipart([['0', '[]']]), MULTIPART)).verdict).toBe('readable')
  })
  it('a multipart body without its root part "0" is unreadable', async () => {
    expect((await post('multipart', multipart([['1_name', 'Asha']]), MULTIPART)).verdict).toBe('unreadable')
  })
  it('a multipart body whose root part is not a list of arguments is unreadable', async () => {
    expect((await post('multipart', multipart([['0', '{"a":1}']]), MULTIPART)).verdict).toBe('unreadable')
  })
  it('a multipart body cut off before its end is unreadable', async () => {
    expect((await post('multipart', multipart([['0', '[]']], `--${BOUNDARY}\r\nContent-Disposition: form-data; name="1"\r\n\r\nhal`), MULTIPART)).verdict).toBe(
      'unreadable',
    )
  })
  it('a multipart type without its boundary is unreadable', async () => {
    expect((await post('multipart', multipart([['0', '[]']]), 'multipart/form-data')).verdict).toBe('unreadable')
  })
})
