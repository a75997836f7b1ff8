/**
 * The check before a notice leaves (issue #45): staff see the school's name and how many
 * parents each channel reaches for the item's classes, and a publish that would notify parents
 * is refused until "I have checked the school and the numbers" is ticked, on every path with a
 * user (REST, GraphQL, the Local API, the schedule drawer); with the tick it is queued. The
 * server's own work (no user) and an item whose notice went already are not asked.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { build } from '@/seed/builders'
import type { User } from '@/payload-types'
import { schedulePublishServerFunction } from '@/hooks/schedulePublish'
import type { SchoolGate } from '@/tenancy'
import { adminRequest, graphql, rest, signIn, type Caller } from '../../../tests/int/isolation'
import { schoolGate, staffUsers, testPayload } from '../../../tests/int/payload'
import { CLASSES } from '@/features/classes/collection'
import { audienceSentence, CONFIRM_FIELD, UNCONFIRMED_MESSAGE, type Audience } from './audience'
import { SENDS, SUBSCRIPTIONS } from './collections'
import { SCHEDULE_UNCONFIRMED } from './confirm'

let payload: Payload
let gate: SchoolGate
let editor: User
let asEditor: Caller
let sixA: number
let sixB: number
let sevenA: number

const PASSWORD = 'correct-horse-battery'
const news = { news: true, alerts: false, circulars: false, events: false }

/** The panel's endpoint, as the admin asks it: the answer and its headers. */
async function audience(caller: Caller | null, query: string) {
  const routes = await import('@/app/(payload)/cms-api/[...slug]/route')
  const url = new URL(`http://localhost/cms-api/news/notice-audience${query}`)
  const res = await routes.GET(new Request(url, { headers: caller ? { authorization: `JWT ${caller.token}` } : {} }), { params: Promise.resolve({ slug: ['news', 'notice-audience'] }) })
  return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as Audience & { errors?: { message: string; data?: { errors: { path: string }[] } }[] } }
}

/** The notice queued for an item, once its count is in (it is written after the save commits). */
async function queued(source: string, id: number) {
  for (let i = 0; i < 300; i++) {
    const found = await payload.find({ collection: SENDS, where: { sourceKey: { equals: `${source}:${id}` } }, overrideAccess: true, context: { noFigures: true } })
    if (typeof found.docs[0]?.subscribers === 'number') return found.docs[0]
    // Polls: the notice is queued after the save commits, by a hook this test cannot await.
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no notice queued for ${source}:${id}`)
}

const noticesFor = async (title: string) => (await payload.find({ collection: SENDS, where: { title: { equals: title } }, overrideAccess: true, context: { noFigures: true } })).totalDocs

const item = (title: string, extra: Record<string, unknown> = {}) => ({ title, description: 'For the notice board.', fromDate: new Date().toISOString(), ...extra })

type Refusal = { errors?: { message?: string; data?: { errors?: { path?: string; message?: string }[] } }[] }
const refusedField = (body: Record<string, unknown>) => {
  const error = (body as Refusal).errors?.[0]
  return { path: error?.data?.errors?.[0]?.path, message: error?.data?.errors?.[0]?.message }
}

beforeAll(async () => {
  payload = await testPayload()
  gate = await schoolGate(payload)
  ;({ editor } = await staffUsers(payload))
  asEditor = await signIn(payload, editor.email, PASSWORD)
  const cls = (name: string, order: number) => gate.create({ collection: CLASSES, data: { name, order } })
  sixA = (await cls('VI-A', 1)).id
  sixB = (await cls('VI-B', 2)).id
  sevenA = (await cls('VII-A', 3)).id
  const sub = (data: Record<string, unknown>) => gate.create({ collection: SUBSCRIPTIONS, data: build.subscription({ topics: news, ...data }) })
  await sub({ email: 'six-a@parents.example', classes: [sixA] })
  await sub({ email: 'both@parents.example', classes: [sixA, sixB] })
  await sub({ email: 'seven-a@parents.example', classes: [sevenA] })
  await sub({ email: 'no-class@parents.example', classes: [] })
  // Waiting for its confirmation: counted nowhere.
  await sub({ email: 'pending@parents.example', classes: [sixA], confirmed: false, confirmedAt: null })
  await sub({ channel: 'push', email: undefined, endpoint: 'https://push.example/send/1', p256dh: 'key', auth: 'auth', classes: [sixB] })
  await sub({ channel: 'sms', email: undefined, phone: '919876500001', classes: [sixA] })
})

describe('who a notice goes to', () => {
  it('shows staff the school’s name and the people on each channel for the chosen classes, never cached', async () => {
    const forTwo = await audience(asEditor, `?classes=${sixB},${sixA}`)
    expect(forTwo.status).toBe(200)
    expect(forTwo.cache).toBe('no-store')
    expect(forTwo.body.school.name).toBe('Kestrel Springs Residential School')
    expect(forTwo.body.classes.map((c) => c.name)).toEqual(['VI-A', 'VI-B'])
    expect(forTwo.body.counts).toMatchObject({ email: 2, push: 1, sms: 1 })
    expect(audienceSentence(forTwo.body)).toBe('This notice goes to parents of Kestrel Springs Residential School: 2 by e-mail, 1 by phone (push), 1 by SMS — classes VI-A, VI-B')

    const whole = await audience(asEditor, '')
    expect(whole.body.classes).toEqual([])
    expect(whole.body.counts).toMatchObject({ email: 4, push: 1, sms: 1 })
    expect(audienceSentence(whole.body)).toBe('This notice goes to parents of Kestrel Springs Residential School: 4 by e-mail, 1 by phone (push), 1 by SMS — the whole school')

    expect((await audience(asEditor, `?classes=${sevenA}`)).body.counts).toMatchObject({ email: 1, push: 0, sms: 0 })
  })

  it('answers staff only, and only of a school their account works for', async () => {
    const stranger = await audience(null, '')
    expect(stranger.status).toBe(403)
    expect(stranger.cache).toBe('no-store')
    const other = await payload.create({ collection: 'schools', data: build.school({ code: 'OTH', name: 'Other Valley School' }), overrideAccess: true })
    const elsewhere = await audience(asEditor, `?school=${other.id}`)
    expect(elsewhere.status).toBe(403)
    expect(elsewhere.body.errors?.[0]?.data?.errors[0]?.path).toBe('school')
    expect(JSON.stringify(elsewhere.body)).not.toContain('Other Valley School')
  })
})

describe('publishing with "Notify subscribers"', () => {
  it('is refused without the confirmation, naming the field, on every path with a user; with it the notice is queued', async () => {
    const title = `VI-A picnic on Friday ${Date.now()}`
    const data = item(title, { notifySubscribers: true, classes: [sixA], _status: 'published' })

    const viaRest = await rest(asEditor, 'POST', '/news', data)
    expect(viaRest.status).toBe(400)
    expect(refusedField(viaRest.body)).toEqual({ path: CONFIRM_FIELD, message: UNCONFIRMED_MESSAGE })
    expect(UNCONFIRMED_MESSAGE).toContain('I have checked the school and the numbers')

    const viaGraphql = await graphql(asEditor, `mutation { createNews(data: { title: "${title}", description: "x", fromDate: "${new Date().toISOString()}", notifySubscribers: true, _status: published }) { id } }`)
    expect(JSON.stringify(viaGraphql.body.errors)).toContain(CONFIRM_FIELD)

    await expect(payload.create({ collection: 'news', data: data as never, user: editor, overrideAccess: false })).rejects.toThrow()
    expect((await payload.find({ collection: 'news', where: { title: { equals: title } }, overrideAccess: true })).totalDocs).toBe(0)
    expect(await noticesFor(title)).toBe(0)

    // A draft with the box ticked is saved as it is: only publishing is asked.
    const draft = await rest(asEditor, 'POST', '/news?draft=true', { ...data, _status: 'draft' })
    expect(draft.status).toBe(201)
    const id = (draft.body.doc as { id: number }).id
    expect((await rest(asEditor, 'PATCH', `/news/${id}`, { _status: 'published' })).status).toBe(400)

    const confirmed = await rest(asEditor, 'PATCH', `/news/${id}`, { _status: 'published', [CONFIRM_FIELD]: true })
    expect(confirmed.status).toBe(200)
    // VI-A's parents: two by e-mail and one by SMS (not the pending one, nor VI-B's phone).
    expect((await queued('news', id)).subscribers).toBe(3)

    // A copy is another notice: its tick is not copied.
    const copy = await payload.duplicate({ collection: 'news', id, user: editor, overrideAccess: false, draft: true })
    expect(copy[CONFIRM_FIELD]).toBe(false)
    expect((await rest(asEditor, 'PATCH', `/news/${copy.id}`, { _status: 'published' })).status).toBe(400)

    // Its notice went: later saves are not asked again (and send nothing more).
    const later = await rest(asEditor, 'PATCH', `/news/${id}`, { title: `${title} (moved to Saturday)`, [CONFIRM_FIELD]: false })
    expect(later.status).toBe(200)
  })

  it('does not ask the server’s own work (seed, import: no user), nor a publish without "Notify subscribers"', async () => {
    const system = await gate.create({ collection: 'news', data: build.news({ title: `Sports day ${Date.now()}`, notifySubscribers: true }) })
    expect((await queued('news', system.id)).subscribers).toBe(6)
    const quiet = await rest(asEditor, 'POST', '/news', item(`Library hours ${Date.now()}`, { _status: 'published' }))
    expect(quiet.status).toBe(201)
  })

  it('asks for the confirmation when a publish is scheduled, so that the schedule carries it', async () => {
    const draft = await rest(asEditor, 'POST', '/news?draft=true', item(`Annual day ${Date.now()}`, { notifySubscribers: true, _status: 'draft' }))
    const id = (draft.body.doc as { id: number }).id
    const req = await adminRequest(payload, asEditor)
    const schedule = () =>
      schedulePublishServerFunction({ req, type: 'publish', date: new Date(Date.now() + 3_600_000), doc: { relationTo: 'news', value: String(id) }, timezone: 'Asia/Kolkata' } as never) as Promise<{ message?: string; error?: string }>
    expect(await schedule()).toEqual({ error: SCHEDULE_UNCONFIRMED })
    expect((await rest(asEditor, 'PATCH', `/news/${id}?draft=true`, { [CONFIRM_FIELD]: true, _status: 'draft' })).status).toBe(200)
    expect((await schedule()).message).toBeTruthy()
  })
})
