/**
 * A file is public only while something published of its school uses it, or staff ticked
 * "Public on its own" on it (issue #41 item 5): at /files, the old API's /api/image, Payload's
 * REST and GraphQL API at /cms-api and the share cards, through their route handlers. A file no
 * record claims is not served; staff still see every file of their school.
 */
import fs from 'node:fs'
import path from 'node:path'

import { PDFDocument, StandardFonts } from 'pdf-lib'
import { createLocalReq, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { richText } from '@/seed/richText'
import type { SchoolGate } from '@/tenancy'
import { schoolGate, staffUsers, testPayload } from './payload'

let payload: Payload
let school: SchoolGate

beforeAll(async () => {
  payload = await testPayload()
  school = await schoolGate(payload)
})

const upload = (data: Buffer, name: string, mimetype: string) => ({ data, name, mimetype, size: data.length })

async function pdf(name: string, title: string) {
  const doc = await PDFDocument.create()
  doc.addPage([300, 400]).drawText(title, { font: await doc.embedFont(StandardFonts.Helvetica), x: 20, y: 360 })
  const made = await school.create({ collection: 'documents', data: { title }, file: upload(Buffer.from(await doc.save()), name, 'application/pdf') })
  return made as { id: number; filename: string }
}

async function photo(name: string, alt: string) {
  const data = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2266aa' } }).png().toBuffer()
  const made = await school.create({ collection: 'images', data: { alt }, file: upload(data, name, 'image/png') })
  return made as { id: number; filename: string; sizes: Record<string, { filename?: string | null }> }
}

/** GET /files/{collection}/{name}, as a visitor (or with `cookie`). */
async function files(collection: string, name: string, cookie?: string) {
  const { GET } = await import('@/app/files/[collection]/[name]/route')
  const headers = cookie ? { cookie } : undefined
  return GET(new Request(`http://localhost/files/${collection}/${name}`, { headers }), { params: Promise.resolve({ collection, name }) })
}

/** GET /api/image/…, the old API's file address. */
async function apiImage(...segments: string[]) {
  const { GET } = await import('@/app/api/image/[...path]/route')
  return GET(new Request(`http://localhost/api/image/${segments.join('/')}`), { params: Promise.resolve({ path: segments }) })
}

/** GET /cms-api/…, Payload's REST API, as a visitor. */
async function rest(address: string) {
  const { GET } = await import('@/app/(payload)/cms-api/[...slug]/route')
  const slug = address.split('?')[0]!.split('/').filter(Boolean)
  return GET(new Request(`http://localhost/cms-api/${address}`), { params: Promise.resolve({ slug }) })
}

/** POST /cms-api/graphql, as a visitor. */
async function graphql(query: string) {
  const { POST } = await import('@/app/(payload)/cms-api/graphql/route')
  const res = await POST(new Request('http://localhost/cms-api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }))
  return (await res.json()) as { data?: Record<string, { docs: { id: number }[] } | null> }
}

/** The ids a visitor's GET /cms-api/{collection} lists. */
async function listed(collection: 'documents' | 'images'): Promise<number[]> {
  const res = await rest(`${collection}?depth=0&limit=1000`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: { id: number }[] }).docs.map((d) => d.id)
}

/** What a visitor gets of a PDF: its file at /files and at the old API, and whether REST and GraphQL list it. */
async function visitorSees(doc: { id: number; filename: string }) {
  const gql = await graphql(`{ Documents(limit: 1000) { docs { id } } }`)
  return {
    file: (await files('documents', doc.filename)).status,
    oldApi: (await apiImage('KSR', 'public', 'pdf', doc.filename)).status,
    byId: (await rest(`documents/${doc.id}?depth=0`)).status,
    fileInCms: (await rest(`documents/file/${doc.filename}`)).status,
    listed: (await listed('documents')).includes(doc.id),
    inGraphQL: (gql.data?.Documents?.docs ?? []).some((d) => d.id === doc.id),
  }
}

const HIDDEN = { file: 404, oldApi: 404, byId: 404, fileInCms: 403, listed: false, inGraphQL: false }
const SHOWN = { file: 200, oldApi: 200, byId: 200, fileInCms: 200, listed: true, inGraphQL: true }

describe('a PDF for a draft circular', () => {
  it('is hidden until the circular is published, shown while it is, and hidden again once it is unpublished, in the Trash or deleted', async () => {
    const results = await pdf('class-xii-results-embargoed.pdf', 'Class XII results, embargoed')
    const circular = await school.create({
      collection: 'circulars',
      data: { title: 'Class XII results, embargoed', category: 'News Letter', attachments: [{ relationTo: 'documents', value: results.id }], _status: 'draft' },
      draft: true,
    })
    expect(await visitorSees(results)).toEqual(HIDDEN)

    await school.update({ collection: 'circulars', id: circular.id, data: { _status: 'published' } })
    expect(await visitorSees(results)).toEqual(SHOWN)

    await school.update({ collection: 'circulars', id: circular.id, data: { _status: 'draft' } })
    expect(await visitorSees(results)).toEqual(HIDDEN)

    await school.update({ collection: 'circulars', id: circular.id, data: { _status: 'published' } })
    expect((await files('documents', results.filename)).status).toBe(200)
    // The Trash: hidden; restored: shown again.
    await school.update({ collection: 'circulars', id: circular.id, data: { deletedAt: new Date().toISOString() }, trash: true })
    expect(await visitorSees(results)).toEqual(HIDDEN)
    await school.update({ collection: 'circulars', id: circular.id, data: { deletedAt: null }, trash: true })
    expect((await files('documents', results.filename)).status).toBe(200)

    await school.delete({ collection: 'circulars', id: circular.id, trash: true })
    expect(await visitorSees(results)).toEqual(HIDDEN)
  })

  it('a new attachment on a draft of a published circular stays hidden until that draft is published', async () => {
    const first = await pdf('date-sheet-first.pdf', 'Date sheet')
    const added = await pdf('date-sheet-revised.pdf', 'Date sheet (revised)')
    const circular = await school.create({
      collection: 'circulars',
      data: { title: 'Date sheet', category: 'News Letter', attachments: [{ relationTo: 'documents', value: first.id }], _status: 'published' },
    })
    await school.update({
      collection: 'circulars',
      id: circular.id,
      data: { attachments: [{ relationTo: 'documents', value: first.id }, { relationTo: 'documents', value: added.id }] },
      draft: true,
    })
    expect((await files('documents', first.filename)).status).toBe(200)
    expect((await files('documents', added.filename)).status).toBe(404)
    await school.update({ collection: 'circulars', id: circular.id, data: { _status: 'published' } })
    expect((await files('documents', added.filename)).status).toBe(200)
  })
})

describe('"Public on its own"', () => {
  it('serves and lists a file nothing uses once ticked, and stops when unticked', async () => {
    const prospectus = await pdf('prospectus-2027.pdf', 'Prospectus 2027')
    expect(await visitorSees(prospectus)).toEqual(HIDDEN)
    await school.update({ collection: 'documents', id: prospectus.id, data: { publicOnItsOwn: true } })
    expect(await visitorSees(prospectus)).toEqual(SHOWN)
    await school.update({ collection: 'documents', id: prospectus.id, data: { publicOnItsOwn: false } })
    expect(await visitorSees(prospectus)).toEqual(HIDDEN)
  })
})

describe('files no record claims', () => {
  it('are not served, at /files or at the old API', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer()
    for (const [collection, name, data] of [
      ['images', 'left-over-upload.png', png],
      ['documents', 'left-over-upload.pdf', Buffer.from('%PDF-1.4\n%%EOF\n')],
    ] as const) {
      fs.mkdirSync(path.join(env().uploadDir, collection), { recursive: true })
      fs.writeFileSync(path.join(env().uploadDir, collection, name), data)
      expect((await files(collection, name)).status, name).toBe(404)
      expect((await apiImage(name)).status, name).toBe(404)
    }
  })
})

describe('what counts as a use', () => {
  it('an image in any field of a published document, a page, a list inside a page, rich text in either language; not a draft, the Trash or an import under way', async () => {
    const inPage = await photo('about-us-building.png', 'The school building')
    const inPageList = await photo('science-lab.png', 'The science laboratory')
    const inHindiText = await photo('assembly-hindi.png', 'Morning assembly')
    const inEvent = await photo('sports-day.png', 'Sports day')
    const inDraftNews = await photo('draft-news.png', 'Draft news photo')
    const inTrashedSlide = await photo('trashed-slide.png', 'A slide in the Trash')
    const inImport = await photo('import-under-way.png', 'A photo of an import under way')
    const shown = async (img: { filename: string }) => (await files('images', img.filename)).status
    for (const img of [inPage, inPageList, inHindiText, inEvent, inDraftNews, inTrashedSlide, inImport]) expect(await shown(img)).toBe(404)

    // A page (one document per school): a plain field, a list's rows, and an upload inside the Hindi rich text only.
    await school.savePage('infrastructure-page', { photos: [{ image: inPageList.id, caption: 'Science laboratory' }] })
    const upload = { type: 'upload', version: 3, format: '', id: 'a1b2c3', fields: null, relationTo: 'images', value: inHindiText.id }
    const text = (node: unknown) => ({ root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: [node] } })
    await school.savePage('about-page', { photo: inPage.id, history: richText('Founded in 1978.') })
    await school.savePage('about-page', { history: text(upload) }, { locale: 'hi' })
    // A published event (a plain list of images); a draft news item; a slide in the Trash.
    await school.create({ collection: 'events', data: { title: 'Sports day', date: new Date().toISOString(), images: [inEvent.id], _status: 'published' } })
    await school.create({
      collection: 'news',
      data: { title: 'Not yet', description: 'Draft.', fromDate: new Date().toISOString(), attachments: [{ relationTo: 'images', value: inDraftNews.id }], _status: 'draft' },
      draft: true,
    })
    const slide = await school.create({ collection: 'hero-slides', data: { title: 'Old slide', image: inTrashedSlide.id, order: 9 } })
    await school.update({ collection: 'hero-slides', id: slide.id, data: { deletedAt: new Date().toISOString() }, trash: true })
    // A content import marks its records until its last step (src/content/staging).
    await school.create({
      collection: 'events',
      data: { title: 'Imported event', date: new Date().toISOString(), images: [inImport.id], _status: 'published', importRun: 'run-1' },
      context: { importRun: 'run-1' },
    })

    expect({
      page: await shown(inPage),
      pageList: await shown(inPageList),
      hindiText: await shown(inHindiText),
      event: await shown(inEvent),
      draftNews: await shown(inDraftNews),
      trashedSlide: await shown(inTrashedSlide),
      importUnderWay: await shown(inImport),
    }).toEqual({ page: 200, pageList: 200, hindiText: 200, event: 200, draftNews: 404, trashedSlide: 404, importUnderWay: 404 })
    // Every resized copy of an image follows it (400 px wide: the 320 px copy is made).
    const resized = (img: { sizes: Record<string, { filename?: string | null }> }) => Object.values(img.sizes).flatMap((s) => (s.filename ? [s.filename] : []))
    expect(resized(inEvent).length).toBeGreaterThan(0)
    expect(resized(inDraftNews).length).toBeGreaterThan(0)
    for (const filename of resized(inEvent)) expect(await shown({ filename })).toBe(200)
    for (const filename of resized(inDraftNews)) expect(await shown({ filename })).toBe(404)
    // The share card and the old API follow the same rule.
    const { GET } = await import('@/app/share-image/[ref]/route')
    const card = (img: { id: number }) => GET(new Request(`http://localhost/share-image/${img.id}`), { params: Promise.resolve({ ref: String(img.id) }) })
    expect((await card(inEvent)).status).toBe(200)
    expect((await card(inDraftNews)).status).toBe(404)
    expect((await apiImage(inEvent.filename)).status).toBe(200)
    expect((await apiImage(inDraftNews.filename)).status).toBe(404)
    const images = await listed('images')
    expect(images).toContain(inHindiText.id)
    expect(images).not.toContain(inDraftNews.id)
  })
})

describe('staff', () => {
  it('see every file of their school in the admin, and at /files for their own browser only', async () => {
    const draftOnly = await pdf('staff-only-notice.pdf', 'Staff only notice')
    const { editor } = await staffUsers(payload)
    const { docs } = await payload.find({ collection: 'documents', where: { id: { equals: draftOnly.id } }, user: editor, overrideAccess: false })
    expect(docs.map((d) => d.id)).toEqual([draftOnly.id])
    const req = await createLocalReq({ req: { headers: new Headers({ 'x-forwarded-for': '198.51.100.61' }) } }, payload)
    const { token } = await payload.login({ collection: 'users', data: { email: editor.email, password: 'correct-horse-battery' }, req })
    const res = await files('documents', draftOnly.filename, `payload-token=${token}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    expect((await files('documents', draftOnly.filename)).status).toBe(404)
  })
})
