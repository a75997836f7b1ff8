/**
 * A school arriving with its old API's JSON is one command after `school:add`:
 * `content:import --school CODE` fills that school, and only it; `content:export --school`
 * gives it back as it came. With several schools, a command that names none is refused.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { exportContent } from '@/content/export'
import { importContent } from '@/content/import'
import { env } from '@/env'
import { build } from '@/seed/builders'
import { makePdf } from '@/seed/files'
import { getList } from '../../../tests/int/apiRoutes'
import { testPayload } from '../../../tests/int/payload'
import { addSchool } from './add'
import { findPage } from '../../../tests/int/pages'

let payload: Payload
let firstSchool: number
const dirs: string[] = []
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-onboarding-'))
  dirs.push(dir)
  return dir
}
const TITLES = ['Sports day results', 'Science fair winners', 'New library opened']

const titles = async (code: string, host: string) => {
  const res = await getList('/api/news/{school}', code, { host })
  return { status: res.status, titles: res.status === 200 ? ((await res.json()) as { title: string }[]).map((n) => n.title).sort() : [] }
}

beforeAll(async () => {
  payload = await testPayload()
  const [first] = (await payload.find({ collection: 'schools' })).docs
  firstSchool = first!.id
  await payload.update({ collection: 'schools', id: first!.id, data: { domains: [{ domain: 'ksr.example' }] } })
  const pdf = await makePdf('Holiday list', ['The school is closed on these days.'], 'Test School')
  const file = await payload.create({
    collection: 'documents',
    data: { title: 'Holiday list' },
    file: { data: pdf, mimetype: 'application/pdf', name: 'holiday-list.pdf', size: pdf.length },
  })
  for (const [i, title] of TITLES.entries()) {
    await payload.create({
      collection: 'news',
      data: build.news({ title, fromDate: `2026-0${i + 1}-10T00:00:00.000Z`, attachments: i === 0 ? [{ relationTo: 'documents', value: file.id }] : [] }),
    })
  }
})

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe('a school arriving with its old API’s JSON', () => {
  it('is added, then imported with --school: a working site on its domain, the other school untouched', async () => {
    const old = tmp()
    await exportContent(payload, old, env().uploadDir)
    const { school } = await addSchool(payload, { code: 'ABC', name: 'Arriving School', domains: ['abc.example'] })

    // Two schools now: a command must say which.
    const unnamed = await importContent(payload, old)
    expect(unnamed).toMatchObject({ ok: false, problems: [{ message: expect.stringMatching(/--school CODE/) }] })
    await expect(exportContent(payload, tmp(), env().uploadDir)).rejects.toThrow(/--school CODE/)
    expect(await importContent(payload, old, { school: 'NOPE' })).toMatchObject({ ok: false, problems: [{ message: expect.stringMatching(/NOPE/) }] })

    const result = await importContent(payload, old, { school: 'ABC' })
    expect(result).toMatchObject({ ok: true, created: TITLES.length, uploaded: 1 })
    expect(await titles('ABC', 'abc.example')).toEqual({ status: 200, titles: [...TITLES].sort() })
    expect(await titles('KSR', 'ksr.example')).toEqual({ status: 200, titles: [...TITLES].sort() })
    // Its records and files are its own, not the first school's.
    const own = await payload.find({ collection: 'news', where: { school: { equals: school.id } }, depth: 0 })
    expect(own.totalDocs).toBe(TITLES.length)
    const files = await payload.find({ collection: 'documents', where: { school: { equals: school.id } }, depth: 0 })
    expect(files.totalDocs).toBe(1)
    // Its copy of a file another school has is named with its code: no run of `-1`, `-2`, … names.
    expect(files.docs[0]!.filename).toBe('holiday-list-abc.pdf')
    // Imported again, the file is the one it has: no second copy.
    expect(await importContent(payload, old, { school: 'ABC' })).toMatchObject({ ok: true, created: 0, updated: TITLES.length })
    expect((await payload.count({ collection: 'documents', where: { school: { equals: school.id } } })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'news' })).totalDocs).toBe(2 * TITLES.length)

    // Its pages, never saved yet, read as empty pages do (groups empty, lists empty): its site renders.
    expect(await findPage(payload, { slug: 'home-page', school: school.id })).toMatchObject({ aboutTeaser: {}, featureCards: [] })

    // Exported again, it gives the records it came with, and the same files (stored under a name
    // of their own: the upload folder is shared by the schools, one name per file).
    const back = tmp()
    await exportContent(payload, back, env().uploadDir, () => {}, 'ABC')
    const read = (dir: string) =>
      (JSON.parse(fs.readFileSync(path.join(dir, 'news.json'), 'utf8')) as { attachments: string[] }[]).map((n) => ({
        ...n,
        attachments: n.attachments.map((file) => fs.readFileSync(path.join(dir, file)).toString('base64')),
      }))
    expect(read(back)).toEqual(read(old))
  })

  it('exports only the school it names: none of another school’s records or files', async () => {
    const theirs = await payload.create({
      collection: 'news',
      data: { ...build.news({ title: 'Only at the first school' }), school: firstSchool },
    })
    const out = tmp()
    await exportContent(payload, out, env().uploadDir, () => {}, 'ABC')
    const news = JSON.parse(fs.readFileSync(path.join(out, 'news.json'), 'utf8')) as { _id: string; title: string }[]
    expect(news.map((n) => n.title).sort()).toEqual([...TITLES].sort())
    expect(news.map((n) => n._id)).not.toContain(String(theirs.id))
    // Its files are its own stored copies, not the first school's.
    const ownFiles = await payload.find({ collection: 'documents', where: { school: { not_equals: firstSchool } }, depth: 0 })
    const exported = fs.readdirSync(path.join(out, 'files'), { withFileTypes: true }).flatMap((f) => (f.isFile() ? [f.name] : []))
    expect(exported.sort()).toEqual(ownFiles.docs.map((d) => d.filename).sort())
    const mine = await payload.find({ collection: 'documents', where: { school: { equals: firstSchool } }, depth: 0 })
    for (const doc of mine.docs) expect(exported).not.toContain(doc.filename)
  })
})
