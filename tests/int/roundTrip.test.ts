/**
 * Moving a school's content as a school would, with the real commands: export from a
 * site, import into a fresh data folder, export again — identical. A pack with the old
 * host's empty dates imports. An import killed midway leaves nothing behind, and its
 * re-run stores the files under the same names.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { RESOURCES } from '@/content/resources'
import { filesIn } from './fileTree'
import { command } from './command'
import { migratedDataDir, seededPayload } from './payload'

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `ksr-${name}-`))

const exportTo = async (dataDir: string, dir: string) => {
  const r = await command('scripts/content-export.ts', [dir], dataDir)
  expect(r.code, r.out).toBe(0)
}
let added: Promise<string> | undefined
/**
 * A new site's data folder: its school added, as a vendor does before importing its content.
 * The command runs once; each new site is a copy of the folder it left.
 */
const newSite = async (name: string) => {
  added ??= (async () => {
    const dataDir = migratedDataDir(tmp('site-added'))
    const r = await command('scripts/school-add.ts', ['--code', 'KSR', '--name', 'Kestrel Springs Residential School'], dataDir)
    expect(r.code, r.out).toBe(0)
    return dataDir
  })()
  const dataDir = tmp(name)
  fs.cpSync(await added, dataDir, { recursive: true })
  return dataDir
}
const importFrom = async (dataDir: string, dir: string) => {
  const r = await command('scripts/content-import.ts', [dir], dataDir)
  expect(r.code, r.out).toBe(0)
  return r.out
}
let imported: Promise<{ dataDir: string; out: string }> | undefined
/** A new site with the export imported, once: what the round trip exports again, and what an interrupted import's re-run must match. */
const importedSite = () =>
  (imported ??= (async () => {
    const dataDir = await newSite('site-b')
    return { dataDir, out: await importFrom(dataDir, exported) }
  })())

const jsonOf = (dir: string) =>
  Object.fromEntries(RESOURCES.map((r) => [r.name, JSON.parse(fs.readFileSync(path.join(dir, `${r.name}.json`), 'utf8')) as Record<string, unknown>[]]))

let exported: string

beforeAll(async () => {
  // This file's site: the demo school's content, exported by the real command.
  await seededPayload()
  exported = tmp('export-a')
  await exportTo(env().dataDir, exported)
}, 400_000)

describe('export → import into an empty data folder → export', () => {
  it('gives identical JSON and identical files, and every old _id names the same record', async () => {
    const { dataDir: fresh, out } = await importedSite()
    expect(out).toMatch(/news: \d+\/\d+ records, \d+ files/)
    const again = tmp('export-b')
    await exportTo(fresh, again)

    const a = jsonOf(exported)
    const b = jsonOf(again)
    expect(b).toEqual(a)
    expect(filesIn(path.join(again, 'files'))).toEqual(filesIn(path.join(exported, 'files')))
    // Spelled out: each _id still names the record with the same title (or name).
    for (const r of RESOURCES.filter((r) => r.key === '_id')) {
      const titles = (list: Record<string, unknown>[]) => Object.fromEntries(list.map((x) => [x._id, x.title ?? x.name ?? x.description]))
      expect(Object.keys(titles(a[r.name]!)).length, r.name).toBe(a[r.name]!.length)
      expect(titles(b[r.name]!), r.name).toEqual(titles(a[r.name]!))
    }
  }, 400_000)

  it('takes the old host\'s "no date" values: "", null or a missing field', async () => {
    // A pack of three circulars and their files, as an old host's export of one list would be.
    const pack = tmp('no-dates')
    const circulars = (JSON.parse(fs.readFileSync(path.join(exported, 'circular.json'), 'utf8')) as Record<string, unknown>[]).slice(0, 3)
    circulars[0]!.date = ''
    circulars[1]!.date = null
    delete circulars[2]!.date
    fs.writeFileSync(path.join(pack, 'circular.json'), JSON.stringify(circulars))
    for (const file of circulars.flatMap((c) => (c.attachments as string[] | undefined) ?? [])) {
      fs.mkdirSync(path.dirname(path.join(pack, file)), { recursive: true })
      fs.copyFileSync(path.join(exported, file), path.join(pack, file))
    }
    const fresh = await newSite('site-c')
    await importFrom(fresh, pack)
    const again = tmp('export-c')
    await exportTo(fresh, again)
    const dates = Object.fromEntries(jsonOf(again).circular!.map((c) => [c._id, c.date]))
    for (const c of circulars.slice(0, 3)) expect(dates[c._id as string]).toBeNull()
  }, 400_000)
})

describe('an export imported into a deployment with no school yet', () => {
  it('makes the export’s school (its code and name) and imports into it', async () => {
    const pack = tmp('no-school')
    fs.copyFileSync(path.join(exported, 'school.json'), path.join(pack, 'school.json'))
    const circulars = (JSON.parse(fs.readFileSync(path.join(exported, 'circular.json'), 'utf8')) as Record<string, unknown>[]).slice(0, 2)
    fs.writeFileSync(path.join(pack, 'circular.json'), JSON.stringify(circulars))
    for (const file of circulars.flatMap((c) => (c.attachments as string[] | undefined) ?? [])) {
      fs.mkdirSync(path.dirname(path.join(pack, file)), { recursive: true })
      fs.copyFileSync(path.join(exported, file), path.join(pack, file))
    }
    const empty = migratedDataDir(tmp('no-school-site'))
    expect(await importFrom(empty, pack)).toContain('2 created')
    const again = tmp('export-no-school')
    await exportTo(empty, again)
    const school = JSON.parse(fs.readFileSync(path.join(exported, 'school.json'), 'utf8')) as { code: string; name: string }
    expect(school.code).toBe('KSR')
    expect(JSON.parse(fs.readFileSync(path.join(again, 'school.json'), 'utf8'))).toEqual(school)
    expect(jsonOf(again).circular!.map((c) => c._id)).toEqual(circulars.map((c) => c._id))
  }, 400_000)
})

describe('an import killed midway', () => {
  it('leaves no visible rows, is rolled back before the next run, and the re-run gives the same file names', async () => {
    // What a clean import of this pack stores.
    const cleanFiles = Object.keys(filesIn(path.join((await importedSite()).dataDir, 'uploads'))).sort()

    const site = await newSite('site-killed')
    let killedAt = ''
    const killed = await command('scripts/content-import.ts', [exported], site, (line, kill) => {
      if (!killedAt && /^gallery: \d+\/\d+ records/.test(line)) {
        killedAt = line
        kill()
      }
    })
    expect(killed.signal, killed.out).toBe('SIGKILL')
    expect(killedAt).not.toBe('')

    // Rows were written in batches before the kill, every one of them still hidden from visitors.
    const db = createClient({ url: `file:${path.join(site, 'ksr.db')}` })
    const rows = async (table: string, where = '1=1') => Number((await db.execute(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)).rows[0]!.n)
    expect(await rows('news')).toBeGreaterThan(0)
    expect(await rows('news', 'import_run IS NULL')).toBe(0)
    expect(await rows('gallery_albums', 'import_run IS NULL')).toBe(0)
    expect(await rows('images', 'import_run IS NULL')).toBe(0)
    db.close()
    expect(Object.keys(filesIn(path.join(site, 'uploads'))).length).toBeGreaterThan(0)

    // The re-run first removes what the killed run wrote, then imports: the same names, nothing extra.
    const rerun = await importFrom(site, exported)
    expect(rerun).toMatch(/Rolled back an interrupted import \(.+\): removed [1-9]\d* records and \d+ files/)
    expect(Object.keys(filesIn(path.join(site, 'uploads'))).sort()).toEqual(cleanFiles)
    const again = tmp('export-killed')
    await exportTo(site, again)
    expect(jsonOf(again)).toEqual(jsonOf(exported))
  }, 600_000)
})
