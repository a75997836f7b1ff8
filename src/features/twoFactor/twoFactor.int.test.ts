/**
 * Two-factor sign-in through Payload's own REST and GraphQL handlers (as Next calls them): set-up
 * with a code from otpauth, the password alone refused everywhere once it is on, the second step
 * with a code or a recovery code (once), the limit on wrong codes, turning it off, a school's
 * requirement, and sessions started by another sign-in method (issueSession).
 */
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { firstError, graphql, rest } from '@/../tests/int/cmsApi'
import { updatePage } from '@/../tests/int/pages'
import { staffUsers, testPayload } from '@/../tests/int/payload'
import { issueSession } from './session'
import { currentCode } from './totp'

let payload: Payload
const PASSWORD = 'correct-horse-battery'
const STEP = 30_000

beforeAll(async () => {
  payload = await testPayload()
})

/** Each call from an address of its own unless told (sign-ins and codes are limited per address). */
let calls = 0
const nextAddress = () => `10.44.${Math.floor(++calls / 250)}.${calls % 250}`

/** A REST call under /cms-api from `address`, with a session token or none. */
async function call(path: string, { token, body, address = nextAddress(), method = 'POST' }: { token?: string; body?: unknown; address?: string; method?: 'GET' | 'POST' }) {
  const route = await import('@/app/(payload)/cms-api/[...slug]/route')
  const slug = path.split('?')[0]!.split('/').filter(Boolean)
  const request = new Request(`http://localhost/cms-api${path}`, {
    method,
    headers: { 'x-forwarded-for': address, 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  })
  const res = await route[method](request, { params: Promise.resolve({ slug }) })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> }
}

async function signIn(email: string, address = nextAddress()): Promise<string> {
  const res = await call('/users/login', { body: { email, password: PASSWORD }, address })
  expect(res.status).toBe(200)
  return String(res.body.token)
}

const me = async (token: string) => ((await rest('GET', '/users/me', { token })).body.user as { email?: string } | null) ?? null

/** Turns the authenticator app on for `email`; answers its key, the code that confirmed it and the recovery codes. */
async function turnOn(email: string): Promise<{ secret: string; used: string; codes: string[]; token: string }> {
  const token = await signIn(email)
  const setup = await call('/users/two-factor/setup', { token })
  expect(setup.status).toBe(200)
  const secret = String(setup.body.key).replace(/\s/g, '')
  const used = currentCode(secret)
  const confirmed = await call('/users/two-factor/confirm', { token, body: { code: used } })
  expect(confirmed.status).toBe(200)
  return { secret, used, codes: confirmed.body.recoveryCodes as string[], token }
}

describe('two-factor sign-in', () => {
  it('sets up an authenticator app: a QR code made on the server, the key as text, a current code to confirm it, then ten recovery codes', async () => {
    const { editor } = await staffUsers(payload)
    const token = await signIn(editor.email)
    const setup = await call('/users/two-factor/setup', { token })
    expect(setup.status).toBe(200)
    expect(String(setup.body.qr)).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(String(setup.body.qr).split(',')[1]!, 'base64').toString()).toContain('<svg')
    expect(String(setup.body.key)).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/)
    expect(String(setup.body.uri)).toMatch(/^otpauth:\/\/totp\//)
    const secret = String(setup.body.key).replace(/\s/g, '')

    const wrong = await call('/users/two-factor/confirm', { token, body: { code: currentCode(secret, Date.now() + 10 * STEP) } })
    expect(wrong.status).toBe(400)
    expect(firstError(wrong as never).message).toMatch(/not right/)
    // A second sign-in of the same account, elsewhere, before the change.
    const other = await signIn(editor.email)
    expect(await me(other)).not.toBeNull()
    const confirmed = await call('/users/two-factor/confirm', { token, body: { code: currentCode(secret) } })
    expect(confirmed.status).toBe(200)
    // A two-factor change signs out every other session: the other one is no longer a sign-in at all.
    expect(await me(other)).toBeNull()
    const late = await call('/users/two-factor/verify', { token: other, body: { code: currentCode(secret, Date.now() + STEP) } })
    expect(late.status).toBe(401)
    expect(firstError(late as never).message).toBe('Sign in with your password first.')
    // And it is in the audit log.
    const lines = await payload.find({ collection: 'audit-events', where: { kind: { equals: 'two-factor-change' }, actorId: { equals: String(editor.id) } } })
    expect(lines.docs.map((d) => d.summary)).toEqual(['Turned on two-factor sign-in (authenticator app)'])
    const codes = confirmed.body.recoveryCodes as string[]
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    // The session that set it up stays signed in; nothing readable holds the key or the codes.
    const mine = (await rest('GET', `/users/${editor.id}`, { token })).body
    expect(mine.totpOn).toBe(true)
    for (const field of ['totpSecret', 'totpPendingSecret', 'recoveryCodes', 'secondFactorSessions', 'passkeys']) expect(mine).not.toHaveProperty(field)
    const stored = JSON.stringify(await payload.db.findOne({ collection: 'users', where: { id: { equals: editor.id } } }))
    expect(stored).not.toContain(secret)
    expect(stored).not.toContain(codes[0])
  })

  it('once it is on, the password alone opens nothing: not REST, not GraphQL, not the Local API with the token; a current code does', async () => {
    const { admin } = await staffUsers(payload)
    const { secret, used } = await turnOn(admin.email)
    const token = await signIn(admin.email)

    expect(await me(token)).toBeNull()
    const list = await rest('GET', '/users', { token })
    expect(list.status).toBe(403)
    const news = await rest('POST', '/news', { token, body: { title: 'Password only' } })
    expect(news.status).toBe(403)
    const gqlMe = await graphql('{ meUser { user { email } } }', token)
    expect((gqlMe.body.data as { meUser: { user: unknown } }).meUser.user).toBeNull()
    const gqlUsers = await graphql('{ Users { docs { email } } }', token)
    expect(firstError(gqlUsers).message).toMatch(/not allowed/i)
    expect((await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })).user).toBeNull()

    // The code already used (set-up's: still within the window, or past it on a slow machine) is refused; the next one is taken.
    const replay = await call('/users/two-factor/verify', { token, body: { code: used } })
    expect(replay.status).toBe(401)
    const verified = await call('/users/two-factor/verify', { token, body: { code: currentCode(secret, Date.now() + STEP) } })
    expect(verified.status).toBe(200)
    expect((await me(token))?.email).toBe(admin.email)
    expect((await rest('GET', '/users', { token })).status).toBe(200)
    const gqlAfter = await graphql('{ meUser { user { email } } }', token)
    expect((gqlAfter.body.data as { meUser: { user: { email: string } } }).meUser.user.email).toBe(admin.email)
  })

  it('a recovery code completes a sign-in once, and never again', async () => {
    const { editor } = await staffUsers(payload)
    const { codes } = await turnOn(editor.email)
    const first = await signIn(editor.email)
    const used = await call('/users/two-factor/verify', { token: first, body: { recoveryCode: codes[3]!.toUpperCase().replace('-', ' ') } })
    expect(used.status).toBe(200)
    expect(used.body.recoveryCodesLeft).toBe(9)
    expect((await me(first))?.email).toBe(editor.email)

    const second = await signIn(editor.email)
    const again = await call('/users/two-factor/verify', { token: second, body: { recoveryCode: codes[3] } })
    expect(again.status).toBe(401)
    expect(firstError(again as never).message).toMatch(/already used/)
    expect(await me(second)).toBeNull()
    expect((await call('/users/two-factor/verify', { token: second, body: { recoveryCode: codes[4] } })).status).toBe(200)
    expect((await me(second))?.email).toBe(editor.email)
  })

  it('five wrong codes make that address wait for that account, while its owner elsewhere goes on', async () => {
    const { editor } = await staffUsers(payload)
    const { secret } = await turnOn(editor.email)
    const token = await signIn(editor.email, '198.51.100.7')
    const statuses: number[] = []
    for (let i = 0; i < 7; i += 1) statuses.push((await call('/users/two-factor/verify', { token, body: { code: '000000' }, address: '198.51.100.7' })).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])
    // The right code waits too at that address…
    expect((await call('/users/two-factor/verify', { token, body: { code: currentCode(secret, Date.now() + STEP) }, address: '198.51.100.7' })).status).toBe(429)
    // …but the owner, at another address, signs in: nothing a stranger did locked the account.
    const own = await signIn(editor.email, '198.51.100.99')
    expect((await call('/users/two-factor/verify', { token: own, body: { code: currentCode(secret, Date.now() + STEP) }, address: '198.51.100.99' })).status).toBe(200)
  })

  it('a waiting sign-in cannot set up another app, turn two-factor off or add a passkey', async () => {
    const { editor } = await staffUsers(payload)
    await turnOn(editor.email)
    const token = await signIn(editor.email)
    expect((await call('/users/two-factor/setup', { token })).status).toBe(403)
    expect((await call('/users/two-factor/disable', { token, body: { password: PASSWORD } })).status).toBe(403)
    expect((await call('/users/two-factor/passkeys/register-options', { token })).status).toBe(403)
    expect((await call('/users/two-factor/verify', { body: { code: '123456' } })).status).toBe(401)
  })

  it('a sign-in waiting for its code can sign out: its session ends and its cookie is expired', async () => {
    const { editor } = await staffUsers(payload)
    const { secret } = await turnOn(editor.email)
    const token = await signIn(editor.email)
    const out = await call('/users/two-factor/sign-out', { token })
    expect(out.status).toBe(200)
    const again = await call('/users/two-factor/verify', { token, body: { code: currentCode(secret, Date.now() + STEP) } })
    expect(again.status).toBe(401)
    expect(await me(token)).toBeNull()
  })

  it('turning it off needs the password (or a current code); then the password alone signs in again', async () => {
    const { editor } = await staffUsers(payload)
    const { token } = await turnOn(editor.email)
    const wrong = await call('/users/two-factor/disable', { token, body: { password: 'not-my-password' } })
    expect(wrong.status).toBe(400)
    expect((await call('/users/two-factor/disable', { token, body: { password: PASSWORD } })).status).toBe(200)
    const later = await signIn(editor.email)
    expect((await me(later))?.email).toBe(editor.email)
  })

  it("a school's requirement: after the password its staff can only set two-factor up, and then everything opens", async () => {
    const { editor, admin } = await staffUsers(payload)
    await updatePage(payload, { slug: 'sign-in-settings', data: { requireTwoFactor: true } })
    try {
      // Only the school's administrators change it.
      const editorToken = await signIn(editor.email)
      expect(await me(editorToken)).toBeNull()
      expect((await rest('GET', '/news', { token: editorToken })).body.docs).toEqual([])
      const setup = await call('/users/two-factor/setup', { token: editorToken })
      expect(setup.status).toBe(200)
      const secret = String(setup.body.key).replace(/\s/g, '')
      expect((await call('/users/two-factor/confirm', { token: editorToken, body: { code: currentCode(secret) } })).status).toBe(200)
      expect((await me(editorToken))?.email).toBe(editor.email)
      // Required: it cannot be turned off.
      const off = await call('/users/two-factor/disable', { token: editorToken, body: { password: PASSWORD } })
      expect(off.status).toBe(403)
      expect(firstError(off as never).message).toMatch(/required/)
      // The administrator, required too, is asked the same.
      expect(await me(await signIn(admin.email))).toBeNull()
    } finally {
      await updatePage(payload, { slug: 'sign-in-settings', data: { requireTwoFactor: false } })
    }
    expect((await me(await signIn(admin.email)))?.email).toBe(admin.email)
  })

  it('only administrators read and change the sign-in settings', async () => {
    const { editor, admin } = await staffUsers(payload)
    const adminToken = await signIn(admin.email)
    const editorToken = await signIn(editor.email)
    expect((await rest('GET', '/sign-in-settings', { token: editorToken })).status).toBe(403)
    expect((await rest('GET', '/sign-in-settings', { token: adminToken })).status).toBe(200)
  })

  it("an administrator turns off a staff member's two-factor (lost phone and codes); an editor cannot", async () => {
    const { editor, admin } = await staffUsers(payload)
    await turnOn(editor.email)
    const editorToken = await signIn(editor.email)
    expect(await me(editorToken)).toBeNull()
    const other = (await staffUsers(payload)).editor
    const refused = await call('/users/two-factor/reset', { token: (await turnOn(other.email)).token, body: { id: editor.id } })
    expect(refused.status).toBe(403)
    const done = await call('/users/two-factor/reset', { token: await signIn(admin.email), body: { id: editor.id } })
    expect(done.status).toBe(200)
    // Signed out everywhere; the password alone signs in again.
    expect((await call('/users/two-factor/verify', { token: editorToken, body: { code: '123456' } })).status).toBe(401)
    expect((await me(await signIn(editor.email)))?.email).toBe(editor.email)
  })

  it('issueSession starts a complete session for another sign-in method, or a waiting one without the second factor', async () => {
    const { editor } = await staffUsers(payload)
    await turnOn(editor.email)
    const req = await createLocalReq({}, payload)
    const done = await issueSession(req, editor, { method: 'oidc', secondFactorDone: true })
    expect(done.cookie).toMatch(/^payload-token=[^;]+; Expires=.*HttpOnly/)
    expect((await me(done.token))?.email).toBe(editor.email)
    const waiting = await issueSession(req, editor, { method: 'password', secondFactorDone: false })
    expect(await me(waiting.token)).toBeNull()
  })
})
