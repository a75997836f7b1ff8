/**
 * The audit log as staff and clients meet it: each kind of event recorded with who, what, when
 * and from which address; read by the school's administrators (not another school's, not an
 * editor), by operators everywhere; never created, changed or deleted through REST or GraphQL;
 * downloaded as CSV with the list's filters; lines older than a year deleted by the daily job.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { exportContent } from '@/content/export'
import { env } from '@/env'
import type { AuditEvent as AuditLine, User } from '@/payload-types'
import { build } from '@/seed/builders'
import { asBrowser } from '../../../tests/int/asBrowser'
import { graphql } from '../../../tests/int/cmsApi'
import { testPayload } from '../../../tests/int/payload'
import { pruneAuditLog } from './retention'

let payload: Payload
const school = { a: 0, b: 0 }
const PASSWORD = 'correct-horse-battery'
type Staff = { admin: User; editor: User }
const staff: Record<'a' | 'b', Staff> = {} as never
let operator: User
const tokens = new Map<string, string>()

const call = asBrowser

async function signIn(user: { email: string }, address?: string): Promise<string> {
  const res = await call('POST', '/users/login', { body: { email: user.email, password: PASSWORD }, address })
  expect(res.status).toBe(200)
  return res.body.token as string
}

const tokenOf = async (user: User) => {
  const known = tokens.get(user.email)
  if (known) return known
  const token = await signIn(user)
  tokens.set(user.email, token)
  return token
}

/** The log's lines as `reader` reads them through REST (newest first), narrowed by `where` (a query string). */
async function lines(reader: User, where = ''): Promise<AuditLine[]> {
  const res = await call('GET', `/audit-events?limit=500&sort=-at${where ? `&${where}` : ''}`, { token: await tokenOf(reader) })
  expect(res.status).toBe(200)
  return res.body.docs as AuditLine[]
}

/** Every line of school `k` (read past access, as the test's own check). */
const logOf = async (k: 'a' | 'b') =>
  (await payload.find({ collection: 'audit-events', where: { school: { equals: school[k] } }, limit: 0, pagination: false, sort: '-at', depth: 0 })).docs

const latest = async (k: 'a' | 'b', kind: AuditLine['kind']) => (await logOf(k)).find((l) => l.kind === kind)

beforeAll(async () => {
  payload = await testPayload()
  school.a = (await payload.find({ collection: 'schools', sort: 'id', limit: 1 })).docs[0]!.id
  school.b = (await payload.create({ collection: 'schools', data: build.school({ name: 'Other School', code: 'OTHAUD', domains: [{ domain: 'other-audit.example' }] }) })).id
  for (const k of ['a', 'b'] as const) {
    const make = (role: 'admin' | 'editor') =>
      payload.create({ collection: 'users', data: { email: `${role}-${k}-audit@example.com`, password: PASSWORD, name: `${role} ${k}`, role, schools: [{ school: school[k] }] } })
    staff[k] = { admin: await make('admin'), editor: await make('editor') }
  }
  operator = await payload.create({ collection: 'users', data: { email: 'operator-audit@example.com', password: PASSWORD, name: 'Operator', role: 'operator' } })
})

describe('sign-ins', () => {
  it('a sign-in is recorded in the school’s log with the method, the address, the browser and its session', async () => {
    const token = await signIn(staff.a.editor, '198.51.100.7')
    const line = await latest('a', 'sign-in')
    expect(line).toMatchObject({ actorEmail: staff.a.editor.email, actorId: String(staff.a.editor.id), method: 'password', address: '198.51.100.7', browser: 'Firefox on Windows' })
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid
    expect(line?.session).toBe(sid)
    // Not in the other school's log.
    expect((await logOf('b')).some((l) => l.actorEmail === staff.a.editor.email)).toBe(false)
  })

  it('a wrong password is recorded as a failed sign-in of that account; an unknown address as the deployment’s', async () => {
    const res = await call('POST', '/users/login', { body: { email: staff.a.editor.email, password: 'not-the-password' }, address: '198.51.100.8' })
    expect(res.status).toBe(401)
    expect(await latest('a', 'sign-in-failed')).toMatchObject({ actorEmail: staff.a.editor.email, method: 'password', address: '198.51.100.8', summary: 'Wrong password' })
    await call('POST', '/users/login', { body: { email: 'nobody-audit@example.com', password: 'not-the-password' }, address: '198.51.100.9' })
    const deployment = await payload.find({ collection: 'audit-events', where: { and: [{ school: { exists: false } }, { actorEmail: { equals: 'nobody-audit@example.com' } }] } })
    expect(deployment.docs[0]).toMatchObject({ kind: 'sign-in-failed', address: '198.51.100.9' })
    // Seen by operators, not by a school's administrator.
    expect((await lines(operator, 'where[actorEmail][equals]=nobody-audit@example.com')).length).toBe(1)
    expect((await lines(staff.a.admin, 'where[actorEmail][equals]=nobody-audit@example.com')).length).toBe(0)
  })

  it('a sign-out is recorded', async () => {
    const token = await signIn(staff.a.editor)
    expect((await call('POST', '/users/logout', { token })).status).toBe(200)
    expect(await latest('a', 'sign-out')).toMatchObject({ actorEmail: staff.a.editor.email, summary: 'Signed out' })
  })
})

describe('accounts', () => {
  it('a password change is recorded', async () => {
    const token = await signIn(staff.a.editor)
    const res = await call('PATCH', `/users/${staff.a.editor.id}`, { token, body: { password: 'another-horse-battery-staple', currentPassword: PASSWORD } })
    expect(res.status).toBe(200)
    expect(await latest('a', 'password-change')).toMatchObject({ actorEmail: staff.a.editor.email, targetId: String(staff.a.editor.id), summary: 'Changed their own password' })
    await call('PATCH', `/users/${staff.a.editor.id}`, { token, body: { password: PASSWORD, currentPassword: 'another-horse-battery-staple' } })
  })

  it('a password chosen from an e-mailed link is recorded', async () => {
    const person = await payload.create({ collection: 'users', data: { email: 'reset-audit@example.com', password: PASSWORD, name: 'Reset', role: 'editor', schools: [{ school: school.a }] } })
    const token = await payload.forgotPassword({ collection: 'users', data: { email: person.email }, disableEmail: true })
    const res = await call('POST', '/users/reset-password', { body: { token, password: 'a-new-horse-battery-staple' } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await latest('a', 'password-change')).toMatchObject({ actorEmail: person.email, targetId: String(person.id), summary: 'Chose a new password from an e-mailed link' })
  })

  it('a role change is recorded with the administrator who made it', async () => {
    const res = await call('PATCH', `/users/${staff.a.editor.id}`, { token: await tokenOf(staff.a.admin), body: { role: 'admin' } })
    expect(res.status).toBe(200)
    expect(await latest('a', 'role-change')).toMatchObject({ actorEmail: staff.a.admin.email, summary: `Role of ${staff.a.editor.email} changed from editor to admin` })
    await call('PATCH', `/users/${staff.a.editor.id}`, { token: await tokenOf(staff.a.admin), body: { role: 'editor' } })
  })

  it('an e-mail change is recorded, and the old address is kept in the line', async () => {
    const res = await call('PATCH', `/users/${staff.a.editor.id}`, { token: await tokenOf(staff.a.admin), body: { email: 'renamed-audit@example.com' } })
    expect(res.status).toBe(200)
    expect((await latest('a', 'email-change'))?.summary).toBe(`E-mail address changed from ${staff.a.editor.email} to renamed-audit@example.com`)
    await call('PATCH', `/users/${staff.a.editor.id}`, { token: await tokenOf(staff.a.admin), body: { email: staff.a.editor.email } })
  })

  it('a school added to an account is told to that school alone, and leaving it too', async () => {
    const token = await tokenOf(operator)
    const both = await call('PATCH', `/users/${staff.a.editor.id}`, { token, body: { schools: [{ school: school.a }, { school: school.b }] } })
    expect(both.status).toBe(200)
    expect(await latest('b', 'school-change')).toMatchObject({ actorEmail: operator.email, summary: `${staff.a.editor.email} now works for this school` })
    expect(await latest('a', 'school-change')).toBeUndefined()
    expect((await call('PATCH', `/users/${staff.a.editor.id}`, { token, body: { schools: [{ school: school.a }] } })).status).toBe(200)
    expect((await latest('b', 'school-change'))?.summary).toBe(`${staff.a.editor.email} no longer works for this school`)
    expect(await latest('a', 'school-change')).toBeUndefined()
  })
})

describe('content', () => {
  it('publish, unpublish, a draft (not recorded), move to the Trash, restore and delete, each with who and the title', async () => {
    const token = await tokenOf(staff.a.editor)
    const made = await call('POST', '/news', { token, body: build.news({ title: 'Sports day results', _status: 'published' }) })
    expect(made.status).toBe(201)
    const id = (made.body.doc as { id: number }).id
    const kinds = async () => (await logOf('a')).filter((l) => l.targetCollection === 'news' && l.targetId === String(id)).map((l) => l.kind)
    expect(await latest('a', 'publish')).toMatchObject({ actorEmail: staff.a.editor.email, targetTitle: 'Sports day results', summary: 'Published: News item “Sports day results”' })

    expect((await call('PATCH', `/news/${id}?draft=true`, { token, body: { title: 'Sports day results (draft)' } })).status).toBe(200)
    expect(await kinds()).toEqual(['publish'])

    expect((await call('PATCH', `/news/${id}`, { token, body: { _status: 'draft' } })).status).toBe(200)
    expect((await kinds())[0]).toBe('unpublish')

    expect((await call('PATCH', `/news/${id}`, { token, body: { deletedAt: new Date().toISOString() } })).status).toBe(200)
    expect((await latest('a', 'delete'))?.summary).toMatch(/^Moved to the Trash: News/)

    expect((await call('PATCH', `/news/${id}?trash=true`, { token, body: { deletedAt: null } })).status).toBe(200)
    expect((await latest('a', 'restore'))?.summary).toMatch(/^Restored from the Trash: News/)

    expect((await call('DELETE', `/news/${id}`, { token })).status).toBe(200)
    expect((await latest('a', 'delete'))?.summary).toMatch(/^Deleted permanently: News/)
    expect(await kinds()).toEqual(['delete', 'restore', 'delete', 'unpublish', 'publish'])
  })

  it('a publish scheduled from the admin’s drawer is recorded with its time and the item', async () => {
    const token = await tokenOf(staff.a.editor)
    const made = await call('POST', '/news?draft=true', { token, body: build.news({ title: 'Results day', _status: 'draft' }) })
    expect(made.status).toBe(201)
    const id = (made.body.doc as { id: number }).id
    const { createLocalReq } = await import('payload')
    const { schedulePublishServerFunction } = await import('@/hooks/schedulePublish')
    const req = await createLocalReq({ user: { ...staff.a.editor, collection: 'users' } as never }, payload)
    const at = new Date(Date.now() + 7 * 86_400_000)
    const answer = (await schedulePublishServerFunction({ req, type: 'publish', date: at, doc: { relationTo: 'news', value: id } } as never)) as { error?: string }
    expect(answer.error).toBeUndefined()
    expect(await latest('a', 'schedule')).toMatchObject({
      actorEmail: staff.a.editor.email,
      targetId: String(id),
      summary: `Scheduled to publish at ${at.toISOString()}: News item “Results day”`,
    })
  })

  it('a page saved by staff (live at once: pages have no drafts) is recorded as a publish of that page, in its school’s log only', async () => {
    const { updatePage } = await import('../../../tests/int/pages')
    await updatePage(payload, { slug: 'timings-page', school: school.a, overrideAccess: false, user: staff.a.editor as never, data: { notes: [{ text: 'Gates open at 7:30.' }] } })
    expect(await latest('a', 'publish')).toMatchObject({ actorEmail: staff.a.editor.email, targetCollection: 'timings-page', summary: 'Saved the page “School timings” (shown at once)' })
    expect((await logOf('b')).some((l) => l.targetCollection === 'timings-page')).toBe(false)
  })

  it('a consent recorded and withdrawn is recorded by the record’s id, never the child’s name', async () => {
    const token = await tokenOf(staff.a.editor)
    const made = await call('POST', '/consent-records', { token, body: { childName: 'Asha Verma', givenBy: 'Ravi Verma', dateGiven: '2026-06-01', scope: 'photo-and-name' } })
    expect(made.status).toBe(201)
    const id = (made.body.doc as { id: number }).id
    expect((await latest('a', 'consent-change'))?.summary).toBe(`Consent recorded (photo-and-name): consent record ${id}`)
    expect((await call('PATCH', `/consent-records/${id}`, { token, body: { withdrawn: true } })).status).toBe(200)
    const line = await latest('a', 'consent-change')
    expect(line).toMatchObject({ actorEmail: staff.a.editor.email, targetId: String(id), summary: `Consent withdrawn: consent record ${id}` })
    expect(JSON.stringify(await logOf('a'))).not.toContain('Asha')
  })
})

describe('exports', () => {
  it('content:export is recorded in the school’s log as a command’s', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-export-'))
    await exportContent(payload, dir, env().uploadDir, () => {}, 'KSR')
    expect(await latest('a', 'export')).toMatchObject({ actorEmail: 'a command on the server', address: null })
    expect((await latest('a', 'export'))?.summary).toMatch(/^content:export of the published content/)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('the subscribers download is recorded', async () => {
    await payload.create({ collection: 'notice-subscriptions', data: { ...build.subscription({ email: 'parent-audit@example.com' }), school: school.a } as never })
    const res = await call('GET', '/notice-subscriptions/export', { token: await tokenOf(staff.a.admin) })
    expect(res.status).toBe(200)
    expect(await latest('a', 'subscriber-download')).toMatchObject({ actorEmail: staff.a.admin.email })
  })
})

describe('who reads the log', () => {
  it('the school’s administrator reads its lines; another school’s administrator none of them; an editor nothing', async () => {
    const own = await lines(staff.a.admin)
    expect(own.length).toBeGreaterThan(5)
    expect(own.every((l) => (typeof l.school === 'object' ? l.school?.id : l.school) === school.a)).toBe(true)
    const other = await lines(staff.b.admin)
    expect(other.some((l) => l.actorEmail?.includes('-a-audit'))).toBe(false)
    const editor = await call('GET', '/audit-events', { token: await tokenOf(staff.a.editor) })
    expect(editor.status).toBe(403)
    const byId = await call('GET', `/audit-events/${own[0]!.id}`, { token: await tokenOf(staff.b.admin) })
    expect(byId.status).toBe(404)
    const gql = await graphql('{ AuditEvents(limit: 100) { docs { id actorEmail } } }', await tokenOf(staff.b.admin))
    const seen = (gql.body.data as { AuditEvents: { docs: { actorEmail: string }[] } }).AuditEvents.docs
    expect(seen.some((l) => l.actorEmail?.includes('-a-audit'))).toBe(false)
  })

  it('an operator reads every school’s lines', async () => {
    const all = await lines(operator)
    const schools = new Set(all.map((l) => (typeof l.school === 'object' ? l.school?.id : l.school)))
    expect(schools.has(school.a)).toBe(true)
  })

  it('filters by kind, person and date, as the admin’s list does', async () => {
    const since = new Date(Date.now() - 60 * 60 * 1000).toISOString()
    const found = await lines(staff.a.admin, `where[kind][equals]=sign-in&where[actorEmail][equals]=${encodeURIComponent(staff.a.editor.email)}&where[at][greater_than]=${since}`)
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((l) => l.kind === 'sign-in' && l.actorEmail === staff.a.editor.email)).toBe(true)
  })
})

describe('nobody changes the log through an API', () => {
  it('REST: creating, changing and deleting a line are refused, to an administrator and an operator alike, and the line stays as it was', async () => {
    const line = (await logOf('a'))[0]!
    for (const reader of [staff.a.admin, operator]) {
      const token = await tokenOf(reader)
      expect((await call('POST', '/audit-events', { token, body: { kind: 'sign-in', summary: 'Made up', at: new Date().toISOString() } })).status).toBe(403)
      expect((await call('PATCH', `/audit-events/${line.id}`, { token, body: { summary: 'Rewritten' } })).status).toBe(403)
      expect((await call('DELETE', `/audit-events/${line.id}`, { token })).status).toBe(403)
      const many = await call('DELETE', `/audit-events?where[id][equals]=${line.id}`, { token })
      expect(many.status).not.toBe(200)
      const bulk = await call('PATCH', `/audit-events?where[id][equals]=${line.id}`, { token, body: { summary: 'Rewritten' } })
      expect(bulk.status).not.toBe(200)
    }
    const after = await payload.findByID({ collection: 'audit-events', id: line.id, depth: 0 })
    expect(after).toEqual(line)
  })

  it('GraphQL: the same mutations are refused', async () => {
    const line = (await logOf('a'))[0]!
    const token = await tokenOf(operator)
    const update = await graphql(`mutation { updateAuditEvent(id: ${line.id}, data: { summary: "Rewritten" }) { id } }`, token)
    const remove = await graphql(`mutation { deleteAuditEvent(id: ${line.id}) { id } }`, token)
    const create = await graphql('mutation { createAuditEvent(data: { kind: sign_in, summary: "Made up", at: "2026-01-01T00:00:00.000Z" }) { id } }', token)
    for (const answer of [update, remove, create]) {
      expect((answer.body.errors as { message: string }[] | undefined)?.[0]?.message).toMatch(/not allowed/i)
    }
    expect(await payload.findByID({ collection: 'audit-events', id: line.id, depth: 0 })).toEqual(line)
  })
})

describe('the CSV download', () => {
  it('gives the filtered lines of the administrator’s own school, and is itself recorded', async () => {
    const res = await call('GET', '/audit-events/csv?where[kind][equals]=sign-in', { token: await tokenOf(staff.a.admin) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const rows = res.text.replace(/^\ufeff/, '').trim().split('\r\n')
    expect(rows[0]).toBe('When,Kind,Who,Account id,Collection,Document id,Title,Address,Method,Summary')
    expect(rows.length).toBeGreaterThan(1)
    expect(rows.slice(1).every((r) => r.split(',')[1] === 'Signed in')).toBe(true)
    expect(res.text).toContain(staff.a.editor.email)
    expect(res.text).not.toContain('-b-audit')
    expect((await latest('a', 'export'))?.summary).toMatch(/^Downloaded the audit log/)
  })

  it('is refused to an editor', async () => {
    expect((await call('GET', '/audit-events/csv', { token: await tokenOf(staff.a.editor) })).status).toBe(403)
  })
})

describe('kept a year', () => {
  it('the daily job deletes lines older than 365 days and keeps the rest', async () => {
    const old = await payload.db.create({ collection: 'audit-events', data: { at: new Date(Date.now() - 366 * 86_400_000).toISOString(), kind: 'sign-in', summary: 'Long ago', school: school.a } })
    const recent = await payload.db.create({ collection: 'audit-events', data: { at: new Date(Date.now() - 364 * 86_400_000).toISOString(), kind: 'sign-in', summary: 'Within the year', school: school.a } })
    await pruneAuditLog(payload)
    const left = await payload.find({ collection: 'audit-events', where: { id: { in: [old.id, recent.id] } } })
    expect(left.docs.map((d) => d.summary)).toEqual(['Within the year'])
  })
})
