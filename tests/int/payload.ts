/** A Payload instance on this test file's own SQLite file, migrated like production. */
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'
import { getPayload, type Migration, type Payload } from 'payload'

import type { Role } from '@/access/roles'
import { migrations } from '@/migrations/sqlite'
import { build } from '@/seed/builders'
import { forSchool, schoolOfRecord, type School, type SchoolGate } from '@/tenancy'

// The committed migrations, as the adapter's prodMigrations runs them on a production start.
const committed: Migration[] = migrations.map((m) => ({
  name: m.name,
  up: (args) => m.up(args as MigrateUpArgs),
  down: (args) => m.down(args as MigrateDownArgs),
}))

let instance: Promise<Payload> | undefined

export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const { default: config } = await import('@/payload.config')
    const payload = await getPayload({ config })
    await payload.db.migrate({ migrations: committed })
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
