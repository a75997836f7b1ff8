/**
 * The public JSON API, through its route handlers, on seeded demo content: shapes against
 * the OpenAPI schemas, published-only, file references, bad input, the TC check.
 */
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { LIST_ENDPOINTS, SCHEMAS, openApiDocument } from '@/api/openapi'
import { getList, getSubGallery, LIST_ROUTES } from './apiRoutes'
import { seededPayload } from './payload'

type Json = Record<string, unknown>

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
for (const [name, schema] of Object.entries(SCHEMAS)) ajv.addSchema(schema, `#/components/schemas/${name}`)
const validate = (name: keyof typeof SCHEMAS, value: unknown) => {
  const check = ajv.getSchema(`#/components/schemas/${name}`)!
  return check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)
}

const get = getList

const image = async (path: string[]) => {
  const { GET } = await import('@/app/api/image/[...path]/route')
  return GET(new Request(`http://localhost/api/image/${path.join('/')}`), { params: Promise.resolve({ path }) })
}

const subGallery = getSubGallery

let address = 0
const tc = async (body: unknown, { school = 'KSR', from }: { school?: string; from?: string } = {}) => {
  const { POST } = await import('@/app/api/tc/[school]/route')
  address += 1
  return POST(
    new Request(`http://localhost/api/tc/${school}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from ?? `203.0.113.${address}` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    { params: Promise.resolve({ school }) },
  )
}

let payload: Payload
const DRAFT_TITLE = 'Draft news that must not be published yet'
const EXPIRED_TITLE = 'A notice whose time has passed'

beforeAll(async () => {
  payload = await seededPayload()
  await payload.create({
    collection: 'news',
    data: { title: DRAFT_TITLE, description: 'Not yet.', fromDate: new Date().toISOString(), _status: 'draft' },
    draft: true,
  })
  await payload.create({
    collection: 'notifications',
    data: { title: EXPIRED_TITLE, description: 'Over.', showUntil: '2020-01-01T00:00:00.000Z', _status: 'published' },
  })
  // The demo content has no achievements: one, so that its endpoint has a record to check.
  await payload.create({
    collection: 'achievements',
    data: { title: 'District science fair, first prize', date: '2026-10-02T00:00:00.000Z', level: 'district', description: 'Class VIII’s water filter model.', _status: 'published' },
  })
})

describe('read endpoints', () => {
  for (const [path, schema] of Object.entries(LIST_ENDPOINTS)) {
    it(`${path} answers a JSON array whose items match the ${schema} schema, with an old Authorization header ignored`, async () => {
      const res = await get(path, 'KSR', { authorization: 'Bearer some-old-fixed-token' })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      const body = (await res.json()) as unknown[]
      expect(Array.isArray(body)).toBe(true)
      expect(body.length).toBeGreaterThan(0)
      for (const item of body) expect(validate(schema, item)).toEqual([])
    })
  }

  it('an unknown school code answers 404 JSON', async () => {
    const res = await get('/api/news/{school}', 'XYZ')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: 'Not Found', field: 'school' })
  })

  it('toppers carry "sessionYear " with its trailing space as well as sessionYear, and _id', async () => {
    const [t] = (await (await get('/api/topper/{school}')).json()) as Json[]
    expect(Object.keys(t!)).toEqual(expect.arrayContaining(['_id', 'sessionYear ', 'sessionYear', 'division']))
    expect(t!['sessionYear ']).toBe(t!.sessionYear)
  })

  it('recent events and albums are the newest few; /All/ has them all', async () => {
    const recent = (await (await get('/api/gallery/{school}')).json()) as Json[]
    const all = (await (await get('/api/gallery/All/{school}')).json()) as Json[]
    expect(recent.length).toBeLessThan(all.length)
    expect(recent).toEqual(all.slice(0, recent.length))
    const events = (await (await get('/api/events/All/{school}')).json()) as Json[]
    expect(((await (await get('/api/events/{school}')).json()) as Json[]).length).toBeLessThanOrEqual(events.length)
  })

  it('serves published content only: no draft, no expired notification', async () => {
    const news = (await (await get('/api/news/{school}')).json()) as Json[]
    expect(news.map((n) => n.title)).not.toContain(DRAFT_TITLE)
    const notices = (await (await get('/api/notification/{school}')).json()) as Json[]
    expect(notices.map((n) => n.title)).not.toContain(EXPIRED_TITLE)
    expect(notices.length).toBeGreaterThan(0)
  })

  it('every file reference in every response is fetchable at /api/image/{v}', async () => {
    const refs = new Set<string>()
    for (const path of Object.keys(LIST_ENDPOINTS)) {
      for (const item of (await (await get(path)).json()) as Json[]) {
        for (const key of ['attachments', 'images', 'image']) {
          const v = item[key]
          for (const ref of Array.isArray(v) ? v : v ? [v] : []) refs.add(ref as string)
        }
      }
    }
    expect(refs.size).toBeGreaterThan(20)
    expect([...refs].some((r) => r.startsWith('KSR/public/Images/'))).toBe(true)
    for (const ref of refs) {
      const res = await image(ref.split('/'))
      expect(res.status, ref).toBe(200)
      expect(res.headers.get('content-type'), ref).toMatch(/^(image\/(jpeg|png|webp|avif)|application\/pdf)$/)
      await res.arrayBuffer()
    }
  })
})

describe('files', () => {
  it('serves PDFs by their old path, with byte ranges', async () => {
    const [pdf] = await payload.find({ collection: 'documents', limit: 1 }).then((r) => r.docs)
    const { GET } = await import('@/app/api/image/[...path]/route')
    const path = ['KSR', 'public', 'pdf', pdf!.filename!]
    const res = await GET(new Request(`http://localhost/api/image/${path.join('/')}`, { headers: { range: 'bytes=0-4' } }), {
      params: Promise.resolve({ path }),
    })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('%PDF-')
  })

  it('answers Range and If-Range as RFC 9110 says: a malformed range or an If-Range that matches nothing gets the whole file', async () => {
    const [pdf] = await payload.find({ collection: 'documents', limit: 1 }).then((r) => r.docs)
    const { GET } = await import('@/app/api/image/[...path]/route')
    const path = ['KSR', 'public', 'pdf', pdf!.filename!]
    const get = (headers: Record<string, string>) => GET(new Request(`http://localhost/api/image/${path.join('/')}`, { headers }), { params: Promise.resolve({ path }) })
    const whole = await get({})
    const size = (await whole.arrayBuffer()).byteLength
    const etag = whole.headers.get('etag')!
    const lastModified = whole.headers.get('last-modified')!
    for (const range of ['bytes=abc', 'bytes=5-2', 'bytes=-', 'bytes=0-1-2']) {
      const res = await get({ range })
      expect(res.status, range).toBe(200)
      expect(res.headers.get('content-range'), range).toBeNull()
      expect((await res.arrayBuffer()).byteLength, range).toBe(size)
    }
    for (const ifRange of ['"not-its-tag"', `W/${etag}`, 'Thu, 01 Jan 2015 00:00:00 GMT']) {
      const res = await get({ range: 'bytes=0-4', 'if-range': ifRange })
      expect(res.status, ifRange).toBe(200)
      expect((await res.arrayBuffer()).byteLength, ifRange).toBe(size)
    }
    for (const ifRange of [etag, lastModified]) {
      const res = await get({ range: 'bytes=0-4', 'if-range': ifRange })
      expect(res.status, ifRange).toBe(206)
      expect(Buffer.from(await res.arrayBuffer()).toString(), ifRange).toBe('%PDF-')
    }
    const past = await get({ range: `bytes=${size}-` })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`)
  })

  it('refuses paths that try to leave the store, and answers JSON', async () => {
    for (const path of [
      ['..', '..', '.payload-secret'],
      ['..%2f..%2fksr.db'],
      ['../ksr.db'],
      ['KSR', 'public', 'Images', '..', 'x.jpg'],
      ['KSR', 'public', 'Images', '..'],
      ['', 'etc', 'passwd'],
      ['/etc/passwd'],
      ['a\0.jpg'],
      ['.payload-secret'],
      ['ksr.db'],
      ['KSR', 'public', 'pdf', 'x.jpg'],
      ['KSR', 'private', 'Images', 'x.jpg'],
    ]) {
      const res = await image(path)
      expect([400, 404], JSON.stringify(path)).toContain(res.status)
      expect(res.headers.get('content-type')).toContain('application/json')
    }
    expect((await image(['nothing-here.jpg'])).status).toBe(404)
    expect((await image(['XYZ', 'public', 'Images', 'x.jpg'])).status).toBe(404)
  })
})

describe('one album', () => {
  it('answers an album by id, and by the id it had before an import', async () => {
    const all = (await (await get('/api/gallery/All/{school}')).json()) as Json[]
    const res = await subGallery(`?id=${all[0]!._id}`)
    expect(res.status).toBe(200)
    const album = (await res.json()) as Json
    expect(validate('Album', album)).toEqual([])
    expect(album).toEqual(all[0])

    const { docs } = await payload.find({ collection: 'gallery-albums', limit: 1, sort: 'date' })
    await payload.update({ collection: 'gallery-albums', id: docs[0]!.id, data: { legacyId: '64f1c2a9e4b0a1b2c3d4e5f6' } })
    const old = await subGallery('?id=64f1c2a9e4b0a1b2c3d4e5f6')
    expect(old.status).toBe(200)
    expect(((await old.json()) as Json)._id).toBe('64f1c2a9e4b0a1b2c3d4e5f6')
  })

  it('names the id when it is missing or malformed, and answers 404 for an unknown one', async () => {
    for (const q of ['', '?id=', '?id=../x', '?id=%27%20OR%201%3D1']) {
      const res = await subGallery(q)
      expect(res.status, q).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'id' })
    }
    expect((await subGallery('?id=999999')).status).toBe(404)
  })
})

describe('transfer certificate check', () => {
  const record = { admission: 10234, name: 'Rohan Verma' }

  it('finds a record by admission number and name, ignoring case and extra spaces', async () => {
    const res = await tc({ admission: record.admission, name: '  rohan   VERMA ' })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Json
    expect(validate('TcFound', body)).toEqual([])
    expect(body.data).toMatchObject({ admission: 10234, name: 'Rohan Verma', tcNumber: 'KSR/TC/2025/014' })
  })

  it('answers a wrong name, a wrong number and an unknown number with the same body', async () => {
    const bodies = []
    for (const body of [
      { admission: record.admission, name: 'Someone Else' },
      { admission: record.admission + 1, name: record.name },
      { admission: 99999999, name: record.name },
    ]) {
      const res = await tc(body)
      expect(res.status).toBe(404)
      bodies.push(await res.text())
    }
    expect(new Set(bodies).size).toBe(1)
    expect(validate('TcNotFound', JSON.parse(bodies[0]!))).toEqual([])
  })

  it('names the field for missing, empty or malformed input', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'Rohan Verma' }, 'admission'],
      [{ admission: '', name: 'Rohan Verma' }, 'admission'],
      [{ admission: 'ten?', name: 'Rohan Verma' }, 'admission'],
      [{ admission: 1.5, name: 'Rohan Verma' }, 'admission'],
      [{ admission: 10234 }, 'name'],
      [{ admission: 10234, name: '   ' }, 'name'],
      [{ admission: 10234, name: 7 }, 'name'],
      ['{not json', 'body'],
      [[1, 2], 'body'],
    ]
    for (const [body, field] of cases) {
      const res = await tc(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.json()).toMatchObject({ field })
    }
  })

  it('answers 404 JSON for an unknown school code', async () => {
    const res = await tc(record, { school: 'ABC' })
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ field: 'school' })
  })

  it('limits lookups per address and says when to come back', async () => {
    const limit = 10
    for (let i = 0; i < limit; i += 1) expect((await tc({ admission: 500 + i, name: 'X' }, { from: '192.0.2.77' })).status).toBe(404)
    const res = await tc(record, { from: '192.0.2.77' })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await res.json()).toMatchObject({ data: null })
    // Another address is not affected.
    expect((await tc(record, { from: '192.0.2.78' })).status).toBe(200)
  })
})

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1, describes every endpoint, and its schemas compile', async () => {
    const { GET } = await import('@/app/api/openapi.json/route')
    const doc = (await GET().json()) as ReturnType<typeof openApiDocument>
    expect(doc.openapi).toBe('3.1.0')
    for (const path of [...Object.keys(LIST_ROUTES), '/api/subGallery', '/api/tc/{school}', '/api/image/{file}']) {
      expect(Object.keys(doc.paths)).toContain(path)
    }
    // Every list it names answers a JSON list: through its own route file, or the catch-all for a type with a listing of its own.
    for (const path of Object.keys(LIST_ENDPOINTS)) {
      const res = await getList(path)
      expect(res.status, path).toBe(200)
      expect(Array.isArray(await res.json()), path).toBe(true)
    }
    expect(Object.keys(LIST_ENDPOINTS)).toContain('/api/achievement/{school}')
  })
})
