/**
 * Admissions through the real Local API and REST handlers (issue #62): points and the age
 * worked out on save, an age outside the class's rule refused with the dates, who reads
 * applications (and that each opening is in the audit log), documents deleted after the
 * retention period, and a fee over its state's cap as a compliance finding.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { fees, runChecks } from '@/features/compliance/checks'
import type { Application } from '@/payload-types'
import { build } from '@/seed/builders'
import { makePdf } from '@/seed/files'
import type { SchoolGate } from '@/tenancy'
import { rest, signIn } from '../../../tests/int/isolation'
import { schoolGate, testPayload } from '../../../tests/int/payload'
import { addDocument, saveApplication } from './apply.server'
import { linkHash, newLinkToken } from './links'
import { publishedLists } from './lists.server'
import { deleteExpiredDocuments } from './retention'

let payload: Payload
let school: SchoolGate
let session: number
let made = 0

const iso = (d: Date) => d.toISOString().slice(0, 10)
const daysFromNow = (n: number) => iso(new Date(Date.now() + n * 86_400_000))

/** A draft application of the session's Nursery, with its link's token. */
async function application(o: Partial<Application> = {}, sessionId = session) {
  const token = newLinkToken()
  made++
  const doc = (await school.create({
    collection: 'applications',
    data: { number: `KSR-27-NUR-${String(made).padStart(5, '0')}`, session: sessionId, classCode: 'NUR', status: 'draft', childName: `Child ${made}`, email: `family${made}@example.com`, accessHash: linkHash(token), ...o } as never,
    depth: 0,
  })) as Application
  return { doc, token }
}

beforeAll(async () => {
  payload = await testPayload()
  school = await schoolGate(payload)
  session = (await school.create({ collection: 'admission-sessions', data: build.admissionSession(2027, { opensOn: daysFromNow(-1), closesOn: daysFromNow(10) }), depth: 0 })).id
})

describe('an application', () => {
  it('gets its points from the answers, each with its reason, and its age on the cut-off', async () => {
    const { doc } = await application({ childDob: '2023-08-20', answers: { distance: 2.4, sibling: true, alumni: false, staff: false } })
    expect(doc.points).toBe(50)
    expect(doc.pointsLines).toEqual([
      expect.objectContaining({ key: 'distance', points: 30, reason: expect.stringContaining('2.4 km') }),
      expect.objectContaining({ key: 'sibling', points: 20 }),
      expect.objectContaining({ key: 'alumni', points: 0 }),
      expect.objectContaining({ key: 'staff', points: 0 }),
    ])
    expect(doc.ageOutcome).toMatch(/^fits: 3 years 7 months/)
  })

  it('is refused a date of birth outside the class’s rule, with the dates the class admits', async () => {
    const { token } = await application()
    const outcome = await saveApplication(school, token, { childName: 'Aditi', childDob: '2025-01-10', email: 'aditi@example.com' }, false, 'en')
    expect(outcome.status).toBe('invalid')
    if (outcome.status !== 'invalid') return
    expect(outcome.errors.childDob).toBe(
      'For Nursery a child must be born from 1 April 2023 to 31 March 2024 (with the school’s relaxation, 2 March 2023 to 30 April 2024). A child born on 10 January 2025 is 2 years 2 months old on 31 March 2027: too young.',
    )
    // What was typed comes back to the form.
    expect(outcome.values).toMatchObject({ childName: 'Aditi', childDob: '2025-01-10', email: 'aditi@example.com' })
    // Within the relaxation is saved (the school decides).
    expect((await saveApplication(school, token, { childName: 'Aditi', childDob: '2024-04-20', email: 'aditi@example.com' }, false, 'en')).status).toBe('saved')
  })

  it('is read only by the school’s admissions staff and administrators; each opening is in the audit log', async () => {
    const { doc } = await application()
    const accounts: Record<string, Awaited<ReturnType<typeof signIn>>> = {}
    for (const role of ['admissions', 'editor'] as const) {
      const email = `${role}-${Date.now()}@admissions.example`
      await payload.create({ collection: 'users', data: { email, password: 'correct-horse-battery', name: role, role, schools: [{ school: school.schoolId }] } })
      accounts[role] = await signIn(payload, email, 'correct-horse-battery')
    }
    expect((await rest(accounts.editor!, 'GET', `applications/${doc.id}`)).status).toBe(403)
    expect((await rest(accounts.editor!, 'GET', 'applications/export')).status).toBe(403)
    const opened = await rest(accounts.admissions!, 'GET', `applications/${doc.id}?depth=0`)
    expect(opened.status).toBe(200)
    expect(opened.body).not.toHaveProperty('accessHash')
    const log = await school.find({ collection: 'audit-events', where: { kind: { equals: 'application-view' } }, sort: '-at', limit: 1, depth: 0 })
    expect(log.docs[0]).toMatchObject({ summary: `Opened application ${doc.number}`, actorEmail: expect.stringMatching(/^admissions-/) })
    // Nobody makes an application through the APIs: only the site's own pages do.
    expect((await rest(accounts.admissions!, 'POST', 'applications', { number: 'X', session, classCode: 'NUR', childName: 'X' })).status).toBe(403)

    // Cash at the counter: the payment takes the application's reference, and the application is paid.
    const cash = await rest(accounts.admissions!, 'POST', 'admission-payments', { application: doc.id, method: 'cash', amount: 25, status: 'paid' })
    expect(cash.status, JSON.stringify(cash.body)).toBe(201)
    const payment = cash.body.doc as { id: number; reference: string }
    expect(payment.reference).toBe(`${doc.number}-FEE`)
    await expect.poll(async () => ((await school.findByID({ collection: 'applications', id: doc.id, depth: 0 })) as Application).feeStatus).toBe('paid')
    // The record stays: staff cannot turn a paid fee back, nor record an online payment.
    const reopened = await rest(accounts.admissions!, 'PATCH', `admission-payments/${payment.id}`, { status: 'pending' })
    expect(reopened.status).toBe(400)
    expect(JSON.stringify(reopened.body)).toContain('status')
    const online = await rest(accounts.admissions!, 'POST', 'admission-payments', { application: doc.id, method: 'razorpay', amount: 25, status: 'paid' })
    expect(online.status).toBe(400)
    expect(JSON.stringify(online.body)).toContain('method')
    // One payment per application: a second is refused, naming the field.
    const again = await rest(accounts.admissions!, 'POST', 'admission-payments', { application: doc.id, method: 'cash', amount: 25, status: 'paid' })
    expect(again.status).toBe(400)
    expect(JSON.stringify(again.body)).toContain('reference')
  })
})

describe('the published list', () => {
  it('ranks by points, then by the revealed draw, and shows numbers only', async () => {
    const past = (await school.create({
      collection: 'admission-sessions',
      data: build.admissionSession(2026, { opensOn: '2025-12-04', closesOn: '2025-12-27', listsOn: '2026-01-23' }, { listsPublished: true, drawSecret: 'a long phrase for the draw', drawRevealed: true }),
      depth: 0,
    })) as { id: number }
    for (const km of [0.5, 0.8, 2, 5]) await application({ status: 'verified', answers: { distance: km, sibling: false, alumni: false, staff: false } }, past.id)
    const sessionDoc = await school.findByID({ collection: 'admission-sessions', id: past.id, depth: 0 })
    const [nursery] = await publishedLists(school, sessionDoc as never)
    const rows = [...nursery!.selected, ...nursery!.waiting]
    expect(rows.map((r) => r.points)).toEqual([40, 40, 30, 20])
    // The two with 40 points are ordered by their draw keys, which say so.
    expect(rows[0]!.drawKey! < rows[1]!.drawKey!).toBe(true)
    expect(rows[2]!.drawKey).toBeUndefined()
    expect(JSON.stringify(rows)).not.toContain('Child')
  })
})

describe('documents', () => {
  it('of applications not admitted are deleted the retention period after the first list; an admitted child’s are kept', async () => {
    const ended = (await school.create({
      collection: 'admission-sessions',
      data: build.admissionSession(2025, { opensOn: daysFromNow(-200), closesOn: daysFromNow(-100), listsOn: daysFromNow(-91) }, { retentionDays: 90 }),
      depth: 0,
    })) as { id: number }
    const pdf = await makePdf('Birth certificate', ['For the test.'], 'Registrar')
    const upload = async (token: string) => {
      // Uploads are taken while the application is a draft.
      expect((await addDocument(school, token, 'birth', new File([new Uint8Array(pdf)], 'birth.pdf', { type: 'application/pdf' }))).status).toBe('uploaded')
    }
    const notAdmitted = await application({}, ended.id)
    const admitted = await application({}, ended.id)
    await upload(notAdmitted.token)
    await upload(admitted.token)
    await school.update({ collection: 'applications', id: notAdmitted.doc.id, data: { status: 'not-offered' }, depth: 0 })
    await school.update({ collection: 'applications', id: admitted.doc.id, data: { status: 'admitted' }, depth: 0 })
    const fileOf = async (id: number) => ((await school.findByID({ collection: 'applications', id, depth: 0 })) as Application).documents?.[0]?.file as number | undefined
    const goneFile = (await fileOf(notAdmitted.doc.id))!
    expect(goneFile).toBeTypeOf('number')

    // Not yet: a day before the period ends.
    expect(await deleteExpiredDocuments(payload, daysFromNow(-2))).toBe(0)
    expect(await deleteExpiredDocuments(payload)).toBe(1)
    const after = (await school.findByID({ collection: 'applications', id: notAdmitted.doc.id, depth: 0 })) as Application
    expect(after.documents).toEqual([])
    expect(after.documentsDeletedAt).toBeTruthy()
    expect(await school.findByID({ collection: 'application-files', id: goneFile, depth: 0, disableErrors: true })).toBeNull()
    expect(await fileOf(admitted.doc.id)).toBeTypeOf('number')
  })
})

describe('the fee schedule', () => {
  it('over the state’s cap, under a head not allowed, or past its approval is a compliance finding', async () => {
    const lines = [
      { head: 'registration', amount: 100, frequency: 'once' },
      { head: 'tuition', amount: 3000, frequency: 'monthly' },
      { head: 'development', amount: 3600, frequency: 'yearly' },
    ]
    await school.savePage('fee-schedule', { state: 'DL', approvedOn: '2023-03-01', validUntil: '2026-03-31', classes: [{ className: 'Nursery', lines }] })
    const findings = await runChecks(payload, { school: school.schoolId, checks: [fees] })
    const messages = findings.map((f) => `${f.severity}: ${f.message}`)
    expect(messages).toEqual([
      'red: Nursery: Registration fee ₹100 is over the cap of ₹25',
      'red: The fees\' approval held until 2026-03-31: they need a new approval of the school-level fee regulation committee',
    ])
    // Within the caps and approved: nothing to find.
    await school.savePage('fee-schedule', { state: 'DL', approvedOn: '2026-03-01', validUntil: '2029-03-31', classes: [{ className: 'Nursery', lines: [{ ...lines[0], amount: 25 }, lines[1], lines[2]] }] })
    expect(await runChecks(payload, { school: school.schoolId, checks: [fees] })).toEqual([])
  })
})
