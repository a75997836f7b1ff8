/**
 * Emergency alerts through the CMS and the routes that serve them: visitors get published
 * alerts only, "Show until" must follow "Show from", the feed carries the alerts showing now
 * and records when that next changes, and a dismissal lands in the visitor's stylesheet.
 */
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import Parser from 'rss-parser'
import { beforeAll, describe, expect, it } from 'vitest'

import { recordRender } from '@/server/renderContext'
import type { EmergencyAlert } from '@/payload-types'
import { staffUsers, testPayload } from './payload'
import { updatePage } from './pages'
import { schoolTag, tagFor } from '@/data/cacheTags'

let payload: Payload
let users: Awaited<ReturnType<typeof staffUsers>>
/**
 * What staff send: the generated type asks for fields the CMS fills in by default (start, time zones).
 * An alert notifies subscribers unless unticked, so staff confirm who it goes to (src/features/notices/confirm.ts).
 */
const sent = (data: Partial<EmergencyAlert>) => ({ notifyConfirmed: true, ...data }) as Omit<EmergencyAlert, 'id' | 'createdAt' | 'updatedAt'>
const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString()

beforeAll(async () => {
  payload = await testPayload()
  users = await staffUsers(payload)
  await updatePage(payload, {
    slug: 'school-profile',
    data: { name: 'Test School', shortName: 'TS', address: 'Ranchi' },
  })
})

describe('emergency alerts', () => {
  it('are written by staff in India time, and "Show until" must come after "Show from"', async () => {
    const alert = await payload.create({
      collection: 'emergency-alerts',
      data: sent({ title: 'Rain', severity: 'danger', endsAt: inMinutes(60), _status: 'published' }),
      user: users.editor,
      overrideAccess: false,
    })
    expect(alert.endsAt_tz).toBe('Asia/Kolkata')
    expect(Date.parse(alert.startsAt)).toBeLessThanOrEqual(Date.now())
    await expect(
      payload.create({
        collection: 'emergency-alerts',
        data: sent({ title: 'Backwards', severity: 'info', startsAt: inMinutes(60), endsAt: inMinutes(30), _status: 'published' }),
        user: users.editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/Show until/)
    await expect(
      payload.create({
        collection: 'emergency-alerts',
        data: sent({ title: 'Anywhere', severity: 'info', link: 'javascript:alert(1)', endsAt: inMinutes(30), _status: 'published' }),
        user: users.editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/Link/)
    await expect(
      payload.create({
        collection: 'emergency-alerts',
        data: sent({ title: 'x', severity: 'info', endsAt: inMinutes(30) }),
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await payload.delete({ collection: 'emergency-alerts', id: alert.id })
  })

  it('the feed lists the published alerts showing now, and the render records the next start or end', async () => {
    const make = (title: string, startsAt: string, endsAt: string, _status: 'published' | 'draft' = 'published') =>
      payload.create({
        collection: 'emergency-alerts',
        data: sent({ title, severity: 'warning', startsAt, endsAt, _status }),
        draft: _status === 'draft',
      })
    const now = await make('Exam postponed', inMinutes(-5), inMinutes(30))
    const later = await make('Sports day moved', inMinutes(10), inMinutes(40))
    const draft = await make('Not yet', inMinutes(-5), inMinutes(30), 'draft')
    const over = await make('Over', inMinutes(-50), inMinutes(-1))

    const { GET } = await import('@/app/feeds/alerts.xml/route')
    const { record, result } = recordRender(() => GET())
    const feed = await new Parser().parseString(await (await result).text())
    expect(feed.items.map((i) => i.title)).toEqual(['Important: Exam postponed'])
    // Under the alerts' tag within the school (a change in another school leaves it cached).
    const school = (await payload.find({ collection: 'schools', sort: 'id', limit: 1 })).docs[0]!.id
    expect(record.tags.has(schoolTag(tagFor('emergency-alerts'), school))).toBe(true)
    expect(record.expiresAt).toBe(Date.parse(later.startsAt))

    for (const a of [now, later, draft, over]) await payload.delete({ collection: 'emergency-alerts', id: a.id })
  })
})

describe('dismissing an alert', () => {
  it('sets the cookie and goes back to the page it was on; the stylesheet then hides that alert', async () => {
    const { POST } = await import('@/app/alerts/dismiss/route')
    const res = await POST(
      new NextRequest('http://localhost/alerts/dismiss', {
        method: 'POST',
        body: new URLSearchParams({ alert: '12-1700000000000' }),
        headers: { referer: 'http://localhost/news?page=2', host: 'localhost', cookie: 'dismissed-alerts=3-5' },
      }),
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/news?page=2')
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^dismissed-alerts=3-5\.12-1700000000000; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/)

    const { GET } = await import('@/app/alerts/dismissed.css/route')
    const css = GET(new NextRequest('http://localhost/alerts/dismissed.css', { headers: { cookie: cookie.split(';')[0]! } }))
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(css.headers.get('cache-control')).toBe('private, no-store')
    const text = await css.text()
    expect(text).toContain('[data-alert="3-5"]')
    expect(text).toContain('[data-alert="12-1700000000000"]')

    const bad = await POST(new NextRequest('http://localhost/alerts/dismiss', { method: 'POST', body: 'alert=oops' }))
    expect(bad.status).toBe(400)
  })
})
