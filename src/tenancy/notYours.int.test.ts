/**
 * What school A's editor learns by naming an id: a document of school B is answered exactly as
 * an id that names nothing (same status, same body but for the id), through REST, GraphQL, a
 * relation in a save, a version and its restore, and a lock. And the deployment's job queue is
 * not theirs: they neither run it, read its records, nor read its stats.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { build } from '@/seed/builders'
import { graphql, rest, signIn, type Caller } from '../../tests/int/isolation'
import { testPayload } from '../../tests/int/payload'

let payload: Payload
const school = { a: 0, b: 0 }
const news = { a: 0, b: 0 }
const document = { a: 0, b: 0 }
/** A version of each school's news item. */
const version = { a: '' as number | string, b: '' as number | string }
const PASSWORD = 'Plum-Kettle-Sunrise-2041'
let editorA: Caller
let operator: Caller

/** An id no document has (and no version). */
const MISSING = 987_654

type Answer = { status: number; body: Record<string, unknown> }

/** An answer about B's `id` as it would read had it been about `MISSING`: the two must be the same. */
const asIf = (answer: Answer) => ({ status: answer.status, body: JSON.stringify(answer.body) })
const missingAs = (answer: Answer, id: number | string) => ({ status: answer.status, body: JSON.stringify(answer.body).replaceAll(String(MISSING), String(id)) })

beforeAll(async () => {
  payload = await testPayload()
  school.a = (await payload.find({ collection: 'schools', depth: 0 })).docs[0]!.id
  school.b = ((await payload.db.create({ collection: 'schools', data: { name: 'Second School', code: 'ABC', status: 'active', domains: [{ id: 'abc', domain: 'abc.example' }] } })) as { id: number }).id
  for (const k of ['a', 'b'] as const) {
    news[k] = (await payload.create({ collection: 'news', data: build.news({ title: `News of ${k}`, school: school[k] }) })).id
    version[k] = (await payload.findVersions({ collection: 'news', where: { parent: { equals: news[k] } }, limit: 1, depth: 0 })).docs[0]!.id
    document[k] = ((await payload.db.create({ collection: 'documents', data: { title: `Document of ${k}`, filename: `doc-${k}.pdf`, mimeType: 'application/pdf', filesize: 10, school: school[k] } })) as { id: number }).id
  }
  await payload.create({ collection: 'users', data: { email: 'editor-a@notyours.example', password: PASSWORD, name: 'Editor A', role: 'editor', schools: [{ school: school.a }] } })
  await payload.create({ collection: 'users', data: { email: 'vendor@notyours.example', password: PASSWORD, name: 'Vendor', role: 'operator' } })
  editorA = await signIn(payload, 'editor-a@notyours.example', PASSWORD)
  operator = await signIn(payload, 'vendor@notyours.example', PASSWORD)
}, 300_000)

describe('school A’s editor, naming an id of school B, is answered exactly as for an id that names nothing', () => {
  /** Each way staff name an id: what they ask, and the id of B's it is asked with. */
  const asks = (): [string, (id: number | string) => Promise<Answer>, number | string][] => [
    ['read', (id) => rest(editorA, 'GET', `news/${id}?depth=0`), news.b],
    ['change', (id) => rest(editorA, 'PATCH', `news/${id}`, { title: 'Taken over' }), news.b],
    ['delete', (id) => rest(editorA, 'DELETE', `news/${id}`), news.b],
    ['duplicate', (id) => rest(editorA, 'POST', `news/${id}/duplicate`, {}), news.b],
    ['read a version', (id) => rest(editorA, 'GET', `news/versions/${id}?depth=0`), version.b],
    ['restore a version', (id) => rest(editorA, 'POST', `news/versions/${id}`, {}), version.b],
    ['link it from their own document', (id) => rest(editorA, 'PATCH', `news/${news.a}`, { attachments: [{ relationTo: 'documents', value: id }] }), document.b],
    ['lock it', (id) => rest(editorA, 'POST', 'payload-locked-documents', { document: { relationTo: 'news', value: id }, user: { relationTo: 'users', value: editorA.user.id } }), news.b],
    ['read it through GraphQL', (id) => graphql(editorA, `{ found: News(id: ${id}) { id } }`), news.b],
    ['change it through GraphQL', (id) => graphql(editorA, `mutation { done: updateNews(id: ${id}, data: { title: "Taken over" }) { id } }`), news.b],
    ['delete it through GraphQL', (id) => graphql(editorA, `mutation { done: deleteNews(id: ${id}) { id } }`), news.b],
  ]

  it('to read, change, delete, duplicate, read or restore a version, link, or lock it (REST and GraphQL)', async () => {
    for (const [what, ask, id] of asks()) {
      const theirs = asIf(await ask(id))
      // Refused (GraphQL answers 200 with its errors).
      expect(theirs.status >= 400 || theirs.body.includes('"errors"'), what).toBe(true)
      expect(theirs, what).toEqual(missingAs(await ask(MISSING), id))
    }
  })

  it('and the same asks about A’s own documents are answered (so the answers above are about B’s)', async () => {
    expect((await rest(editorA, 'GET', `news/${news.a}?depth=0`)).status).toBe(200)
    expect((await rest(editorA, 'GET', `news/versions/${version.a}?depth=0`)).status).toBe(200)
    expect((await rest(editorA, 'PATCH', `news/${news.a}`, { attachments: [{ relationTo: 'documents', value: document.a }] })).status).toBe(200)
    expect((await rest(editorA, 'POST', `news/versions/${version.a}`, {})).status).toBe(200)
  })

  it('a relation names the field and says only that the document is not there', async () => {
    const answer = await rest(editorA, 'PATCH', `news/${news.a}`, { attachments: [{ relationTo: 'documents', value: document.b }] })
    expect(answer.status).toBe(400)
    expect(firstFieldError(answer)).toEqual({ path: 'attachments.0', message: 'This names a document that does not exist (it may have been deleted).' })
  })
})

const firstFieldError = ({ body }: Answer) => (body.errors as { data?: { errors?: { path: string; message: string }[] } }[])[0]?.data?.errors?.[0]

describe('the job queue is the deployment’s', () => {
  const JOB_ENDPOINTS = ['payload-jobs/run?allQueues=true&limit=1000', 'payload-jobs/handle-schedules?allQueues=true']
  const refused = { status: 403, body: { errors: [{ message: 'You are not allowed to perform this action.' }] } }
  /** A job due now, of a task that does nothing of note here (the audit log's clean-up). */
  const dueJob = async () => (await payload.jobs.queue({ task: 'auditRetention', input: {} })).id
  /** Whether the job has run (a completed job is deleted). */
  const completed = async (id: number | string) => {
    const job = await payload.findByID({ collection: 'payload-jobs', id, depth: 0, disableErrors: true })
    return !job || Boolean(job.completedAt)
  }

  it('a school’s editor, and a visitor, can neither run it nor queue its schedules: 403, and the due job is left for the server', async () => {
    const job = await dueJob()
    for (const caller of [editorA, null]) for (const path of JOB_ENDPOINTS) expect(await rest(caller, 'GET', path)).toEqual(refused)
    expect(await completed(job)).toBe(false)
    // The server's own run, in process, past access (as its autoRun runs it).
    await payload.jobs.run({ allQueues: true })
    expect(await completed(job)).toBe(true)
  })

  it('a vendor operator can run it', async () => {
    const job = await dueJob()
    const answer = await rest(operator, 'GET', JOB_ENDPOINTS[0]!)
    expect(answer.status).toBe(200)
    expect(await completed(job)).toBe(true)
    expect((await rest(operator, 'GET', JOB_ENDPOINTS[1]!)).status).toBe(200)
  })

  it('its stats (task names, when each last ran) are read and changed by operators only', async () => {
    await payload.jobs.handleSchedules()
    for (const caller of [editorA, null]) {
      expect(await rest(caller, 'GET', 'globals/payload-jobs-stats')).toEqual(refused)
      expect(await rest(caller, 'POST', 'globals/payload-jobs-stats', { stats: {} })).toEqual(refused)
    }
    const stats = await rest(operator, 'GET', 'globals/payload-jobs-stats')
    expect(stats.status).toBe(200)
    expect(JSON.stringify(stats.body)).toContain('auditRetention')
  })

  it('its jobs (every school’s inputs) are closed to every API', async () => {
    const job = await dueJob()
    for (const caller of [editorA, operator]) {
      for (const [method, path, body] of [
        ['GET', 'payload-jobs?depth=0'],
        ['GET', `payload-jobs/${job}`],
        ['POST', 'payload-jobs', { taskSlug: 'auditRetention', input: {} }],
        ['PATCH', `payload-jobs/${job}`, { processing: true }],
        ['DELETE', `payload-jobs/${job}`],
      ] as const) {
        expect(await rest(caller, method, path, body), `${method} ${path}`).toEqual(refused)
      }
    }
    expect(await completed(job)).toBe(false)
  })
})
