/**
 * A school exported, deleted and imported again is the same school: its pages in both
 * languages (a draft saved over a published item too), its photos and PDFs linked and stored,
 * its TC register with the scans, its subscribers with their consent and the notices they
 * were sent, its staff (without their passwords). Another school's file of the same name is
 * left alone; an import that fails half way leaves nothing.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { build } from '@/seed/builders'
import { makePdf, makePicture } from '@/seed/files'
import { forSchool, schoolForCommand, type School } from '@/tenancy'
import { testPayload } from '../../../tests/int/payload'
import { DELIVERIES, SENDS, SUBSCRIPTIONS } from '@/features/notices/collections'
import { addSchool } from './add'
import { exportSchool, importSchool, MANIFEST } from './move'
import { removeSchool } from './remove'

let payload: Payload
const NAME = 'Moving Hills School'

const schoolNamed = async (code: string) => {
  const found = await schoolForCommand(payload, code)
  if (typeof found === 'string') throw new Error(found)
  return found
}
const storedFile = (collection: string, name: string) => path.join(env().uploadDir, collection, name)

/** What visitors, parents and staff of the school see of it, by content rather than ids. */
async function seen(school: School) {
  const within = forSchool(payload, school)
  const news = (locale: 'en' | 'hi', draft: boolean) =>
    within.find({ collection: 'news', where: { title: { exists: true } }, depth: 1, locale, draft, sort: 'fromDate', pagination: false })
  const published = await news('en', false)
  const hindi = await news('hi', false)
  const drafts = await news('en', true)
  const infrastructure = await within.page('infrastructure-page', { depth: 1, locale: 'en' })
  const tcs = await within.find({ collection: 'transfer-certificates', depth: 1, pagination: false })
  const subscribers = await within.find({ collection: SUBSCRIPTIONS, depth: 0, pagination: false })
  const sends = await within.find({ collection: SENDS, depth: 0, pagination: false, context: { noFigures: true } })
  const deliveries = await within.find({ collection: DELIVERIES, depth: 0, pagination: false })
  const staff = await within.find({ collection: 'users', depth: 0, pagination: false, sort: 'email' })
  const fileOf = (doc: unknown, collection: string) => {
    const name = (doc as { filename?: string } | null)?.filename
    return name ? fs.readFileSync(storedFile(collection, name)).toString('base64').slice(0, 200) : null
  }
  const newsIds = new Map(published.docs.map((d) => [d.id, d.title]))
  const subscriberIds = new Map(subscribers.docs.map((d) => [d.id, d.email]))
  const sendIds = new Map(sends.docs.map((d) => [d.id, d.title]))
  return {
    news: published.docs.map((d) => ({
      title: d.title,
      status: d._status,
      attachments: (d.attachments ?? []).map((a) => ({ to: a.relationTo, file: fileOf(a.value, a.relationTo), filename: (a.value as { filename?: string }).filename?.replace(/-mov(?=\.)/, '') })),
      updatedAt: d.updatedAt,
    })),
    hindi: hindi.docs.map((d) => d.title),
    drafts: drafts.docs.map((d) => [d.title, d._status]),
    infrastructure: (infrastructure.photos ?? []).map((p) => ({ caption: p.caption, file: fileOf(p.image, 'images') })),
    tcs: tcs.docs.map((t) => ({ admission: t.admissionNumber, name: t.studentName, scan: fileOf(t.certificate, 'certificates') })),
    subscribers: subscribers.docs.map((s) => ({ email: s.email, confirmed: s.confirmed, consent: s.consent, topics: s.topics, auth: s.auth })),
    sends: sends.docs.map((s) => ({ title: s.title, about: newsIds.get(s.sourceId), key: s.sourceKey === `news:${s.sourceId}` })),
    deliveries: deliveries.docs
      .map((d) => ({ send: sendIds.get(d.send), to: subscriberIds.get(d.subscription), state: d.state }))
      .sort((a, b) => Number(a.to === undefined) - Number(b.to === undefined)),
    staff: staff.docs.map((u) => ({ email: u.email, role: u.role })),
  }
}

let before: Awaited<ReturnType<typeof seen>>
let newsId: number
let ksrPhoto: { id: number; bytes: string }
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-move-'))
const exported = path.join(dir, 'export')

beforeAll(async () => {
  payload = await testPayload()
  const { school } = await addSchool(payload, { code: 'MOV', name: NAME, domains: ['moving.example'] })
  const within = forSchool(payload, school)
  const picture = await makePicture('moving', 'Moving photo')
  const image = await within.create({ collection: 'images', data: { alt: 'The moving school' }, file: { data: picture, mimetype: 'image/jpeg', name: 'same-name.jpg', size: picture.length } })
  const pdf = await makePdf('Moving circular', ['A circular.'], 'Test')
  const document = await within.create({ collection: 'documents', data: { title: 'Moving circular' }, file: { data: pdf, mimetype: 'application/pdf', name: 'moving.pdf', size: pdf.length } })
  const scan = await within.create({ collection: 'certificates', data: {}, file: { data: pdf, mimetype: 'application/pdf', name: 'moving-tc.pdf', size: pdf.length } })
  const news = await within.create({ collection: 'news', data: build.news({ title: 'Sports day', attachments: [{ relationTo: 'images', value: image.id }, { relationTo: 'documents', value: document.id }] }), locale: 'en' })
  newsId = news.id
  await within.update({ collection: 'news', id: news.id, data: { title: 'खेल दिवस', description: 'विद्यालय का खेल दिवस।' }, locale: 'hi' })
  // A change saved as a draft over the published item: visitors see the published one.
  await within.update({ collection: 'news', id: news.id, data: { title: 'Sports day (moved to Friday)', _status: 'draft' }, draft: true, locale: 'en' })
  await within.create({ collection: 'transfer-certificates', data: build.transferCertificate(scan.id, { admissionNumber: '7001', studentName: 'Asha Rao' }) })
  // A photo a page needs (required): deleting the school deletes the page first.
  await within.savePage('infrastructure-page', { photos: [{ image: image.id, caption: 'The hall' }] }, { locale: 'en' })
  const parent = await within.create({ collection: SUBSCRIPTIONS, data: build.subscription({ email: 'parent@moving.example' }) })
  const gone = await within.create({ collection: SUBSCRIPTIONS, data: build.subscription({ email: 'gone@moving.example' }) })
  const send = await within.create({
    collection: SENDS,
    data: { title: 'Sports day', topic: 'news', source: 'news', sourceId: news.id, sourceKey: `news:${news.id}`, items: {}, subscribers: 2 },
    context: { noFigures: true },
  })
  await within.create({ collection: DELIVERIES, data: { send: send.id, subscription: parent.id, channel: 'email', state: 'sent', notBefore: 0, attempts: 0 } })
  await within.create({ collection: DELIVERIES, data: { send: send.id, subscription: gone.id, channel: 'email', state: 'sent', notBefore: 0, attempts: 0 } })
  await within.delete({ collection: SUBSCRIPTIONS, id: gone.id })
  const user = (email: string, schools: number[]) =>
    payload.create({ collection: 'users', data: { email, password: 'correct-horse-battery', name: email, role: 'editor', schools: schools.map((s) => ({ school: s })) } })
  const ksr = await schoolNamed('KSR')
  await user('only-mov@example.com', [school.id])
  await user('both@example.com', [ksr.id, school.id])
  before = await seen(school)
})

describe('school:export → school:delete → school:import', () => {
  it('exports everything of the school, with its files, and no password', async () => {
    const manifest = await exportSchool(payload, 'MOV', exported)
    expect(manifest.school).toMatchObject({ code: 'MOV', name: NAME, domains: ['moving.example'] })
    expect(manifest.collections).toMatchObject({ news: 1, images: 1, documents: 1, certificates: 1, 'transfer-certificates': 1, [SUBSCRIPTIONS]: 1, [SENDS]: 1, [DELIVERIES]: 2, 'infrastructure-page': 1 })
    expect(fs.readdirSync(path.join(exported, 'files', 'certificates'))).toEqual(['moving-tc.pdf'])
    const staff = fs.readFileSync(path.join(exported, 'staff.json'), 'utf8')
    expect(JSON.parse(staff)).toEqual([
      { email: 'both@example.com', name: 'both@example.com', role: 'editor' },
      { email: 'only-mov@example.com', name: 'only-mov@example.com', role: 'editor' },
    ])
    const everything = fs.readdirSync(path.join(exported, 'data')).map((f) => fs.readFileSync(path.join(exported, 'data', f), 'utf8')).join('') + staff
    expect(everything).not.toMatch(/"(hash|salt|password)"/)
    // Nothing of another school.
    expect(everything).not.toContain('Kestrel')
  })

  it('is refused while the school is still here, and writes nothing', async () => {
    await expect(importSchool(payload, exported)).rejects.toThrow(/already has a school with the code MOV/)
  })

  it('after the school is deleted, imports it the same, and leaves another school’s file of the same name alone', async () => {
    await removeSchool(payload, 'MOV', NAME)
    // Another school now stores a file under the moving school's photo's name.
    const ksr = forSchool(payload, await schoolNamed('KSR'))
    const other = await makePicture('ksr', 'Not the moving school')
    const taken = await ksr.create({ collection: 'images', data: { alt: 'KSR photo' }, file: { data: other, mimetype: 'image/jpeg', name: 'same-name.jpg', size: other.length } })
    expect(taken.filename).toBe('same-name.jpg')
    ksrPhoto = { id: taken.id, bytes: fs.readFileSync(storedFile('images', 'same-name.jpg')).toString('base64') }

    const imported = await importSchool(payload, exported)
    expect(imported.renamed).toBe(1)
    expect(imported.staff.joined).toEqual(['both@example.com'])
    expect(imported.staff.made.map((m) => m.email)).toEqual(['only-mov@example.com'])
    const after = await seen(await schoolNamed('MOV'))
    expect(after).toEqual(before)
    expect(after.hindi).toEqual(['खेल दिवस'])
    // Its addresses, shared in parents' groups, still lead to it: the ids were free, and are kept.
    expect((await forSchool(payload, await schoolNamed('MOV')).findByID({ collection: 'news', id: newsId, depth: 0 })).title).toBe('Sports day')
    expect(after.drafts).toEqual([['Sports day (moved to Friday)', 'draft']])
    expect(after.deliveries).toEqual([
      { send: 'Sports day', to: 'parent@moving.example', state: 'sent' },
      { send: 'Sports day', to: undefined, state: 'sent' },
    ])
    // KSR's photo is as it was; the moving school's is stored under its own name.
    expect(fs.readFileSync(storedFile('images', 'same-name.jpg')).toString('base64')).toBe(ksrPhoto.bytes)
    expect(fs.existsSync(storedFile('images', 'same-name-mov.jpg'))).toBe(true)
    // The staff member who worked for it alone can sign in with the password shown once.
    const made = imported.staff.made[0]!
    const signedIn = await payload.login({ collection: 'users', data: { email: made.email, password: made.password } })
    expect(signedIn.user).toMatchObject({ mustChangePassword: true })
  })

  it('an import that fails half way leaves nothing: no school, no record, no file', async () => {
    const broken = path.join(dir, 'broken')
    fs.cpSync(exported, broken, { recursive: true })
    // The PDF cannot be copied (a folder stands in its place): after the photos and the PDFs' records are made.
    fs.rmSync(path.join(broken, 'files', 'documents', 'moving.pdf'))
    fs.mkdirSync(path.join(broken, 'files', 'documents', 'moving.pdf'))
    const manifest = JSON.parse(fs.readFileSync(path.join(broken, MANIFEST), 'utf8')) as { school: { code: string; domains: string[] } }
    manifest.school = { ...manifest.school, code: 'BRK', domains: ['broken.example'] }
    fs.writeFileSync(path.join(broken, MANIFEST), JSON.stringify(manifest))
    const images = await payload.count({ collection: 'images' })
    const documents = await payload.count({ collection: 'documents' })
    const stored = fs.readdirSync(path.join(env().uploadDir, 'images')).length

    await expect(importSchool(payload, broken)).rejects.toThrow()
    expect(await schoolForCommand(payload, 'BRK')).toMatch(/No school has the code BRK/)
    expect((await payload.count({ collection: 'images' })).totalDocs).toBe(images.totalDocs)
    expect((await payload.count({ collection: 'documents' })).totalDocs).toBe(documents.totalDocs)
    expect(fs.readdirSync(path.join(env().uploadDir, 'images')).length).toBe(stored)
  })
})
