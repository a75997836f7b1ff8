/**
 * Deleting a school leaves no row or file of it, and nothing of another school goes with it;
 * without a confirmation that names it, nothing is deleted at all.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { build } from '@/seed/builders'
import { makePdf, makePicture } from '@/seed/files'
import { testPayload } from '../../../tests/int/payload'
import { addSchool } from './add'
import { updatePage } from '../../../tests/int/pages'
import { isShared } from '@/tenancy'
import { removeSchool } from './remove'

let payload: Payload
const school = { a: 0, b: 0 }
const files: Record<'a' | 'b', string[]> = { a: [], b: [] }
const accounts = { onlyB: 0, both: 0 }

/** Every collection that belongs to a school. */
const perSchool = () =>
  payload.config.collections
    .filter((c) => !isShared(c) && c.fields.some((f) => 'name' in f && f.name === 'school'))
    .map((c) => c.slug as CollectionSlug)

/** How many rows of each collection belong to the school (the Trash and drafts included). */
async function rowsOf(id: number) {
  const counts: Record<string, number> = {}
  for (const slug of perSchool()) {
    const { totalDocs } = await payload.count({ collection: slug, where: { school: { equals: id } }, overrideAccess: true, trash: true } as never)
    if (totalDocs) counts[slug] = totalDocs
  }
  return counts
}

async function fill(k: 'a' | 'b') {
  const id = school[k]
  const picture = await makePicture(`photo-${k}`, `Photo ${k}`)
  const image = await payload.create({
    collection: 'images',
    data: { alt: `Photo of school ${k}`, school: id },
    file: { data: picture, mimetype: 'image/jpeg', name: `photo-${k}.jpg`, size: picture.length },
  })
  const pdf = await makePdf(`Circular ${k}`, ['A circular.'], 'Test')
  const document = await payload.create({
    collection: 'documents',
    data: { title: `Circular ${k}`, school: id },
    file: { data: pdf, mimetype: 'application/pdf', name: `circular-${k}.pdf`, size: pdf.length },
  })
  const scan = await payload.create({
    collection: 'certificates',
    data: { school: id },
    file: { data: pdf, mimetype: 'application/pdf', name: `tc-${k}.pdf`, size: pdf.length },
  })
  await payload.create({ collection: 'news', data: build.news({ title: `News of school ${k}`, school: id, attachments: [{ relationTo: 'images', value: image.id }] }) })
  const news = await payload.create({ collection: 'news', data: build.news({ title: `Edited news of ${k}`, school: id }) })
  await payload.update({ collection: 'news', id: news.id, data: { title: `Edited news of ${k}, again` } })
  await payload.create({ collection: 'circulars', data: build.circular([{ relationTo: 'documents', value: document.id }], { title: `Circular ${k}`, school: id }) })
  await payload.create({ collection: 'transfer-certificates', data: build.transferCertificate(scan.id, { admissionNumber: `9${id}1`, school: id }) })
  await updatePage(payload, { slug: 'admission-page', school: id, data: { ageNote: `Age note of ${k}` } })
  for (const doc of [image, document, scan] as { filename?: string | null; sizes?: Record<string, { filename?: string | null }> }[]) {
    const dir = doc === scan ? 'certificates' : doc === document ? 'documents' : 'images'
    for (const name of [doc.filename, ...Object.values(doc.sizes ?? {}).map((s) => s.filename)]) if (name) files[k].push(path.join(env().uploadDir, dir, name))
  }
}

beforeAll(async () => {
  payload = await testPayload()
  school.a = (await payload.find({ collection: 'schools' })).docs[0]!.id
  school.b = (await addSchool(payload, { code: 'ABC', name: 'Leaving School', domains: ['abc.example'] })).school.id
  await fill('a')
  await fill('b')
  const user = (email: string, schools: number[]) =>
    payload.create({ collection: 'users', data: { email, password: 'correct-horse-battery', name: email, role: 'editor', schools: schools.map((s) => ({ school: s })) } })
  accounts.onlyB = (await user('only-b@example.com', [school.b])).id
  accounts.both = (await user('both@example.com', [school.a, school.b])).id
})

describe('deleting a school', () => {
  it('without the school’s name as confirmation, deletes nothing and says what to type', async () => {
    await expect(removeSchool(payload, 'ABC', undefined)).rejects.toThrow('confirm with --confirm "Leaving School"')
    await expect(removeSchool(payload, 'ABC', 'Leaving')).rejects.toThrow(/--confirm/)
    await expect(removeSchool(payload, 'NOPE', 'Leaving School')).rejects.toThrow(/No school has the code NOPE/)
    expect(Object.keys(await rowsOf(school.b)).length).toBeGreaterThan(5)
  })

  it('leaves no row, version or file of it, and nothing of the other school goes', async () => {
    const before = await rowsOf(school.a)
    expect(files.b.length).toBeGreaterThan(3)
    for (const file of files.b) expect(fs.existsSync(file), file).toBe(true)

    const removed = await removeSchool(payload, 'ABC', 'Leaving School')
    expect(removed).toMatchObject({ school: 'Leaving School', accounts: 2 })

    expect(await rowsOf(school.b)).toEqual({})
    for (const file of files.b) expect(fs.existsSync(file), file).toBe(false)
    const versions = await payload.findVersions({ collection: 'news', where: { 'version.school': { equals: school.b } }, overrideAccess: true })
    expect(versions.totalDocs).toBe(0)
    expect(await payload.find({ collection: 'schools', where: { code: { equals: 'ABC' } } })).toMatchObject({ totalDocs: 0 })
    // Its own staff account is gone; one that also works for another school keeps that one.
    expect(await payload.findByID({ collection: 'users', id: accounts.onlyB, disableErrors: true })).toBeNull()
    expect((await payload.findByID({ collection: 'users', id: accounts.both, depth: 0 })).schools?.map((r) => r.school)).toEqual([school.a])

    expect(await rowsOf(school.a)).toEqual(before)
    for (const file of files.a) expect(fs.existsSync(file), file).toBe(true)
  })
})
