/**
 * Notices by class (issue #45), through a real SMTP server on loopback (tests/int/inbox.ts):
 * a parent who chose VI-A gets VI-A's news and the whole school's; a parent who chose no
 * class, or another class, only the whole school's. The counts staff confirm before sending
 * are the same audience, and each delivery keeps the classes it counted for.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { build } from '@/seed/builders'
import { allSchools, forSchool, schoolOfRecord } from '@/tenancy'
import { startInbox } from '../../../tests/int/inbox'
import { testPayload } from '../../../tests/int/payload'
import { DELIVERIES, SENDS, SUBSCRIPTIONS } from '@/features/notices/collections'
import { audienceCounts } from '@/features/notices/queue'
import { sendDue } from '@/features/notices/sender'
import { CLASSES } from './collection'

let payload: Payload
let inbox: Awaited<ReturnType<typeof startInbox>>

beforeAll(async () => {
  inbox = await startInbox()
  process.env.SMTP_URL = inbox.url
  process.env.MAIL_FROM = 'School website <notices@vendor.example>'
  payload = await testPayload()
})

afterAll(async () => {
  await inbox?.close()
})

async function queuedNotice(source: string, id: number) {
  for (let i = 0; i < 300; i++) {
    const found = await payload.find({ collection: SENDS, where: { sourceKey: { equals: `${source}:${id}` } }, overrideAccess: true, context: { noFigures: true } })
    if (typeof found.docs[0]?.subscribers === 'number') return found.docs[0]
    // Polls: the notice is queued after the save commits, by a hook this test cannot await.
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no notice queued for ${source}:${id}`)
}

const subjectsTo = (address: string) => inbox.mails.filter((m) => m.address === address).map((m) => m.subject)

describe('notices by class', () => {
  it('sends a class’s news to the parents who chose that class, and the whole school’s to everyone', async () => {
    const school = await payload.create({ collection: 'schools', data: build.school({ code: 'CLS', name: 'Class Test School' }), overrideAccess: true })
    const sixA = await payload.create({ collection: CLASSES, data: { name: 'VI-A', order: 1, school: school.id }, overrideAccess: true })
    const sevenB = await payload.create({ collection: CLASSES, data: { name: 'VII-B', order: 2, school: school.id }, overrideAccess: true })
    const topics = { alerts: true, circulars: false, news: true, events: false }
    const parent = (email: string, classes: number[]) =>
      payload.create({ collection: SUBSCRIPTIONS, data: build.subscription({ email, school: school.id, topics, classes }), overrideAccess: true })
    await parent('six-a@cls.example', [sixA.id])
    await parent('both@cls.example', [sixA.id, sevenB.id])
    await parent('seven-b@cls.example', [sevenB.id])
    await parent('no-class@cls.example', [])

    const within = forSchool(payload, (await schoolOfRecord(payload, { school: school.id }))!)
    expect(await audienceCounts(within, { topic: 'news', classes: [sixA.id] })).toMatchObject({ email: 2, push: 0, sms: 0 })
    expect(await audienceCounts(within, { topic: 'news' })).toMatchObject({ email: 4 })

    const picnic = await payload.create({
      collection: 'news',
      data: build.news({ title: 'VI-A picnic on Friday', notifySubscribers: true, school: school.id, classes: [sixA.id] }),
      overrideAccess: true,
    })
    const sports = await payload.create({ collection: 'news', data: build.news({ title: 'Sports day for everyone', notifySubscribers: true, school: school.id }), overrideAccess: true })
    expect((await queuedNotice('news', picnic.id)).subscribers).toBe(2)
    expect((await queuedNotice('news', sports.id)).subscribers).toBe(4)

    for (let i = 0; i < 20 && inbox.mails.filter((m) => m.address.endsWith('@cls.example')).length < 6; i++) await sendDue(payload)
    await inbox.to('no-class@cls.example')
    expect(subjectsTo('six-a@cls.example').sort()).toEqual([expect.stringContaining('Sports day'), expect.stringContaining('VI-A picnic')].sort())
    expect(subjectsTo('six-a@cls.example')).toHaveLength(2)
    expect(subjectsTo('both@cls.example')).toHaveLength(2)
    expect(subjectsTo('seven-b@cls.example')).toEqual([expect.stringContaining('Sports day')])
    expect(subjectsTo('no-class@cls.example')).toEqual([expect.stringContaining('Sports day')])

    // Each delivery names the classes it counted for: of VI-A's notice, VI-A alone (even for the parent of both).
    const all = allSchools(payload, 'notices sender')
    const rows = await all.find({ collection: DELIVERIES, where: { school: { equals: school.id } }, limit: 20, depth: 0, overrideAccess: true })
    const picnicSend = (await queuedNotice('news', picnic.id)).id
    const keys = rows.docs.filter((r) => r.send === picnicSend).map((r) => r.classes)
    expect(keys.sort()).toEqual([`|${sixA.id}|`, `|${sixA.id}|`])
    const sportsKeys = rows.docs.filter((r) => r.send !== picnicSend).map((r) => r.classes ?? '')
    expect(sportsKeys.sort()).toEqual(['', `|${sixA.id}|`, `|${sixA.id}|${sevenB.id}|`, `|${sevenB.id}|`].sort())
  })

  it('refuses a class of another school on an item', async () => {
    const one = await payload.create({ collection: 'schools', data: build.school({ code: 'CLA', name: 'School One' }), overrideAccess: true })
    const two = await payload.create({ collection: 'schools', data: build.school({ code: 'CLB', name: 'School Two' }), overrideAccess: true })
    const theirs = await payload.create({ collection: CLASSES, data: { name: 'VI-A', school: two.id }, overrideAccess: true })
    await expect(
      payload.create({ collection: 'news', data: build.news({ title: 'Not theirs', school: one.id, classes: [theirs.id] }), overrideAccess: true }),
    ).rejects.toThrow(/classes/i)
  })
})
