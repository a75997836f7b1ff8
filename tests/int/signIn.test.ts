/**
 * Sign-in protection: no stranger can lock a staff account, the time and answer do not tell
 * who is staff, and one address is limited however many accounts it tries.
 */
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

/** A sign-in as it arrives over HTTP from `address`. */
async function signIn(email: string, password: string, address: string) {
  const req = await createLocalReq({ req: { headers: new Headers({ 'x-forwarded-for': address }) } }, payload)
  return payload.login({ collection: 'users', data: { email, password }, req })
}

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'signed in',
    (err: { status?: number; message?: string }) => `${err.status ?? '?'} ${err.message}`,
  )

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

describe('sign-in', () => {
  it("20 wrong passwords from one address: that address must wait, the account's owner elsewhere signs in at once", async () => {
    const { admin } = await staffUsers(payload)
    const results: string[] = []
    for (let i = 0; i < 20; i += 1) {
      // Spread over time as a patient attacker would: the per-address limit does not come into it.
      results.push(await outcome(signIn(admin.email, `wrong-${i}`, `198.18.0.${1 + (i % 2)}`)))
    }
    expect(results.slice(0, 10).every((r) => r.startsWith('401'))).toBe(true)
    expect(results.slice(10).every((r) => r.startsWith('429'))).toBe(true)
    // Even the right password waits at those addresses…
    expect(await outcome(signIn(admin.email, PASSWORD, '198.18.0.1'))).toMatch(/^429 Too many attempts/)
    // …but the owner, at the school, signs in: nothing a stranger did locked the account.
    expect(await outcome(signIn(admin.email, PASSWORD, '198.18.0.99'))).toBe('signed in')
  })

  it('an unknown e-mail gets the same answer as a wrong password, in the same time (medians of 30 within a third of a sign-in)', async () => {
    const { editor } = await staffUsers(payload)
    const known: number[] = []
    const unknown: number[] = []
    const answers = new Set<string>()
    for (let i = 0; i < 30; i += 1) {
      for (const [email, times] of [
        [editor.email, known],
        [`nobody-${i}@example.com`, unknown],
      ] as const) {
        const started = performance.now()
        answers.add(await outcome(signIn(email, 'not-the-password', `198.19.${i}.${times === known ? 1 : 2}`)))
        times.push(performance.now() - started)
      }
    }
    expect([...answers]).toEqual(['401 The email or password provided is incorrect.'])
    const difference = Math.abs(median(known) - median(unknown))
    console.info(`[figure] sign-in medians: known e-mail ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`)
    // Skipping the password check (600,000 rounds of PBKDF2, nearly all of a sign-in's time) for
    // an unknown e-mail would differ by almost a whole sign-in; a busy machine (other test files
    // run alongside) moves both medians by tens of milliseconds.
    expect(difference).toBeLessThan(median(known) / 3)
    // A guard against a hang: 60 sign-ins of 600,000 PBKDF2 rounds each, beside other test runs.
  }, 300_000)

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
})

describe('an e-mail address or password longer than any real one', () => {
  const detail = (p: Promise<unknown>) =>
    p.then(
      () => 'accepted',
      (err: { status?: number; data?: { errors?: { path: string; message: string }[] } }) =>
        `${err.status ?? '?'} ${(err.data?.errors ?? []).map((e) => `${e.path}: ${e.message}`).join('; ')}`,
    )

  it('is refused with a 400 naming the field, and counts against nothing', async () => {
    const address = '203.0.113.240'
    // The admin's own address, padded to 1 MB with spaces a sign-in would trim away.
    const padded = users.admin.email + ' '.repeat(1024 * 1024)
    // More than the per-address limit (10) and the per-account failures (5) allow.
    for (let i = 0; i < 12; i += 1) {
      expect(await detail(signIn(padded, `wrong-${i}`, address))).toBe('400 email: The e-mail address must be at most 254 characters.')
    }
    const longPassword = signIn(users.admin.email, 'x'.repeat(1025), address)
    expect(await detail(longPassword)).toBe('400 password: The password must be at most 1024 characters.')
    const req = await createLocalReq({ req: { headers: new Headers({ 'x-forwarded-for': address }) } }, payload)
    expect(await detail(payload.forgotPassword({ collection: 'users', data: { email: padded }, req, disableEmail: true }))).toBe(
      '400 email: The e-mail address must be at most 254 characters.',
    )
    // Nothing was counted: neither the address's sign-ins nor the account's failures from it.
    expect(await outcome(signIn(users.admin.email, PASSWORD, address))).toBe('signed in')
  })

  it('cannot be set as a password either', async () => {
    await expect(
      payload.update({ collection: 'users', id: users.editor.id, data: { password: 'x'.repeat(1025) }, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 400, data: { errors: [{ path: 'password' }] } })
  })
})
