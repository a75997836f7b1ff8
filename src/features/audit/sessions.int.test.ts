/**
 * Sessions as staff and clients meet them: where one is signed in (when, from which address and
 * browser), signing out one's other sessions, an administrator signing out a staff member of
 * their school (and nobody else's), a password change signing out the other sessions; a
 * signed-out session's token opens nothing through REST (who am I, a protected read) or GraphQL.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { build } from '@/seed/builders'
import { asBrowser as call } from '../../../tests/int/asBrowser'
import { graphql } from '../../../tests/int/cmsApi'
import { testPayload } from '../../../tests/int/payload'
import type { SessionInfo } from './sessions'
import { signOutEverywhere } from './sessions'

let payload: Payload
const school = { a: 0, b: 0 }
const PASSWORD = 'correct-horse-battery'
let adminA: User
let adminB: User
let operator: User
let n = 0

const CHROME_ON_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

async function signIn(user: { email: string }, address?: string, userAgent?: string): Promise<string> {
  const res = await call('POST', '/users/login', { body: { email: user.email, password: PASSWORD }, address, userAgent })
  expect(res.status).toBe(200)
  return res.body.token as string
}

const newAccount = (role: 'admin' | 'editor', k: 'a' | 'b' = 'a') =>
  payload.create({ collection: 'users', data: { email: `${role}-${k}-${(n += 1)}-sessions@example.com`, password: PASSWORD, name: `${role} ${k}`, role, schools: [{ school: school[k] }] } })

/** What a token opens: who it is (`/users/me`), a read only a signed-in account may make, and GraphQL's `meUser`. */
async function opens(token: string, user: User) {
  const me = await call('GET', '/users/me', { token })
  const own = await call('GET', `/users/${user.id}`, { token })
  const gql = await graphql('{ meUser { user { id } } }', token)
  return {
    me: (me.body.user as { id?: number } | null)?.id ?? null,
    ownAccount: own.status,
    graphql: (gql.body.data as { meUser?: { user?: { id: number } | null } } | undefined)?.meUser?.user?.id ?? null,
  }
}

const signedIn = (user: User) => ({ me: user.id, ownAccount: 200, graphql: user.id })
const signedOut = { me: null, ownAccount: 403, graphql: null }

beforeAll(async () => {
  payload = await testPayload()
  school.a = (await payload.find({ collection: 'schools', sort: 'id', limit: 1 })).docs[0]!.id
  school.b = (await payload.create({ collection: 'schools', data: build.school({ name: 'Other School', code: 'OTHSES', domains: [{ domain: 'other-sessions.example' }] }) })).id
  adminA = await newAccount('admin', 'a')
  adminB = await newAccount('admin', 'b')
  operator = await payload.create({ collection: 'users', data: { email: 'operator-sessions@example.com', password: PASSWORD, name: 'Operator', role: 'operator' } })
})

describe('one’s own sessions', () => {
  it('lists where one is signed in, with when, the address and the browser, this session marked', async () => {
    const editor = await newAccount('editor')
    const here = await signIn(editor, '198.51.100.20')
    await signIn(editor, '203.0.113.30', CHROME_ON_ANDROID)
    const res = await call('GET', `/users/${editor.id}/sessions`, { token: here })
    expect(res.status).toBe(200)
    const sessions = res.body.sessions as SessionInfo[]
    expect(sessions.map(({ address, browser, current }) => ({ address, browser, current })).sort((a, b) => a.address!.localeCompare(b.address!))).toEqual([
      { address: '198.51.100.20', browser: 'Firefox on Windows', current: true },
      { address: '203.0.113.30', browser: 'Chrome on Android', current: false },
    ])
    expect(sessions.every((s) => s.startedAt && Date.parse(s.startedAt) > Date.now() - 10 * 60_000)).toBe(true)
  })

  it('“Sign out all other sessions” ends the others: their token opens nothing through REST or GraphQL; this one still works', async () => {
    const editor = await newAccount('editor')
    const here = await signIn(editor)
    const phone = await signIn(editor, '203.0.113.31', CHROME_ON_ANDROID)
    const laptop = await signIn(editor, '203.0.113.32')
    expect(await opens(phone, editor)).toEqual(signedIn(editor))
    const res = await call('POST', `/users/${editor.id}/sessions/sign-out`, { token: here, body: {} })
    expect(res.status).toBe(200)
    expect(res.body.ended).toBe(2)
    expect(await opens(phone, editor)).toEqual(signedOut)
    expect(await opens(laptop, editor)).toEqual(signedOut)
    expect(await opens(here, editor)).toEqual(signedIn(editor))
    expect((await payload.findByID({ collection: 'users', id: editor.id, depth: 0 })).schools?.map((r) => r.school)).toEqual([school.a])
    const left = (await call('GET', `/users/${editor.id}/sessions`, { token: here })).body.sessions as SessionInfo[]
    expect(left.map((s) => s.current)).toEqual([true])
    const line = (await payload.find({ collection: 'audit-events', where: { and: [{ kind: { equals: 'sessions-revoked' } }, { actorEmail: { equals: editor.email } }] } })).docs[0]
    expect(line?.summary).toBe('Signed out 2 other sessions')
  })
})

describe('an administrator and a staff member', () => {
  it('the school’s administrator sees where a staff member is signed in and signs them out everywhere', async () => {
    const editor = await newAccount('editor')
    const token = await signIn(editor, '198.51.100.40')
    const admin = await signIn(adminA)
    const seen = await call('GET', `/users/${editor.id}/sessions`, { token: admin })
    expect((seen.body.sessions as SessionInfo[]).map((s) => [s.address, s.current])).toEqual([['198.51.100.40', false]])
    const res = await call('POST', `/users/${editor.id}/sessions/sign-out`, { token: admin, body: {} })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(`Signed ${editor.email} out of 1 session`)
    expect(await opens(token, editor)).toEqual(signedOut)
    // Nothing else of the account changed: its schools, role and time of change are as they were.
    const after = await payload.findByID({ collection: 'users', id: editor.id, depth: 0 })
    expect({ schools: after.schools?.map((r) => r.school), role: after.role, updatedAt: after.updatedAt }).toEqual({ schools: [school.a], role: 'editor', updatedAt: editor.updatedAt })
    // Signing in again works: the account is not locked.
    expect(await opens(await signIn(editor), editor)).toEqual(signedIn(editor))
  })

  it('another school’s administrator, and an editor, can neither see nor end a person’s sessions', async () => {
    const editor = await newAccount('editor')
    const token = await signIn(editor)
    const otherAdmin = await signIn(adminB)
    const colleague = await signIn(await newAccount('editor'))
    for (const by of [otherAdmin, colleague]) {
      expect((await call('GET', `/users/${editor.id}/sessions`, { token: by })).status).toBe(404)
      expect((await call('POST', `/users/${editor.id}/sessions/sign-out`, { token: by, body: {} })).status).toBe(404)
    }
    // An administrator cannot sign out a vendor operator either.
    const operatorToken = await signIn(operator)
    expect((await call('POST', `/users/${operator.id}/sessions/sign-out`, { token: await signIn(adminA), body: {} })).status).toBe(404)
    expect(await opens(operatorToken, operator)).toEqual(signedIn(operator))
    expect(await opens(token, editor)).toEqual(signedIn(editor))
  })

  it('an operator signs out anyone', async () => {
    const editor = await newAccount('editor', 'b')
    const token = await signIn(editor)
    expect((await call('POST', `/users/${editor.id}/sessions/sign-out`, { token: await signIn(operator), body: {} })).status).toBe(200)
    expect(await opens(token, editor)).toEqual(signedOut)
  })
})

describe('a password change', () => {
  it('signs out every other session, keeping the one that made it', async () => {
    const editor = await newAccount('editor')
    const here = await signIn(editor)
    const elsewhere = await signIn(editor, '203.0.113.50')
    const res = await call('PATCH', `/users/${editor.id}`, { token: here, body: { password: 'a-brand-new-horse-staple', currentPassword: PASSWORD } })
    expect(res.status).toBe(200)
    expect(await opens(elsewhere, editor)).toEqual(signedOut)
    expect(await opens(here, editor)).toEqual(signedIn(editor))
  })

  it('set by an administrator, signs the person out everywhere', async () => {
    const editor = await newAccount('editor')
    const token = await signIn(editor)
    const res = await call('PATCH', `/users/${editor.id}`, { token: await signIn(adminA), body: { password: 'a-brand-new-horse-staple' } })
    expect(res.status).toBe(200)
    expect(await opens(token, editor)).toEqual(signedOut)
  })
})

describe('signOutEverywhere', () => {
  it('ends every session but the one it keeps (for a two-factor change)', async () => {
    const editor = await newAccount('editor')
    const kept = await signIn(editor)
    const other = await signIn(editor)
    const sid = JSON.parse(Buffer.from(kept.split('.')[1]!, 'base64url').toString()).sid as string
    expect(await signOutEverywhere(payload, editor.id, { except: sid })).toBe(1)
    expect(await opens(other, editor)).toEqual(signedOut)
    expect(await opens(kept, editor)).toEqual(signedIn(editor))
    expect(await signOutEverywhere(payload, editor.id)).toBe(1)
    expect(await opens(kept, editor)).toEqual(signedOut)
  })
})
