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
import { build } from '@/seed/builders'
import { forSchool, schoolOfRecord, type School, type SchoolGate } from '@/tenancy'
import { committedOf } from './committed'

const committed = committedOf(migrations)

let instance: Promise<Payload> | undefined

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

function startFromTemplate(): void {
  const file = env().databaseUrl.replace(/^file:/, '')
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
  instance ??= (async () => {
    startFromTemplate()
    const { default: config } = await import('@/payload.config')
    const payload = await getPayload({ config })
    await payload.db.migrate({ migrations: committed })
    await leaveTemplate(payload)
    // Every deployment serves a school, and every piece of content belongs to one: the test's (KSR).
    if ((await payload.count({ collection: 'schools' })).totalDocs === 0) await payload.create({ collection: 'schools', data: build.school() })
    return payload
  })()
  return instance
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
