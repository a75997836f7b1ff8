/** Drafts and scheduled publishing, as the public JSON API sees them; a time already past is refused. */
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { schedulePublishServerFunction } from '@/hooks/schedulePublish'
import type { User } from '@/payload-types'
import { getList } from './apiRoutes'
import { staffUsers, testPayload } from './payload'
import { updatePage } from './pages'

let payload: Payload
let editor: User
beforeAll(async () => {
  payload = await testPayload()
  editor = (await staffUsers(payload)).editor
  await updatePage(payload, {
    slug: 'school-profile',
    data: { name: 'Test School', shortName: 'TS', address: 'Ranchi' },
  })
})

const titles = async () => ((await (await getList('/api/news/{school}')).json()) as { title: string }[]).map((n) => n.title)

describe('scheduled publishing', () => {
  it('keeps a draft scheduled for later out of the API until its time, then publishes it', async () => {
    const title = `Results day ${Date.now()}`
    const draft = await payload.create({
      collection: 'news',
      data: { title, description: 'Board results will be on the notice board.', fromDate: new Date().toISOString(), _status: 'draft' },
      draft: true,
    })
    // Far enough ahead that a loaded machine does not reach it during the looks before; then the
    // clock is moved past it (the job runner reads Date), not waited for.
    const at = new Date(Date.now() + 10 * 60_000)
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'news', value: draft.id } },
      waitUntil: at,
    })
    expect(await titles()).not.toContain(title)

    await payload.jobs.run()
    expect(await titles()).not.toContain(title)

    vi.useFakeTimers({ toFake: ['Date'], now: at.getTime() + 1000, shouldAdvanceTime: true })
    try {
      await payload.jobs.run()
    } finally {
      vi.useRealTimers()
    }
    expect((await payload.findByID({ collection: 'news', id: draft.id }))._status).toBe('published')
    expect(await titles()).toContain(title)
  })
})

const draftNews = (title: string) =>
  payload.create({
    collection: 'news',
    data: { title, description: 'For the notice board.', fromDate: new Date().toISOString(), _status: 'draft' },
    draft: true,
  })

const statusOf = async (id: number) => (await payload.findByID({ collection: 'news', id, draft: true, overrideAccess: true }))._status

/** The schedules waiting for a news item. */
const schedulesFor = async (id: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { 'input.doc.value': { equals: String(id) } }, { completedAt: { exists: false } }] },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

/** The admin's schedule drawer asking the server, as a signed-in editor. */
async function scheduleAsEditor(id: number, date: Date | undefined) {
  const req = await createLocalReq({ user: { ...editor, collection: 'users' } }, payload)
  return schedulePublishServerFunction({
    type: 'publish',
    date,
    doc: { relationTo: 'news', value: String(id) },
    timezone: 'Asia/Kolkata',
    req,
    importMap: {},
    cookies: new Map(),
    locale: undefined,
    permissions: {} as never,
    user: req.user,
  } as Parameters<typeof schedulePublishServerFunction>[0])
}

describe('a schedule for a time that has passed', () => {
  it('is refused by the server the admin asks, with the reason; nothing is queued and the item stays a draft', async () => {
    const draft = await draftNews(`Sports day ${Date.now()}`)
    const result = await scheduleAsEditor(draft.id, new Date(Date.now() - 60 * 60_000))
    expect(result).toEqual({ error: expect.stringMatching(/has already passed \(it is now .* India time\)\. Nothing was scheduled and the item stays a draft/) })
    expect(await scheduleAsEditor(draft.id, undefined)).toEqual({ error: 'Choose the day and time to publish.' })
    expect(await schedulesFor(draft.id)).toEqual([])
    await payload.jobs.run()
    expect(await statusOf(draft.id)).toBe('draft')

    // A later time is accepted and queued.
    const later = new Date(Date.now() + 60 * 60_000)
    expect(await scheduleAsEditor(draft.id, later)).toEqual({ message: expect.any(String) })
    expect((await schedulesFor(draft.id)).map((j) => j.waitUntil)).toEqual([later.toISOString()])
  })

  it('queued some other way is not carried out: the job ends with an error and the item stays a draft', async () => {
    const draft = await draftNews(`Holiday notice ${Date.now()}`)
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'news', value: draft.id } },
      waitUntil: new Date(Date.now() - 60 * 60_000),
    })
    await payload.jobs.run()
    expect(await statusOf(draft.id)).toBe('draft')
    const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true, depth: 0 })
    expect(done.hasError).toBe(true)
    expect(JSON.stringify(done.log)).toContain('a time that had already passed when it was made')
  })
})
