/**
 * The cross-school matrix (issue #41): for every collection of the built config (Payload's own
 * included) and every relationship, upload and rich-text field in it, found at test time, school
 * A's editor and A's administrator try through REST, GraphQL and the admin's server functions to
 * read, list, change, delete, duplicate, restore, lock, schedule, cancel, link and where-query
 * school B's documents. Each is refused (4xx, or an answer without B's document), answered
 * exactly as the same ask about an id that names nothing (so B's ids cannot be told from missing
 * ones), and B's documents are byte for byte as they were.
 */
import type { CollectionSlug, FlattenedField, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { build } from '@/seed/builders'
import { createSeedContext } from '@/seed/context'
import { seedSecondSchool, seedSmallSchool, SECOND_SCHOOL } from '@/seed/second'
import { getUpcomingScheduledPublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import { schedulePublishServerFunction } from '@/hooks/schedulePublish'
import { noticesWritten } from '@/features/notices/notify'
import { formStateWithinReach } from './admin'
import { forSchool, namesItsSchool } from './gate'
import { schoolOfRecord } from './which'
import { adminRequest, graphql, graphqlNames, relationsOf, rest, signIn, valueFor, withRelation, type Caller } from '../../tests/int/isolation'
import { testPayload } from '../../tests/int/payload'

let payload: Payload
const school = { a: 0, b: 0 }
const PASSWORD = 'Plum-Kettle-Sunrise-2041'
const callers: Record<'editorA' | 'adminA' | 'admissionsA' | 'editorB', Caller> = {} as never
/** One document of school B (or of B's staff) per collection, by slug. */
const ofB = new Map<string, number>()
/** One document of school A per collection, by slug (what A's staff may change). */
const ofA = new Map<string, number>()
/** Every document of B as it was before the attacks, by `slug:id`. */
const before = new Map<string, unknown>()

/** Collections no API reaches at all, by design (so nothing of B can be reached there either). */
const CLOSED = new Set(['payload-migrations', 'payload-jobs', 'payload-kv'])

const all = () => payload.config.collections.filter((c) => !CLOSED.has(c.slug))

/** B's documents of a collection, as stored (the Trash and drafts included). */
async function documentsOfB(slug: string): Promise<{ id: number }[]> {
  const where = slug === 'schools' ? { id: { equals: school.b } } : slug === 'users' ? { 'schools.school': { equals: school.b } } : namesItsSchool(payload, slug) ? { school: { equals: school.b } } : null
  if (slug === 'payload-locked-documents' || slug === 'payload-preferences') {
    const { docs } = await payload.find({ collection: slug as CollectionSlug, where: { 'user.value': { equals: callers.editorB.user.id } }, depth: 0, limit: 0, pagination: false })
    return docs as { id: number }[]
  }
  if (!where) return []
  const { docs } = await payload.find({ collection: slug as CollectionSlug, where, depth: 0, limit: 0, pagination: false, draft: true, trash: true } as never)
  return docs as { id: number }[]
}

async function snapshotOfB() {
  const seen = new Map<string, unknown>()
  for (const c of all()) for (const doc of await documentsOfB(c.slug)) seen.set(`${c.slug}:${doc.id}`, doc)
  return seen
}

beforeAll(async () => {
  payload = await testPayload()
  const now = new Date(Date.UTC(2026, 10, 21))
  // Both schools get the same small set of content (src/seed/second): A the test's own school, B the second demo school.
  const first = (await payload.find({ collection: 'schools', sort: 'id', depth: 0 })).docs[0]!
  await seedSmallSchool(createSeedContext(forSchool(payload, (await schoolOfRecord(payload, first.id))!), first.name), now)
  await seedSecondSchool(payload, now)
  const schools = (await payload.find({ collection: 'schools', sort: 'id', depth: 0 })).docs
  school.a = schools[0]!.id
  school.b = schools.find((s) => s.code === SECOND_SCHOOL.code)!.id
  for (const [key, role, k] of [['editorA', 'editor', 'a'], ['adminA', 'admin', 'a'], ['admissionsA', 'admissions', 'a'], ['editorB', 'editor', 'b']] as const) {
    const email = `${key.toLowerCase()}@matrix.example`
    await payload.create({ collection: 'users', data: { email, password: PASSWORD, name: key, role, schools: [{ school: school[k] }] } })
    callers[key] = await signIn(payload, email, PASSWORD)
  }
  // B's editor has B's news open (a lock, as the admin makes it) and has kept a preference.
  await payload.db.create({ collection: 'payload-locked-documents', data: { document: { relationTo: 'news', value: (await documentsOfB('news'))[0]!.id }, user: { relationTo: 'users', value: callers.editorB.user.id } } })
  await payload.db.create({ collection: 'payload-preferences', data: { key: 'matrix', value: { columns: [] }, user: { relationTo: 'users', value: callers.editorB.user.id } } })
  // A document of each school in every collection that names its school: what the seed does
  // not make is made here from the collection's required fields (so a collection added later
  // has one too).
  for (const c of all()) if (namesItsSchool(payload, c.slug)) for (const k of ['a', 'b'] as const) await ensureDocument(c.slug, school[k])
  for (const c of all()) {
    const b = (await documentsOfB(c.slug))[0]
    if (b) ofB.set(c.slug, b.id)
    if (namesItsSchool(payload, c.slug)) {
      const { docs } = await payload.find({ collection: c.slug as CollectionSlug, where: { school: { equals: school.a } }, depth: 0, limit: 1, draft: true } as never)
      if (docs[0]) ofA.set(c.slug, (docs[0] as { id: number }).id)
    }
  }
  // An emergency alert made above notifies its subscribers by default, in the background once
  // its save has committed: B is as it was once that is written.
  await noticesWritten()
  for (const [k, v] of await snapshotOfB()) before.set(k, v)
}, 1_200_000)

/** One document of `slug` in the school (the first there is, else one made of its required fields alone, straight in the database). */
async function ensureDocument(slug: string, schoolId: number): Promise<number> {
  const { docs } = await payload.find({ collection: slug as CollectionSlug, where: { school: { equals: schoolId } }, depth: 0, limit: 1, draft: true, trash: true } as never)
  if (docs[0]) return (docs[0] as { id: number }).id
  const config = payload.collections[slug as CollectionSlug]!.config
  const data = { ...(FIXTURES[slug] ?? {}), ...(await requiredData(config.flattenedFields, schoolId)), ...(FIXTURES[slug] ?? {}), school: schoolId }
  // Through Payload (its hooks and languages); an upload's record, which has no file here, or
  // made-up values a field's own rule refuses, straight in the database.
  const viaPayload = config.upload ? null : await payload.create({ collection: slug as CollectionSlug, data: data as never, draft: false } as never).catch(() => null)
  const made = (viaPayload ?? (await payload.db.create({ collection: slug as CollectionSlug, data }))) as { id: number }
  return made.id
}

/** Valid data where a collection's own rules want more than made-up values (the seed's builders). */
const FIXTURES: Record<string, Record<string, unknown>> = {
  toppers: build.topper({ name: 'Ishaan Rao' }),
  faculty: build.faculty(),
  'emergency-alerts': build.alert(),
  'notice-subscriptions': build.subscription({ email: 'parent@school.example' }),
}

/** Made values differ from each other (a field may be unique). */
let made = 1000

/** A value for every required field (groups and named tabs within), relations to the same school's documents. */
async function requiredData(fields: FlattenedField[], schoolId: number): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {}
  for (const field of fields) {
    if (!('name' in field) || field.name === 'school') continue
    if (field.type === 'group' || field.type === 'tab') {
      const inner = await requiredData(field.flattenedFields, schoolId)
      if (Object.keys(inner).length) data[field.name] = inner
      continue
    }
    if (!('required' in field) || !field.required) continue
    const option = 'options' in field ? field.options[0] : undefined
    made += 1
    const value: unknown = ({
      text: `matrix-${made}`,
      textarea: 'Made for the matrix.',
      email: `matrix-${made}@school.example`,
      number: made,
      // In the future, each later than the one before (an alert's end after its start).
      date: new Date(Date.UTC(2030, 0, 1) + made * 86_400_000).toISOString(),
      checkbox: false,
      json: {},
      richText: {
        root: {
          type: 'root', version: 1, direction: null, format: '', indent: 0,
          children: [{ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text: 'Made for the matrix.', format: 0, mode: 'normal', style: '', detail: 0 }] }],
        },
      },
      select: typeof option === 'string' ? option : option?.value,
      radio: typeof option === 'string' ? option : option?.value,
    } as Record<string, unknown>)[field.type]
    if (field.type === 'relationship' || field.type === 'upload') {
      const to = Array.isArray(field.relationTo) ? field.relationTo[0]! : field.relationTo
      const id = await ensureDocument(to, schoolId)
      const one = Array.isArray(field.relationTo) ? { relationTo: to, value: id } : id
      data[field.name] = field.hasMany ? [one] : one
    } else if (value !== undefined) data[field.name] = value
  }
  return data
}

describe('the matrix covers', () => {
  it('every collection with a document of school B (a collection added later needs one here, or fails)', () => {
    const without = all()
      .map((c) => c.slug)
      .filter((slug) => !ofB.has(slug))
    expect(without).toEqual([])
    // And A's side of each collection that names its school, to link from and change.
    expect(all().filter((c) => namesItsSchool(payload, c.slug) && !ofA.has(c.slug)).map((c) => c.slug)).toEqual([])
  })

  it('every relationship, upload and rich-text field, read from the built config', () => {
    const relations = relationsOf(payload.config.collections)
    // Each kind is there: the matrix below walks them all.
    expect(relations.some((r) => r.kind === 'upload')).toBe(true)
    expect(relations.some((r) => r.kind === 'relationship' && r.polymorphic)).toBe(true)
    expect(relations.some((r) => !r.topLevel)).toBe(true)
    expect(relations.some((r) => r.kind === 'richText')).toBe(true)
  })
})

/** The staff of school A who attack: its editor and its administrator. */
const attackers = () => [
  ['A’s editor', callers.editorA],
  ['A’s administrator', callers.adminA],
  ['A’s admissions staff', callers.admissionsA],
] as const

/** A status that refuses (4xx), or a list answer without the document. */
const refusedOrWithout = (answer: { status: number; body: Record<string, unknown> }, id: number) =>
  answer.status >= 400 && answer.status < 500 ? true : !((answer.body.docs as { id: number }[] | undefined) ?? []).some((d) => d.id === id)

/** An id no document or version has. */
const MISSING = 987_654

/**
 * Whether an answer about B's `id` is exactly the answer about a missing id (that id written as B's in it): same status, same body.
 * A GraphQL error's place in the query text is left out: the two ids are written with different numbers of digits.
 */
const asMissing = (answer: { status: number; body: Record<string, unknown> }, missing: { status: number; body: Record<string, unknown> }, id: number | string) => {
  const text = (body: Record<string, unknown>) => JSON.stringify(body).replace(/"locations":\[[^\]]*\],?/g, '')
  return answer.status === missing.status && text(answer.body) === text(missing.body).replaceAll(String(MISSING), String(id))
}

/** A text field of a collection to write to (or nothing, when it has none). */
const textFieldOf = (slug: string) =>
  payload.collections[slug as CollectionSlug]!.config.flattenedFields.find((f) => f.type === 'text' && 'name' in f && !['filename', 'mimeType', 'url'].includes(f.name))

describe('school A’s staff, through REST, cannot reach school B’s documents', () => {
  it('to read, list, where-query by id, change, delete, bulk-change, bulk-delete, duplicate, or read and restore a version; answered as for a missing id', async () => {
    const failures: string[] = []
    let versionsTried = 0
    for (const [who, caller] of attackers()) {
      for (const [slug, id] of ofB) {
        // Preferences are reached by their key, each account's own: asked for B's, A gets its own, and B's stays.
        if (slug === 'payload-preferences') {
          for (const [what, answering] of [['read', rest(caller, 'GET', 'payload-preferences/matrix')], ['delete', rest(caller, 'DELETE', 'payload-preferences/matrix')]] as const) {
            const answer = await answering
            if (answer.status >= 500 || JSON.stringify(answer.body).includes('columns')) failures.push(`${who}: ${what} B’s preference → ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`)
          }
          continue
        }
        const config = payload.collections[slug as CollectionSlug]!.config
        const field = textFieldOf(slug)
        const change = field && 'name' in field ? { [field.name]: 'Taken over' } : {}
        type Ask = (id: number | string) => Promise<{ status: number; body: Record<string, unknown> }>
        // Each ask, the id of B's it names, and what it must get: refused (and answered as for a missing id), or an answer without B's document.
        const tries: [string, Ask, number | string, 'refused' | 'without'][] = [
          ['read', (i) => rest(caller, 'GET', `${slug}/${i}?depth=0`), id, 'refused'],
          ['where id', (i) => rest(caller, 'GET', `${slug}?depth=0&where[id][equals]=${i}`), id, 'without'],
          ['list', () => rest(caller, 'GET', `${slug}?depth=0&limit=0`), id, 'without'],
          ['change', (i) => rest(caller, 'PATCH', `${slug}/${i}`, change), id, 'refused'],
          ['bulk change', (i) => rest(caller, 'PATCH', `${slug}?where[id][equals]=${i}`, change), id, 'without'],
          ['delete', (i) => rest(caller, 'DELETE', `${slug}/${i}`), id, 'refused'],
          ['bulk delete', (i) => rest(caller, 'DELETE', `${slug}?where[id][equals]=${i}`), id, 'without'],
        ]
        if (!config.disableDuplicate && !config.upload && !config.auth) tries.push(['duplicate', (i) => rest(caller, 'POST', `${slug}/${i}/duplicate`, {}), id, 'refused'])
        if (config.versions) {
          tries.push(['versions', (i) => rest(caller, 'GET', `${slug}/versions?depth=0&where[parent][equals]=${i}`), id, 'without'])
          const { docs } = await payload.findVersions({ collection: slug as CollectionSlug, where: { parent: { equals: id } }, limit: 1, depth: 0 })
          const version = docs[0]?.id
          if (version !== undefined) {
            versionsTried += 1
            tries.push(['read a version', (i) => rest(caller, 'GET', `${slug}/versions/${i}?depth=0`), version, 'refused'])
            tries.push(['restore a version', (i) => rest(caller, 'POST', `${slug}/versions/${i}`, {}), version, 'refused'])
          }
        }
        const answers = tries.map(([, ask, named, expected]) => Promise.all([ask(named), expected === 'refused' ? ask(MISSING) : null]))
        for (const [i, [what, , named, expected]] of tries.entries()) {
          const [answer, missing] = await answers[i]!
          const ok = expected === 'refused' ? answer.status >= 400 && answer.status < 500 : refusedOrWithout(answer, id)
          if (!ok) failures.push(`${who}: ${what} ${slug}/${named} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`)
          else if (missing && !asMissing(answer, missing, named)) {
            failures.push(`${who}: ${what} ${slug}/${named} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}, not as for a missing id: ${missing.status} ${JSON.stringify(missing.body).slice(0, 120)}`)
          }
        }
      }
    }
    expect(failures).toEqual([])
    expect(versionsTried).toBeGreaterThan(0)
  })
})

describe('school A’s staff, through GraphQL, cannot reach school B’s documents', () => {
  it('to read, list, change or delete; answered as for a missing id', async () => {
    const names = graphqlNames(payload)
    // Each name is one the schema answers (so no collection is left out here by a wrong name).
    const schema = await graphql(callers.adminA, '{ __schema { queryType { fields { name } } } }')
    const queries = new Set((schema.body.data as { __schema: { queryType: { fields: { name: string }[] } } }).__schema.queryType.fields.map((f) => f.name))
    expect([...ofB.keys()].filter((slug) => names.has(slug) && !(queries.has(names.get(slug)!.one) && queries.has(names.get(slug)!.many)))).toEqual([])
    const failures: string[] = []
    for (const [who, caller] of attackers()) {
      for (const [slug, id] of ofB) {
        const n = names.get(slug)
        if (!n) continue
        const one = await graphql(caller, `{ found: ${n.one}(id: ${id}) { id } }`)
        if ((one.body.data as { found?: unknown } | null)?.found) failures.push(`${who}: ${n.one}(${id}) answered it`)
        else if (one.status >= 500) failures.push(`${who}: ${n.one}(${id}) → ${one.status}`)
        else if (!asMissing(one, await graphql(caller, `{ found: ${n.one}(id: ${MISSING}) { id } }`), id)) failures.push(`${who}: ${n.one}(${id}) not answered as a missing id`)
        const many = await graphql(caller, `{ found: ${n.many}(where: { id: { equals: ${id} } }) { docs { id } } }`)
        const docs = (many.body.data as { found?: { docs?: { id: number }[] } } | null)?.found?.docs ?? []
        if (docs.some((d) => d.id === id)) failures.push(`${who}: ${n.many} listed ${id}`)
        for (const mutation of [(i: number) => `${n.update}(id: ${i}, data: {}) { id }`, (i: number) => `${n.remove}(id: ${i}) { id }`]) {
          const answer = await graphql(caller, `mutation { done: ${mutation(id)} }`)
          if ((answer.body.data as { done?: unknown } | null)?.done || !answer.body.errors) failures.push(`${who}: mutation ${mutation(id)} was not refused`)
          else {
            const missing = await graphql(caller, `mutation { done: ${mutation(MISSING)} }`)
            if (!asMissing(answer, missing, id)) failures.push(`${who}: mutation ${mutation(id)} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}, not as for a missing id: ${missing.status} ${JSON.stringify(missing.body).slice(0, 200)}`)
          }
        }
      }
    }
    expect(failures).toEqual([])
  })
})

describe('school A’s staff, through the admin’s server functions, cannot reach school B’s documents', () => {
  const future = () => new Date(Date.now() + 7 * 86_400_000)

  it('to lock one (the form state), see or make its schedule, or cancel B’s own', async () => {
    // B's editor schedules B's news item, as the drawer does.
    const newsOfB = ofB.get('news')!
    const reqB = await adminRequest(payload, callers.editorB)
    const madeByB = (await schedulePublishServerFunction({ req: reqB, type: 'publish', date: future(), doc: { relationTo: 'news', value: newsOfB } } as never)) as { message?: string; error?: string }
    expect(madeByB.error).toBeUndefined()
    const jobsOfB = async () => (await payload.find({ collection: 'payload-jobs', where: { 'input.doc.value': { equals: newsOfB } }, depth: 0 })).docs.map((j) => j.id)
    const scheduled = await jobsOfB()
    expect(scheduled).toHaveLength(1)
    const locksBefore = (await payload.find({ collection: 'payload-locked-documents', depth: 0, limit: 0 })).docs.map((l) => l.id)

    const failures: string[] = []
    for (const [who, caller] of attackers()) {
      const req = await adminRequest(payload, caller)
      for (const [slug, id] of ofB) {
        if (slug.startsWith('payload-')) continue
        const config = payload.collections[slug as CollectionSlug]!.config
        // The form state locks the document it is asked for.
        const locked = await (formStateWithinReach({ req, collectionSlug: slug, id, schemaPath: slug, operation: 'update', updateLastEdited: true, returnLockStatus: true } as never) as Promise<unknown>).then(
          () => 'answered',
          (err: { status?: number }) => (err.status === 403 ? 'refused' : `failed: ${String(err)}`),
        )
        if (locked !== 'refused') failures.push(`${who}: form state of ${slug}/${id} ${locked}`)
        if ((config.versions as { drafts?: unknown } | undefined)?.drafts) {
          const made = (await schedulePublishServerFunction({ req, type: 'publish', date: future(), doc: { relationTo: slug, value: id } } as never)) as { error?: string }
          if (!made.error) failures.push(`${who}: scheduled a publish of ${slug}/${id}`)
          const upcoming = await getUpcomingScheduledPublishHandler({ req, collectionSlug: slug, id } as never).then(
            (jobs) => `listed ${JSON.stringify(jobs)}`,
            () => 'refused',
          )
          if (upcoming !== 'refused') failures.push(`${who}: upcoming schedule of ${slug}/${id} ${upcoming}`)
        }
      }
      const cancelled = (await schedulePublishServerFunction({ req, deleteID: scheduled[0] } as never)) as { error?: string }
      if (!cancelled.error) failures.push(`${who}: cancelled B’s schedule`)
    }
    expect(failures).toEqual([])
    expect(await jobsOfB()).toEqual(scheduled)
    expect((await payload.find({ collection: 'payload-locked-documents', depth: 0, limit: 0 })).docs.map((l) => l.id)).toEqual(locksBefore)
    // The same functions serve A's own documents (so the refusals above are about the school).
    const reqA = await adminRequest(payload, callers.editorA)
    const own = (await schedulePublishServerFunction({ req: reqA, type: 'publish', date: future(), doc: { relationTo: 'news', value: ofA.get('news')! } } as never)) as { error?: string }
    expect(own.error).toBeUndefined()
  })
})

describe('locks (Payload’s own records of who edits what)', () => {
  it('A’s staff neither see, make, take over nor release B’s', async () => {
    const [lockOfB] = (await payload.find({ collection: 'payload-locked-documents', where: { 'user.value': { equals: callers.editorB.user.id } }, depth: 0 })).docs
    expect(lockOfB).toBeTruthy()
    for (const [, caller] of attackers()) {
      const listed = await rest(caller, 'GET', 'payload-locked-documents?depth=0&limit=0')
      expect(refusedOrWithout(listed, lockOfB!.id)).toBe(true)
      for (const user of [callers.editorB, caller]) {
        const made = await rest(caller, 'POST', 'payload-locked-documents', { document: { relationTo: 'news', value: ofB.get('news') }, user: { relationTo: 'users', value: user.user.id } })
        expect(made.status).toBeGreaterThanOrEqual(400)
      }
      expect((await rest(caller, 'PATCH', `payload-locked-documents/${lockOfB!.id}`, { user: { relationTo: 'users', value: caller.user.id } })).status).toBeGreaterThanOrEqual(400)
      expect((await rest(caller, 'DELETE', `payload-locked-documents/${lockOfB!.id}`)).status).toBeGreaterThanOrEqual(400)
    }
    // On their own school's document they may.
    const mine = await rest(callers.editorA, 'POST', 'payload-locked-documents', { document: { relationTo: 'news', value: ofA.get('news') }, user: { relationTo: 'users', value: callers.editorA.user.id } })
    expect(mine.status).toBe(201)
    expect((await rest(callers.editorA, 'DELETE', `payload-locked-documents/${(mine.body.doc as { id: number }).id}`)).status).toBe(200)
  })
})

describe('every relationship, upload and rich-text field', () => {
  /** The relations A's administrator can try: from a collection A has a document of, to a collection B has one of. */
  const relations = () =>
    relationsOf(payload.config.collections).flatMap((r) =>
      ofA.has(r.collection) && !r.collection.startsWith('payload-') ? r.relationTo.filter((t) => ofB.has(t) && t !== 'schools').map((target) => ({ ...r, target })) : [],
    )

  /**
   * A save as the collection allows one: through REST as A's administrator, or, for the
   * collections only the feature's own code writes (notices' subscriptions and sends: no API
   * may), through the Local API as that code does. The relation check is the same hook.
   */
  const save = async (slug: string, id: number, data: Record<string, unknown>, bulk = false): Promise<{ status: number; body: Record<string, unknown> }> => {
    const answer = bulk ? await rest(callers.adminA, 'PATCH', `${slug}?depth=0&where[id][equals]=${id}`, data) : await rest(callers.adminA, 'PATCH', `${slug}/${id}?depth=0`, data)
    if (answer.status !== 403 || !ownCodeOnly.has(slug)) return answer
    try {
      if (bulk) {
        const done = await payload.update({ collection: slug as CollectionSlug, where: { id: { equals: id } }, data, depth: 0, overrideAccess: true } as never)
        return { status: 200, body: JSON.parse(JSON.stringify(done)) as Record<string, unknown> }
      }
      await payload.update({ collection: slug as CollectionSlug, id, data, depth: 0, overrideAccess: true } as never)
      return { status: 200, body: {} }
    } catch (err) {
      const e = err as { status?: number; message?: string; data?: unknown }
      return { status: e.status ?? 500, body: { errors: [{ message: e.message, data: e.data }] } }
    }
  }
  const ownCodeOnly = new Set(['notice-subscriptions', 'notice-sends'])

  const docOfA = async (slug: string) =>
    (await payload.findByID({ collection: slug as CollectionSlug, id: ofA.get(slug)!, depth: 0, draft: true } as never)) as unknown as Record<string, unknown>

  it('refuses a link from A’s document to B’s, naming the field, whether saved one by one or in bulk, exactly as a link to a missing document', async () => {
    const failures: string[] = []
    const tried: string[] = []
    for (const r of relations()) {
      const aId = ofA.get(r.collection)!
      const linking = async (id: number) => withRelation(await docOfA(r.collection), r, valueFor(r, r.target, id))
      const [data, toNothing] = [await linking(ofB.get(r.target)!), await linking(MISSING)]
      for (const how of ['saved', 'bulk'] as const) {
        const answer = await save(r.collection, aId, data, how === 'bulk')
        const missing = await save(r.collection, aId, toNothing, how === 'bulk')
        const text = JSON.stringify(answer.body)
        const field = r.path.split('.')[0]!
        // One by one, the reason is given; in bulk, Payload lists each document's refused fields.
        const named = how === 'saved' ? text.includes(field) : (answer.body.docs as unknown[] | undefined)?.length === 0 && text.includes(`invalid: ${field}`)
        if (how === 'saved' && !(answer.status >= 400 && answer.status < 500)) failures.push(`${how} ${r.collection}.${r.path} → ${r.target}: ${answer.status} ${text.slice(0, 160)}`)
        else if (!named) failures.push(`${how} ${r.collection}.${r.path} → ${r.target}: refused without naming the field (${text.slice(0, 160)})`)
        else if (!asMissing(answer, missing, ofB.get(r.target)!)) {
          failures.push(`${how} ${r.collection}.${r.path} → ${r.target}: ${text.slice(0, 120)}, not as for a missing id: ${JSON.stringify(missing.body).slice(0, 120)}`)
        }
      }
      tried.push(`${r.collection}.${r.path}`)
    }
    expect(failures).toEqual([])
    // Every relation of every collection A has a document of was tried.
    expect(tried.length).toBeGreaterThan(10)
  })

  it('refuses a link to a document that does not exist with a 400 naming the field, not a server error', async () => {
    const failures: string[] = []
    for (const r of relations()) {
      if (r.kind === 'richText') continue
      const aId = ofA.get(r.collection)!
      const data = withRelation(await docOfA(r.collection), r, valueFor(r, r.target, 987_654))
      const answer = await save(r.collection, aId, data)
      if (answer.status !== 400 || !JSON.stringify(answer.body).includes('does not exist')) failures.push(`${r.collection}.${r.path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`)
    }
    expect(failures).toEqual([])
  })

  it('keeps a where-query through a relation within what the reader may read (even over a link planted past the checks)', async () => {
    const failures: string[] = []
    let asked = 0
    for (const r of relations()) {
      if (!r.topLevel || r.polymorphic || r.kind === 'richText' || r.hasMany) continue
      const field = textFieldOf(r.target)
      if (!field || !('name' in field)) continue
      const aId = ofA.get(r.collection)!
      const valueOf = async (id: number) =>
        String(((await payload.findByID({ collection: r.target as CollectionSlug, id, depth: 0, draft: true } as never)) as unknown as Record<string, unknown>)[field.name] ?? '')
      const [theirs, ours] = [await valueOf(ofB.get(r.target)!), await valueOf(ofA.get(r.target) ?? 0).catch(() => '')]
      if (!theirs || !ours) continue
      const original = await docOfA(r.collection)
      const drafts = Boolean((payload.collections[r.collection as CollectionSlug]!.config.versions as { drafts?: unknown } | undefined)?.drafts)
      /** Whether A's document is found by the linked document's value, as each attacker asks (its draft too). */
      const found = async (linked: number, value: string) => {
        // Planted straight in the database, as bad data from before the checks would be: the
        // document, and its latest version (what a draft read finds).
        await payload.db.updateOne({ collection: r.collection as CollectionSlug, id: aId, data: { [r.path]: linked }, returning: false })
        if (drafts) {
          const [latest] = (await payload.findVersions({ collection: r.collection as CollectionSlug, where: { parent: { equals: aId } }, sort: '-updatedAt', limit: 1, depth: 0 })).docs
          if (latest) await payload.db.updateVersion({ collection: r.collection as CollectionSlug, id: latest.id, versionData: { ...latest, version: { ...latest.version, [r.path]: linked } } as never, returning: false })
        }
        const seen: boolean[] = []
        for (const draft of drafts ? ['', '&draft=true'] : ['']) {
          const query = `${r.collection}?depth=0${draft}&where[and][0][id][equals]=${aId}&where[and][1][${r.path}.${field.name}][equals]=${encodeURIComponent(value)}`
          // Only callers who may read A's document and the one it links to at all (an editor reads no applications, admissions staff no drafts) can find it.
          for (const [, caller] of attackers()) if (await readsOwn(caller)) seen.push(!refusedOrWithout(await rest(caller, 'GET', query), aId))
        }
        return seen
      }
      const readsOwn = async (caller: ReturnType<typeof attackers>[number][1]) =>
        (await rest(caller, 'GET', `${r.collection}/${aId}?depth=0`)).status === 200 && (await rest(caller, 'GET', `${r.target}/${ofA.get(r.target)}?depth=0`)).status === 200
      // The same question about A's own linked document is answered (so the question works)…
      if ((await found(ofA.get(r.target)!, ours)).some((seen) => !seen)) failures.push(`${r.collection}.${r.path}.${field.name}: not found by A’s own value`)
      // …and about B's, never.
      if ((await found(ofB.get(r.target)!, theirs)).some((seen) => seen)) failures.push(`${r.collection}.${r.path}.${field.name}: revealed B’s value`)
      await found(Number(original[r.path] ?? ofA.get(r.target)!), ours)
      asked++
    }
    expect(failures).toEqual([])
    expect(asked).toBeGreaterThan(5)
  })

  it('lets a visitor filter by nothing they cannot read themselves (a topper by its consent record)', async () => {
    const answer = await rest(null, 'GET', `toppers?depth=0&where[consent.childName][like]=a`)
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toMatch(/childName/)
  })
})

describe('afterwards', () => {
  it('school B’s documents are exactly as they were', async () => {
    const after = await snapshotOfB()
    // B's editor scheduled B's news above: that line of B's audit log is B's own doing (src/features/audit).
    for (const [key, doc] of after) if (key.startsWith('audit-events:') && !before.has(key) && (doc as { actorId?: unknown }).actorId === String(callers.editorB.user.id)) after.delete(key)
    // None gone, none added to B (a duplicate or a restore landing in B would be).
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort())
    for (const [key, doc] of before) expect(after.get(key), key).toEqual(doc)
  })
})
