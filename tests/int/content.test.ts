/**
 * content:export and content:import: a round trip reproduces the API, a bad directory is
 * reported in full and writes nothing, a failing write leaves nothing half-imported.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { LIST_ENDPOINTS } from '@/api/openapi'
import { exportContent } from '@/content/export'
import { formatProblem, importContent } from '@/content/import'
import { pageCache } from '@/data/pageCache'
import { RESOURCES } from '@/content/resources'
import { env } from '@/env'
import { getList, getSubGallery } from './apiRoutes'
import { seededPayload } from './payload'

type Json = Record<string, unknown>
let payload: Payload
const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `ksr-${name}-`))

async function apiSnapshot(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {}
  for (const endpoint of Object.keys(LIST_ENDPOINTS)) {
    const res = await getList(endpoint)
    expect(res.status, endpoint).toBe(200)
    out[endpoint] = await res.json()
  }
  const albums = out['/api/gallery/All/{school}'] as Json[]
  out.subGallery = await (await getSubGallery(`?id=${albums[0]!._id}`)).json()
  return out
}

const API_SLUGS = [...new Set(RESOURCES.map((r) => r.collection))]
const count = async (slugs: CollectionSlug[]) =>
  Object.fromEntries(await Promise.all(slugs.map(async (c) => [c, (await payload.count({ collection: c, overrideAccess: true })).totalDocs])))

beforeAll(async () => {
  payload = await seededPayload()
})

describe('round trip', () => {
  it('export, empty the content, import: the API answers exactly as before, old ids included', async () => {
    const before = await apiSnapshot()
    const dir = tmp('export')
    const progress: string[] = []
    const { counts } = await exportContent(payload, dir, env().uploadDir, (m) => progress.push(m))
    expect(progress.some((m) => m.startsWith('news.json:'))).toBe(true)
    expect(counts.tc).toBeGreaterThan(0)
    const tc = JSON.parse(fs.readFileSync(path.join(dir, 'tc.json'), 'utf8')) as Json[]
    expect(tc[0]).toMatchObject({ dateOfIssue: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
    // Admission numbers as the old API wrote them (digits as numbers), and as schools write them.
    expect(tc.map((r) => r.admission)).toEqual(expect.arrayContaining([10234, 'KSR/2026/0042']))
    expect((tc[0]!.attachments as string[])[0]).toMatch(/^files\//)
    expect(fs.existsSync(path.join(dir, (tc[0]!.attachments as string[])[0]!))).toBe(true)

    // An empty database, as far as content goes: no records, no uploads.
    for (const slug of [...API_SLUGS, 'images', 'documents', 'certificates'] as CollectionSlug[]) {
      await payload.delete({ collection: slug, where: { id: { exists: true } }, overrideAccess: true })
    }
    expect(Object.values(await count(API_SLUGS)).every((n) => n === 0)).toBe(true)

    const result = await importContent(payload, dir, { progress: (m) => progress.push(m) })
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'))
    expect(result.updated).toBe(0)
    expect(progress.some((m) => /^news: \d+\/\d+ records, \d+ files$/.test(m))).toBe(true)
    expect(await apiSnapshot()).toEqual(before)

    // TC lookups work on the imported register.
    const { verifyTransferCertificate } = await import('@/features/tc/lookup.server')
    const found = await verifyTransferCertificate({ admission: tc[0]!.admission, name: tc[0]!.name }, 'round-trip', 'api')
    expect(found.status).toBe('found')

    // Importing the same directory again updates in place: nothing new, no duplicate files.
    const images = (await payload.count({ collection: 'images' })).totalDocs
    const again = await importContent(payload, dir)
    expect(again.ok && again.created).toBe(0)
    expect((await payload.count({ collection: 'images' })).totalDocs).toBe(images)
    expect(await apiSnapshot()).toEqual(before)

    // A record someone moved to the Trash comes back out of it when imported again.
    const [news] = (await payload.find({ collection: 'news', limit: 1, depth: 0 })).docs
    await payload.update({ collection: 'news', id: news!.id, data: { deletedAt: new Date().toISOString() } })
    expect(await apiSnapshot()).not.toEqual(before)
    const restored = await importContent(payload, dir)
    expect(restored.ok && restored.created).toBe(0)
    pageCache().clear() // as `content:import` has the running site do
    expect(await apiSnapshot()).toEqual(before)
  }, 240_000)
})

describe('checks before writing', () => {
  it('lists every problem by file, record and field, and writes nothing', async () => {
    const dir = tmp('bad')
    fs.mkdirSync(path.join(dir, 'files'))
    fs.writeFileSync(path.join(dir, 'files', 'page.jpg'), '<html><script>alert(1)</script></html>')
    fs.writeFileSync(path.join(dir, 'outside.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0]))
    fs.writeFileSync(
      path.join(dir, 'news.json'),
      JSON.stringify([
        { _id: 'n1', title: 'Fine', description: 'Fine', fromDate: '2025-01-01T00:00:00.000Z', attachments: [] },
        { _id: 'n2', description: 'No title', fromDate: 'not a date', attachments: ['files/missing.pdf'] },
      ]),
    )
    fs.writeFileSync(
      path.join(dir, 'gallery.json'),
      JSON.stringify([{ _id: 'g1', title: 'Album', date: '2025-01-01', attachments: ['files/page.jpg', '../outside.jpg'] }]),
    )
    fs.writeFileSync(path.join(dir, 'topper.json'), JSON.stringify([{ _id: 't1', name: 'A', class: 'IX', division: 101, 'sessionYear ': '2024-26' }]))
    fs.writeFileSync(path.join(dir, 'faculty.json'), '[{ "name": ')
    fs.writeFileSync(path.join(dir, 'topers.json'), '[]')
    const before = await count(API_SLUGS)

    const result = await importContent(payload, dir)
    expect(result.ok).toBe(false)
    const lines = result.ok ? [] : result.problems.map(formatProblem)
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^topers\.json: unknown resource/),
        expect.stringMatching(/^faculty\.json: is not valid JSON/),
        expect.stringMatching(/^news\.json record 1 field title: /),
        expect.stringMatching(/^news\.json record 1 field fromDate: must be a date/),
        expect.stringMatching(/^gallery\.json record 0 field attachments\[0\]: "files\/page\.jpg" must be an image/),
        expect.stringMatching(/^gallery\.json record 0 field attachments\[1\]: "\.\.\/outside\.jpg" points outside/),
        expect.stringMatching(/^topper\.json record 0 field class: /),
        expect.stringMatching(/^topper\.json record 0 field division: /),
        expect.stringMatching(/^topper\.json record 0 field sessionYear: must be a session/),
      ]),
    )
    expect(await count(API_SLUGS)).toEqual(before)
  })

  it('a write that fails part-way leaves nothing half-imported', async () => {
    const [existing] = (await payload.find({ collection: 'transfer-certificates', limit: 1, overrideAccess: true })).docs
    const dir = tmp('clash')
    fs.mkdirSync(path.join(dir, 'files'))
    fs.copyFileSync(path.join(env().uploadDir, 'certificates', (existing!.certificate as { filename: string }).filename), path.join(dir, 'files', 'tc.pdf'))
    fs.writeFileSync(
      path.join(dir, 'news.json'),
      JSON.stringify([{ _id: 'atomic-1', title: 'Must not appear', description: 'x', fromDate: '2025-01-01T00:00:00.000Z' }]),
    )
    // Valid on its own, but its TC number is already another student's: the database refuses it.
    fs.writeFileSync(
      path.join(dir, 'tc.json'),
      JSON.stringify([{ admission: 777777, name: 'New Student', class: 'V', dateOfIssue: '2025-04-01', tcNumber: existing!.tcNumber, attachments: ['files/tc.pdf'] }]),
    )
    const before = await count(API_SLUGS)
    await expect(importContent(payload, dir)).rejects.toThrow()
    expect(await count(API_SLUGS)).toEqual(before)
    const { totalDocs } = await payload.count({ collection: 'news', where: { legacyId: { equals: 'atomic-1' } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })
})
