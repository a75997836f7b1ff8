/** Drafts and scheduled publishing, as the public JSON API sees them. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getList } from './apiRoutes'
import { testPayload } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
  await payload.updateGlobal({
    slug: 'school-profile',
    data: { name: 'Test School', shortName: 'TS', schoolCode: 'KSR', address: 'Ranchi' },
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
    const at = new Date(Date.now() + 1500)
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'news', value: draft.id } },
      waitUntil: at,
    })
    expect(await titles()).not.toContain(title)

    await payload.jobs.run()
    expect(await titles()).not.toContain(title)

    await new Promise((r) => setTimeout(r, at.getTime() - Date.now() + 100))
    await payload.jobs.run()
    expect((await payload.findByID({ collection: 'news', id: draft.id }))._status).toBe('published')
    expect(await titles()).toContain(title)
  })
})
