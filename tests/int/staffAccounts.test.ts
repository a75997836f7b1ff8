/**
 * Staff accounts on a deployment with two schools, through Payload's REST and GraphQL routes
 * under /cms-api (as Next calls them) and the Local API with a user:
 * - changing one's own password or e-mail address asks for the current password on every path;
 * - every password is at least 10 characters and not a common one;
 * - an account that must choose a new password can do nothing else first;
 * - adding staff answers an address that works for another school as it answers a new one.
 */
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CURRENT_PASSWORD_MESSAGE } from '@/features/accounts/hooks/currentPassword'
import { addSchool } from '@/features/schools/add'
import type { User } from '@/payload-types'
import { firstError, graphql, rest, type Answer } from './cmsApi'
import { startInbox } from './inbox'
import { testPayload } from './payload'

let payload: Payload
let inbox: Awaited<ReturnType<typeof startInbox>>
const school = { a: 0, b: 0 }
const PASSWORD = 'correct-horse-battery'
const STRONG = 'quiet-river-lantern-42'

beforeAll(async () => {
  inbox = await startInbox()
  process.env.SMTP_URL = inbox.url
  process.env.MAIL_FROM = 'Deployment <office@vendor.example>'
  payload = await testPayload()
  const [first] = (await payload.find({ collection: 'schools' })).docs
  school.a = first!.id
  school.b = (await payload.create({ collection: 'schools', data: { name: 'Riverside Public School', code: 'RPS', status: 'active', domains: [{ domain: 'riverside.example' }] } })).id
})

afterAll(async () => {
  await inbox.close()
})

let made = 0
/** An account (made as start-up or an operator would) and its sign-in token. */
async function account(role: User['role'], schools: number[], extra: Partial<User> = {}) {
  made += 1
  const email = extra.email ?? `${role}-${made}-${Date.now()}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: { name: `${role} ${made}`, role, password: PASSWORD, schools: schools.map((s) => ({ school: s })), ...extra, email },
  })
  const req = await createLocalReq({ req: { headers: new Headers({ 'x-forwarded-for': `198.51.100.${made}` }) } }, payload)
  const { token } = await payload.login({ collection: 'users', data: { email, password: PASSWORD }, req })
  return { user, email, token: token! }
}

const signsInWith = async (email: string, password: string) => {
  made += 1
  const req = await createLocalReq({ req: { headers: new Headers({ 'x-forwarded-for': `198.51.101.${made}` }) } }, payload)
  return payload.login({ collection: 'users', data: { email, password }, req }).then(
    () => true,
    () => false,
  )
}

describe('changing one’s own password or e-mail address', () => {
  const refused = (answer: Answer) => ({ status: answer.status, message: firstError(answer).message })

  it('asks for the current password by single and bulk update, GraphQL and the Local API; nothing changes without it', async () => {
    const me = await account('editor', [school.a])
    const other = `moved-${me.email}`
    const byId = `/users/${me.user.id}`
    const byWhere = `/users?where[id][equals]=${me.user.id}`
    const asked = { status: 400, message: CURRENT_PASSWORD_MESSAGE }

    expect(refused(await rest('PATCH', byId, { token: me.token, body: { password: STRONG } }))).toEqual(asked)
    expect(refused(await rest('PATCH', byWhere, { token: me.token, body: { password: STRONG } }))).toEqual(asked)
    expect(refused(await rest('PATCH', byWhere, { token: me.token, body: { email: other } }))).toEqual(asked)
    expect(refused(await rest('PATCH', byWhere, { token: me.token, body: { password: STRONG, currentPassword: 'a-wrong-guess-9' } }))).toEqual(asked)
    const overlong = await rest('PATCH', byWhere, { token: me.token, body: { password: STRONG, currentPassword: 'x'.repeat(1025) } })
    expect([overlong.status, firstError(overlong).field]).toEqual([400, 'currentPassword'])
    const mutation = await graphql(`mutation { updateUser(id: ${me.user.id}, data: { password: "${STRONG}" }) { id } }`, me.token)
    expect([firstError(mutation).message, firstError(mutation).statusCode]).toEqual([CURRENT_PASSWORD_MESSAGE, 400])
    const req = await createLocalReq({ user: { ...me.user, collection: 'users' } }, payload)
    await expect(
      payload.update({ collection: 'users', where: { id: { equals: me.user.id } }, data: { password: STRONG }, overrideAccess: false, req }),
    ).resolves.toMatchObject({ docs: [], errors: [{ message: CURRENT_PASSWORD_MESSAGE }] })

    // None of them changed anything.
    expect(await signsInWith(me.email, PASSWORD)).toBe(true)
    expect(await signsInWith(me.email, STRONG)).toBe(false)
    expect((await payload.count({ collection: 'users', where: { email: { equals: other } } })).totalDocs).toBe(0)

    // With it, the bulk update changes the password too.
    const changed = await rest('PATCH', byWhere, { token: me.token, body: { password: STRONG, currentPassword: PASSWORD } })
    expect(changed.status).toBe(200)
    expect(await signsInWith(me.email, STRONG)).toBe(true)
  })

  it('is not asked of an administrator changing another account of their school, as before', async () => {
    const admin = await account('admin', [school.a])
    const editor = await account('editor', [school.a])
    const answer = await rest('PATCH', `/users?where[id][equals]=${editor.user.id}`, { token: admin.token, body: { password: STRONG } })
    expect(answer.status).toBe(200)
    expect(await signsInWith(editor.email, STRONG)).toBe(true)
  })
})

describe('a new password', () => {
  const weak = ['abcde', 'password123']
  const named = (answer: Answer) => ({ status: answer.status, field: firstError(answer).field })

  it('is refused when shorter than 10 characters or common: on create, update and reset, a 400 naming the field', async () => {
    const operator = await account('operator', [])
    const me = await account('editor', [school.a])
    for (const password of weak) {
      const create = await rest('POST', '/users', { token: operator.token, body: { email: `weak-${password}@example.com`, password, name: 'Weak', role: 'editor', schools: [{ school: school.a }] } })
      expect(named(create), password).toEqual({ status: 400, field: 'password' })
      expect(firstError(create).fieldMessage).toMatch(password.length < 10 ? /at least 10 characters/ : /easy to guess/)
      const update = await rest('PATCH', `/users?where[id][equals]=${me.user.id}`, { token: me.token, body: { password, currentPassword: PASSWORD } })
      expect(named(update), password).toEqual({ status: 400, field: 'password' })
      const single = await rest('PATCH', `/users/${me.user.id}`, { token: me.token, body: { password, currentPassword: PASSWORD } })
      expect(named(single), password).toEqual({ status: 400, field: 'password' })
    }
    expect((await payload.count({ collection: 'users', where: { email: { like: 'weak-' } } })).totalDocs).toBe(0)
    expect(await signsInWith(me.email, PASSWORD)).toBe(true)

    // A reset link cannot set one either, and still works for a good one.
    await payload.db.updateOne({ collection: 'users', id: me.user.id, data: { resetPasswordToken: 'a'.repeat(40), resetPasswordExpiration: new Date(Date.now() + 60_000).toISOString() } })
    const reset = await rest('POST', '/users/reset-password', { body: { token: 'a'.repeat(40), password: 'password123' } })
    expect(named(reset)).toEqual({ status: 400, field: 'password' })
    expect((await rest('POST', '/users/reset-password', { body: { token: 'a'.repeat(40), password: STRONG } })).status).toBe(200)
    expect(await signsInWith(me.email, STRONG)).toBe(true)
  })

  it('is refused for a new school’s first administrator (school:add), and nothing is added', async () => {
    await expect(addSchool(payload, { code: 'WEAK', name: 'Weak School', domains: [], adminEmail: 'first@weak.example', adminPassword: 'password123' })).rejects.toThrow(
      /password/i,
    )
    expect((await payload.count({ collection: 'schools', where: { code: { equals: 'WEAK' } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'users', where: { email: { equals: 'first@weak.example' } } })).totalDocs).toBe(0)
  })
})

describe('an account that must choose a new password (a printed one)', () => {
  it('can only ask who it is, sign out and change its password; everything else is refused until then', async () => {
    const printed = await account('admin', [school.a], { mustChangePassword: true })
    const forbidden = (answer: Answer) => ({ status: answer.status, message: firstError(answer).message })
    const firstThing = { status: 403, message: expect.stringMatching(/choose a new password/i) }

    expect(forbidden(await rest('GET', '/news', { token: printed.token }))).toEqual(firstThing)
    expect(forbidden(await rest('GET', '/users', { token: printed.token }))).toEqual(firstThing)
    expect(forbidden(await rest('GET', `/schools/${school.a}`, { token: printed.token }))).toEqual(firstThing)
    expect(forbidden(await rest('POST', '/news', { token: printed.token, body: { title: 'Written first' } }))).toEqual(firstThing)
    expect(forbidden(await rest('PATCH', `/users/${printed.user.id}`, { token: printed.token, body: { name: 'Renamed first' } }))).toEqual(firstThing)
    expect(forbidden(await graphql('{ Users { docs { email } } }', printed.token))).toEqual(firstThing)
    // The Local API with its user (as the admin's own server functions call it) refuses too.
    await expect(payload.find({ collection: 'news', user: { ...printed.user, collection: 'users' }, overrideAccess: false })).rejects.toMatchObject({ status: 403 })

    const me = await rest('GET', '/users/me', { token: printed.token })
    expect(me.status).toBe(200)
    expect(me.body.user).toMatchObject({ id: printed.user.id, mustChangePassword: true })

    const changed = await rest('PATCH', `/users/${printed.user.id}`, { token: printed.token, body: { password: STRONG, currentPassword: PASSWORD } })
    expect(changed.status).toBe(200)
    expect((changed.body.doc as User).mustChangePassword).toBe(false)
    expect((await rest('GET', '/news', { token: printed.token })).status).toBe(200)
    expect((await rest('POST', '/users/logout', { token: printed.token })).status).toBe(200)
  })

  it('can sign out before choosing one', async () => {
    const printed = await account('editor', [school.a], { mustChangePassword: true })
    expect((await rest('POST', '/users/logout', { token: printed.token })).status).toBe(200)
  })
})

describe('adding staff', () => {
  /** An answer with the address it was about replaced, to compare two addresses' answers. */
  const about = (answer: Answer, email: string) => JSON.stringify({ status: answer.status, body: answer.body }).replaceAll(email, '<address>')

  it('answers an address that works for another school exactly as a new one; only its owner’s acceptance adds the school', async () => {
    const admin = await account('admin', [school.a])
    const elsewhere = await account('editor', [school.b])
    const fresh = `newcomer-${Date.now()}@example.com`
    const answers = async (email: string) => [
      about(await rest('POST', '/users', { token: admin.token, body: { email, password: STRONG, name: 'New teacher', role: 'editor' } }), email),
      about(await graphql(`mutation { createUser(data: { email: "${email}", password: "${STRONG}", name: "New teacher", role: editor }) { id } }`, admin.token), email),
      about(await rest('POST', '/users/invite', { token: admin.token, body: { email, name: 'New teacher', role: 'editor' } }), email),
    ]
    const forElsewhere = await answers(elsewhere.email)
    const forFresh = await answers(fresh)
    expect(forElsewhere).toEqual(forFresh)
    expect(forFresh[2]).toBe(JSON.stringify({ status: 200, body: { message: 'Invitation sent to <address>.' } }))
    // Nothing new in school A's list for either until they accept.
    const listed = await rest('GET', `/users?where[email][in]=${elsewhere.email},${fresh}`, { token: admin.token })
    expect(listed.body.totalDocs).toBe(0)

    // The existing account's owner is asked; accepting adds school A to their account.
    const asked = await inbox.to(elsewhere.email)
    expect(asked.text).toMatch(/Kestrel Springs Residential School/)
    expect(asked.text).toMatch(/your existing account/i)
    const acceptLink = /\/admin\/invitation\/([A-Za-z0-9_.-]+)/.exec(asked.text)![1]!
    const accepted = await rest('POST', '/users/accept-invitation', { body: { token: acceptLink } })
    expect(accepted.status).toBe(200)
    const after = await payload.findByID({ collection: 'users', id: elsewhere.user.id, depth: 0 })
    expect(after.schools?.map((row) => row.school).sort()).toEqual([school.a, school.b].sort())
    expect(await signsInWith(elsewhere.email, PASSWORD)).toBe(true)

    // The new address chooses its password (a good one) and then has an account for school A.
    const invited = await inbox.to(fresh)
    expect(invited.text).toMatch(/choose your password/i)
    const newLink = /\/admin\/invitation\/([A-Za-z0-9_.-]+)/.exec(invited.text)![1]!
    const weak = await rest('POST', '/users/accept-invitation', { body: { token: newLink, password: 'password123' } })
    expect([weak.status, firstError(weak).field]).toEqual([400, 'password'])
    expect((await rest('POST', '/users/accept-invitation', { body: { token: newLink, password: STRONG } })).status).toBe(200)
    const [made] = (await payload.find({ collection: 'users', where: { email: { equals: fresh } }, depth: 0 })).docs
    expect(made).toMatchObject({ role: 'editor', name: 'New teacher', schools: [{ school: school.a }] })
    expect(await signsInWith(fresh, STRONG)).toBe(true)

    // A link that was changed is refused.
    const tampered = await rest('POST', '/users/accept-invitation', { body: { token: acceptLink.slice(0, -2) + (acceptLink.endsWith('AA') ? 'BB' : 'AA') } })
    expect(tampered.status).toBe(400)
  })

  it('an invitation for another role than the account has is refused to its owner, who is told why', async () => {
    const admin = await account('admin', [school.a])
    const elsewhere = await account('editor', [school.b])
    expect((await rest('POST', '/users/invite', { token: admin.token, body: { email: elsewhere.email, name: 'Head', role: 'admin' } })).status).toBe(200)
    const link = /\/admin\/invitation\/([A-Za-z0-9_.-]+)/.exec((await inbox.to(elsewhere.email)).text)![1]!
    const answer = await rest('POST', '/users/accept-invitation', { body: { token: link } })
    expect([answer.status, firstError(answer).message]).toEqual([400, expect.stringMatching(/administrator/)])
    const after = await payload.findByID({ collection: 'users', id: elsewhere.user.id, depth: 0 })
    expect(after.schools?.map((row) => row.school)).toEqual([school.b])
  })
})
