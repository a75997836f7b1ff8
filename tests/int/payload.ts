/** A Payload instance on this test file's own SQLite file, migrated like production. */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-sqlite'
import { getPayload, type Payload } from 'payload'
import { inject } from 'vitest'

import '../migratedTemplate'
import { env } from '@/env'

import type { Role } from '@/access/roles'
import { migrations } from '@/migrations/sqlite'
import { pageCache } from '@/data/pageCache'
import { mailHandedOver } from '@/email/smtp'
import { noticesWritten } from '@/features/notices/notify'
import { receiveInvalidation } from '@/server/tagCache'
import { seed } from '@/seed'
import { build } from '@/seed/builders'
import { forSchool, schoolOfRecord, type School, type SchoolGate } from '@/tenancy'
import { turnToMake } from '../turnToMake'
import { committedOf } from './committed'

const committed = committedOf(migrations)

/**
 * One Payload per process. Vitest runs the files that share their worker's Payload
 * (vitest.config.ts) one after another in one process, each on a database of its own: the
 * Payload initialised for the worker's first file is moved, for each file after it, onto a
 * fresh copy of a template (onFreshDatabase). Starting Payload (its modules and its init) took
 * about 7 s of a core per file.
 */
let started: Promise<Payload> | undefined
/** This file's Payload, and with the demo content: forgotten when the next file starts (tests/setup.ts). */
let instance: Promise<Payload> | undefined
let seeded: Promise<Payload> | undefined
const FILE_STARTS = Symbol.for('ksr-test.file-starts')
;(globalThis as Record<symbol, () => void>)[FILE_STARTS] = () => {
  instance = undefined
  seeded = undefined
}

/**
 * The worker's Payload, moved onto a database made by `fill` (it writes the SQLite file and any
 * uploads into the file's empty places): as a process of its own for this file would find it.
 * What the file before left running finishes first (notices and e-mails being written, hosts
 * being noted, a transaction left open by a failed test is rolled back), so none of it lands in
 * this file's database. Its caches are emptied as a change made outside the site empties them
 * (src/server/changes.ts), what the process remembers of requests (rate limits, hosts noted) is
 * forgotten, and the data folder's import journals are removed.
 */
async function onFreshDatabase(fill: () => void): Promise<Payload> {
  if (!started) {
    fill()
    started = migratedPayload()
    // A start that failed is tried again by the next file, not handed to it.
    started.catch(() => (started = undefined))
    return started
  }
  const payload = await started
  await Promise.allSettled([noticesWritten(), mailHandedOver(), (globalThis as Record<symbol, Promise<void> | undefined>)[Symbol.for('school-site.hosts-writing')]])
  const db = payload.db as unknown as { client?: { close: () => void }; connect: () => Promise<void>; sessions?: Record<string, unknown> }
  for (const id of Object.keys(db.sessions ?? {})) await payload.db.rollbackTransaction(id).catch(() => undefined)
  db.client?.close()
  db.client = undefined
  const file = databaseFile()
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) fs.rmSync(f, { force: true })
  for (const dir of [env().uploadDir, path.join(env().dataDir, 'imports')]) fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(env().uploadDir, { recursive: true })
  fill()
  await db.connect()
  pageCache().clear()
  receiveInvalidation(null)
  for (const name of ['school-site.limiters', 'school-site.hosts-noted', 'school-site.hosts-writing']) delete (globalThis as Record<symbol, unknown>)[Symbol.for(name)]
  return payload
}

/**
 * This run's migrated database (tests/migratedTemplate.ts): copied into place before Payload
 * opens the file, its migrations are found done; the first file to migrate leaves it there.
 */
const template = () => path.join(inject('migratedTemplateDir'), `migrated-${migrationsDigest}.db`)
// Named after the migrations it holds (their names and code), so a watch run's edited migration makes a new one.
const migrationsDigest = createHash('sha256')
  .update(migrations.map((m) => `${m.name}\n${String(m.up)}`).join('\n'))
  .digest('hex')
  .slice(0, 16)

const databaseFile = () => env().databaseUrl.replace(/^file:/, '')

function startFromTemplate(): void {
  const file = databaseFile()
  if (env().databaseKind === 'sqlite' && !fs.existsSync(file) && fs.existsSync(template())) fs.copyFileSync(template(), file)
}

/**
 * A new data folder for one of the project's commands (school:add, content:import), its SQLite
 * file already migrated when this run has a template: the command finds its migrations done.
 * Call after testPayload (which leaves the template).
 */
export function migratedDataDir(dir: string): string {
  if (fs.existsSync(template())) fs.copyFileSync(template(), path.join(dir, 'ksr.db'))
  return dir
}

async function leaveTemplate(payload: Payload): Promise<void> {
  if (env().databaseKind !== 'sqlite' || fs.existsSync(template())) return
  // Written beside it and renamed: a file starting at the same moment sees all of it or none.
  const partial = `${template()}.${process.pid}`
  const db = payload.db.drizzle as unknown as { run: (q: unknown) => Promise<unknown> }
  await db.run(sql.raw(`VACUUM INTO '${partial.replace(/'/g, "''")}'`))
  fs.renameSync(partial, template())
}

export function testPayload(): Promise<Payload> {
  instance ??= withSchool(onFreshDatabase(startFromTemplate))
  return instance
}

/** Every deployment serves a school, and every piece of content belongs to one: the test's (KSR). */
async function withSchool(started: Promise<Payload>): Promise<Payload> {
  const payload = await started
  if ((await payload.count({ collection: 'schools' })).totalDocs === 0) await payload.create({ collection: 'schools', data: build.school() })
  return payload
}

/** Payload on this file's database, migrated: from the run's template, or leaving it for the files after. */
async function migratedPayload(): Promise<Payload> {
  // Files starting together wait for the one that migrates, rather than each migrating.
  const release = env().databaseKind === 'sqlite' ? await turnToMake(template()) : null
  try {
    startFromTemplate()
    const { default: config } = await import('@/payload.config')
    const payload = await getPayload({ config })
    await payload.db.migrate({ migrations: committed })
    await leaveTemplate(payload)
    return payload
  } finally {
    release?.()
  }
}

/**
 * The demo content's code, for the name of the seeded template: a watch run's edited seed makes
 * a new one.
 */
function seedDigest(): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else hash.update(`${file}\n`).update(fs.readFileSync(file))
    }
  }
  walk(path.resolve(import.meta.dirname, '..', '..', 'src', 'seed'))
  return hash.digest('hex').slice(0, 16)
}

/**
 * testPayload() with the demo content in it, as `seed(payload, new Date())` leaves it. The
 * first file to seed leaves its database and uploads beside the migrated template; the files
 * after it start from a copy of both (seeding takes half a minute on a busy machine). The seed
 * dates its content by the day: the template is named after the day it was seeded on too.
 * tests/int/seed.test.ts runs the seed itself.
 */
export function seededPayload(): Promise<Payload> {
  seeded ??= (async () => {
    const base = path.join(inject('migratedTemplateDir'), `seeded-${migrationsDigest}-${seedDigest()}-${new Date().toISOString().slice(0, 10)}`)
    // Files starting together wait for the one that seeds, rather than each seeding.
    const release = env().databaseKind === 'sqlite' ? await turnToMake(`${base}.db`) : null
    try {
      return await seededFrom(base)
    } finally {
      release?.()
    }
  })()
  return seeded
}

async function seededFrom(base: string): Promise<Payload> {
  const fromTemplate = env().databaseKind === 'sqlite' && !instance && fs.existsSync(`${base}.db`)
  if (fromTemplate) {
    instance = withSchool(
      onFreshDatabase(() => {
        fs.cpSync(`${base}-uploads`, env().uploadDir, { recursive: true })
        fs.copyFileSync(`${base}.db`, databaseFile())
      }),
    )
  }
  const payload = await testPayload()
  if (fromTemplate) return payload
  await seed(payload, new Date())
  if (env().databaseKind === 'sqlite' && !fs.existsSync(`${base}.db`)) {
    // The uploads first and the database last, each written beside its place and renamed: a
    // file that finds the database finds both whole. Of two files seeding at once (one took over
    // the lock of a file that ended), the one whose uploads land leaves the database.
    const partial = `${base}.${process.pid}`
    fs.cpSync(env().uploadDir, `${partial}-uploads`, { recursive: true })
    let first = true
    try {
      fs.renameSync(`${partial}-uploads`, `${base}-uploads`)
    } catch {
      first = false
      fs.rmSync(`${partial}-uploads`, { recursive: true, force: true })
    }
    if (first) {
      const db = payload.db.drizzle as unknown as { run: (q: unknown) => Promise<unknown> }
      await db.run(sql.raw(`VACUUM INTO '${`${partial}.db`.replace(/'/g, "''")}'`))
      fs.renameSync(`${partial}.db`, `${base}.db`)
    }
  }
  return payload
}

/** Two staff accounts for access tests. */
export async function staffUsers(payload: Payload) {
  const make = async (role: Role) => {
    const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
    return payload.create({
      collection: 'users',
      data: { email, password: 'correct-horse-battery', name: role, role },
    })
  }
  return { admin: await make('admin'), editor: await make('editor'), operator: await make('operator') }
}

/** The gate (src/tenancy) of a school by its id, or of the deployment's first school, as tests act for it. */
export async function schoolGate(payload: Payload, id?: number): Promise<SchoolGate> {
  const school = id ?? (await payload.find({ collection: 'schools', sort: 'id', limit: 1 })).docs[0]!.id
  return forSchool(payload, (await schoolOfRecord(payload, school))!)
}

/** A school by its id, decided as a job working on its records would. */
export async function schoolById(payload: Payload, id: number): Promise<School> {
  return (await schoolOfRecord(payload, id))!
}
