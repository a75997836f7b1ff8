/**
 * Backup and restore of a whole site on SQLite: a restored site has every row (content,
 * drafts, versions, users …), byte-identical uploads and the same secret; a damaged backup,
 * a non-empty target and a failure halfway leave the target exactly as it was.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { backupSite } from '@/backup/backup'
import { restoreSite } from '@/backup/restore'
import { configuredSite, sqliteFile, type Site } from '@/backup/site'
import { build } from '@/seed/builders'
import { seededPayload, staffUsers } from './payload'

let payload: Payload
let site: Site
let backup: string
const made: string[] = []
const tmp = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ksr-${name}-`))
  made.push(dir)
  return dir
}
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** A site whose data folder is `dir`, as DATA_DIR=dir would configure it. */
const siteIn = (dir: string): Site => configuredSite({ NODE_ENV: 'test', DATA_DIR: dir })

/** Every row of every table, in rowid order. */
async function rows(file: string): Promise<Record<string, unknown[][]>> {
  const db = createClient({ url: `file:${file}` })
  try {
    const out: Record<string, unknown[][]> = {}
    const tables = await db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    for (const { name, sql } of tables.rows) {
      // Tables without a rowid (the search index's FTS5 configuration) are ordered by their key, their first column.
      const order = /WITHOUT ROWID/i.test(String(sql)) ? '1' : 'rowid'
      const rs = await db.execute(`SELECT * FROM "${String(name)}" ORDER BY ${order}`)
      out[String(name)] = rs.rows.map((r) => rs.columns.map((_, i) => r[i]))
    }
    return out
  } finally {
    db.close()
  }
}

/** Every file under a folder with its SHA-256: what "nothing was touched" compares. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name)
    out[path.relative(dir, file)] = entry.isFile() ? createHash('sha256').update(fs.readFileSync(file)).digest('hex') : 'folder'
  }
  return out
}

const uploadsOf = (s: Site) => fingerprint(s.uploadDir)

beforeAll(async () => {
  payload = await seededPayload()
  await staffUsers(payload)
  // A published item with an unpublished draft on top, and an item that is only a draft.
  const item = await payload.create({ collection: 'news', data: build.news({ title: 'Backup: published title' }) })
  await payload.update({ collection: 'news', id: item.id, data: { title: 'Backup: draft title', _status: 'draft' }, draft: true })
  await payload.create({ collection: 'news', data: build.news({ title: 'Backup: draft only', _status: 'draft' }), draft: true })
  site = configuredSite()
  backup = path.join(tmp('backup'), 'site')
  await backupSite(site, backup)
})

describe('backup then restore', () => {
  it('restores every row, drafts and versions included, the same uploads byte for byte and the secret', async () => {
    const target = siteIn(tmp('restored'))
    const progress: string[] = []
    await restoreSite(target, backup, { progress: (m) => progress.push(m) })

    const before = await rows(sqliteFile(site))
    const after = await rows(sqliteFile(target))
    expect(Object.keys(after)).toEqual(Object.keys(before))
    expect(after).toEqual(before)
    // The comparison covers content, history, drafts and staff accounts.
    const titles = (await payload.find({ collection: 'news', draft: true, limit: 0, pagination: false })).docs.map((d) => d.title)
    expect(titles).toEqual(expect.arrayContaining(['Backup: draft title', 'Backup: draft only']))
    expect(before.news!.length).toBeGreaterThan(5)
    expect(before._news_v!.length).toBeGreaterThan(before.news!.length)
    expect(before.users!.length).toBeGreaterThan(0)
    const restoredDrafts = await createClient({ url: `file:${sqliteFile(target)}` }).execute(
      // Titles are kept per language (English and Hindi), beside the version rows.
      "SELECT l.version_title FROM _news_v v JOIN _news_v_locales l ON l._parent_id = v.id AND l._locale = 'en' WHERE v.version__status = 'draft' ORDER BY v.id",
    )
    expect(restoredDrafts.rows.map((r) => r.version_title)).toEqual(['Backup: draft title', 'Backup: draft only'])

    const uploads = uploadsOf(site)
    expect(Object.keys(uploads).some((f) => f.startsWith('images/'))).toBe(true)
    expect(uploadsOf(target)).toEqual(uploads)
    expect(fs.readFileSync(path.join(target.dataDir, '.payload-secret'))).toEqual(
      fs.readFileSync(path.join(site.dataDir, '.payload-secret')),
    )

    const files = Object.values(uploads).filter((v) => v !== 'folder').length
    expect(progress).toContain(`Files ${files}/${files}`)
    // Nothing staged or replaced is left beside the restored parts.
    expect(fs.readdirSync(target.dataDir).sort()).toEqual(['.payload-secret', 'ksr.db', 'uploads'])
  })

  it('lists every file in the manifest with its size and SHA-256, the database kind and the migrations', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8'))
    expect(manifest.database).toEqual({ kind: 'sqlite', file: 'database.sqlite' })
    const applied = (await payload.find({ collection: 'payload-migrations', sort: 'createdAt', limit: 0, pagination: false })).docs
    expect(manifest.migrations).toEqual(applied.map((m) => m.name))
    expect(manifest.migrations.length).toBeGreaterThan(0)
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(10 * 60_000)
    // It holds the database and the secret: for its owner's eyes only.
    expect(fs.statSync(backup).mode & 0o777).toBe(0o700)
    const listed = new Set(manifest.files.map((f: { path: string }) => f.path))
    const onDisk = fingerprint(backup)
    expect(new Set(Object.keys(onDisk).filter((f) => onDisk[f] !== 'folder'))).toEqual(new Set([...listed, 'manifest.json']))
    for (const entry of manifest.files as { path: string; size: number; sha256: string }[]) {
      expect(fs.statSync(path.join(backup, entry.path)).size, entry.path).toBe(entry.size)
      expect(onDisk[entry.path], entry.path).toBe(entry.sha256)
    }
  })

  it('refuses a non-empty target unless forced, and then replaces it', async () => {
    const target = siteIn(tmp('forced'))
    await restoreSite(target, backup)
    fs.writeFileSync(path.join(target.uploadDir, 'images', 'added-later.jpg'), 'not in the backup')
    const changed = fingerprint(target.dataDir)

    await expect(restoreSite(target, backup)).rejects.toThrow(/not empty .*--force/)
    expect(fingerprint(target.dataDir)).toEqual(changed)

    await restoreSite(target, backup, { force: true })
    expect(uploadsOf(target)).toEqual(uploadsOf(site))
    expect(await rows(sqliteFile(target))).toEqual(await rows(sqliteFile(site)))
    expect(fs.readdirSync(target.dataDir).sort()).toEqual(['.payload-secret', 'ksr.db', 'uploads'])
  })
})

describe('a damaged backup', () => {
  /** A copy of the backup with one thing wrong. */
  function damaged(harm: (dir: string, manifest: { files: { path: string }[] }) => void): string {
    const dir = path.join(tmp('damaged'), 'site')
    fs.cpSync(backup, dir, { recursive: true })
    harm(dir, JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')))
    return dir
  }
  const firstImage = (m: { files: { path: string }[] }) => m.files.find((f) => f.path.startsWith('uploads/images/'))!.path

  const cases: [string, (dir: string, m: { files: { path: string }[] }) => void, (m: { files: { path: string }[] }) => RegExp][] = [
    [
      'a changed byte in one upload',
      (dir, m) => {
        const file = path.join(dir, firstImage(m))
        const bytes = fs.readFileSync(file)
        bytes[Math.floor(bytes.length / 2)]! ^= 0xff
        fs.writeFileSync(file, bytes)
      },
      (m) => new RegExp(`${firstImage(m)} does not match its SHA-256`),
    ],
    ['a missing upload', (dir, m) => fs.rmSync(path.join(dir, firstImage(m))), (m) => new RegExp(`${firstImage(m)} is missing`)],
    [
      'a truncated database',
      (dir) => fs.truncateSync(path.join(dir, 'database.sqlite'), 4096),
      () => /database\.sqlite has 4096 bytes, the manifest says \d+/,
    ],
    [
      'an unreadable manifest',
      (dir) => fs.writeFileSync(path.join(dir, 'manifest.json'), '{"format": 1, "files": ['),
      () => /manifest\.json cannot be read/,
    ],
    ['no manifest at all', (dir) => fs.rmSync(path.join(dir, 'manifest.json')), () => /manifest\.json is missing/],
  ]

  it.each(cases)('is refused (%s), naming the file, and neither an empty nor a full target is touched', async (_, harm, message) => {
    const dir = damaged(harm)
    const manifest = JSON.parse(fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8'))

    const empty = siteIn(tmp('empty-target'))
    const emptyBefore = fingerprint(empty.dataDir)
    await expect(restoreSite(empty, dir)).rejects.toThrow(message(manifest))
    expect(fingerprint(empty.dataDir)).toEqual(emptyBefore)

    const full = siteIn(tmp('full-target'))
    await restoreSite(full, backup)
    const fullBefore = fingerprint(full.dataDir)
    await expect(restoreSite(full, dir, { force: true })).rejects.toThrow(/damaged; nothing was restored/)
    expect(fingerprint(full.dataDir)).toEqual(fullBefore)
  })
})

describe('refusals and failures', () => {
  it('will not back up into a non-empty folder or into the data folder', async () => {
    const busy = tmp('busy')
    fs.writeFileSync(path.join(busy, 'notes.txt'), 'keep me')
    await expect(backupSite(site, busy)).rejects.toThrow(/not empty/)
    expect(fs.readdirSync(busy)).toEqual(['notes.txt'])

    const inside = path.join(site.dataDir, 'backups')
    await expect(backupSite(site, inside)).rejects.toThrow(/inside the site's data folder/)
    await expect(backupSite(site, site.dataDir)).rejects.toThrow(/inside the site's data folder/)
    expect(fs.existsSync(inside)).toBe(false)
  })

  it('a backup that fails leaves no folder behind', async () => {
    const dir = path.join(tmp('failed'), 'site')
    const missing: Site = { ...site, databaseUrl: `file:${path.join(tmp('no-db'), 'gone.db')}` }
    await expect(backupSite(missing, dir)).rejects.toThrow(/There is no database at .*gone\.db/)
    expect(fs.existsSync(dir)).toBe(false)
  })

  it('a restore that fails halfway leaves the target as it was, with nothing staged left behind', async () => {
    // The upload folder cannot be created (its parent is a file): the database was staged by then.
    const dataDir = tmp('half')
    const before = siteIn(tmp('half-source'))
    await restoreSite(before, backup)
    fs.copyFileSync(sqliteFile(before), path.join(dataDir, 'ksr.db'))
    fs.writeFileSync(path.join(dataDir, 'blocker'), 'a file where a folder should be')
    const target: Site = { ...siteIn(dataDir), uploadDir: path.join(dataDir, 'blocker', 'uploads') }
    const snapshot = fingerprint(dataDir)

    await expect(restoreSite(target, backup, { force: true })).rejects.toThrow(/ENOTDIR|not a directory/)
    expect(fingerprint(dataDir)).toEqual(snapshot)
  })

  it('refuses a backup of another database kind', async () => {
    const target: Site = { ...siteIn(tmp('kind')), databaseKind: 'postgres', databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }
    await expect(restoreSite(target, backup)).rejects.toThrow(/holds a SQLite database, but DATABASE_URL points at PostgreSQL/)
  })
})
