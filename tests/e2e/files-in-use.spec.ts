import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'
import { PDFDocument, StandardFonts } from 'pdf-lib'

import { published, signedInAsAdmin } from './helpers'

// A file is public only while something published uses it, or staff ticked "Public on its own"
// (issue #41 item 5: a PDF uploaded for a draft circular was listed and served to anyone).

async function uploadPdf(staff: APIRequestContext, name: string, title: string) {
  const doc = await PDFDocument.create()
  doc.addPage([300, 400]).drawText(title, { font: await doc.embedFont(StandardFonts.Helvetica), x: 20, y: 360 })
  const res = await staff.post('/cms-api/documents', {
    multipart: { file: { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) }, _payload: JSON.stringify({ title }) },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number; filename: string } }).doc
}

/** What a visitor gets of a PDF: its file, the old API's address of it, and whether Payload's REST API lists it. */
async function visitorSees(request: APIRequestContext, doc: { id: number; filename: string }) {
  return {
    file: (await request.get(`/files/documents/${doc.filename}`)).status(),
    oldApi: (await request.get(`/api/image/KSR/public/pdf/${doc.filename}`)).status(),
    listed: (await published<{ id: number }>(request, 'documents', `&where[id][equals]=${doc.id}`)).some((d) => d.id === doc.id),
  }
}

const HIDDEN = { file: 404, oldApi: 404, listed: false }
const SHOWN = { file: 200, oldApi: 200, listed: true }

test('a PDF for a draft circular is served and listed only while the circular is published', async ({ request, baseURL }) => {
  const staff = await signedInAsAdmin(baseURL!)
  const results = await uploadPdf(staff, `class-xii-results-${Date.now()}.pdf`, 'Class XII results, embargoed')
  const created = await staff.post('/cms-api/circulars?draft=true', {
    data: { title: 'Class XII results, embargoed', category: 'News Letter', attachments: [{ relationTo: 'documents', value: results.id }], _status: 'draft' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const circular = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    expect(await visitorSees(request, results)).toEqual(HIDDEN)
    // The school's staff see it (a draft's preview shows it), and no shared cache keeps it.
    const own = await staff.get(`/files/documents/${results.filename}`)
    expect(own.status()).toBe(200)
    expect(own.headers()['cache-control']).toBe('private, no-cache')

    expect((await staff.patch(`/cms-api/circulars/${circular}`, { data: { _status: 'published' } })).status()).toBe(200)
    expect(await visitorSees(request, results)).toEqual(SHOWN)

    expect((await staff.patch(`/cms-api/circulars/${circular}`, { data: { _status: 'draft' } })).status()).toBe(200)
    expect(await visitorSees(request, results)).toEqual(HIDDEN)

    expect((await staff.patch(`/cms-api/circulars/${circular}`, { data: { _status: 'published' } })).status()).toBe(200)
    expect((await request.get(`/files/documents/${results.filename}`)).status()).toBe(200)
    expect((await staff.delete(`/cms-api/circulars/${circular}`)).status()).toBe(200)
    expect(await visitorSees(request, results)).toEqual(HIDDEN)
  } finally {
    await staff.delete(`/cms-api/circulars/${circular}?trash=true`)
    await staff.delete(`/cms-api/documents/${results.id}`)
    await staff.dispose()
  }
})

test('"Public on its own" serves a file nothing uses; a file no record claims is never served', async ({ request, baseURL }) => {
  const staff = await signedInAsAdmin(baseURL!)
  const prospectus = await uploadPdf(staff, `prospectus-${Date.now()}.pdf`, 'Prospectus')
  try {
    expect(await visitorSees(request, prospectus)).toEqual(HIDDEN)
    expect((await staff.patch(`/cms-api/documents/${prospectus.id}`, { data: { publicOnItsOwn: true } })).status()).toBe(200)
    expect(await visitorSees(request, prospectus)).toEqual(SHOWN)
  } finally {
    await staff.delete(`/cms-api/documents/${prospectus.id}`)
    await staff.dispose()
  }
  // Left on disk by an earlier upload, with no record.
  const dir = path.join(process.env.E2E_DATA_DIR!, 'uploads', 'documents')
  fs.mkdirSync(dir, { recursive: true })
  const leftOver = path.join(dir, 'left-over-upload.pdf')
  fs.writeFileSync(leftOver, '%PDF-1.4\n%%EOF\n')
  try {
    expect((await request.get('/files/documents/left-over-upload.pdf')).status()).toBe(404)
    expect((await request.get('/api/image/left-over-upload.pdf')).status()).toBe(404)
  } finally {
    fs.rmSync(leftOver, { force: true })
  }
})
