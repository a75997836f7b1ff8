/**
 * A second demo school (`SEED_DEMO=two-schools`), so a vendor trying the product, and the
 * tests, see two schools side by side on one deployment: its own name, code, host name, logo
 * and content, smaller than the reference school's. Like the main seed, every step finds
 * before it creates.
 *
 * It is served at `riverside.localhost` (browsers send any `*.localhost` name to this
 * machine); the reference school also answers at `127.0.0.1`, as it did while it was alone.
 */
import type { Payload } from 'payload'

import { addDomain, ensureSchool, forSchool, schoolForCommand } from '@/tenancy'
import { build, day, dayInMonth } from './builders'
import { createSeedContext, type SeedContext } from './context'
import { richText } from './richText'
import { SCHOOL_CODE } from './content/profile'

export const SECOND_SCHOOL = { code: 'RVS', name: 'Riverside Vidya School', domain: 'riverside.localhost' }

export async function seedSecondSchool(payload: Payload, now = new Date()): Promise<{ created: number }> {
  // The reference school keeps answering at the machine's address now that it is not alone.
  const first = await schoolForCommand(payload, SCHOOL_CODE)
  if (typeof first !== 'string') await addDomain(payload, first, '127.0.0.1')
  const school = await ensureSchool(payload, { name: SECOND_SCHOOL.name, code: SECOND_SCHOOL.code, domains: [SECOND_SCHOOL.domain] })
  return seedSmallSchool(createSeedContext(forSchool(payload, school), SECOND_SCHOOL.name), now)
}

/** The second demo school's content, in the school the context is for (the tests give two schools the same small set). */
export async function seedSmallSchool(s: SeedContext, now = new Date()): Promise<{ created: number }> {
  const logo = await s.image('rvs-school-logo', `${SECOND_SCHOOL.name} crest`, 'logo', 'RVS')
  await s.ensureGlobal('school-profile', (d) => Boolean(d.name), {
    name: SECOND_SCHOOL.name,
    shortName: 'RVS',
    brandColour: '#1f4d2b',
    affiliation: 'Affiliated to the Central Board of Secondary Education (CBSE), New Delhi',
    affiliationNumber: '3450000 (demo)',
    tagline: 'By the river, towards the sea of learning',
    logo,
    foundedOn: '1994-07-01T00:00:00.000Z',
    sessionStartMonth: 'April',
    sessionEndMonth: 'March',
    studentCount: 1210,
    teacherCount: 58,
    emails: [{ label: 'School office', email: 'office@riverside-vidya.example' }],
    phones: [{ label: 'School office', number: '+91 612 250 1994' }],
    address: 'Riverside Vidya School\nGanga Path, Digha\nPatna, Bihar 800011',
    copyright: `© {year} ${SECOND_SCHOOL.name}. All rights reserved.`,
  })
  await s.ensureGlobal('home-page', (d) => Boolean((d.aboutTeaser as { heading?: string } | undefined)?.heading), {
    aboutTeaser: {
      heading: 'Welcome to Riverside Vidya',
      text: 'A day school on the banks of the Ganga in Patna since 1994, where 1210 children learn from Nursery to Class XII.',
    },
    featureCards: [
      { title: 'Learning by the river', text: 'Nature walks, river studies and a rooftop garden.', link: '/about-school' },
      { title: 'Admissions open', text: 'Registration for Nursery to Class IX is open.', link: '/admission' },
    ],
  })
  await s.ensureGlobal('about-page', (d) => Boolean(d.motto), {
    history: richText(
      'Riverside Vidya School opened in July 1994 in a rented house on Ganga Path with forty children and four teachers.',
      'It moved to its own building in 2003 and now teaches 1210 students from Nursery to Class XII.',
    ),
    motto: 'Vidya dadati vinayam',
    mottoMeaning: 'Knowledge gives humility.',
  })
  await s.ensureGlobal('admission-page', (d) => Boolean(d.intro), {
    intro: 'Registration for the coming session is open for Nursery to Class IX at the school office, 9 AM to 1 PM on working days.',
    ageNote: 'Age as on 31st March of the year of admission',
    ageCriteria: [
      { className: 'Nursery', age: '3+ years' },
      { className: 'Class I', age: '6+ years' },
    ],
  })

  const ago = (days: number) => day(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate() - days)
  const news: [string, string, string][] = [
    ['Riverside rowers win the Patna regatta', 'Our Class XI crew won the schools’ race on the Ganga at Gandhi Ghat.', ago(2)],
    ['Rooftop garden gives its first harvest', 'Class VI students picked spinach and tomatoes grown on the school roof.', ago(20)],
    ['Bihar Diwas quiz: second place', 'Two Class VIII students came second in the state quiz on Bihar’s history.', ago(75)],
  ]
  for (const [title, description, fromDate] of news) {
    await s.ensure('news', { title: { equals: title } }, build.news({ title, description, fromDate }))
  }
  const events: [string, number, number, string][] = [
    ['Riverside open day', 0, 9, 'Families are welcome to visit classrooms and the rooftop garden.'],
    ['Chhath holiday homework exhibition', 1, 6, 'Models and posters made over the holidays.'],
  ]
  for (const [title, offset, date, description] of events) {
    await s.ensure('events', { title: { equals: title } }, build.event({ title, date: dayInMonth(now, offset, date), time: '10:00 AM', venue: 'School hall', description }))
  }
  const photos = []
  for (let i = 1; i <= 2; i++) photos.push(await s.image(`rvs-regatta-${i}`, `Patna regatta: photo ${i}`, 'photo', 'Regatta'))
  await s.ensure('gallery-albums', { title: { equals: 'Patna Regatta' } }, build.galleryAlbum(photos, { title: 'Patna Regatta', date: ago(2), description: 'Our crew on the Ganga.' }))
  const circular = await s.pdf('rvs-winter-timings', 'Riverside winter timings', ['School hours from 1 December: 8:30 AM to 2:00 PM.'])
  await s.ensure('circulars', { title: { equals: 'Riverside winter timings' } }, build.circular([{ relationTo: 'documents', value: circular }], { title: 'Riverside winter timings', date: ago(5) }))
  const certificate = await s.certificate('RVS/TC/2026/003', ['TC number: RVS/TC/2026/003', 'Admission number: 5521', 'Name of the student: Priya Kumari'])
  await s.ensure(
    'transfer-certificates',
    { admissionNumber: { equals: '5521' } },
    build.transferCertificate(certificate, { admissionNumber: '5521', studentName: 'Priya Kumari', classLastStudied: 'VII', dateOfIssue: day(2026, 5, 12), tcNumber: 'RVS/TC/2026/003' }),
  )
  return { created: s.created }
}
