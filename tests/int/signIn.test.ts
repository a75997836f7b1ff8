/** Sign-in protection: per-account lockout, per-address limit, who may unlock. */
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { staffUsers, testPayload } from './payload'

let payload: Payload
let users: Awaited<ReturnType<typeof staffUsers>>
const PASSWORD = 'correct-horse-battery'

beforeAll(async () => {
  payload = await testPayload()
  users = await staffUsers(payload)
})

// Payload's type for unlock asks for a password it does not use.
const unlockData = (email: string) => ({ email }) as { email: string; password: string }

/** A sign-in as it arrives over HTTP from `address`. */
async function signIn(email: string, password: string, address: string) {
  const req = await createLocalReq({ req: { headers: new Headers({ 'x-forwarded-for': address }) } }, payload)
  return payload.login({ collection: 'users', data: { email, password }, req })
}

describe('sign-in', () => {
  it('locks an account after 5 wrong passwords: the 6th attempt fails even with the right one', async () => {
    const { editor } = await staffUsers(payload)
    for (let i = 0; i < 5; i += 1) {
      await expect(signIn(editor.email, 'wrong-password', `10.9.0.${i}`)).rejects.toThrow(/incorrect/i)
    }
    await expect(signIn(editor.email, PASSWORD, '10.9.0.99')).rejects.toThrow(/locked/i)
  })

  it('answers 429 to many quick attempts from one address, whoever they are for', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 20; i += 1) {
      try {
        await signIn(`nobody-${i}@example.com`, 'whatever-password', '203.0.113.250')
        statuses.push(200)
      } catch (err) {
        statuses.push((err as { status?: number }).status ?? 0)
      }
    }
    expect(statuses).toContain(429)
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true)
    // Another address can still sign in.
    const ok = await signIn(users.admin.email, PASSWORD, '203.0.113.251')
    expect(ok.token).toBeTruthy()
  })

  it('only an administrator can unlock an account', async () => {
    const { editor: locked } = await staffUsers(payload)
    for (let i = 0; i < 5; i += 1) await signIn(locked.email, 'wrong-password', `10.8.0.${i}`).catch(() => undefined)
    await expect(
      payload.unlock({ collection: 'users', data: unlockData(locked.email), overrideAccess: false, req: await createLocalReq({ user: { ...users.editor, collection: 'users' } }, payload) }),
    ).rejects.toThrow(/not allowed/i)
    await payload.unlock({ collection: 'users', data: unlockData(locked.email), overrideAccess: false, req: await createLocalReq({ user: { ...users.admin, collection: 'users' } }, payload) })
    expect((await signIn(locked.email, PASSWORD, '10.8.0.99')).token).toBeTruthy()
  })
})
