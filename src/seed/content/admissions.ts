/**
 * The demo school's admissions (src/features/admissions): an open session for Nursery and KG
 * (dates around the day the demo is seeded, so `npm start` always shows the whole flow), a
 * closed past session with its published list and revealed draw, and the approved fee
 * schedule. The online fee stays off until a school sets its gateway's keys. Written for this
 * project; the families are made up. Found before made, as every seed step.
 */
import type { AdmissionSession } from '@/payload-types'
import { build } from '../builders'
import type { SeedContext } from '../context'

const iso = (d: Date) => d.toISOString().slice(0, 10)
const plusDays = (now: Date, days: number) => iso(new Date(now.getTime() + days * 86_400_000))

/** The Hindi of the demo session's names and labels, by key. */
const HINDI: Record<string, string> = {
  birth: 'जन्म प्रमाण-पत्र',
  address: 'पते का प्रमाण',
  photo: 'बच्चे की हाल की फ़ोटो',
  distance: 'घर से दूरी',
  sibling: 'भाई या बहन इसी विद्यालय में पढ़ते हैं',
  alumni: 'माता या पिता इसी विद्यालय के पूर्व विद्यार्थी हैं',
  staff: 'माता या पिता इसी विद्यालय में कार्यरत हैं',
  NUR: 'नर्सरी',
  KG: 'केजी',
}

/** The session's names and labels in Hindi, row by row (the rows' ids keep the English's). */
async function inHindi(s: SeedContext, id: number) {
  const doc = (await s.school.findByID({ collection: 'admission-sessions', id, depth: 0 })) as AdmissionSession
  await s.school.update({
    collection: 'admission-sessions',
    id,
    locale: 'hi',
    depth: 0,
    data: {
      title: doc.title.replace('Admissions', 'प्रवेश'),
      classes: (doc.classes ?? []).map((c) => ({
        ...c,
        name: HINDI[c.code] ?? c.name,
        documents: (c.documents ?? []).map((d) => ({ ...d, label: HINDI[d.key] ?? d.label })),
      })),
      criteria: (doc.criteria ?? []).map((c) => ({ ...c, label: HINDI[c.key] ?? c.label })),
    },
  })
}

/** Made-up families of the past session: points from their answers, some equal (the draw orders those). */
const PAST = [
  ['NUR', 1.2, true, false], ['NUR', 0.8, false, true], ['NUR', 2.5, false, false], ['NUR', 2.9, false, false], ['NUR', 5.0, true, true],
  ['NUR', 0.5, false, false], ['NUR', 4.2, false, false], ['NUR', 2.0, true, false], ['KG', 1.5, false, false], ['KG', 2.2, false, false],
  ['KG', 0.9, true, false], ['KG', 5.5, false, false],
] as const
const CHILDREN = ['Aarav', 'Diya', 'Kabir', 'Meher', 'Vivaan', 'Anaya', 'Reyansh', 'Saanvi', 'Arjun', 'Ira', 'Advik', 'Myra']

export async function seedAdmissions(s: SeedContext, now: Date) {
  const year = now.getUTCMonth() >= 8 ? now.getUTCFullYear() + 1 : now.getUTCFullYear()
  const openTitle = `Admissions ${year}–${String(year + 1).slice(2)}`
  const existing = await s.school.find({ collection: 'admission-sessions', where: { title: { equals: openTitle } }, limit: 1, depth: 0 })
  if (!existing.docs.length) {
    const open = await s.ensure('admission-sessions', { title: { equals: openTitle } }, build.admissionSession(year, { opensOn: plusDays(now, -3), closesOn: plusDays(now, 20), pointsOn: plusDays(now, 40), listsOn: plusDays(now, 47) }))
    await inHindi(s, open)
  }
  const pastYear = year - 1
  const pastTitle = `Admissions ${pastYear}–${String(pastYear + 1).slice(2)}`
  if ((await s.school.find({ collection: 'admission-sessions', where: { title: { equals: pastTitle } }, limit: 1, depth: 0 })).docs.length) return
  const pastId = await s.ensure(
    'admission-sessions',
    { title: { equals: pastTitle } },
    build.admissionSession(
      pastYear,
      { opensOn: `${pastYear - 1}-12-04`, closesOn: `${pastYear - 1}-12-27`, pointsOn: `${pastYear}-01-16`, listsOn: `${pastYear}-01-23` },
      // The school's own phrase for the draw (made up for the demo); its hash was published with the points.
      { listsPublished: true, drawSecret: 'monsoon-banyan-7391-kite-saffron', drawRevealed: true },
    ),
  )
  await inHindi(s, pastId)
  const seq: Record<string, number> = {}
  for (const [i, [classCode, km, sibling, alumni]] of PAST.entries()) {
    seq[classCode] = (seq[classCode] ?? 0) + 1
    const number = `KSR-${String(pastYear).slice(2)}-${classCode}-${String(seq[classCode]).padStart(5, '0')}`
    await s.ensure('applications', { number: { equals: number } }, {
      number,
      session: pastId,
      classCode,
      status: 'verified',
      language: i % 3 === 0 ? 'hi' : 'en',
      childName: CHILDREN[i],
      childDob: `${pastYear - (classCode === 'NUR' ? 4 : 5)}-${String(4 + (i % 8)).padStart(2, '0')}-15`,
      parentName: `Parent of ${CHILDREN[i]}`,
      email: `family${i + 1}@example.com`,
      answers: { distance: km, sibling, alumni, staff: false, distanceKm: km },
      feeStatus: 'paid',
      submittedAt: `${pastYear - 1}-12-1${i % 9}T10:00:00.000Z`,
    })
  }
}

/** The approved fee schedule (Delhi's heads and caps), for /fees and the disclosure. */
export async function seedFeeSchedule(s: SeedContext) {
  const lines = (tuition: number) => [
    { head: 'registration', amount: 25, frequency: 'once' },
    { head: 'admission', amount: 200, frequency: 'once' },
    { head: 'caution', amount: 500, frequency: 'once' },
    { head: 'tuition', amount: tuition, frequency: 'monthly' },
    { head: 'annual', amount: 6000, frequency: 'yearly' },
    { head: 'development', amount: Math.floor(tuition * 12 * 0.1), frequency: 'yearly' },
  ]
  await s.ensureGlobal('fee-schedule', (doc) => Array.isArray(doc.classes) && doc.classes.length > 0, {
    state: 'DL',
    approvedOn: '2026-03-15',
    validUntil: '2029-03-31',
    approvedBy: 'The school’s fee regulation committee',
    classes: [
      { className: 'Nursery and KG', lines: lines(3500) },
      { className: 'Classes I to V', lines: lines(3800) },
      { className: 'Classes VI to VIII', lines: lines(4200) },
    ],
  })
}
