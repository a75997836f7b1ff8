/**
 * The compliance monitor with two schools: the daily check finds each school's own problems
 * and keeps each school's result; each school's staff see their own school's findings on the
 * dashboard, an operator every school's; each school's digest reaches its own administrators
 * only, through a real SMTP server (smtp-server on a loopback port); "Check now" checks the
 * school the staff member works in, and an operator's any school.
 */
import type { AddressInfo } from 'node:net'

import { simpleParser } from 'mailparser'
import { createLocalReq, type Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CompliancePanel } from '@/components/admin/CompliancePanel'
import { checkNowEndpoint, readComplianceStatus } from '@/features/compliance/monitor'
import { updatePage } from './pages'
import type { User } from '@/payload-types'
import { build } from '@/seed/builders'
import { testPayload } from './payload'

type Mail = { to: string[]; from: string; subject: string; text: string }
const inbox: Mail[] = []
let smtp: SMTPServer
let payload: Payload
const school = { a: { id: 0, name: '' }, b: { id: 0, name: '' } }
const staff = {} as Record<'adminA' | 'adminB' | 'editorB' | 'operator', User>

const text = (t: string) => ({ type: 'text', text: t, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }
/** An About page whose history links to `path`, a page the site does not have. */
const aboutLinkingTo = (path: string) => ({
  history: {
    root: {
      ...base,
      type: 'root',
      children: [
        {
          ...base,
          type: 'paragraph',
          textFormat: 0,
          textStyle: '',
          children: [{ ...base, type: 'link', version: 3, fields: { url: path, linkType: 'custom', newTab: false }, children: [text('our old page')] }],
        },
      ],
    },
  },
})

const account = (email: string, role: User['role'], schools: number[]) =>
  payload.create({
    collection: 'users',
    data: { email, password: 'correct-horse-battery', name: email, role, schools: schools.map((id) => ({ school: id })) },
  })

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((m) => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), from: m.from?.value[0]?.name ?? '', subject: m.subject ?? '', text: m.text ?? '' })
          done()
        })
        .catch(done)
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  process.env.MAIL_FROM = 'Websites <office@vendor.example>'
  payload = await testPayload()

  const [first] = (await payload.find({ collection: 'schools', sort: 'id', limit: 1 })).docs
  school.a = { id: first!.id, name: first!.name }
  await payload.update({ collection: 'schools', id: school.a.id, data: { domains: [{ domain: 'ksr.example' }] } })
  const second = await payload.create({ collection: 'schools', data: build.school({ name: 'Riverside Public School', code: 'RPS', domains: [{ domain: 'riverside.example' }] }) })
  school.b = { id: second.id, name: second.name }

  staff.adminA = await account('office-a@example.com', 'admin', [school.a.id])
  staff.adminB = await account('office-b@example.com', 'admin', [school.b.id])
  staff.editorB = await account('editor-b@example.com', 'editor', [school.b.id])
  staff.operator = await account('vendor@example.com', 'operator', [])

  // Each school's About page links to a page that does not exist: its own.
  await updatePage(payload, { slug: 'about-page', school: school.a.id, data: aboutLinkingTo('/gone-from-a') as never })
  await updatePage(payload, { slug: 'about-page', school: school.b.id, data: aboutLinkingTo('/gone-from-b') as never })
  // School B's fire safety certificate ran out.
  const { makePdf } = await import('@/seed/files')
  const pdf = await makePdf('Fire safety certificate', ['Valid until 3 March 2024'], school.b.name)
  const certificate = await payload.create({
    collection: 'documents',
    data: { title: 'Fire safety certificate', school: school.b.id },
    file: { data: pdf, mimetype: 'application/pdf', name: 'fire-safety-b.pdf', size: pdf.length },
  })
  await updatePage(payload, {
    slug: 'mandatory-disclosure',
    school: school.b.id,
    data: { sectionB: { fireSafety: { file: certificate.id, issuedOn: '2021-03-04', validUntil: '2024-03-03' } } } as never,
  })

  // The daily job, as the scheduler queues it.
  await payload.jobs.queue({ task: 'complianceCheck', input: {} })
  await payload.jobs.run()
})

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

/** The dashboard's compliance panel as this account sees it, as text. */
async function panelOf(user: User): Promise<string> {
  const panel = await CompliancePanel({ payload, user })
  return panel ? renderToStaticMarkup(panel).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') : ''
}

const mailsTo = (email: string) => inbox.filter((m) => m.to.includes(email))

async function waitForMail(email: string, ms = 10_000): Promise<Mail> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    const mail = mailsTo(email)[0]
    if (mail) return mail
    // Polls: the stand-in SMTP server adds to `inbox` and announces nothing to wait on.
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no e-mail to ${email} arrived`)
}

describe('the daily check, with two schools', () => {
  it('shows school B’s problems to B’s staff only, and A’s to A’s', async () => {
    const ofB = await panelOf(staff.adminB)
    expect(ofB).toContain('links to /gone-from-b')
    expect(ofB).toContain('Fire safety certificate expired on 3 Mar 2024')
    expect(ofB).not.toContain('/gone-from-a')
    expect(await panelOf(staff.editorB)).toContain('links to /gone-from-b')

    const ofA = await panelOf(staff.adminA)
    expect(ofA).toContain('links to /gone-from-a')
    expect(ofA).not.toContain('/gone-from-b')
    expect(ofA).not.toContain('Fire safety certificate')
  })

  it('shows an operator every school: its name, its counts and its worst finding', async () => {
    const seen = await panelOf(staff.operator)
    const entry = (name: string, k: 'a' | 'b') =>
      new RegExp(`${name} ?: \\d+ to fix now, \\d+ to review \\(checked [^)]+\\)\\. Worst: The page &quot;About the school&quot; links to /gone-from-${k},`)
    expect(seen).toMatch(entry(school.a.name, 'a'))
    expect(seen).toMatch(entry(school.b.name, 'b'))
  })

  it('keeps each school’s result apart', async () => {
    const a = await readComplianceStatus(payload, school.a.id)
    const b = await readComplianceStatus(payload, school.b.id)
    expect(a.checkedAt).not.toBeNull()
    expect(b.checkedAt).not.toBeNull()
    expect(a.findings.map((f) => f.message).join('\n')).not.toContain('/gone-from-b')
    expect(b.findings.map((f) => f.message).join('\n')).toContain('/gone-from-b')
  })

  it('e-mails each school’s digest to its own administrators only, from that school', async () => {
    const toB = await waitForMail('office-b@example.com')
    expect(toB.from).toBe(school.b.name)
    expect(toB.text).toContain('/gone-from-b')
    expect(toB.text).toContain('Fire safety certificate expired')
    expect(toB.text).not.toContain('/gone-from-a')

    const toA = await waitForMail('office-a@example.com')
    expect(toA.from).toBe(school.a.name)
    expect(toA.text).toContain('/gone-from-a')
    expect(toA.text).not.toContain('/gone-from-b')
    expect(toA.text).not.toContain('Fire safety certificate')

    // Sending is not awaited by the adapter, and an e-mail never sent has no event: give a stray one time to arrive.
    await new Promise((r) => setTimeout(r, 1000))
    expect(mailsTo('office-b@example.com')).toHaveLength(1)
    expect(mailsTo('office-a@example.com')).toHaveLength(1)
    expect(mailsTo('editor-b@example.com')).toEqual([])
    expect(mailsTo('vendor@example.com')).toEqual([])
  })
})

describe('Check now', () => {
  const post = async (user: User, query = '', cookie?: string) =>
    checkNowEndpoint.handler(
      await createLocalReq(
        {
          user: { ...user, collection: 'users' },
          req: { url: `http://localhost/cms-api/compliance/check${query}`, headers: new Headers(cookie ? { cookie } : {}) },
        },
        payload,
      ),
    )
  const checkedAt = async (id: number) => (await readComplianceStatus(payload, id)).checkedAt

  it('checks the school its administrator works in, and refuses another school', async () => {
    const [a, b] = [await checkedAt(school.a.id), await checkedAt(school.b.id)]
    const res = await post(staff.adminB)
    expect(res.status).toBe(303)
    expect(await checkedAt(school.b.id)).not.toBe(b)
    expect(await checkedAt(school.a.id)).toBe(a)

    expect((await post(staff.adminA, `?school=${school.b.id}`)).status).toBe(403)
    expect(await checkedAt(school.a.id)).toBe(a)
  })

  it('lets an operator check any school, by name in the form or by the school switch', async () => {
    const b = await checkedAt(school.b.id)
    expect((await post(staff.operator, `?school=${school.b.id}`)).status).toBe(303)
    const named = await checkedAt(school.b.id)
    expect(named).not.toBe(b)
    expect((await post(staff.operator, '', `payload-tenant=${school.b.id}`)).status).toBe(303)
    expect(await checkedAt(school.b.id)).not.toBe(named)
  })

  it('answers 400 naming the field for a school that is not a number, and when no school is chosen', async () => {
    const bad = await post(staff.operator, '?school=abc')
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toMatch(/school/)
    // An operator with two schools and none chosen in the switch must say which.
    expect((await post(staff.operator)).status).toBe(400)
  })
})
