/**
 * Backup and restore of a whole site: every table (drafts, history and accounts included)
 * and every uploaded file come back as they were; a damaged backup is refused, naming the
 * problem, before anything is touched.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { backup, restore } from '@/backup'
import { env, loadEnv } from '@/env'
import { seed } from '@/seed'
import { filesIn } from './fileTree'
import { testPayload } from './payload'

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `ksr-${name}-`))
let payload: Payload
let saved: string

/** Every row of every table, in order. */
async function tables(dbFile: string): Promise<Record<string, unknown[]>> {
  const db = createClient({ url: `file:${dbFile}` })
  try {
    const names = (await db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")).rows.map((r) => String(r.name))
    const out: Record<string, unknown[]> = {}
    for (const name of names) out[name] = (await db.execute(`SELECT * FROM "${name}" ORDER BY rowid`)).rows.map((r) => ({ ...r }))
    return out
  } finally {
    db.close()
  }
}

const freshSite = () => loadEnv({ DATA_DIR: tmp('restored'), NODE_ENV: 'production' })

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, new Date())
  // A draft and some history: a backup must keep what is not public too.
  await payload.create({ collection: 'news', data: { title: 'A draft not yet public', description: 'x', fromDate: new Date().toISOString() }, draft: true })
  const [news] = (await payload.find({ collection: 'news', limit: 1 })).docs
  await payload.update({ collection: 'news', id: news!.id, data: { title: `${news!.title} (corrected)` } })
  saved = path.join(tmp('backup'), 'site')
  const lines: string[] = []
  await backup(saved, env(), (l) => lines.push(l))
  expect(lines.some((l) => /^Files: \d+\/\d+$/.test(l))).toBe(true)
}, 300_000)

describe('backup → restore into an empty data folder', () => {
  it('brings back every row of every table and every file, byte for byte', async () => {
    const site = freshSite()
    await restore(saved, site)
    const source = env().databaseUrl.replace(/^file:/, '')
    const restored = await tables(site.databaseUrl.replace(/^file:/, ''))
    expect(restored).toEqual(await tables(source))
    expect(Object.keys(restored)).toEqual(expect.arrayContaining(['news', '_news_v', 'users', 'payload_migrations']))
    expect((restored._news_v ?? []).some((v) => (v as { version_title?: string }).version_title === 'A draft not yet public')).toBe(true)
    expect(filesIn(site.uploadDir)).toEqual(filesIn(env().uploadDir))
    expect(Object.keys(filesIn(site.uploadDir)).length).toBeGreaterThan(10)
    // Sessions and signed TC links stay valid: the same secret.
    expect(fs.readFileSync(path.join(site.dataDir, '.payload-secret'), 'utf8')).toBe(fs.readFileSync(path.join(env().dataDir, '.payload-secret'), 'utf8'))
  })

  it('refuses to overwrite a site that has content, unless forced', async () => {
    const site = freshSite()
    await restore(saved, site)
    await expect(restore(saved, site)).rejects.toThrow(/already has a database.*--force/s)
    await restore(saved, site, { force: true })
  })

  it('refuses to back up into a folder that is not empty, or into the site itself', async () => {
    await expect(backup(saved, env())).rejects.toThrow(/not empty/)
    await expect(backup(path.join(env().dataDir, 'backup'), env())).rejects.toThrow(/inside the site's own data/)
  })
})

describe('a damaged backup', () => {
  const damaged = (change: (dir: string) => void) => {
    const dir = path.join(tmp('damaged'), 'site')
    fs.cpSync(saved, dir, { recursive: true })
    change(dir)
    return dir
  }
  const untouched = (site: ReturnType<typeof freshSite>) => {
    expect(fs.existsSync(site.databaseUrl.replace(/^file:/, ''))).toBe(false)
    expect(fs.existsSync(site.uploadDir)).toBe(false)
  }

  it('is refused before anything is touched, naming the file: a changed byte, a missing file, a cut-short database', async () => {
    const anUpload = Object.keys(filesIn(path.join(saved, 'uploads')))[0]!
    const cases: [string, (dir: string) => void, RegExp][] = [
      [
        'changed byte',
        (dir) => {
          const file = path.join(dir, 'uploads', anUpload)
          const bytes = fs.readFileSync(file)
          bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff
          fs.writeFileSync(file, bytes)
        },
        new RegExp(`uploads/${anUpload.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: its content has changed`),
      ],
      ['missing file', (dir) => fs.rmSync(path.join(dir, 'uploads', anUpload)), /: missing/],
      ['cut-short database', (dir) => fs.truncateSync(path.join(dir, 'database.sqlite'), 4096), /database\.sqlite: 4096 bytes, the manifest says/],
      ['no manifest', (dir) => fs.rmSync(path.join(dir, 'manifest.json')), /manifest\.json: cannot be read/],
    ]
    for (const [name, change, message] of cases) {
      const site = freshSite()
      await expect(restore(damaged(change), site), name).rejects.toThrow(message)
      untouched(site)
    }
  })
})
