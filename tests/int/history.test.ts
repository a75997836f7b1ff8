/** History: who changed what and when, and earlier versions restored, for collections and pages. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { describeStaffer } from '@/hooks/history'
import { build } from '@/seed/builders'
import { getList } from './apiRoutes'
import { staffUsers, testPayload } from './payload'
import { findPage, updatePage } from './pages'

let payload: Payload
let users: Awaited<ReturnType<typeof staffUsers>>
const as = (user: object) => ({ user, overrideAccess: false }) as const

beforeAll(async () => {
  payload = await testPayload()
  users = await staffUsers(payload)
  await updatePage(payload, {
    slug: 'school-profile',
    data: { name: 'Test School', shortName: 'TS', address: 'Ranchi' },
  })
})

describe('collection history', () => {
  it('lists who saved each version of a faculty entry, and an editor restores an earlier one', async () => {
    const teacher = await payload.create({
      collection: 'faculty',
      data: build.faculty({ name: 'Anita Kerketta', designation: 'PGT (Physics)' }),
      ...as(users.admin),
    })
    await payload.update({
      collection: 'faculty',
      id: teacher.id,
      data: { designation: 'PGT (Chemistry)' },
      ...as(users.editor),
    })

    const { docs: versions } = await payload.findVersions({
      collection: 'faculty',
      where: { parent: { equals: teacher.id } },
      sort: '-updatedAt',
      ...as(users.editor),
    })
    expect(versions.map((v) => [v.version.designation, v.version.updatedBy])).toEqual([
      ['PGT (Chemistry)', describeStaffer(users.editor)],
      ['PGT (Physics)', describeStaffer(users.admin)],
    ])
    expect(versions.every((v) => !Number.isNaN(Date.parse(v.updatedAt)))).toBe(true)

    const restored = await payload.restoreVersion({ collection: 'faculty', id: versions[1]!.id, ...as(users.editor) })
    expect(restored.designation).toBe('PGT (Physics)')
    const current = await payload.findByID({ collection: 'faculty', id: teacher.id })
    expect(current.designation).toBe('PGT (Physics)')
    expect(current.updatedBy).toBe(describeStaffer(users.editor))
  })

  it('restores an earlier published version of a news item', async () => {
    const item = await payload.create({
      collection: 'news',
      data: build.news({ title: 'Annual day on 12 December' }),
      ...as(users.editor),
    })
    await payload.update({ collection: 'news', id: item.id, data: { title: 'Annual day postponed' }, ...as(users.editor) })
    const { docs } = await payload.findVersions({
      collection: 'news',
      where: { and: [{ parent: { equals: item.id } }, { 'version.title': { equals: 'Annual day on 12 December' } }] },
      ...as(users.editor),
    })
    expect(docs).toHaveLength(1)
    await payload.restoreVersion({ collection: 'news', id: docs[0]!.id, ...as(users.editor) })
    const visible = await payload.find({ collection: 'news', where: { id: { equals: item.id } }, overrideAccess: false })
    expect(visible.docs.map((d) => d.title)).toEqual(['Annual day on 12 December'])
  })

  it('records the signed-in user whatever the request claims, and hides it from visitors', async () => {
    const item = await payload.create({
      collection: 'news',
      data: { ...build.news(), updatedBy: 'The Principal' },
      ...as(users.editor),
    })
    expect(item.updatedBy).toBe(describeStaffer(users.editor))
    const seenByVisitor = await payload.findByID({ collection: 'news', id: item.id, overrideAccess: false })
    expect(seenByVisitor.title).toBe(item.title)
    expect(seenByVisitor).not.toHaveProperty('updatedBy')
  })
})

describe('trash', () => {
  it('a deleted news item waits in the Trash with who deleted it, off the site, until an editor restores it', async () => {
    const title = `Book fair on Friday ${Date.now()}`
    const item = await payload.create({ collection: 'news', data: build.news({ title }), ...as(users.editor) })
    const publicTitles = async () => ((await (await getList('/api/news/{school}')).json()) as { title: string }[]).map((n) => n.title)
    expect(await publicTitles()).toContain(title)

    // The admin's Delete moves a document to the Trash by setting `deletedAt`.
    await payload.update({ collection: 'news', id: item.id, data: { deletedAt: new Date().toISOString() }, ...as(users.editor) })
    expect(await publicTitles()).not.toContain(title)
    const visitorSees = await payload.find({ collection: 'news', where: { id: { equals: item.id } }, overrideAccess: false })
    expect(visitorSees.docs).toEqual([])
    const { docs: trashed } = await payload.find({
      collection: 'news',
      where: { and: [{ id: { equals: item.id } }, { deletedAt: { exists: true } }] },
      trash: true,
      ...as(users.editor),
    })
    expect(trashed.map((d) => [d.title, d.updatedBy])).toEqual([[title, describeStaffer(users.editor)]])

    await payload.update({ collection: 'news', id: item.id, data: { deletedAt: null }, trash: true, ...as(users.editor) })
    expect(await publicTitles()).toContain(title)
  })

  it('visitors cannot list the Trash', async () => {
    const item = await payload.create({ collection: 'events', data: build.event({ title: `Cancelled match ${Date.now()}` }) })
    await payload.update({ collection: 'events', id: item.id, data: { deletedAt: new Date().toISOString() } })
    const { docs } = await payload.find({ collection: 'events', trash: true, where: { deletedAt: { exists: true } }, overrideAccess: false })
    expect(docs).toEqual([])
  })
})

describe('content page history', () => {
  it('keeps each saved version of a page with its author, and restores one', async () => {
    const rows = (hours: string) => [{ office: 'Accounts', hours }]
    await updatePage(payload, { slug: 'timings-page', data: { officeHours: rows('9:00 to 1:00') }, ...as(users.admin) })
    await updatePage(payload, { slug: 'timings-page', data: { officeHours: rows('9:30 to 2:00') }, ...as(users.editor) })

    const { docs } = await payload.findVersions({ collection: 'timings-page', sort: '-updatedAt', limit: 2, ...as(users.editor) })
    expect(docs.map((v) => [v.version.officeHours?.[0]?.hours, v.version.updatedBy])).toEqual([
      ['9:30 to 2:00', describeStaffer(users.editor)],
      ['9:00 to 1:00', describeStaffer(users.admin)],
    ])

    await payload.restoreVersion({ collection: 'timings-page', id: docs[1]!.id, ...as(users.editor) })
    const page = await findPage(payload, { slug: 'timings-page', overrideAccess: false })
    expect(page.officeHours?.[0]?.hours).toBe('9:00 to 1:00')
  })
})

describe('who may read history', () => {
  it('visitors read no history at all', async () => {
    await expect(payload.findVersions({ collection: 'news', overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await expect(payload.findVersions({ collection: 'timings-page', overrideAccess: false })).rejects.toThrow(
      /not allowed/i,
    )
  })

  it('an editor reads no history of the TC register or the school profile', async () => {
    await expect(payload.findVersions({ collection: 'transfer-certificates', ...as(users.editor) })).rejects.toThrow(
      /not allowed/i,
    )
    await expect(payload.findVersions({ collection: 'school-profile', ...as(users.editor) })).rejects.toThrow(
      /not allowed/i,
    )
    const { docs } = await payload.findVersions({ collection: 'transfer-certificates', ...as(users.admin) })
    expect(Array.isArray(docs)).toBe(true)
  })
})
