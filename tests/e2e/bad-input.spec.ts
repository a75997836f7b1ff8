/**
 * Bad input never gets a 5xx: malformed %-escapes, methods the site does not serve,
 * malformed queries to the CMS API, form bodies that are not what their Content-Type says,
 * GraphQL bodies that are not JSON, several byte ranges, document bodies that are not a JSON
 * object, server actions to the admin from elsewhere; uploads up to the documented caps go
 * through, and larger ones get 413 with nothing stored.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

import { signedInAsAdmin } from './helpers'

const MB = 1024 * 1024

/** Sends a request line exactly as written (clients would normalise these). */
function raw(baseURL: string, line: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(`${line}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`))
    let data = ''
    socket.on('data', (chunk) => (data += chunk.toString()))
    socket.on('end', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n')
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]), headers: head.toLowerCase(), body: rest.join('\r\n\r\n') })
    })
    socket.on('error', reject)
  })
}

test('malformed %-escapes get 400: JSON under /api, a page elsewhere', async ({ baseURL }) => {
  const api = await raw(baseURL!, 'GET /api/news/%FF HTTP/1.0')
  expect(api.status).toBe(400)
  expect(api.headers).toContain('content-type: application/json')
  expect(JSON.parse(api.body)).toMatchObject({ error: 'Bad Request', field: 'path' })

  const file = await raw(baseURL!, 'GET /files/images/%FF.jpg HTTP/1.0')
  expect(file.status).toBe(400)
  expect(file.headers).toContain('content-type: text/html')
  expect(file.body).toContain('This address could not be opened')

  expect((await raw(baseURL!, 'GET /news?year=%E0%A4 HTTP/1.0')).status).toBe(400)
})

test('methods the site does not serve get 405 with Allow; OPTIONS * is answered', async ({ baseURL }) => {
  for (const line of ['TRACE / HTTP/1.0', 'TRACE /api/news/KSR HTTP/1.0', 'CONNECT / HTTP/1.0']) {
    const res = await raw(baseURL!, line)
    expect(res.status, line).toBe(405)
    expect(res.headers, line).toMatch(/allow: get, head, post/)
  }
  const star = await raw(baseURL!, 'OPTIONS * HTTP/1.0')
  expect(star.status).toBeLessThan(500)
  expect(star.headers).toMatch(/allow: /)
})

test('malformed queries to the CMS API get 400 with a message, not 500', async ({ request }) => {
  for (const query of [
    'where=abc',
    'where[title][near]=1,2',
    'where[title][equals][x]=1',
    'where[id][in]=a,b',
    'where[id][equals]=1e999',
    'where[fromDate][equals]=not-a-date',
    'limit=99999999999999999999',
  ]) {
    const res = await request.get(`/cms-api/news?${query}`)
    expect(res.status(), query).toBe(400)
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message, query).toMatch(/query|path|invalid/i)
  }
  expect((await request.get('/cms-api/news/abc')).status()).toBeLessThan(500)
})

test('query parameters given twice or as arrays get 400 naming the parameter; sort several times still works', async ({ request }) => {
  for (const [query, field] of [
    ['limit=1&limit=2', 'limit'],
    ['limit[]=1', 'limit'],
    ['page=1&page=2', 'page'],
    ['depth[a]=1', 'depth'],
    ['where=abc&where=def', 'where'],
  ]) {
    const res = await request.get(`/cms-api/news?${query}`)
    expect(res.status(), query).toBe(400)
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message, query).toContain(field)
  }
  expect((await request.get('/cms-api/news?sort=title&sort=-fromDate&limit=2')).status()).toBe(200)
})

type PayloadErrors = { errors: { message: string }[] }

test('a form body that is not what its Content-Type says gets 400: JSON under /cms-api and /api, a page elsewhere', async ({
  request,
}) => {
  const cutShort = '--xyz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"email":"a@b.c"'
  const bodies = [
    ['multipart/form-data; boundary=xyz', 'not a multipart body'],
    ['multipart/form-data', 'no boundary'],
    ['multipart/form-data; boundary=xyz', cutShort],
  ] as const
  const send = (method: 'post' | 'patch', url: string, contentType: string, body: string) =>
    request[method](url, { headers: { 'content-type': contentType }, data: Buffer.from(body), maxRedirects: 0 })

  for (const [contentType, body] of bodies) {
    const what = `${contentType}: ${body.slice(0, 20)}`
    for (const [method, url] of [
      ['post', '/cms-api/users/login'],
      ['post', '/cms-api/news'],
      ['patch', '/cms-api/news/1'],
      ['post', '/cms-api/graphql'],
    ] as const) {
      const res = await send(method, url, contentType, body)
      expect(res.status(), `${method} ${url} ${what}`).toBe(400)
      expect(((await res.json()) as PayloadErrors).errors[0]?.message, `${url} ${what}`).toMatch(/multipart|boundary/)
    }
    for (const url of ['/tc', '/feedback']) {
      const res = await send('post', url, contentType, body)
      expect(res.status(), `${url} ${what}`).toBe(400)
      expect(res.headers()['content-type'], url).toMatch(/^text\/html/)
      expect(await res.text(), url).toContain('This request could not be read')
    }
    // Other pages take no post at all.
    const home = await send('post', '/', contentType, body)
    expect(home.status(), what).toBe(405)
    expect(home.headers()['allow']).toBe('GET, HEAD')
    expect(home.headers()['content-type']).toMatch(/^text\/html/)
    const api = await send('post', '/api/tc/KSR', contentType, body)
    expect(api.status(), what).toBe(400)
    expect(await api.json()).toMatchObject({ error: 'Bad Request', field: 'body' })
  }
  // A real form still reaches Payload, which answers it (a wrong password here).
  const form = await request.post('/cms-api/users/login', {
    multipart: { _payload: JSON.stringify({ email: 'nobody@example.com', password: 'wrong' }) },
    headers: { 'x-forwarded-for': '198.51.100.26' },
  })
  expect(form.status()).toBe(401)
})

test('GraphQL bodies that are not JSON, or not a JSON object, get 400 with a message', async ({ request }) => {
  for (const body of ['{"query":', 'not json', '[]', '1']) {
    const res = await request.post('/cms-api/graphql', { headers: { 'content-type': 'application/json' }, data: Buffer.from(body) })
    expect(res.status(), body).toBe(400)
    expect(((await res.json()) as PayloadErrors).errors[0]?.message, body).toBeTruthy()
  }
  const ok = await request.post('/cms-api/graphql', { data: { query: '{ allNews(limit: 1) { docs { id } } }' } })
  expect(ok.status()).toBe(200)
  expect(((await ok.json()) as { data: { allNews: { docs: unknown[] } } }).data.allNews.docs).toHaveLength(1)
})

test('several byte ranges, a malformed one or an If-Range that matches nothing get the whole file (200); one range 206; one past the end 416', async ({ request }) => {
  const [doc] = (await (await request.get('/cms-api/documents?limit=1&depth=0')).json()).docs as { filename: string }[]
  const url = `/files/documents/${doc!.filename}`
  const whole = await (await request.get(url)).body()

  const several = await request.get(url, { headers: { range: 'bytes=0-1,4-7' } })
  expect(several.status()).toBe(200)
  expect(several.headers()['content-range']).toBeUndefined()
  expect((await several.body()).equals(whole)).toBe(true)

  const one = await request.get(url, { headers: { range: 'bytes=0-4' } })
  expect(one.status()).toBe(206)
  expect(one.headers()['content-range']).toBe(`bytes 0-4/${whole.length}`)
  expect((await one.body()).toString('latin1')).toBe('%PDF-')

  const malformed = await request.get(url, { headers: { range: 'bytes=abc' } })
  expect(malformed.status()).toBe(200)
  expect((await malformed.body()).equals(whole)).toBe(true)

  const stale = await request.get(url, { headers: { range: 'bytes=0-4', 'if-range': '"not-its-tag"' } })
  expect(stale.status()).toBe(200)
  expect((await stale.body()).equals(whole)).toBe(true)

  const past = await request.get(url, { headers: { range: `bytes=${whole.length}-` } })
  expect(past.status()).toBe(416)
  expect(past.headers()['content-range']).toBe(`bytes */${whole.length}`)
})

/** A real JPEG of exactly `bytes`: a small picture with comment segments to make up the size. */
async function jpegOf(bytes: number): Promise<Buffer> {
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#4477aa' } })
    .jpeg()
    .toBuffer()
  const parts: Buffer[] = [picture.subarray(0, 2)]
  let size = picture.length
  while (size < bytes) {
    const data = Math.min(65_533, bytes - size - 4)
    if (data < 1) break
    parts.push(Buffer.from([0xff, 0xfe, ((data + 2) >> 8) & 0xff, (data + 2) & 0xff]), Buffer.alloc(data, 0x20))
    size += data + 4
  }
  parts.push(picture.subarray(2))
  return Buffer.concat(parts)
}

/** A text PDF of about `bytes`, most of it an attached file. */
async function pdfOf(bytes: number): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.addPage().drawText('Annual report', { font: await doc.embedFont(StandardFonts.Helvetica), x: 50, y: 700 })
  const base = (await doc.save()).length
  // Random bytes: they do not compress, so the file is as large as asked.
  await doc.attach(randomBytes(Math.max(0, bytes - base - 4000)), 'data.bin', { mimeType: 'application/octet-stream' })
  return Buffer.from(await doc.save({ useObjectStreams: false }))
}

const count = async (api: APIRequestContext, slug: string) =>
  ((await (await api.get(`/cms-api/${slug}?limit=1&depth=0`)).json()) as { totalDocs: number }).totalDocs

test('uploads up to the caps go through; larger ones get 413 and nothing is stored', async ({ baseURL }) => {
  test.setTimeout(180_000)
  const staff = await signedInAsAdmin(baseURL!)
  const upload = (slug: string, name: string, mimeType: string, buffer: Buffer, data: object) =>
    staff.post(`/cms-api/${slug}`, { multipart: { file: { name, mimeType, buffer }, _payload: JSON.stringify(data) }, timeout: 120_000 })

  const photo = await upload('images', 'big-photo.jpg', 'image/jpeg', await jpegOf(14 * MB), { alt: 'A large photo' })
  expect(photo.status(), await photo.text()).toBe(201)
  const report = await upload('documents', 'big-report.pdf', 'application/pdf', await pdfOf(24 * MB), { title: 'A large report' })
  expect(report.status(), await report.text()).toBe(201)

  const before = { images: await count(staff, 'images'), documents: await count(staff, 'documents') }
  const tooBigPhoto = await upload('images', 'too-big-photo.jpg', 'image/jpeg', await jpegOf(16 * MB), { alt: 'Too large' })
  expect(tooBigPhoto.status()).toBe(413)
  expect(await tooBigPhoto.text()).toMatch(/MB/)
  const tooBigReport = await upload('documents', 'too-big-report.pdf', 'application/pdf', await pdfOf(26 * MB), { title: 'Too large' })
  expect(tooBigReport.status()).toBe(413)
  expect(await tooBigReport.text()).toMatch(/MB/)
  expect({ images: await count(staff, 'images'), documents: await count(staff, 'documents') }).toEqual(before)
  expect((await staff.get('/files/images/too-big-photo.jpg')).status()).toBe(404)
  expect((await staff.get('/files/documents/too-big-report.pdf')).status()).toBe(404)
  await staff.dispose()
})

/** The hidden fields of a page's form that posts to a server action, as a browser without JavaScript posts them. */
async function formFields(baseURL: string, path: string, from: string): Promise<[string, string][]> {
  const html = await (await fetch(`${baseURL}${path}`, { headers: { 'x-forwarded-for': from } })).text()
  const form = [...html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)].map((m) => m[1] ?? '').find((f) => f.includes('$ACTION')) ?? ''
  return [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(([, name, value]) => [
    name!,
    (value ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
  ])
}

test('a form post whose action fields are malformed, or with a Next-Action header on a plain form body, gets 400 (not 5xx) on /tc, /feedback and /notices', async ({
  baseURL,
}) => {
  const fields = { '/tc': await formFields(baseURL!, '/tc', '198.51.100.120'), '/feedback': await formFields(baseURL!, '/feedback', '198.51.100.121') }
  expect(fields['/tc'].some(([name]) => /^\$ACTION_\d+:\d+$/.test(name))).toBe(true)
  let address = 130
  const post = async (path: string, body: [string, string][], headers: Record<string, string> = {}) => {
    const form = new FormData()
    for (const [name, value] of body) form.append(name, value)
    const answer = await fetch(`${baseURL}${path}`, { method: 'POST', body: form, headers: { 'x-forwarded-for': `198.51.100.${address++}`, ...headers } })
    return { status: answer.status, body: await answer.text() }
  }
  for (const [path, own] of [['/tc', fields['/tc']], ['/feedback', fields['/feedback']], ['/notices', fields['/tc']]] as const) {
    const broken = own.map(([name, value]): [string, string] => [name, /^\$ACTION_\d+:\d+$/.test(name) ? '{' : value])
    const malformed = await post(path, broken)
    expect(malformed.status, `${path} with $ACTION_…: "{"`).toBe(400)
    // Next's own 400 for an action it cannot decode, or the server's (the site well, Next failing).
    expect(malformed.body).toMatch(/Invalid Server Action request|This form could not be read/)
    const mixed = await post(path, own, { 'next-action': 'a'.repeat(42) })
    expect(mixed.status, `${path} with a Next-Action header`).toBeGreaterThanOrEqual(400)
    expect(mixed.status, `${path} with a Next-Action header`).toBeLessThan(500)
  }
})

test('POST to a build file gets 405; operations a CMS collection does not have get JSON 404; a self-spreading GraphQL fragment gets 400', async ({
  baseURL,
  request,
}) => {
  const asset = /\/_next\/static\/[^"]+\.js/.exec(await (await fetch(`${baseURL}/`)).text())?.[0]
  expect(asset).toBeDefined()
  expect((await fetch(`${baseURL}${asset}`, { method: 'POST', body: 'x' })).status).toBe(405)
  for (const path of ['/cms-api/users/verify/abc', '/cms-api/payload-preferences/versions/1']) {
    const answer = await request.post(path, { data: {} })
    expect(answer.status(), path).toBe(404)
    expect((await answer.json()) as unknown, path).toMatchObject({ errors: [{ message: expect.any(String) }] })
  }
  for (const query of ['query { ...A } fragment A on Query { ...A }', 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }']) {
    const answer = await request.post('/cms-api/graphql', { data: { query } })
    expect(answer.status(), query).toBe(400)
    expect(JSON.stringify(await answer.json())).toContain('spreads itself')
  }
})

test('a request with an Upgrade header is answered 400 with a sentence, not left unanswered', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!)
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`GET /about-school HTTP/1.1\r\nHost: ${hostname}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`),
    )
    let data = ''
    socket.setTimeout(30_000, () => socket.destroy(new Error('no answer within 30 s')))
    socket.on('data', (chunk) => (data += chunk.toString()))
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1]), body: data.split('\r\n\r\n').slice(1).join('') }))
    socket.on('error', reject)
  })
  expect(answer.status).toBe(400)
  expect(answer.body).toContain('This site does not upgrade connections')
})

test('a document body that is not the fields as a JSON object gets 400 naming the body, in Payload’s error shape', async ({ baseURL }) => {
  const staff = await signedInAsAdmin(baseURL!)
  const me = ((await (await staff.get('/cms-api/users/me')).json()) as { user: { id: number } }).user
  const [news] = ((await (await staff.get('/cms-api/news?limit=1&depth=0')).json()) as { docs: { id: number }[] }).docs
  const json = (text: string) => ({ headers: { 'content-type': 'application/json' }, data: Buffer.from(text) })
  const bodies: [string, Parameters<APIRequestContext['post']>[1], RegExp][] = [
    ['null', json('null'), /it is null/],
    ['a string', json('"x"'), /it is a string/],
    ['a number', json('1'), /it is a number/],
    ['an array', json('[]'), /it is an array/],
    ['text/plain', { headers: { 'content-type': 'text/plain' }, data: 'title=x' }, /Content-Type is text\/plain/],
    ['a form with a file only', { multipart: { file: { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('x') } } }, /no _payload field/],
  ]
  for (const [method, url] of [
    ['post', '/cms-api/news'],
    ['patch', `/cms-api/news/${news!.id}`],
    ['patch', `/cms-api/users/${me.id}`],
  ] as const) {
    for (const [what, options, named] of bodies) {
      const answer = await staff[method](url, options)
      expect(answer.status(), `${method} ${url}: ${what}`).toBe(400)
      const message = ((await answer.json()) as PayloadErrors).errors[0]?.message
      expect(message, `${method} ${url}: ${what}`).toContain("The body must be the document's fields as a JSON object")
      expect(message, `${method} ${url}: ${what}`).toMatch(named)
    }
  }
  // The document's fields as an object still go through.
  expect((await staff.patch(`/cms-api/users/${me.id}`, { data: {} })).status()).toBe(200)
  await staff.dispose()
})

test('a server action to the admin, or to a page of an address with rules of its own, from another origin is refused 403 with a sentence; an unknown or malformed action id gets 4xx', async ({ baseURL }) => {
  const own = new URL(baseURL!).origin
  const action = (path: string, headers: Record<string, string>, body: BodyInit = '[]') =>
    fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers }, body })
  // The admin, and pages ("not found") under the WhatsApp webhook's address, which Meta posts to from anywhere.
  for (const path of ['/admin', '/admin/collections/news', '/admin/login', '/whatsapp', '/whatsapp/status']) {
    for (const origin of ['https://elsewhere.example', 'null', 'not an address', own.replace('127.0.0.1', 'localhost')]) {
      const answer = await action(path, { 'next-action': 'a'.repeat(42), origin })
      expect(answer.status, `${path} from ${origin}`).toBe(403)
      expect(await answer.text(), `${path} from ${origin}`).toContain('This form was sent from another website')
    }
    // A form post, which Next tries as an action too.
    const form = new FormData()
    form.append('a', '1')
    const posted = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { origin: 'https://elsewhere.example' }, body: form })
    expect(posted.status, `${path}: a form from elsewhere`).toBe(403)
    // From the admin's own origin, an action id no action has, or one that is no action id.
    for (const id of ['0'.repeat(42), 'x', '{"id":1}']) {
      const answer = await action(path, { 'next-action': id, origin: own })
      expect(answer.status, `${path} with Next-Action ${id}`).toBeGreaterThanOrEqual(400)
      expect(answer.status, `${path} with Next-Action ${id}`).toBeLessThan(500)
    }
  }
})

test('every error under /api and /cms-api is JSON: a method a route does not take, /cms-api itself, a collection with no routes, a GraphQL body that is not JSON', async ({
  request,
}) => {
  const news = await request.fetch('/api/news/KSR', { method: 'POST', data: {} })
  expect(news.status()).toBe(405)
  expect(await news.json()).toEqual({ error: 'Method Not Allowed', message: 'The method POST is not allowed at this address.' })
  for (const path of ['/cms-api', '/cms-api/payload-migrations', '/cms-api/payload-migrations/1']) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(404)
    expect(await answer.json(), path).toMatchObject({ errors: [{ message: 'There is nothing at this address.' }] })
  }
  const asMultipart = await request.post('/cms-api/graphql', { multipart: { _payload: 'not json' } })
  const asText = await request.post('/cms-api/graphql', { headers: { 'content-type': 'text/plain' }, data: '{ meUser { token } }' })
  for (const answer of [asMultipart, asText]) {
    expect(answer.status()).toBe(415)
    expect(((await answer.json()) as PayloadErrors).errors[0]?.message).toContain('Content-Type application/json')
  }
  // graphql-http's own empty 406, for an Accept it does not answer.
  const unacceptable = await request.post('/cms-api/graphql', { headers: { accept: 'text/html' }, data: { query: '{ meUser { token } }' } })
  expect(unacceptable.status()).toBe(406)
  expect(((await unacceptable.json()) as PayloadErrors).errors[0]?.message).toContain('Accept')
  const subscription = await request.post('/cms-api/graphql', { data: { query: 'subscription { x }' } })
  expect(subscription.status()).toBe(400)
  expect(((await subscription.json()) as PayloadErrors).errors[0]?.message).toBe('This API has no subscriptions: ask with a query or a mutation.')
})

test('bytes that are not HTTP get a JSON 4xx naming what could not be read: a method Node does not know, a malformed header', async ({ baseURL }) => {
  const foo = await raw(baseURL!, 'FOO /api/news/KSR HTTP/1.1')
  expect(foo.status).toBe(405)
  expect(foo.headers).toContain('content-type: application/json')
  expect(foo.headers).toMatch(/allow: get, head, post/)
  expect(JSON.parse(foo.body)).toMatchObject({ error: 'Method Not Allowed' })
  const garbage = await raw(baseURL!, 'GET /api/news/KSR HTTP/1.1\r\na header with no colon')
  expect(garbage.status).toBe(400)
  expect(JSON.parse(garbage.body)).toEqual({ error: 'Bad Request', message: 'The request could not be read as HTTP.' })
})

test('a server action called with arguments no browser sends gets 4xx, never 500: 400 with a sentence for a body React never makes, on the admin and on a form page', async ({
  baseURL,
}) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next/server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { workers: Record<string, unknown> }>
  }
  // Every action of the build, and the pages it belongs to.
  const actions = Object.entries(manifest.node).map(([id, action]) => ({ id, admin: Object.keys(action.workers).some((w) => w.includes('admin')) }))
  expect(actions.filter((a) => a.admin).length).toBeGreaterThan(0)
  expect(actions.filter((a) => !a.admin).length).toBeGreaterThan(0)
  const own = new URL(baseURL!).origin
  const post = (page: string, id: string, body: string) =>
    fetch(`${baseURL}${page}`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', 'next-action': id, origin: own }, body })
  // Not the arguments' JSON array, or one naming parts of a multipart body there are none of: no browser sends these.
  const neverSent = ['"pe"', '', 'x', '["$K1"]', '[{"a":"$@1"}]']
  // Arrays of the wrong arguments: a page's form actions take form data (multipart only), the admin's a call it knows.
  const wrongArguments = ['[null]', '[{}]', '[1]', '["x", null]', '[{"name":"no-such-function"}]', '[{"name":"render-list","args":5}]', '[{"name":"render-list"}, 1]']
  for (const { id, admin } of actions) {
    const page = admin ? '/admin/forgot' : '/feedback'
    for (const body of neverSent) {
      const answer = await post(page, id, body)
      expect(answer.status, `${page} ${id} ${JSON.stringify(body)}`).toBe(400)
      expect(await answer.text()).toContain('This form could not be read')
    }
    for (const body of wrongArguments) {
      const answer = await post(page, id, body)
      expect(answer.status, `${page} ${id} ${body}`).toBeGreaterThanOrEqual(400)
      expect(answer.status, `${page} ${id} ${body}`).toBeLessThan(500)
    }
    // A multipart body without the arguments' root part "0" (a field and a file).
    const form = new FormData()
    form.append('_payload', 'true')
    form.append('file', new Blob(['plain text']), 'a.pdf')
    const multipart = await fetch(`${baseURL}${page}`, { method: 'POST', headers: { 'next-action': id, origin: own }, body: form })
    expect(multipart.status, `${page} ${id} multipart without its root`).toBe(400)
    // Over Next's 1 MB for an action's body.
    const large = await post(page, id, JSON.stringify([{ name: 'form-state', args: { big: 'x'.repeat(1024 * 1024) } }]))
    expect(large.status, `${page} ${id} over 1 MB`).toBe(413)
  }
})
