/**
 * A class roster's import (issue #45), through a real SMTP server on loopback
 * (tests/int/inbox.ts) and a loopback SMS gateway: the lines become subscriptions waiting for
 * the parent's confirmation, each with its class; the only message that goes is the
 * confirmation e-mail (a number gets nothing); no notice reaches them until they confirm; bad
 * lines are reported by line number; a file too large, a non-administrator and another kind of
 * body are refused; the audit log has one line without addresses.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { build } from '@/seed/builders'
import type { User } from '@/payload-types'
import type { SchoolGate } from '@/tenancy'
import { startInbox } from '../../../tests/int/inbox'
import { signIn, type Caller } from '../../../tests/int/isolation'
import { schoolGate, staffUsers, testPayload } from '../../../tests/int/payload'
import { CLASSES } from '@/features/classes/collection'
import { SENDS, SUBSCRIPTIONS } from './collections'
import { linkTokenMatches } from './rules'
import { sendDue } from './sender'
import type { RosterResult } from './rosterImport'

let payload: Payload
let gate: SchoolGate
let inbox: Awaited<ReturnType<typeof startInbox>>
let asAdmin: Caller
let asEditor: Caller
let admin: User
let sixA: number
const texts: string[] = []
const gateway = http.createServer((req, res) => {
  req.resume()
  texts.push(req.url ?? '')
  res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
})

const PASSWORD = 'correct-horse-battery'

/** The import, as the admin's form sends it. */
async function upload(caller: Caller, body: string | Uint8Array, { type = 'text/csv', query = '' } = {}) {
  const routes = await import('@/app/(payload)/cms-api/[...slug]/route')
  const request = new Request(`http://localhost/cms-api/notice-subscriptions/import-roster${query}`, {
    method: 'POST',
    headers: { authorization: `JWT ${caller.token}`, 'content-type': type },
    body: body as BodyInit,
  })
  const res = await routes.POST(request, { params: Promise.resolve({ slug: ['notice-subscriptions', 'import-roster'] }) })
  return { status: res.status, body: (await res.json()) as RosterResult & { errors?: { message: string; data?: { errors: { path: string }[] } }[] } }
}

const subscription = async (where: Record<string, unknown>) => (await gate.find({ collection: SUBSCRIPTIONS, where: where as never, depth: 0, limit: 1 })).docs[0]
const classIds = (v: unknown) => (Array.isArray(v) ? v.map((c) => (typeof c === 'object' && c ? (c as { id: number }).id : c)) : [])

beforeAll(async () => {
  inbox = await startInbox()
  process.env.SMTP_URL = inbox.url
  process.env.MAIL_FROM = 'School website <notices@vendor.example>'
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  process.env.SMS_GATEWAY_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`
  payload = await testPayload()
  gate = await schoolGate(payload)
  let editor: User
  ;({ admin, editor } = await staffUsers(payload))
  asAdmin = await signIn(payload, admin.email, PASSWORD)
  asEditor = await signIn(payload, editor.email, PASSWORD)
  sixA = (await gate.create({ collection: CLASSES, data: { name: 'VI-A', order: 1 } })).id
  await gate.create({ collection: CLASSES, data: { name: 'VII-B', order: 2 } })
  const topics = { alerts: true, circulars: true, news: true, events: true }
  await gate.create({ collection: SUBSCRIPTIONS, data: build.subscription({ email: 'already@parents.example', topics, classes: [] }) })
  await gate.create({ collection: SUBSCRIPTIONS, data: build.subscription({ email: 'waiting@parents.example', topics, classes: [], confirmed: false, confirmedAt: null }) })
})

afterAll(async () => {
  await inbox?.close()
  await new Promise((r) => gateway.close(r))
})

describe('a class roster', () => {
  it('creates subscriptions waiting for confirmation, sends each new address only the confirmation e-mail, and reports bad lines by number', async () => {
    // As an ERP exports it: a byte-order mark, semicolons, quoted fields, a parent with children in two classes.
    const csv = [
      '\uFEFFClass_Section;Parent_Email;Parent_Mobile',
      'VI-A;asha@parents.example;',
      '"vi a";"Ravi@Parents.Example";',
      'VII-B;asha@parents.example;',
      'IX-Z;nobody@parents.example;',
      'VI-A;not-an-address;',
      'VI-A;;98765 43210',
      ';orphan@parents.example;',
      'VI-A;already@parents.example;',
      'VII-B;waiting@parents.example;',
      '',
    ].join('\r\n')
    const { status, body } = await upload(asAdmin, csv)
    expect(status).toBe(200)
    expect(body).toMatchObject({ school: 'Kestrel Springs Residential School', created: 2, alreadySubscribed: 1, alreadyWaiting: 1, mailsSent: 2, mailsHeld: 0, phonesWaiting: 0 })
    expect(body.problems).toEqual([
      { line: 5, message: 'The school has no class "IX-Z" (Content → Classes).' },
      { line: 6, message: '"not-an-address" is not an e-mail address.' },
      { line: 7, message: 'This school does not send notices by SMS (School profile → SMS notices): the mobile number was left out.' },
      { line: 8, message: 'No class.' },
    ])
    expect(body.skipped).toBe(4)

    const asha = (await subscription({ email: { equals: 'asha@parents.example' } }))!
    expect(asha).toMatchObject({ channel: 'email', confirmed: false, topics: { alerts: true, circulars: true, news: true, events: true } })
    expect(classIds(asha.classes)).toHaveLength(2)
    expect(asha.consent?.wording).toContain('Added by Kestrel Springs Residential School from its class roster')
    expect(asha.consent?.wording).toContain('Nothing is sent to this address but one confirmation until the parent confirms')
    const ravi = (await subscription({ email: { equals: 'Ravi@parents.example' } }))!
    expect(classIds(ravi.classes)).toEqual([sixA])
    // The one waiting already gets the class; the confirmed one is left as it was.
    expect(classIds((await subscription({ email: { equals: 'waiting@parents.example' } }))!.classes)).toHaveLength(1)
    expect(classIds((await subscription({ email: { equals: 'already@parents.example' } }))!.classes)).toEqual([])
    expect(await subscription({ email: { equals: 'nobody@parents.example' } })).toBeUndefined()
    // No class was made for IX-Z without the tick.
    expect((await gate.find({ collection: CLASSES, where: { name: { equals: 'IX-Z' } } })).totalDocs).toBe(0)

    // The confirmation e-mail, with its signed link; nothing to the others.
    const mail = await inbox.to('asha@parents.example')
    expect(mail.subject).toBe('Confirm your notices from Kestrel Springs Residential School')
    expect(mail.text).toContain('Kestrel Springs Residential School added this address from its class roster, as a parent\'s. Nothing is sent to it until you confirm.')
    expect(mail.html).toContain('added this address from its class roster')
    expect(mail.text).not.toContain('hopefully you')
    const link = new URL(/https?:\/\/\S+\/notices\/confirm\?\S+/.exec(mail.text)![0])
    expect(link.searchParams.get('s')).toBe(String(asha.id))
    expect(linkTokenMatches(env().payloadSecret, 'confirm', asha.id, 'asha@parents.example', link.searchParams.get('t'))).toBe(true)
    await inbox.to('Ravi@parents.example')
    expect(inbox.mails.map((m) => m.address).sort()).toEqual(['Ravi@parents.example', 'asha@parents.example'].sort())
    expect(inbox.mails.filter((m) => m.address === 'asha@parents.example')).toHaveLength(1)
  })

  it('sends no notice to a roster’s parent until they confirm', async () => {
    const notice = async (title: string) => {
      const made = await gate.create({ collection: 'news', data: build.news({ title, notifySubscribers: true, classes: [sixA] }) })
      for (let i = 0; i < 300; i++) {
        const found = await gate.find({ collection: SENDS, where: { sourceKey: { equals: `news:${made.id}` } }, context: { noFigures: true } })
        if (typeof found.docs[0]?.subscribers === 'number') return found.docs[0]
        // Polls: the notice is queued after the save commits, by a hook this test cannot await.
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error('not queued')
    }
    // VI-A's parents are the roster's two, both waiting: nobody.
    const before = await notice('VI-A picnic on Friday')
    expect(before.subscribers).toBe(0)
    for (let i = 0; i < 5; i++) await sendDue(payload)
    expect(inbox.mails.filter((m) => m.subject.includes('VI-A picnic')).map((m) => m.address)).not.toContain('asha@parents.example')

    const asha = (await subscription({ email: { equals: 'asha@parents.example' } }))!
    await gate.update({ collection: SUBSCRIPTIONS, id: asha.id, data: { confirmed: true, confirmedAt: new Date().toISOString() } })
    await notice('VI-A sports practice')
    for (let i = 0; i < 20 && !inbox.mails.some((m) => m.address === 'asha@parents.example' && m.subject.includes('sports practice')); i++) await sendDue(payload)
    expect(inbox.mails.filter((m) => m.address === 'asha@parents.example').map((m) => m.subject)).toEqual([expect.stringContaining('Confirm'), expect.stringContaining('VI-A sports practice')])
  })

  it('adds mobile numbers when the school offers SMS, and sends them nothing', async () => {
    const sms = { senderId: 'KSRSCH', entityId: '1101', noticeTemplateId: '1107', noticeTemplate: 'KSR notice: {#var#} {#url#}', codeTemplateId: '1108', codeTemplate: '{#var#} is your KSR code.' }
    await gate.savePage('school-profile', { name: 'Kestrel Springs Residential School', address: 'Ooty', sms })
    const { status, body } = await upload(asAdmin, 'class,mobile\nVI-A,+91 98765 43210\nVI-A,12345\n')
    expect(status).toBe(200)
    expect(body).toMatchObject({ created: 1, phonesWaiting: 1, mailsSent: 0, skipped: 1, problems: [{ line: 3, message: '"12345" is not a ten-digit Indian mobile number.' }] })
    expect(await subscription({ phone: { equals: '919876543210' } })).toMatchObject({ channel: 'sms', confirmed: false })
    expect(texts).toEqual([])
  })

  it('creates the classes it names when asked, reading a separate class and section', async () => {
    const { body } = await upload(asAdmin, 'class,section,email\nIX,Z,ninth@parents.example\n', { query: '?createClasses=1' })
    expect(body).toMatchObject({ created: 1, classesCreated: ['IX-Z'], problems: [] })
  })

  it('refuses a file too large, another kind of body and anyone but an administrator, and logs the import without addresses', async () => {
    const big = `class,email\n${'VI-A,someone@parents.example\n'.repeat(80_000)}`
    const tooLarge = await upload(asAdmin, big)
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.errors?.[0]?.message).toContain('larger than 2 MB')
    expect((await upload(asAdmin, 'class,email\nVI-A,x@parents.example\n', { type: 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect((await upload(asEditor, 'class,email\nVI-A,x@parents.example\n')).status).toBe(403)
    const noHeader = await upload(asAdmin, 'name,roll\nAsha,1\n')
    expect(noHeader.status).toBe(400)
    expect(noHeader.body.errors?.[0]?.message).toContain('Line 1')
    expect(await subscription({ email: { equals: 'x@parents.example' } })).toBeUndefined()

    const lines = await gate.find({ collection: 'audit-events', where: { kind: { equals: 'roster-import' } }, sort: 'at' })
    expect(lines.docs).toHaveLength(3)
    expect(lines.docs[0]).toMatchObject({ actorEmail: admin.email, targetCollection: SUBSCRIPTIONS })
    expect(lines.docs[0]!.summary).toContain('2 added waiting for confirmation')
    for (const line of lines.docs) expect(line.summary).not.toMatch(/@|9876/)
  })
})
