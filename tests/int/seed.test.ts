import fs from 'node:fs'
import path from 'node:path'

import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { seed } from '@/seed'
import { bootstrap } from '@/seed/bootstrap'
import { ACTIVITY_TABS, STUDENT_COUNCIL_TABS } from '@/seed/content/pages'
import { SECOND_SCHOOL, seedSecondSchool } from '@/seed/second'
import { staffUsers, testPayload } from './payload'
import { findPage } from './pages'

let payload: Payload
let firstRun: { created: number }
const COUNTED: CollectionSlug[] = [
  'news',
  'events',
  'highlights',
  'notifications',
  'online-registrations',
  'hero-slides',
  'gallery-albums',
  'media-items',
  'toppers',
  'testimonials',
  'faculty',
  'circulars',
  'transfer-certificates',
  'images',
  'documents',
  'certificates',
]
const countAll = async () =>
  Object.fromEntries(await Promise.all(COUNTED.map(async (c) => [c, (await payload.count({ collection: c })).totalDocs] as const)))

beforeAll(async () => {
  payload = await testPayload()
  firstRun = await seed(payload, new Date(Date.UTC(2026, 10, 21)))
})

describe('demo content', () => {
  it('has the school facts of the spec in the school profile', async () => {
    const p = await findPage(payload, { slug: 'school-profile' })
    const { docs: schools } = await payload.find({ collection: 'schools', depth: 0 })
    expect(schools.map((s) => [s.code, s.name])).toEqual([['KSR', p.name]])
    expect(p.foundedOn?.slice(0, 10)).toBe('1978-01-09')
    expect(p.firstRollStrength).toBe(27)
    expect([p.studentCount, p.teacherCount, p.adminStaffCount, p.supportStaffCount]).toEqual([4407, 154, 17, 40])
    expect(p.houses?.map((h) => `${h.name} ${h.colour}`)).toEqual(['Auriga Blue', 'Dorado Green', 'Columba Red', 'Phoenix Yellow'])
    expect(p.helpDesk?.hours).toBe('8:00 AM to 8:00 PM')
  })

  it('has 19 hero slides and the spec’s tabs by name', async () => {
    expect((await payload.count({ collection: 'hero-slides' })).totalDocs).toBe(19)
    const council = await findPage(payload, { slug: 'student-council-page' })
    expect(council.tabs?.map((t) => t.title)).toEqual([...STUDENT_COUNCIL_TABS])
    expect(council.tabs?.every((t) => (t.photos?.length ?? 0) > 0)).toBe(true)
    const activities = await findPage(payload, { slug: 'activities-page' })
    expect(activities.tabs?.map((t) => t.title)).toEqual([...ACTIVITY_TABS])
    expect(activities.tabs?.at(-1)?.embeddedPdf).toBeTruthy()
  })

  it('has toppers of both classes over three sessions including 2024-25', async () => {
    const { docs } = await payload.find({ collection: 'toppers', limit: 100 })
    for (const klass of ['X', 'XII']) {
      const years = new Set(docs.filter((d) => d.class === klass).map((d) => d.sessionYear))
      expect(years.size).toBeGreaterThanOrEqual(3)
      expect(years.has('2024-25')).toBe(true)
    }
  })

  it('has newsletters in both categories over several years, some undated', async () => {
    const { docs } = await payload.find({ collection: 'circulars', limit: 100 })
    const letters = docs.filter((d) => d.category === 'News Letter')
    expect(new Set(letters.filter((d) => d.date).map((d) => d.date!.slice(0, 4))).size).toBeGreaterThanOrEqual(3)
    expect(letters.some((d) => !d.date)).toBe(true)
    expect(docs.some((d) => d.category === 'Loquacity')).toBe(true)
  })

  it('has events in the current and neighbouring months', async () => {
    const { docs } = await payload.find({ collection: 'events', limit: 100 })
    const months = new Set(docs.map((d) => d.date.slice(0, 7)))
    for (const m of ['2026-10', '2026-11', '2026-12']) expect(months.has(m), m).toBe(true)
  })

  it('has 12+ albums over 3+ years, 30+ faculty with two-digit orders and 5+ TC records', async () => {
    const albums = await payload.find({ collection: 'gallery-albums', limit: 100 })
    expect(albums.totalDocs).toBeGreaterThanOrEqual(12)
    expect(new Set(albums.docs.map((a) => a.date.slice(0, 4))).size).toBeGreaterThanOrEqual(3)
    const faculty = await payload.find({ collection: 'faculty', limit: 100 })
    expect(faculty.totalDocs).toBeGreaterThanOrEqual(30)
    expect(faculty.docs.some((f) => f.order >= 10)).toBe(true)
    expect((await payload.count({ collection: 'transfer-certificates' })).totalDocs).toBeGreaterThanOrEqual(5)
  })

  it('has the constants of spec section 9 in the pages', async () => {
    const admission = await findPage(payload, { slug: 'admission-page' })
    const rules = admission.feeRules?.map((r) => r.text).join(' ')
    expect(rules).toMatch(/Rs\. 10 .*Rs\. 25/)
    expect(admission.ageCriteria?.map((r) => `${r.className} ${r.age}`)).toEqual(['Pre KG 3-4 years', 'LKG 4-5 years', 'UKG 5-6 years'])
    const timings = await findPage(payload, { slug: 'timings-page' })
    expect(timings.classTimings?.find((r) => r.classes === 'III - X')).toMatchObject({ summer: '07:50 - 13:45', winter: '08:50 - 14:45' })
    expect(timings.busDepartures?.map((r) => [r.summer, r.winter])).toEqual([
      ['13:50', '14:50'],
      ['13:20', '14:20'],
    ])
    const md = await findPage(payload, { slug: 'mandatory-disclosure' })
    expect([md.sectionD?.teachersPGT, md.sectionD?.teachersTGT, md.sectionD?.teachersPRT]).toEqual([38, 52, 61])
    expect([md.sectionE?.campusArea, md.sectionE?.girlsToilets, md.sectionE?.boysToilets]).toEqual([20970, 59, 99])
    const summit = await findPage(payload, { slug: 'youth-summit' })
    expect([summit.date.slice(0, 10), summit.startTime, summit.endTime, summit.grades, summit.fee]).toEqual([
      '2024-08-29',
      '8:00am',
      '6:30pm',
      '9-12',
      800,
    ])
    expect(summit.committees).toHaveLength(4)
  })

  it('stores real image and PDF files', async () => {
    const { uploadDir } = env()
    const image = (await payload.find({ collection: 'images', limit: 1 })).docs[0]!
    const jpeg = fs.readFileSync(path.join(uploadDir, 'images', image.filename!))
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    expect(image.width).toBeGreaterThan(0)
    const pdf = (await payload.find({ collection: 'documents', limit: 1 })).docs[0]!
    expect(
      fs
        .readFileSync(path.join(uploadDir, 'documents', pdf.filename!))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })
})

describe('seeding again', () => {
  it('creates nothing and duplicates nothing', async () => {
    const before = await countAll()
    const second = await seed(payload, new Date(Date.UTC(2026, 10, 21)))
    expect(firstRun.created).toBeGreaterThan(100)
    expect(second.created).toBe(0)
    expect(await countAll()).toEqual(before)
  })

  it('start-up does not reseed a database that has content, nor add a second admin', async () => {
    await staffUsers(payload)
    const usersBefore = (await payload.count({ collection: 'users' })).totalDocs
    const lines: string[] = []
    await bootstrap(payload, env(), (l) => lines.push(l))
    expect(lines).toEqual([])
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(usersBefore)
  })

  it('an admin can read the TC register the seed filled', async () => {
    const { admin } = await staffUsers(payload)
    const { totalDocs } = await payload.find({ collection: 'transfer-certificates', user: admin, overrideAccess: false })
    expect(totalDocs).toBeGreaterThanOrEqual(5)
  })
})

describe('a second demo school (SEED_DEMO=two-schools)', () => {
  const visitorAt = (host: string) => ({ overrideAccess: false, req: { headers: new Headers({ host }) } }) as const
  const newsAt = async (host: string) => (await payload.find({ collection: 'news', limit: 100, ...visitorAt(host) })).docs.map((n) => n.title)

  it('has its own name, code, host, logo and content; the reference school keeps its own', async () => {
    const { created } = await seedSecondSchool(payload, new Date(Date.UTC(2026, 10, 21)))
    expect(created).toBeGreaterThan(10)
    const schools = (await payload.find({ collection: 'schools', sort: 'id', depth: 0 })).docs
    expect(schools.map((s) => s.code)).toEqual(['KSR', SECOND_SCHOOL.code])
    // The reference school also answers at the machine's address; the second at its own name.
    expect(schools[0]!.domains?.map((d) => d.domain)).toContain('127.0.0.1')
    expect(schools[1]!.domains?.map((d) => d.domain)).toEqual([SECOND_SCHOOL.domain])
    const [ksr, rvs] = schools
    const profiles = await Promise.all([ksr!, rvs!].map((s) => findPage(payload, { slug: 'school-profile', school: s.id, depth: 1 })))
    expect(profiles.map((p) => p.name)).toEqual(['Kestrel Springs Residential School', SECOND_SCHOOL.name])
    expect(typeof profiles[1]!.logo === 'object' && profiles[1]!.logo?.id).not.toBe(typeof profiles[0]!.logo === 'object' && profiles[0]!.logo?.id)
    // Each host's visitors read their own school's news only.
    const riverside = await newsAt(SECOND_SCHOOL.domain)
    expect(riverside).toContain('Riverside rowers win the Patna regatta')
    expect(riverside).not.toContain('Inter-school kabaddi trophy comes home')
    const ksrNews = await newsAt('127.0.0.1')
    expect(ksrNews).toContain('Inter-school kabaddi trophy comes home')
    expect(ksrNews).not.toContain('Riverside rowers win the Patna regatta')
  })

  it('seeded again, creates nothing', async () => {
    expect((await seedSecondSchool(payload, new Date(Date.UTC(2026, 10, 21)))).created).toBe(0)
  })
})
