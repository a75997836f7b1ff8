/**
 * `npm run school:add` as an operator runs it: with mail set up, the first administrator is
 * invited by e-mail (a one-time link) and no password is printed; without mail, a password is
 * printed once; when the mail server cannot be reached, the command says so and prints the link.
 */
import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { command } from '../../../tests/int/command'
import { startInbox } from '../../../tests/int/inbox'
import { migratedDataDir, testPayload } from '../../../tests/int/payload'

let inbox: Awaited<ReturnType<typeof startInbox>>
const made: string[] = []
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-school-add-'))
  made.push(dir)
  return migratedDataDir(dir)
}

beforeAll(async () => {
  await testPayload() // leaves the migrated template the commands start from
  inbox = await startInbox()
})

afterAll(async () => {
  await inbox?.close()
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true })
})

const args = (code: string, email: string) => ['--code', code, '--name', `${code} Public School`, '--admin-email', email]

describe('school:add’s first administrator', () => {
  it('is e-mailed a one-time link to choose a password when mail is set, and no password is printed', async () => {
    const email = 'head@invited.example'
    const run = await command('scripts/school-add.ts', args('INV', email), dataDir(), undefined, { SMTP_URL: inbox.url, SERVER_URL: 'https://inv.example' })
    expect(run.code, run.out).toBe(0)
    expect(run.out).toContain(`Its first administrator, ${email}, has been e-mailed a link to choose a password`)
    expect(run.out).not.toMatch(/password:/)
    // The e-mail is handed to the mail server before the command ends.
    const mail = inbox.mails.find((m) => m.address === email)
    expect(mail?.subject).toBe('Your administrator account for the INV Public School website')
    expect(mail?.text).toMatch(/https:\/\/inv\.example\/admin\/reset\/[0-9a-f]{40}/)
  })

  it('is told to the operator with its one-time link when the mail server cannot be reached', async () => {
    // A port nobody listens on: the mail server is away.
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo
        probe.close(() => resolve(port))
      })
    })
    const email = 'head@unsent.example'
    const dir = dataDir()
    const run = await command('scripts/school-add.ts', args('UNS', email), dir, undefined, { SMTP_URL: `smtp://127.0.0.1:${closed}`, SERVER_URL: 'https://uns.example' })
    expect(run.code, run.out).toBe(0)
    expect(run.out).not.toContain('has been e-mailed')
    expect(run.out).toContain(`Its first administrator, ${email}, could NOT be e-mailed`)
    const token = /https:\/\/uns\.example\/admin\/reset\/([0-9a-f]{40})/.exec(run.out)?.[1]
    expect(token, run.out).toBeDefined()
    // The printed link is the account's own reset link, still good: the password-reset page accepts it.
    const db = createClient({ url: `file:${path.join(dir, 'ksr.db')}` })
    try {
      const { rows } = await db.execute({ sql: 'SELECT reset_password_token, reset_password_expiration FROM users WHERE email = ?', args: [email] })
      expect(rows[0]?.reset_password_token).toBe(token)
      expect(Date.parse(String(rows[0]?.reset_password_expiration))).toBeGreaterThan(Date.now())
    } finally {
      db.close()
    }
  })

  it('gets a password printed once when no mail is set', async () => {
    const email = 'head@printed.example'
    const run = await command('scripts/school-add.ts', args('PRN', email), dataDir(), undefined, { SMTP_URL: '' })
    expect(run.code, run.out).toBe(0)
    expect(run.out).toMatch(/no mail is set up: SMTP_URL[\s\S]*e-mail: +head@printed\.example\n +password: +\S{12,}/)
    expect(inbox.mails.some((m) => m.address === email)).toBe(false)
  })
})
