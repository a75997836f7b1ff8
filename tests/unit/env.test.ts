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
