/**
 * The feeds (issue #14): RSS 2.0 of the news and of the circulars and newsletters, and an
 * iCalendar feed of the events, read with the parsers feed readers and calendar apps use.
 * Each carries exactly the published items, never a draft, and a publish shows on the next
 * request even though the feeds are served from the response cache. The events calendar is
 * one tap away (issue #27): webcal and Google Calendar links at the top of /events and beside
 * the home page's calendar.
 */
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test'
import ICAL from 'ical.js'
import Parser from 'rss-parser'

import { FEEDS } from '../../src/lib/feeds'
import { globalDoc, published, seenNotifications, signedInAsAdmin } from './helpers'

type News = { id: number; title: string; fromDate: string }
type Circular = { id: number; title: string; date?: string | null; attachments: { relationTo: string; value: number }[] }
type Event = { id: number; title: string; date: string; time?: string | null }

const parser = new Parser()

async function rss(request: APIRequestContext, path: string) {
  const res = await request.get(path)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
  const xml = await res.text()
  return { xml, feed: await parser.parseString(xml), cache: res.headers()['x-cache'] }
}

async function calendar(request: APIRequestContext) {
  const res = await request.get(FEEDS.events)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const text = await res.text()
  const cal = new ICAL.Component(ICAL.parse(text))
  const events = cal.getAllSubcomponents('vevent')
  const bySummary = new Map(events.map((e) => [String(e.getFirstPropertyValue('summary')), e]))
  return { text, cal, events, bySummary, cache: res.headers()['x-cache'] }
}

const newestNewsFirst = (a: News, b: News) => b.fromDate.localeCompare(a.fromDate) || b.id - a.id

test('the news feed lists exactly the published news, newest first, each linking to its own page, and a publish shows at once', async ({
  request,
  baseURL,
}) => {
  const school = await globalDoc<{ name: string }>(request, 'school-profile')
  const admin = await signedInAsAdmin(baseURL!)
  const stamp = Date.now()
  const draft = await admin.post('/cms-api/news?draft=true', {
    data: { title: `Unannounced holiday ${stamp} (draft)`, description: 'Not yet.', fromDate: new Date().toISOString(), _status: 'draft' },
  })
  expect(draft.status()).toBe(201)
  const draftId = ((await draft.json()) as { doc: { id: number } }).doc.id
  let publishedId: number | null = null
  try {
    const { xml, feed } = await rss(request, FEEDS.news)
    expect(feed.title).toContain(school.name)
    const origin = new URL(feed.link!).origin
    expect(xml).toContain(`<atom:link href="${origin}${FEEDS.news}" rel="self" type="application/rss+xml"/>`)

    const news = (await published<News>(request, 'news')).sort(newestNewsFirst).slice(0, 50)
    expect(news.length).toBeGreaterThan(0)
    expect(feed.items.map((i) => i.title)).toEqual(news.map((n) => n.title))
    for (const [i, item] of feed.items.entries()) {
      expect(item.link).toBe(`${origin}/news/${news[i]!.id}`)
      expect(item.guid).toBe(item.link)
      // The news item's day, at the start of that day in India.
      const day = new Date(news[i]!.fromDate)
      expect(item.pubDate).toMatch(
        new RegExp(`^\\w{3}, ${String(day.getUTCDate()).padStart(2, '0')} \\w{3} ${day.getUTCFullYear()} 00:00:00 \\+0530$`),
      )
    }
    expect(xml).not.toContain(String(stamp))

    // The second request is served from the response cache; a publish still shows on the next one.
    expect((await rss(request, FEEDS.news)).cache).toBe('HIT')
    const title = `Results of the inter-house quiz ${stamp}`
    const created = await admin.post('/cms-api/news', {
      data: { title, description: 'Auriga won.', fromDate: new Date(Date.now() + 86_400_000).toISOString(), _status: 'published' },
    })
    expect(created.status()).toBe(201)
    publishedId = ((await created.json()) as { doc: { id: number } }).doc.id
    const after = await rss(request, FEEDS.news)
    expect(after.feed.items[0]!.title).toBe(title)
    expect(after.feed.items[0]!.link).toBe(`${origin}/news/${publishedId}`)
    expect(after.xml).not.toContain('(draft)')
  } finally {
    await admin.delete(`/cms-api/news/${draftId}`)
    if (publishedId !== null) await admin.delete(`/cms-api/news/${publishedId}`)
    await admin.dispose()
  }
})

test('the circulars feed lists exactly the published circulars and newsletters, each linking to its file', async ({ request, baseURL }) => {
  const circulars = await published<Circular>(request, 'circulars')
  expect(circulars.length).toBeGreaterThan(0)
  const admin = await signedInAsAdmin(baseURL!)
  const title = `News Letter: unfinished ${Date.now()} (draft)`
  const draft = await admin.post('/cms-api/circulars?draft=true', {
    data: { title, category: 'News Letter', date: new Date().toISOString(), attachments: circulars[0]!.attachments, _status: 'draft' },
  })
  expect(draft.status()).toBe(201)
  const draftId = ((await draft.json()) as { doc: { id: number } }).doc.id
  try {
    const { xml, feed } = await rss(request, FEEDS.circulars)
    // Dated ones newest first, then the undated ones, newest entry first.
    const dated = circulars.filter((c) => c.date).sort((a, b) => b.date!.localeCompare(a.date!) || b.id - a.id)
    const undated = circulars.filter((c) => !c.date).sort((a, b) => b.id - a.id)
    expect(feed.items.map((i) => i.title)).toEqual([...dated, ...undated].slice(0, 50).map((c) => c.title))
    expect(xml).not.toContain(title)
    const origin = new URL(feed.link!).origin
    for (const item of feed.items) {
      const link = new URL(item.link!)
      expect(link.origin).toBe(origin)
      expect(link.pathname).toMatch(/^\/files\/(documents|images)\//)
      expect(item.guid).toMatch(/^circular-\d+@/)
    }
    expect((await rss(request, FEEDS.circulars)).cache).toBe('HIT')
    // The links open the files.
    const file = await request.get(new URL(feed.items[0]!.link!).pathname)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/^application\/pdf|^image\//)
  } finally {
    await admin.delete(`/cms-api/circulars/${draftId}`)
    await admin.dispose()
  }
})

test('the events calendar has every published event, timed ones in Asia/Kolkata at their wall-clock time, others all day', async ({
  request,
  baseURL,
}) => {
  const school = await globalDoc<{ name: string }>(request, 'school-profile')
  const admin = await signedInAsAdmin(baseURL!)
  const stamp = Date.now()
  const create = async (data: Record<string, unknown>, draft = false) => {
    const res = await admin.post(`/cms-api/events${draft ? '?draft=true' : ''}`, {
      data: { ...data, _status: draft ? 'draft' : 'published' },
    })
    expect(res.status()).toBe(201)
    return ((await res.json()) as { doc: { id: number } }).doc.id
  }
  const ids: number[] = []
  try {
    // Before: the calendar as a subscriber has it.
    const before = await calendar(request)
    const hindi = `वार्षिक खेल दिवस, कक्षा VI–VIII; ${stamp}`
    // As the admin's day picker stores a day: about noon UTC of that day.
    ids.push(await create({ title: hindi, date: '2026-02-10T12:00:00.000Z', time: '4:30 PM – 6 PM', venue: 'खेल का मैदान, Dhurwa' }))
    ids.push(await create({ title: `Founders' day ${stamp}`, date: '2026-03-31T00:00:00.000Z', time: 'All day', venue: 'Both campuses' }))
    ids.push(await create({ title: `Staff picnic ${stamp} (draft)`, date: '2026-02-11T00:00:00.000Z', time: '9 AM' }, true))

    const { text, cal, events, bySummary } = await calendar(request)
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(text.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true)
    expect(cal.getFirstPropertyValue('version')).toBe('2.0')
    expect(cal.getFirstPropertyValue('prodid')).toBeTruthy()
    expect(cal.getFirstPropertyValue('calscale')).toBe('GREGORIAN')
    expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(cal.getFirstPropertyValue('x-wr-calname')).toContain(school.name)
    expect(cal.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Kolkata')
    const zone = cal.getFirstSubcomponent('vtimezone')!
    expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata')
    expect(String(zone.getFirstSubcomponent('standard')!.getFirstPropertyValue('tzoffsetto'))).toBe('+05:30')

    // Exactly the published events (the draft is not one of them).
    const publishedEvents = await published<Event>(request, 'events')
    expect([...bySummary.keys()].sort()).toEqual(publishedEvents.map((e) => e.title).sort())
    expect(events).toHaveLength(publishedEvents.length)
    expect(text).not.toContain('Staff picnic')

    // A timed event: its day, its wall-clock time in India, and its end.
    const timed = bySummary.get(hindi)!
    expect(timed.getFirstPropertyValue('location')).toBe('खेल का मैदान, Dhurwa')
    const start = timed.getFirstProperty('dtstart')!
    expect(start.getParameter('tzid')).toBe('Asia/Kolkata')
    expect((start.getFirstValue() as ICAL.Time).toString()).toBe('2026-02-10T16:30:00')
    const end = timed.getFirstProperty('dtend')!
    expect(end.getParameter('tzid')).toBe('Asia/Kolkata')
    expect((end.getFirstValue() as ICAL.Time).toString()).toBe('2026-02-10T18:00:00')
    ICAL.TimezoneService.register(new ICAL.Timezone(zone))
    try {
      // 16:30 in India is 11:00 UTC.
      expect(new ICAL.Event(timed).startDate.toJSDate().toISOString()).toBe('2026-02-10T11:00:00.000Z')
    } finally {
      ICAL.TimezoneService.remove('Asia/Kolkata')
    }
    const origin = new URL(String(timed.getFirstPropertyValue('url'))).origin
    expect(timed.getFirstPropertyValue('url')).toBe(`${origin}/events/${ids[0]}`)

    // An all-day event: DATE values, ending the next day.
    const allDay = bySummary.get(`Founders' day ${stamp}`)!
    const day = allDay.getFirstPropertyValue('dtstart') as ICAL.Time
    expect(day.isDate).toBe(true)
    expect(day.toString()).toBe('2026-03-31')
    expect((allDay.getFirstPropertyValue('dtend') as ICAL.Time).toString()).toBe('2026-04-01')

    // The demo content's own times: "9:00 AM - 12:00 PM" on its day.
    const meeting = publishedEvents.find((e) => e.time === '9:00 AM - 12:00 PM')!
    const meetingEvent = bySummary.get(meeting.title)!
    expect((meetingEvent.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe(`${meeting.date.slice(0, 10)}T09:00:00`)
    expect((meetingEvent.getFirstPropertyValue('dtend') as ICAL.Time).toString()).toBe(`${meeting.date.slice(0, 10)}T12:00:00`)

    // Every event has the parts a calendar needs; the UIDs stay the same from one fetch to the next.
    for (const e of events) {
      for (const name of ['uid', 'dtstamp', 'dtstart', 'summary', 'url', 'last-modified'])
        expect(e.getFirstProperty(name), name).toBeTruthy()
      expect((e.getFirstPropertyValue('dtstamp') as ICAL.Time).zone).toBe(ICAL.Timezone.utcTimezone)
    }
    const uids = (list: ICAL.Component[]) =>
      new Map(list.map((e) => [String(e.getFirstPropertyValue('summary')), e.getFirstPropertyValue('uid')]))
    const again = await calendar(request)
    expect(again.cache).toBe('HIT')
    expect(uids(again.events)).toEqual(uids(events))
    for (const [summary, uid] of uids(before.events)) expect(uids(events).get(summary)).toBe(uid)
    const host = new URL(origin).hostname
    for (const e of publishedEvents) expect(uids(events).get(e.title)).toBe(`event-${e.id}@${host}`)
  } finally {
    for (const id of ids) await admin.delete(`/cms-api/events/${id}`)
    await admin.dispose()
  }
})

test('the pages the feeds mirror link to them, visibly and in their head', async ({ page, request }) => {
  for (const [path, feed, type, name] of [
    ['/news', FEEDS.news, 'application/rss+xml', /News feed \(RSS\)/],
    ['/newsletters', FEEDS.circulars, 'application/rss+xml', /Newsletters feed \(RSS\)/],
    ['/events', FEEDS.events, 'text/calendar', 'Calendar file (.ics) for other apps'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', feed)
    const announced = await page.locator(`head link[rel="alternate"][type="${type}"]`).getAttribute('href')
    expect(new URL(announced!).pathname).toBe(feed)
    expect((await request.get(feed)).status()).toBe(200)
  }
  // The home page announces all of them to feed readers (the emergency alerts' too: alerts.spec.ts).
  await page.goto('/')
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(3)
  await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveCount(1)
})

test.describe('subscribing to the events calendar', () => {
  // On a phone as parents use it (with JavaScript the menu folds away); the links themselves need none.
  test.use({ viewport: { width: 390, height: 844 } })

  const WORDS = {
    en: { webcal: 'Subscribe on your phone or computer', google: 'Add to Google Calendar', file: 'Calendar file (.ics) for other apps' },
    hi: {
      webcal: 'अपने फ़ोन या कंप्यूटर के कैलेंडर में जोड़ें',
      google: 'Google कैलेंडर में जोड़ें',
      file: 'अन्य ऐप के लिए कैलेंडर फ़ाइल (.ics)',
    },
  }

  /** The three links in `scope`: the feed with the webcal scheme, Google Calendar subscribing to it, and the plain file. */
  async function expectSubscribeLinks(scope: Locator, words: (typeof WORDS)['en']) {
    const webcal = (await scope.getByRole('link', { name: words.webcal, exact: true }).getAttribute('href'))!
    expect(webcal).toMatch(/^webcal:\/\/[^/]+\/feeds\/events\.ics$/)
    const google = new URL((await scope.getByRole('link', { name: words.google, exact: true }).getAttribute('href'))!)
    expect(`${google.origin}${google.pathname}`).toBe('https://calendar.google.com/calendar/r')
    expect(google.searchParams.get('cid')).toBe(webcal)
    await expect(scope.getByRole('link', { name: words.file, exact: true })).toHaveAttribute('href', FEEDS.events)
    return webcal
  }

  test('one tap: webcal and Google Calendar at the top of /events and beside the home calendar, in both languages', async ({
    page,
    request,
  }) => {
    await seenNotifications(page)
    await page.goto('/events')
    const main = page.getByRole('main')
    const webcal = await expectSubscribeLinks(main, WORDS.en)
    // The feed it names is at this site's public address (the one its canonical links use), and answers.
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!
    expect(new URL(webcal.replace(/^webcal:/, 'http:')).host).toBe(new URL(canonical).host)
    expect((await request.get(FEEDS.events)).status()).toBe(200)
    // Near the top: on a phone's first screen, before any event.
    await expect(main.getByRole('link', { name: WORDS.en.webcal })).toBeInViewport()
    const linkTop = (await main.getByRole('link', { name: WORDS.en.webcal }).boundingBox())!.y
    const firstEvent = (await main.getByRole('heading', { level: 3 }).first().boundingBox())!.y
    expect(linkTop).toBeLessThan(firstEvent)

    await page.goto('/')
    await expectSubscribeLinks(page.getByRole('region', { name: 'Events Calendar' }), WORDS.en)

    await page.goto('/hi/events')
    await expectSubscribeLinks(page.getByRole('main'), WORDS.hi)
    await page.goto('/hi')
    await expectSubscribeLinks(page.getByRole('region', { name: 'कार्यक्रम कैलेंडर' }), WORDS.hi)
  })
})
