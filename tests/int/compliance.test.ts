/**
 * The compliance monitor on a real database: a published page linking to a page that does
 * not exist and an upload whose file has gone are red findings; the e-mail digest reaches the
 * administrators through a real SMTP server (smtp-server on a loopback port) once, and not
 * again while the findings stay the same.
 */
import fs from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runChecks } from '@/features/compliance/checks'
import { readComplianceStatus, runComplianceMonitor } from '@/features/compliance/monitor'
import { env } from '@/env'
import { staffUsers, testPayload } from './payload'
import { updatePage } from './pages'

type Mail = { to: string[]; from: { name: string; address: string } | undefined; subject: string; text: string; html: string }
const inbox: Mail[] = []
let smtp: SMTPServer
let payload: Payload
let adminEmail: string
let editorEmail: string
let pdfId: number
/** The test's one school. */
let school: { id: number; name: string }

const text = (t: string) => ({ type: 'text', text: t, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }
const link = (url: string, label: string) => ({
  ...base,
  type: 'link',
  version: 3,
  fields: { url, linkType: 'custom', newTab: false },
  children: [text(label)],
})

/** A PDF stored in the Documents collection. */
async function storedPdf(title: string, name: string, line: string) {
  const { makePdf } = await import('@/seed/files')
  const data = await makePdf(title, [line], 'Test school')
  return payload.create({ collection: 'documents', data: { title }, file: { data, mimetype: 'application/pdf', name, size: data.length } })
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((m) => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: m.from?.value[0] ? { name: m.from.value[0].name, address: m.from.value[0].address ?? '' } : undefined,
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: typeof m.html === 'string' ? m.html : '',
          })
          done()
        })
        .catch(done)
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  process.env.MAIL_FROM = 'Test School <office@school.example>'
  payload = await testPayload()
  const [first] = (await payload.find({ collection: 'schools', sort: 'id', limit: 1 })).docs
  school = { id: first!.id, name: first!.name }
  const { admin, editor } = await staffUsers(payload)
  adminEmail = admin.email
  editorEmail = editor.email

  // A published page with a link to a page that does not exist, and to pages that do: a page of the
  // menu, and a content type's own list page (its `listing` fact).
  await updatePage(payload, {
    slug: 'about-page',
    data: {
      history: {
        root: {
          ...base,
          type: 'root',
          children: [
            { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text('See '), link('/no-such-page', 'our old page')] },
            { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [link('/admission', 'Admission')] },
            { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [link('/achievements', 'Our awards')] },
          ],
        },
      },
    } as never,
  })

  // A PDF whose file has gone from storage.
  const pdf = await storedPdf('Fee structure', 'fee-structure.pdf', 'Fees for 2026-27')
  pdfId = pdf.id
  await fs.unlink(path.join(env().uploadDir, 'documents', pdf.filename!))
})

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

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

describe('compliance checks', () => {
  it('finds the broken internal link on the published page, and only that one', async () => {
    const findings = await runChecks(payload, { school: school.id })
    const links = findings.filter((f) => f.check === 'broken-link')
    expect(links).toEqual([
      {
        check: 'broken-link',
        severity: 'red',
        message: expect.stringContaining('links to /no-such-page'),
        href: '/admin/collections/about-page',
      },
    ])
  })

  it("flags a date sheet of an earlier session beside this session's, and only that one", async () => {
    const { sessionYearOf } = await import('@/lib/sessionYear')
    const now = new Date()
    const current = sessionYearOf(now)
    const earlier = sessionYearOf(new Date(Date.UTC(now.getUTCFullYear() - 2, now.getUTCMonth(), 15)))
    const file = await storedPdf('Date sheet', 'date-sheet.pdf', 'Day 1: English')
    const sheets = [`Half-yearly examination ${current}`, `Annual examination ${earlier}`].map((title) => ({ title, file: file.id }))
    await updatePage(payload, { slug: 'exam-schedule-page', data: { dateSheets: sheets } })
    const findings = (await runChecks(payload, { school: school.id })).filter((f) => f.check === 'earlier-session')
    expect(findings).toEqual([
      {
        check: 'earlier-session',
        severity: 'amber',
        message: `Exam Schedule, date sheets: "Annual examination ${earlier}" is of an earlier session (this session is ${current}). Publish this session's, or remove it.`,
        href: '/admin/collections/exam-schedule-page',
      },
    ])
    await updatePage(payload, { slug: 'exam-schedule-page', data: { dateSheets: [] } })
  })

  it('reads nothing visitors write: an address of the site in a feedback message is no finding', async () => {
    // Otherwise a stranger's message would e-mail the administrators a red finding they cannot fix.
    await payload.create({ collection: 'feedback', data: { topic: 'general', message: `${env().publicOrigin}/gone-by-feedback` } })
    const findings = await runChecks(payload, { school: school.id })
    expect(findings.map((f) => f.message).join('\n')).not.toContain('gone-by-feedback')
  })

  it('finds the upload whose file was deleted', async () => {
    const findings = await runChecks(payload, { school: school.id })
    expect(findings).toContainEqual({
      check: 'missing-file',
      severity: 'red',
      message: expect.stringContaining('fee-structure.pdf is missing'),
      href: `/admin/collections/documents/${pdfId}`,
    })
  })
})

describe('the e-mail digest', () => {
  it('reaches every administrator once when a red finding appears, and not again on the next run with the same findings', async () => {
    const first = await runComplianceMonitor(payload, school)
    expect(first.newlyRed.length).toBeGreaterThanOrEqual(2)
    expect(first.emailed).toContain(adminEmail)
    expect(first.emailed).not.toContain(editorEmail)

    const mail = await waitForMail(adminEmail)
    expect(mail.subject).toMatch(/^Website compliance: \d+ to fix now/)
    // From the school it is about, at the deployment's address (MAIL_FROM).
    expect(mail.from).toEqual({ name: school.name, address: 'office@school.example' })
    expect(mail.text).toContain('/no-such-page')
    expect(mail.text).toContain(`${env().publicOrigin}/admin/collections/about-page`)
    expect(mail.text).toContain(`${env().publicOrigin}/admin/collections/documents/${pdfId}`)
    expect(mailsTo(editorEmail)).toEqual([])

    const stored = await readComplianceStatus(payload, school.id)
    expect(stored.findings).toEqual(first.findings)
    expect(stored.checkedAt).not.toBeNull()

    const second = await runComplianceMonitor(payload, school)
    expect(second.newlyRed).toEqual([])
    expect(second.emailed).toEqual([])
    // Sending is not awaited by the adapter, and an e-mail never sent has no event: give a stray one time to arrive.
    await new Promise((r) => setTimeout(r, 1500))
    expect(mailsTo(adminEmail)).toHaveLength(1)
  })
})

describe('the daily job', () => {
  it('is queued once for the next 01:30 (server time), and when run records a new check', async () => {
    await payload.jobs.handleSchedules({ queue: 'default' })
    await payload.jobs.handleSchedules({ queue: 'default' })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'complianceCheck' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const waitUntil = new Date(docs[0]!.waitUntil!)
    expect([waitUntil.getHours(), waitUntil.getMinutes()]).toEqual([1, 30])
    expect(waitUntil.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000)

    const before = (await readComplianceStatus(payload, school.id)).checkedAt!
    await payload.jobs.queue({ task: 'complianceCheck', input: {} })
    await payload.jobs.run()
    const after = await readComplianceStatus(payload, school.id)
    expect(Date.parse(after.checkedAt!)).toBeGreaterThan(Date.parse(before))
    expect(after.findings.some((f) => f.check === 'broken-link')).toBe(true)
  })
})
