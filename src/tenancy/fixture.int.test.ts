/**
 * A relation added later is covered with no new code: a Payload of its own with the tenancy
 * plugin and two collections written for this test alone (a `widgets` collection whose list
 * rows name `gadgets`, and a top-level relation to them). The matrix's reading of the config
 * finds the new fields, the write check refuses another school's gadget in them, naming the
 * field exactly as a gadget that is not there, and a where-query through the new relation stays within the reader's school.
 */
import path from 'node:path'

import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig, getPayload, type CollectionConfig, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { staff } from '@/access'
import { contentType } from '@/content/facts'
import { ROLES } from '@/access/roles'
import type { User } from '@/payload-types'
import { perSchool, Schools } from './config'
import { relationsOf } from '../../tests/int/isolation'

/** Staff accounts are the deployment's (their facts say shared, as the real ones' do). */
const Users: CollectionConfig = contentType({
  slug: 'users',
  auth: true,
  access: { read: staff, create: staff, update: staff, delete: staff },
  fields: [
    { name: 'name', type: 'text' },
    { name: 'role', type: 'select', options: [...ROLES], required: true, defaultValue: 'editor' },
  ],
}, { shared: true })
const Gadgets: CollectionConfig = { slug: 'gadgets', access: { read: staff, create: staff, update: staff, delete: staff }, fields: [{ name: 'title', type: 'text' }] }
const Widgets: CollectionConfig = {
  slug: 'widgets',
  access: { read: staff, create: staff, update: staff, delete: staff },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'main', type: 'relationship', relationTo: 'gadgets' as never },
    { name: 'parts', type: 'array', fields: [{ name: 'gadget', type: 'relationship', relationTo: 'gadgets' as never }] },
  ],
}

let payload: Payload
const school = { a: 0, b: 0 }
const gadget = { a: 0, b: 0 }
let widget = 0
let editorA: User

beforeAll(async () => {
  const config = buildConfig({
    secret: 'fixture-secret-for-this-test-only',
    admin: { user: 'users' },
    db: sqliteAdapter({ client: { url: `file:${path.join(process.env.DATA_DIR!, 'fixture.db')}` }, push: true }),
    collections: [Users, Gadgets, Widgets, Schools],
    plugins: [perSchool],
    telemetry: false,
  })
  payload = await getPayload({ config })
  for (const k of ['a', 'b'] as const) {
    school[k] = (await payload.create({ collection: 'schools', data: { name: `School ${k}`, code: `FIX${k}`, status: 'active', domains: [{ domain: `${k}.fixture.example` }] } as never })).id
    gadget[k] = ((await payload.create({ collection: 'gadgets' as never, data: { title: `Gadget of ${k}`, school: school[k] } as never })) as { id: number }).id
  }
  widget = ((await payload.create({ collection: 'widgets' as never, data: { title: 'Widget of a', school: school.a } as never })) as { id: number }).id
  editorA = (await payload.create({
    collection: 'users',
    data: { email: 'editor-a@fixture.example', password: 'Plum-Kettle-Sunrise-2041', name: 'Editor A', role: 'editor', schools: [{ school: school.a }] } as never,
  })) as unknown as User
})

const as = () => ({ user: editorA, overrideAccess: false }) as const
const why = (saving: Promise<unknown>) =>
  saving.then(
    () => 'saved',
    (err: { data?: { errors?: { path: string; message: string }[] } }) => (err.data?.errors ?? []).map((e) => `${e.path}: ${e.message}`).join('; '),
  )

describe('a collection written for this test', () => {
  it('has its relations found by the matrix, from the config alone', () => {
    const found = relationsOf(payload.config.collections)
      .filter((r) => r.collection === 'widgets')
      .map((r) => `${r.path} → ${r.relationTo.join()}`)
      .sort()
    expect(found).toEqual(['main → gadgets', 'parts.0.gadget → gadgets', 'school → schools'])
  })

  it('refuses another school’s gadget in its new fields, naming the field, exactly as a gadget that is not there; its own school’s is saved', async () => {
    const save = (data: Record<string, unknown>) => payload.update({ collection: 'widgets' as never, id: widget, data: data as never, ...as() })
    /** The whole refusal, as a client is told it. */
    const refusal = (saving: Promise<unknown>) =>
      saving.then(
        () => 'saved',
        (err: { status?: number; message?: string; data?: unknown }) => JSON.stringify({ status: err.status, message: err.message, data: err.data }),
      )
    expect(await why(save({ main: 424_242 }))).toBe('main: This names a document that does not exist (it may have been deleted).')
    expect(await refusal(save({ main: gadget.b }))).toBe(await refusal(save({ main: 424_242 })))
    expect(await why(save({ parts: [{ gadget: gadget.b }] }))).toBe('parts.0.gadget: This names a document that does not exist (it may have been deleted).')
    expect(await refusal(save({ parts: [{ gadget: gadget.b }] }))).toBe(await refusal(save({ parts: [{ gadget: 424_242 }] })))
    expect(await why(save({ main: gadget.a, parts: [{ gadget: gadget.a }] }))).toBe('saved')
  })

  it('keeps a where-query through its new relation within the reader’s school, over a link planted past the check', async () => {
    await payload.db.updateOne({ collection: 'widgets' as never, id: widget, data: { main: gadget.b }, returning: false })
    const count = (title: string) =>
      payload.count({ collection: 'widgets' as never, where: { 'main.title': { equals: title } }, ...as() }).then((r) => r.totalDocs)
    expect(await count('Gadget of b')).toBe(0)
    await payload.db.updateOne({ collection: 'widgets' as never, id: widget, data: { main: gadget.a }, returning: false })
    expect(await count('Gadget of a')).toBe(1)
  })
})
