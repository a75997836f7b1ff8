/**
 * The preferences link (issue #45), through a real SMTP server on loopback (tests/int/inbox.ts):
 * a subscriber's notice e-mail carries a signed link to their preferences page; the link shows
 * their choices; posting new classes from it changes who gets the next class notice. A wrong
 * token, or another school's subscription, changes nothing.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { build } from '@/seed/builders'
import { env } from '@/env'
import { inSchool } from '@/tenancy'
import { startInbox, type Mail } from '../../../tests/int/inbox'
import { schoolById, testPayload } from '../../../tests/int/payload'
import { SENDS, SUBSCRIPTIONS } from '@/features/notices/collections'
import { linkToken } from '@/features/notices/rules'
import { sendDue } from '@/features/notices/sender'
import { CLASSES } from './collection'

let payload: Payload
let inbox: Awaited<ReturnType<typeof startInbox>>
// Imported once the mail server's address is set: the pages' modules read the settings as they load.
let preferencesFor: typeof import('@/features/notices/preferences.server').preferencesFor
let preferencesPost: typeof import('@/features/notices/preferencesRoute').preferencesPost

beforeAll(async () => {
  inbox = await startInbox()
  process.env.SMTP_URL = inbox.url
  process.env.MAIL_FROM = 'School website <notices@vendor.example>'
  payload = await testPayload()
  ;({ preferencesFor } = await import('@/features/notices/preferences.server'))
  ;({ preferencesPost } = await import('@/features/notices/preferencesRoute'))
})

afterAll(async () => {
  await inbox?.close()
})

async function queued(source: string, id: number) {
  for (let i = 0; i < 300; i++) {
    const found = await payload.find({ collection: SENDS, where: { sourceKey: { equals: `${source}:${id}` } }, overrideAccess: true, context: { noFigures: true } })
    if (typeof found.docs[0]?.subscribers === 'number') return found.docs[0]
    // Polls: the notice is queued after the save commits, by a hook this test cannot await.
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no notice queued for ${source}:${id}`)
}

/** Sends what is due until `address` has `count` messages. */
async function mailsTo(address: string, count: number): Promise<Mail[]> {
  const of = () => inbox.mails.filter((m) => m.address === address)
  for (let i = 0; i < 40 && of().length < count; i++) {
    await sendDue(payload)
    // Polls: what is due depends on hooks run after saves commit, and the SMTP server announces nothing.
    if (of().length < count) await new Promise((r) => setTimeout(r, 100))
  }
  return of()
}

/** The preferences page's Save, as the browser posts it. */
const post = (fields: [string, string][]) =>
  preferencesPost(
    new Request('http://localhost/subscriptions/preferences', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  )

describe('the preferences link', () => {
  it('is in every notice e-mail, shows the subscriber’s choices, and changes who gets the next class notice', async () => {
    const record = await payload.create({ collection: 'schools', data: build.school({ code: 'PRF', name: 'Preferences Test School' }), overrideAccess: true })
    const school = await schoolById(payload, record.id)
    const sixA = await payload.create({ collection: CLASSES, data: { name: 'VI-A', order: 1, school: record.id }, overrideAccess: true })
    const sevenB = await payload.create({ collection: CLASSES, data: { name: 'VII-B', order: 2, school: record.id }, overrideAccess: true })
    const address = 'parent@prf.example'
    const sub = await payload.create({
      collection: SUBSCRIPTIONS,
      data: build.subscription({ email: address, school: record.id, topics: { alerts: true, circulars: false, news: true, events: false }, classes: [sevenB.id] }),
      overrideAccess: true,
    })
    const news = async (title: string, classes: number[] = []) => {
      const doc = await payload.create({ collection: 'news', data: build.news({ title, notifySubscribers: true, school: record.id, classes }), overrideAccess: true })
      return queued('news', doc.id)
    }

    // A whole-school notice: its e-mail carries the link, next to the unsubscribe link.
    expect((await news('Sports day for everyone')).subscribers).toBe(1)
    const [first] = await mailsTo(address, 1)
    const link = /https?:\/\/\S+\/notices\/preferences\?s=(\d+)&t=([A-Za-z0-9_-]{43})/.exec(first!.text)
    expect(link, first!.text).not.toBeNull()
    expect(Number(link![1])).toBe(sub.id)
    expect(first!.html).toContain('Change your choices')
    const token = link![2]!

    // Followed, it shows their choices.
    const shown = await inSchool(school, () => preferencesFor(sub.id, token))
    expect(shown).toMatchObject({ school: 'Preferences Test School', email: address, topics: ['alerts', 'news'], classes: [sevenB.id], frequency: 'immediate' })
    expect(shown!.choices.classes.map((c) => c.name)).toEqual(['VI-A', 'VII-B'])

    // VI-A's notice does not reach a VII-B parent.
    await news('VI-A picnic on Friday', [sixA.id])
    // Saving VI-A instead of VII-B: the next VI-A notice reaches them, VII-B's no more.
    const saved = await inSchool(school, () => post([['s', String(sub.id)], ['t', token], ['lang', 'en'], ['topics', 'news'], ['classes', String(sixA.id)], ['frequency', 'immediate']]))
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe(`/notices/preferences?s=${sub.id}&t=${token}&saved=1`)
    expect(saved.headers.get('cache-control')).toBe('no-store')
    expect(await inSchool(school, () => preferencesFor(sub.id, token))).toMatchObject({ topics: ['news'], classes: [sixA.id] })
    await news('VI-A trip to the museum', [sixA.id])
    await news('VII-B date sheet', [sevenB.id])
    await news('School closed on Monday')
    await mailsTo(address, 3)
    // Anything more that was due would have gone by now.
    await sendDue(payload)
    // An e-mail never sent has no event: give a stray one time to arrive.
    await new Promise((r) => setTimeout(r, 300))
    const all = inbox.mails.filter((m) => m.address === address)
    expect(all.map((m) => m.subject).sort()).toEqual(['School closed on Monday', 'Sports day for everyone', 'VI-A trip to the museum'])
    // Every notice has the link.
    for (const m of all) expect(m.text).toContain(`/notices/preferences?s=${sub.id}&t=${token}`)

    // The Hindi page's link for a Hindi subscriber.
    await payload.update({ collection: SUBSCRIPTIONS, id: sub.id, data: { locale: 'hi' }, overrideAccess: true })
    await news('Hindi reader’s notice')
    const hindi = (await mailsTo(address, 4)).find((m) => m.subject.includes('Hindi'))
    expect(hindi?.text).toContain(`/hi/notices/preferences?s=${sub.id}&t=${token}`)
  })

  it('changes nothing for a wrong token, another purpose’s token or another school’s subscription, and asks for a kind of notice', async () => {
    const one = await payload.create({ collection: 'schools', data: build.school({ code: 'PRA', name: 'School One' }), overrideAccess: true })
    const two = await payload.create({ collection: 'schools', data: build.school({ code: 'PRB', name: 'School Two' }), overrideAccess: true })
    const sixA = await payload.create({ collection: CLASSES, data: { name: 'VI-A', school: one.id }, overrideAccess: true })
    const theirs = await payload.create({ collection: CLASSES, data: { name: 'X-B', school: two.id }, overrideAccess: true })
    const address = 'careful@prf.example'
    const sub = await payload.create({ collection: SUBSCRIPTIONS, data: build.subscription({ email: address, school: one.id, classes: [] }), overrideAccess: true })
    const right = linkToken(env().payloadSecret, 'preferences', sub.id, address)
    const schoolOne = await schoolById(payload, one.id)
    const schoolTwo = await schoolById(payload, two.id)
    const form = (t: string, topics = 'news'): [string, string][] => [['s', String(sub.id)], ['t', t], ['topics', topics], ['classes', String(sixA.id)]]
    const stored = async () => (await payload.findByID({ collection: SUBSCRIPTIONS, id: sub.id, depth: 0, overrideAccess: true })) as { classes?: unknown; topics?: Record<string, boolean> }

    const wrong = `${right.slice(0, -1)}${right.endsWith('A') ? 'B' : 'A'}`
    for (const [t, within] of [
      [wrong, schoolOne],
      [linkToken(env().payloadSecret, 'unsubscribe', sub.id, address), schoolOne],
      [right, schoolTwo],
    ] as const) {
      const answer = await inSchool(within, () => post(form(t)))
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).not.toContain('saved=1')
      expect(await inSchool(within, () => preferencesFor(sub.id, t))).toBeNull()
    }
    expect((await stored()).classes).toEqual([])
    expect((await stored()).topics).toMatchObject({ alerts: true, circulars: true, news: false })

    // A cut-short token is a 400 that says so; no kind of notice ticked is asked again.
    expect((await inSchool(schoolOne, () => post(form('short')))).status).toBe(400)
    const none = await inSchool(schoolOne, () => post(form(right, '')))
    expect(none.headers.get('location')).toContain('e=topicsMissing')
    expect((await stored()).classes).toEqual([])

    // Another school's class is left out; the school's own kept.
    const mixed = await inSchool(schoolOne, () => post([...form(right), ['classes', String(theirs.id)]]))
    expect(mixed.headers.get('location')).toContain('saved=1')
    expect((await stored()).classes).toEqual([sixA.id])
  })

  it('works for a phone’s push subscription too (its link is signed for the push address), which has no daily digest', async () => {
    const record = await payload.create({ collection: 'schools', data: build.school({ code: 'PRP', name: 'Push School' }), overrideAccess: true })
    const school = await schoolById(payload, record.id)
    const xB = await payload.create({ collection: CLASSES, data: { name: 'X-B', school: record.id }, overrideAccess: true })
    const endpoint = 'https://fcm.googleapis.com/fcm/send/preferences-test'
    const sub = await payload.create({
      collection: SUBSCRIPTIONS,
      data: { ...build.subscription({ school: record.id }), channel: 'push', email: undefined, endpoint, p256dh: 'x'.repeat(87), auth: 'y'.repeat(22) },
      overrideAccess: true,
    })
    const token = linkToken(env().payloadSecret, 'preferences', sub.id, endpoint)
    expect(await inSchool(school, () => preferencesFor(sub.id, token))).toMatchObject({ channel: 'push', email: null, classes: [] })
    const saved = await inSchool(school, () => post([['s', String(sub.id)], ['t', token], ['topics', 'alerts'], ['classes', String(xB.id)], ['frequency', 'daily']]))
    expect(saved.headers.get('location')).toContain('saved=1')
    const after = await payload.findByID({ collection: SUBSCRIPTIONS, id: sub.id, depth: 0, overrideAccess: true })
    expect(after).toMatchObject({ classes: [xB.id], frequency: 'immediate', topics: { alerts: true, circulars: false } })
  })
})
