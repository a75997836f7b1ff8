/**
 * `school:add --from KSR`: the new school gets the outlines of KSR's pages (their rows and
 * headings, in each language, everything else empty) and its category lists, which its staff
 * see and visitors do not until the page is saved in English; nothing of KSR's content.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { forSchool } from '@/tenancy'
import { schoolById, seededPayload } from '../../../tests/int/payload'
import { findPage, updatePage } from '../../../tests/int/pages'
import { addSchool } from './add'

let payload: Payload
let ksr: number
let out: number
let editor: Awaited<ReturnType<Payload['create']>>
type Row = Record<string, unknown>

beforeAll(async () => {
  payload = await seededPayload()
  ksr = (await payload.find({ collection: 'schools', where: { code: { equals: 'KSR' } } })).docs[0]!.id
  // A row label in Hindi too: the outline keeps each language the words have.
  const timings = await findPage(payload, { slug: 'timings-page', school: ksr })
  const rows = timings.classTimings!.map((r, i) => (i === 0 ? { ...r, classes: 'प्री केजी', summer: '०९:००', winter: '१०:००' } : r))
  await updatePage(payload, { slug: 'timings-page', school: ksr, locale: 'hi', data: { classTimings: rows } })
  const { school } = await addSchool(payload, { code: 'OUT', name: 'Outline Public School', domains: ['outline.localhost'], from: 'KSR' })
  out = school.id
  editor = await forSchool(payload, await schoolById(payload, out)).create({
    collection: 'users',
    data: { email: 'editor@outline.example', password: 'correct-horse-battery', name: 'Editor', role: 'editor', schools: [{ school: out }] },
  })
})

const asStaff = { overrideAccess: false as const }
const staffRead = <S extends 'timings-page' | 'syllabus-page'>(slug: S, locale = 'en') =>
  findPage(payload, { slug, school: out, ...asStaff, user: editor as never, locale })
/** A visitor on the new school's domain. */
const visitorRead = <S extends 'timings-page' | 'syllabus-page'>(slug: S) =>
  findPage(payload, { slug, school: out, ...asStaff, req: { headers: new Headers({ host: 'outline.localhost' }) } })

describe('school:add --from', () => {
  it('gives the new school each of the other school’s lists with their row labels and headings, in each language, and nothing else of the page', async () => {
    const source = await findPage(payload, { slug: 'timings-page', school: ksr })
    const copy = await staffRead('timings-page')
    expect(copy.outline).toBe(true)
    expect(copy.classTimings!.map((r) => r.classes)).toEqual(source.classTimings!.map((r) => r.classes))
    expect(copy.busDepartures!.map((r) => r.days)).toEqual(source.busDepartures!.map((r) => r.days))
    expect(copy.officeHours!.map((r) => r.office)).toEqual(source.officeHours!.map((r) => r.office))
    // The times, the hours and the notes are KSR's: none came.
    for (const r of [...copy.classTimings!, ...copy.busDepartures!] as Row[]) expect([r.summer, r.winter]).toEqual(['', ''])
    for (const r of copy.officeHours!) expect(r.hours).toBe('')
    expect(copy.notes ?? []).toEqual([])
    const hindi = await staffRead('timings-page', 'hi')
    expect(hindi.classTimings![0]!.classes).toBe('प्री केजी')
    expect([hindi.classTimings![0]!.summer, hindi.classTimings![0]!.winter]).toEqual(['', ''])
    // A section's heading comes; its text does not.
    const syllabus = await staffRead('syllabus-page')
    const ksrSyllabus = await findPage(payload, { slug: 'syllabus-page', school: ksr })
    expect(syllabus.sections!.map((s) => s.heading)).toEqual(ksrSyllabus.sections!.map((s) => s.heading))
    expect(JSON.stringify(syllabus.sections!.map((s) => s.body))).not.toMatch(/"text":"[^"]/)
  })

  it('leaves behind pages with no lists, the profile and every item', async () => {
    const within = forSchool(payload, await schoolById(payload, out))
    for (const slug of ['about-page', 'principal-message', 'home-page', 'youth-summit', 'mandatory-disclosure'] as const)
      expect((await within.find({ collection: slug, depth: 0 })).docs, slug).toEqual([])
    for (const slug of ['news', 'events', 'circulars', 'toppers', 'images', 'documents', 'faculty'] as const)
      expect((await within.find({ collection: slug, depth: 0 })).totalDocs, slug).toBe(0)
  })

  it('copies the category lists with their labels in each language', async () => {
    const labels = async (school: number, locale: 'en' | 'hi') =>
      (await forSchool(payload, await schoolById(payload, school)).find({ collection: 'news-categories', locale, sort: 'slug', depth: 0, pagination: false })).docs.map((c) => [c.slug, c.label])
    expect((await labels(out, 'en')).length).toBeGreaterThan(0)
    expect(await labels(out, 'en')).toEqual(await labels(ksr, 'en'))
    expect(await labels(out, 'hi')).toEqual(await labels(ksr, 'hi'))
  })

  it('shows an outline to no visitor until staff save it in English (a save in Hindi alone keeps it hidden)', async () => {
    expect((await visitorRead('timings-page')).classTimings ?? []).toEqual([])
    const outline = await staffRead('timings-page')
    const times = { summer: '08:00 - 13:00', winter: '09:00 - 14:00' }
    const rows = outline.classTimings!.map((r) => ({ ...r, ...times }))
    await updatePage(payload, { slug: 'timings-page', school: out, ...asStaff, user: editor as never, locale: 'hi', data: { classTimings: rows } })
    expect((await visitorRead('timings-page')).classTimings ?? []).toEqual([])
    // Everything the page asks for, filled in English.
    const filled = {
      classTimings: rows,
      busDepartures: outline.busDepartures!.map((r) => ({ ...r, ...times })),
      officeHours: outline.officeHours!.map((r) => ({ ...r, hours: '14:00 - 15:00' })),
    }
    await updatePage(payload, { slug: 'timings-page', school: out, ...asStaff, user: editor as never, data: filled })
    const shown = await visitorRead('timings-page')
    expect((await staffRead('timings-page')).outline).toBe(false)
    expect(shown.classTimings!.map((r) => r.summer)).toEqual(rows.map(() => '08:00 - 13:00'))
    // The other outlines stay hidden.
    expect((await visitorRead('syllabus-page')).sections ?? []).toEqual([])
  })

  it('saving an outline in English asks for what is still empty', async () => {
    await expect(
      updatePage(payload, { slug: 'syllabus-page', school: out, ...asStaff, user: editor as never, data: { sections: (await staffRead('syllabus-page')).sections } }),
    ).rejects.toThrow(/Body/i)
  })

  it('adds nothing when the school to copy from does not exist', async () => {
    await expect(addSchool(payload, { code: 'NOPE', name: 'Nope School', domains: [], from: 'XYZ' })).rejects.toThrow('--from: No school has the code XYZ')
    expect((await payload.find({ collection: 'schools', where: { code: { equals: 'NOPE' } } })).totalDocs).toBe(0)
  })
})
