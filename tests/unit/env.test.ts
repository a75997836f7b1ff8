import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { loadEnv } from '@/env'

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-env-'))

describe('environment defaults', () => {
  it('works with no settings: SQLite and uploads under data/, port 3000', () => {
    const dir = tmp()
    const e = loadEnv({ DATA_DIR: dir, NODE_ENV: 'production' })
    expect(e.PORT).toBe(3000)
    expect(e.databaseKind).toBe('sqlite')
    expect(e.databaseUrl).toBe(`file:${path.join(dir, 'ksr.db')}`)
    expect(e.uploadDir).toBe(path.join(dir, 'uploads'))
  })

  it("takes the site's public address from SERVER_URL, else this machine's port", () => {
    expect(loadEnv({ DATA_DIR: tmp(), SERVER_URL: 'https://school.example/' }).publicOrigin).toBe('https://school.example')
    expect(loadEnv({ DATA_DIR: tmp(), PORT: '3100' }).publicOrigin).toBe('http://localhost:3100')
  })

  it('keeps development on its own database file', () => {
    const dir = tmp()
    expect(loadEnv({ DATA_DIR: dir, NODE_ENV: 'development' }).databaseUrl).toBe(`file:${path.join(dir, 'dev.db')}`)
  })

  it('generates PAYLOAD_SECRET once and reuses it', () => {
    const dir = tmp()
    const first = loadEnv({ DATA_DIR: dir })
    const second = loadEnv({ DATA_DIR: dir })
    expect(first.secretGenerated).toBe(true)
    expect(second.secretGenerated).toBe(false)
    expect(second.payloadSecret).toBe(first.payloadSecret)
    expect(fs.statSync(path.join(dir, '.payload-secret')).mode & 0o077).toBe(0)
  })

  it('chooses PostgreSQL when DATABASE_URL points at one', () => {
    const e = loadEnv({ DATA_DIR: tmp(), DATABASE_URL: 'postgres://u:p@localhost:5432/ksr' })
    expect(e.databaseKind).toBe('postgres')
  })

  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadEnv({ ADMIN_EMAIL: 'not-an-email' })).toThrow(/ADMIN_EMAIL/)
    expect(() => loadEnv({ PAYLOAD_SECRET: 'short' })).toThrow(/PAYLOAD_SECRET/)
    // The SMS gateway: https (http on loopback only), and its token never in the address (it would be logged).
    expect(() => loadEnv({ SMS_GATEWAY_URL: 'http://gateway.example/send' })).toThrow(/SMS_GATEWAY_URL must be https/)
    expect(() => loadEnv({ SMS_GATEWAY_URL: 'https://user:secret@gateway.example/send' })).toThrow(/SMS_GATEWAY_URL must not hold a user or password/)
    expect(loadEnv({ DATA_DIR: tmp(), SMS_GATEWAY_URL: 'http://127.0.0.1:4000' }).SMS_GATEWAY_URL).toBe('http://127.0.0.1:4000')
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/)
    expect(() => loadEnv({ MAIL_FROM: 'office at school' })).toThrow(/MAIL_FROM/)
  })

  it('takes an SMTP server and a sender for staff e-mail', () => {
    const env = loadEnv({ DATA_DIR: tmp(), SMTP_URL: 'smtps://office:secret@mail.example:465', MAIL_FROM: 'School Office <office@school.example>' })
    expect(env.SMTP_URL).toBe('smtps://office:secret@mail.example:465')
    expect(env.MAIL_FROM).toBe('School Office <office@school.example>')
  })
})

describe('TEST_FORM_MIN_SECONDS, for the servers the e2e tests start', () => {
  it('is unset by default: forms keep the 3-second guard', () => {
    expect(loadEnv({ DATA_DIR: tmp(), NODE_ENV: 'production' }).formMinFillMs).toBeUndefined()
    expect(loadEnv({ DATA_DIR: tmp(), TEST_FORM_MIN_SECONDS: '' }).formMinFillMs).toBeUndefined()
  })

  it('lowers the guard on a site served at this machine', () => {
    expect(loadEnv({ DATA_DIR: tmp(), NODE_ENV: 'production', TEST_FORM_MIN_SECONDS: '0' }).formMinFillMs).toBe(0)
    for (const SERVER_URL of ['http://127.0.0.1:3100', 'http://localhost:3000', 'http://riverside.localhost:3100', 'http://[::1]:3000'])
      expect(loadEnv({ DATA_DIR: tmp(), SERVER_URL, TEST_FORM_MIN_SECONDS: '1' }).formMinFillMs, SERVER_URL).toBe(1000)
  })

  it('is refused on a site with a public address, and above the guard it lowers', () => {
    expect(() => loadEnv({ DATA_DIR: tmp(), SERVER_URL: 'https://school.example', TEST_FORM_MIN_SECONDS: '0' })).toThrow(
      /TEST_FORM_MIN_SECONDS is for tests on this machine/,
    )
    expect(() => loadEnv({ DATA_DIR: tmp(), SERVER_URL: 'https://localhost.school.example', TEST_FORM_MIN_SECONDS: '0' })).toThrow(/TEST_FORM_MIN_SECONDS/)
    expect(() => loadEnv({ DATA_DIR: tmp(), TEST_FORM_MIN_SECONDS: '4' })).toThrow(/TEST_FORM_MIN_SECONDS/)
    expect(() => loadEnv({ DATA_DIR: tmp(), TEST_FORM_MIN_SECONDS: 'none' })).toThrow(/TEST_FORM_MIN_SECONDS/)
  })
})
