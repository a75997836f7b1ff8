/**
 * Backup and restore on PostgreSQL (pg_dump and pg_restore), against a private PostgreSQL
 * cluster this file starts on a loopback port and stops after. The site connects as an
 * ordinary role with a password, as in production.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { backupSite } from '@/backup/backup'
import { restoreSite } from '@/backup/restore'
import { configuredSite, type Site } from '@/backup/site'

import { PostgresCluster } from '../servers/postgres'
import { postgresPayload, stopPostgresPayload } from './postgresPayload'

const made: string[] = []
const tmp = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ksr-${name}-`))
  made.push(dir)
  return dir
}

const cluster = new PostgresCluster(tmp('postgres'), ['site', 'restored'])
let payload: Payload
let site: Site
let backup: string

/** Every table's row count and a checksum of its rows, and every sequence's position. */
function contents(db: string): Record<string, string> {
  const tables = cluster.sql(db, "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1").split('\n').filter(Boolean)
  const query = tables
    .map((t) => `SELECT '${t}', count(*) || ' ' || md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) FROM public."${t}" r`)
    .join(' UNION ALL ')
  const sequences = "SELECT sequencename, coalesce(last_value, 0)::text FROM pg_sequences WHERE schemaname = 'public'"
  const rows = cluster.sql(db, `${query} UNION ALL ${sequences}`).split('\n').filter(Boolean)
  return Object.fromEntries(rows.map((r) => r.split('|') as [string, string]))
}

function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  if (!fs.existsSync(dir)) return out
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name)
    out[path.relative(dir, file)] = entry.isFile() ? createHash('sha256').update(fs.readFileSync(file)).digest('hex') : 'folder'
  }
  return out
}

/** The restore target: a database of the cluster, and a data folder of its own. */
const targetSite = (db: string): Site => configuredSite({ NODE_ENV: 'test', DATA_DIR: tmp(`pg-${db}`), DATABASE_URL: cluster.url(db) })

beforeAll(async () => {
  const started = await postgresPayload(cluster)
  payload = started.payload
  const { seed } = await import('@/seed')
  const { build } = await import('@/seed/builders')
  await payload.db.migrate({ migrations: started.migrations })
  await seed(payload, new Date())
  const item = await payload.create({ collection: 'news', data: build.news({ title: 'Backup: published title' }) })
  await payload.update({ collection: 'news', id: item.id, data: { title: 'Backup: draft title', _status: 'draft' }, draft: true })
  site = configuredSite()
  expect(site.databaseKind).toBe('postgres')
  backup = path.join(tmp('pg-backup'), 'site')
  await backupSite(site, backup)
}, 600_000)

afterAll(async () => {
  await stopPostgresPayload(payload, cluster)
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true })
})

describe('PostgreSQL', () => {
  it('backs up with pg_dump and restores with pg_restore: every row, sequence and upload', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8'))
    expect(manifest.database).toEqual({ kind: 'postgres', file: 'database.pgdump' })
    expect(fs.readFileSync(path.join(backup, 'database.pgdump')).subarray(0, 5).toString()).toBe('PGDMP')
    expect(manifest.migrations).toEqual(cluster.sql('site', 'SELECT name FROM payload_migrations ORDER BY id').split('\n').filter(Boolean))

    const target = targetSite('restored')
    await restoreSite(target, backup)
    const before = contents('site')
    expect(Number(before.news!.split(' ')[0])).toBeGreaterThan(5)
    expect(
      cluster.sql(
        'restored',
        "SELECT l.version_title FROM _news_v v JOIN _news_v_locales l ON l._parent_id = v.id AND l._locale = 'en' WHERE v.version__status = 'draft'",
      ),
    ).toContain('Backup: draft title')
    expect(contents('restored')).toEqual(before)
    expect(fingerprint(target.uploadDir)).toEqual(fingerprint(site.uploadDir))
    expect(Object.keys(fingerprint(site.uploadDir)).some((f) => f.startsWith('images/'))).toBe(true)
  })

  it('refuses a database with tables unless forced, and then replaces the whole schema', async () => {
    const target = targetSite('restored')
    cluster.sql('restored', 'CREATE TABLE leftover (x int)', 'ksr')
    await expect(restoreSite(target, backup)).rejects.toThrow(/not empty \(tables in the PostgreSQL database restored\)/)
    expect(cluster.sql('restored', "SELECT count(*) FROM pg_tables WHERE tablename = 'leftover'")).toBe('1\n')

    await restoreSite(target, backup, { force: true })
    expect(cluster.sql('restored', "SELECT count(*) FROM pg_tables WHERE tablename = 'leftover'")).toBe('0\n')
    expect(contents('restored')).toEqual(contents('site'))
  })

  it('a restore the database refuses leaves both the database and the upload folder as they were', async () => {
    // The site's role may use this database but does not own its schema, so cannot replace it.
    cluster.sql('postgres', 'CREATE DATABASE locked')
    cluster.sql('locked', 'GRANT CREATE ON SCHEMA public TO ksr')
    cluster.sql('locked', "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('before the restore')", 'ksr')
    const target = targetSite('locked')
    fs.mkdirSync(path.join(target.uploadDir, 'images'), { recursive: true })
    fs.writeFileSync(path.join(target.uploadDir, 'images', 'existing.jpg'), 'an upload of the existing site')
    const folder = fingerprint(target.dataDir)

    await expect(restoreSite(target, backup, { force: true })).rejects.toThrow(/must be owner of schema public/)
    expect(cluster.sql('locked', 'SELECT note FROM kept', 'ksr')).toBe('before the restore\n')
    expect(cluster.sql('locked', "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")).toBe('1\n')
    expect(fingerprint(target.dataDir)).toEqual(folder)
  })
})
