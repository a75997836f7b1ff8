import ICAL from 'ical.js'
import Parser from 'rss-parser'
import { describe, expect, it } from 'vitest'

import { calendarSubscriptions, FEEDS } from '@/lib/feeds'
import { calendarDayOf, nextDay } from '@/lib/feeds/days'
import type { Document } from '@/payload-types'
import { parseTimeRange } from '@/lib/eventTime'
import { escapeText, eventsCalendar, foldLine, icalendar, utcStamp, type EventForFeed } from '@/lib/feeds/ical'
import { circularsFeed, mergeNewestFirst, newsFeed, rfc822, rfc822Day, type CircularForFeed, type NewsForFeed } from '@/lib/feeds/rss'
import { xmlEscape } from '@/lib/xml'

const ORIGIN = 'https://school.example.in'
const SCHOOL = { name: 'Test Public School' }
const octets = (s: string) => new TextEncoder().encode(s).length

describe('parseTimeRange', () => {
  it.each([
    ['10:00 AM – 1:00 PM', [10, 0], [13, 0]],
    ['9:00 AM - 12:00 PM', [9, 0], [12, 0]],
    ['10 AM to 1 PM', [10, 0], [13, 0]],
    ['9:30am-11am', [9, 30], [11, 0]],
    ['10 a.m. — 12 noon', [10, 0], [12, 0]],
    ['10 – 11 AM', [10, 0], [11, 0]],
    ['11 - 1 PM', [11, 0], [13, 0]],
    ['10 AM - 1', [10, 0], [13, 0]],
    ['14:00 - 16:30', [14, 0], [16, 30]],
    ['10.30 AM - 12.00 PM', [10, 30], [12, 0]],
  ])('reads %j as a range', (text, start, end) => {
    expect(parseTimeRange(text)).toEqual({ start: { hour: start[0], minute: start[1] }, end: { hour: end[0], minute: end[1] } })
  })

  it.each([
    ['9 AM', [9, 0]],
    ['9:00 AM', [9, 0]],
    ['4:00 PM', [16, 0]],
    ['12 PM', [12, 0]],
    ['12:15 AM', [0, 15]],
    ['7:30 AM onwards', [7, 30]],
    ['From 8 am', [8, 0]],
    ['  18:45 hrs ', [18, 45]],
  ])('reads %j as a start with no end', (text, start) => {
    expect(parseTimeRange(text)).toEqual({ start: { hour: start[0], minute: start[1] }, end: null })
  })

  it('keeps the start of a range whose end is not after it (past midnight, or backwards)', () => {
    expect(parseTimeRange('10 PM - 1 AM')).toEqual({ start: { hour: 22, minute: 0 }, end: null })
    expect(parseTimeRange('3 PM - 3 PM')).toEqual({ start: { hour: 15, minute: 0 }, end: null })
  })

  it.each([
    null,
    undefined,
    '',
    '   ',
    'All day',
    'all-day',
    'Full day',
    'After the assembly',
    '9',
    '9 - 12',
    '13 PM',
    '0 AM',
    '10:75 AM',
    '25:00',
    '9 AM - lunch',
    '9 AM - 10 AM - 11 AM',
    'TBA',
  ])('reads %j as no time', (text) => {
    expect(parseTimeRange(text)).toBeNull()
  })
})

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks, and drops other control characters', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf\rg\u0007h\ti')).toBe('a\\\\b\\; c\\, d\\ne\\nf\\ng' + 'h\ti')
  })

  it('leaves a line of 75 octets alone and folds a longer one, each physical line at most 75 octets', () => {
    const exact = 'X'.repeat(75)
    expect(foldLine(exact)).toBe(exact)
    const folded = foldLine('D'.repeat(200))
    const lines = folded.split('\r\n')
    expect(lines[0]).toHaveLength(75)
    for (const l of lines.slice(1)) expect(l.startsWith(' ')).toBe(true)
    for (const l of lines) expect(octets(l)).toBeLessThanOrEqual(75)
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe('D'.repeat(200))
  })

  it('never splits the bytes of a character: Hindi (3 octets each) and emoji (4) fold whole', () => {
    const text = 'DESCRIPTION:' + 'विद्यालय का वार्षिक खेल दिवस 🏃‍♀️🏆 '.repeat(8)
    const folded = foldLine(text)
    const lines = folded.split('\r\n')
    expect(lines.length).toBeGreaterThan(3)
    for (const l of lines) {
      expect(octets(l)).toBeLessThanOrEqual(75)
      // A split character would show up as U+FFFD when the line's bytes are decoded alone.
      expect(new TextDecoder().decode(new TextEncoder().encode(l))).not.toContain('\uFFFD')
      expect(l).not.toMatch(/[\uD800-\uDBFF]$/)
    }
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(text)
  })

  it('writes UTC stamps', () => {
    expect(utcStamp(new Date('2025-08-14T06:30:05.123Z'))).toBe('20250814T063005Z')
  })
})

describe('days', () => {
  it("reads a day-only date as its UTC day, the school's calendar day, whether stored at midnight or noon UTC", () => {
    expect(calendarDayOf('2025-11-08T00:00:00.000Z')).toEqual({ year: 2025, month: 11, day: 8 })
    expect(calendarDayOf('2025-11-08T12:00:00.000Z')).toEqual({ year: 2025, month: 11, day: 8 })
    expect(calendarDayOf('not a date')).toBeNull()
    expect(calendarDayOf(null)).toBeNull()
  })

  it('finds the next day across months and years', () => {
    expect(nextDay({ year: 2025, month: 12, day: 31 })).toEqual({ year: 2026, month: 1, day: 1 })
    expect(nextDay({ year: 2024, month: 2, day: 28 })).toEqual({ year: 2024, month: 2, day: 29 })
  })
})

const event = (o: Partial<EventForFeed> = {}): EventForFeed => ({
  id: 7,
  title: 'Annual sports meet',
  date: '2025-11-20T00:00:00.000Z',
  time: '10:00 AM – 1:00 PM',
  venue: 'Dhurwa ground',
  description: 'Athletics, relays and the march past.',
  updatedAt: '2025-11-01T10:20:30.000Z',
  ...o,
})

describe('eventsCalendar', () => {
  const stamp = new Date('2025-11-02T00:00:00Z')

  it('is a calendar ical.js reads: CRLF lines, the IST zone, timed events at their wall-clock time in Asia/Kolkata', () => {
    const text = eventsCalendar(SCHOOL, ORIGIN, [event()], stamp)
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toContain('\n')
    expect(text).toContain('\r\nDTSTART;TZID=Asia/Kolkata:20251120T100000\r\n')
    expect(text).toContain('\r\nDTEND;TZID=Asia/Kolkata:20251120T130000\r\n')

    const cal = new ICAL.Component(ICAL.parse(text))
    expect(cal.getFirstPropertyValue('version')).toBe('2.0')
    expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(cal.getFirstPropertyValue('x-wr-calname')).toContain('Test Public School')
    expect(cal.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Kolkata')
    const zone = new ICAL.Timezone(cal.getFirstSubcomponent('vtimezone')!)
    expect(zone.tzid).toBe('Asia/Kolkata')
    const vevent = cal.getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('uid')).toBe('event-7@school.example.in')
    expect(vevent.getFirstPropertyValue('url')).toBe('https://school.example.in/events/7')
    expect(vevent.getFirstPropertyValue('location')).toBe('Dhurwa ground')
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata')
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time
    expect(start.isDate).toBe(false)
    expect([start.year, start.month, start.day, start.hour, start.minute]).toEqual([2025, 11, 20, 10, 0])
    // With the calendar's own zone, 10:00 in India is 04:30 UTC, and 13:00 is 07:30.
    ICAL.TimezoneService.register(zone)
    try {
      const e = new ICAL.Event(vevent)
      expect(e.startDate.zone.tzid).toBe('Asia/Kolkata')
      expect(e.startDate.toJSDate().toISOString()).toBe('2025-11-20T04:30:00.000Z')
      expect(e.endDate.toJSDate().toISOString()).toBe('2025-11-20T07:30:00.000Z')
    } finally {
      ICAL.TimezoneService.remove('Asia/Kolkata')
    }
    expect((vevent.getFirstPropertyValue('last-modified') as ICAL.Time).toString()).toBe('2025-11-01T10:20:30Z')
    expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toString()).toBe('2025-11-02T00:00:00Z')
  })

  it('makes an event with no readable time an all-day event, and keeps the time as written in its description', () => {
    const text = eventsCalendar(SCHOOL, ORIGIN, [event({ time: 'After the assembly', date: '2025-12-31T12:00:00.000Z' })], stamp)
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20251231\r\nDTEND;VALUE=DATE:20260101\r\n')
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!
    expect((vevent.getFirstPropertyValue('dtstart') as ICAL.Time).isDate).toBe(true)
    expect(vevent.getFirstPropertyValue('description')).toBe('Time: After the assembly\n\nAthletics, relays and the march past.')

    const allDay = eventsCalendar(SCHOOL, ORIGIN, [event({ time: 'All day' }), event({ id: 8, time: null })], stamp)
    expect(allDay.match(/DTSTART;VALUE=DATE:20251120/g)).toHaveLength(2)
    expect(allDay).not.toContain('Time: All day')
  })

  it('gives a start with no end a start only', () => {
    const text = eventsCalendar(SCHOOL, ORIGIN, [event({ time: '7:30 AM onwards' })], stamp)
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20251120T073000')
    expect(text).not.toContain('DTEND')
  })

  it('round-trips Hindi and the special characters through ical.js', () => {
    const title = 'हिंदी पखवाड़ा: कविता, कहानी; और \\ निबंध'
    const description = 'पहला दिन: कविता पाठ,\nदूसरा दिन: कहानी; तीसरा दिन: निबंध। '.repeat(4)
    const text = eventsCalendar(SCHOOL, ORIGIN, [event({ title, description, venue: 'Hall 1, Doranda; first floor' })], stamp)
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('summary')).toBe(title)
    expect(vevent.getFirstPropertyValue('description')).toBe(description.trim())
    expect(vevent.getFirstPropertyValue('location')).toBe('Hall 1, Doranda; first floor')
  })

  it('leaves out an event with no valid day, and makes the same UIDs each time', () => {
    const events = [event(), event({ id: 9, date: 'garbage' })]
    const a = eventsCalendar(SCHOOL, ORIGIN, events, stamp)
    const b = eventsCalendar(SCHOOL, ORIGIN, events, new Date())
    const uids = (t: string) => t.match(/^UID:.*$/gm)
    expect(uids(a)).toEqual(['UID:event-7@school.example.in'])
    expect(uids(b)).toEqual(uids(a))
  })

  it('writes an empty calendar that still parses', () => {
    const cal = new ICAL.Component(ICAL.parse(icalendar({ name: 'X', stamp, events: [] })))
    expect(cal.getAllSubcomponents('vevent')).toHaveLength(0)
  })
})

describe('RSS', () => {
  it('escapes XML and drops characters XML cannot carry', () => {
    expect(xmlEscape(`<a href="x">Tom & Jerry's</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;')
  })

  it('writes RFC 822 dates, a day as its start in India', () => {
    expect(rfc822(new Date('2025-08-14T06:30:05Z'))).toBe('Thu, 14 Aug 2025 06:30:05 GMT')
    expect(rfc822Day({ year: 2025, month: 8, day: 15 })).toBe('Fri, 15 Aug 2025 00:00:00 +0530')
  })

  const news = (id: number, title: string, fromDate: string): NewsForFeed => ({
    id,
    title,
    description: `About ${title} & more`,
    fromDate,
    updatedAt: `2025-0${id}-01T00:00:00.000Z`,
  })

  it('lists the news in the order given, each item linking to its own page', async () => {
    const xml = newsFeed(SCHOOL, ORIGIN, [
      news(2, 'Science <fair>', '2025-08-15T00:00:00.000Z'),
      news(1, 'हिंदी दिवस', '2025-09-14T12:00:00.000Z'),
    ])
    expect(xml).toContain('<atom:link href="https://school.example.in/feeds/news.xml" rel="self" type="application/rss+xml"/>')
    const feed = await new Parser().parseString(xml)
    expect(feed.title).toBe('Test Public School: News')
    expect(feed.link).toBe('https://school.example.in/news')
    expect(feed.items.map((i) => i.title)).toEqual(['Science <fair>', 'हिंदी दिवस'])
    expect(feed.items[0]!.link).toBe('https://school.example.in/news/2')
    expect(feed.items[0]!.guid).toBe('https://school.example.in/news/2')
    expect(feed.items[0]!.content).toBe('About Science <fair> & more')
    expect(feed.items[0]!.pubDate).toBe('Fri, 15 Aug 2025 00:00:00 +0530')
    expect(feed.items[1]!.pubDate).toBe('Sun, 14 Sep 2025 00:00:00 +0530')
    expect(xml).toContain('<lastBuildDate>Sat, 01 Feb 2025 00:00:00 GMT</lastBuildDate>')
    expect(xml).toContain('<guid isPermaLink="true">https://school.example.in/news/2</guid>')
  })

  it('carries the items of other types among the news by their day, linked to their own pages; the news keeps its order', async () => {
    const award = { ...news(7, 'State chess title', '2025-09-01T00:00:00.000Z'), path: '/achievements/7' }
    const older = { ...news(8, 'District quiz', '2025-01-10T00:00:00.000Z'), path: '/achievements/8' }
    const list = mergeNewestFirst([news(1, 'September news', '2025-09-14T00:00:00.000Z'), news(3, 'Also in September', '2025-09-14T00:00:00.000Z'), news(2, 'August news', '2025-08-15T00:00:00.000Z')], [award, older])
    expect(list.map((n) => n.title)).toEqual(['September news', 'Also in September', 'State chess title', 'August news', 'District quiz'])
    const feed = await new Parser().parseString(newsFeed(SCHOOL, ORIGIN, list))
    expect(feed.items[2]!.link).toBe('https://school.example.in/achievements/7')
    expect(feed.items[3]!.link).toBe('https://school.example.in/news/2')
  })

  it('carries at most 50 items', async () => {
    const many = Array.from({ length: 60 }, (_, i) => news(i + 1, `Item ${i + 1}`, '2025-01-01T00:00:00.000Z'))
    const feed = await new Parser().parseString(newsFeed(SCHOOL, ORIGIN, many))
    expect(feed.items).toHaveLength(50)
  })

  it("links a circular to its first file, absolute, else to the newsletters page; its id is not the file's address", async () => {
    const circ = (o: Partial<CircularForFeed>): CircularForFeed => ({
      id: 1,
      title: 'News Letter: August 2025',
      category: 'News Letter',
      date: '2025-08-31T00:00:00.000Z',
      attachments: [],
      updatedAt: '2025-09-01T00:00:00.000Z',
      ...o,
    })
    const file: Document = {
      id: 3,
      title: 'August',
      filename: 'aug.pdf',
      url: '/cms-api/documents/file/aug.pdf',
      updatedAt: '',
      createdAt: '',
    }
    const xml = circularsFeed(SCHOOL, ORIGIN, [
      circ({ attachments: [{ relationTo: 'documents', value: file }] }),
      circ({
        id: 2,
        title: 'Loquacity: 40 years',
        category: 'Loquacity',
        date: null,
        attachments: [{ relationTo: 'documents', value: 5 }],
      }),
    ])
    const feed = await new Parser().parseString(xml)
    expect(feed.items.map((i) => i.link)).toEqual([
      'https://school.example.in/files/documents/aug.pdf',
      'https://school.example.in/newsletters',
    ])
    expect(feed.items.map((i) => i.guid)).toEqual(['circular-1@school.example.in', 'circular-2@school.example.in'])
    expect(xml).toContain('<guid isPermaLink="false">circular-1@school.example.in</guid>')
    expect(feed.items[0]!.pubDate).toBe('Sun, 31 Aug 2025 00:00:00 +0530')
    // An undated item has no date rather than a made-up one.
    expect(feed.items[1]!.pubDate).toBeUndefined()
    expect(feed.items[0]!.categories).toEqual(['News Letter'])
  })
})

describe('subscribing to the events calendar', () => {
  it('offers the same feed with the webcal scheme, in Google Calendar, and as the plain file', () => {
    const links = calendarSubscriptions(ORIGIN)
    expect(links.webcal).toBe('webcal://school.example.in/feeds/events.ics')
    const google = new URL(links.google)
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/r')
    expect(google.searchParams.get('cid')).toBe(links.webcal)
    expect(links.file).toBe(FEEDS.events)
    // An origin with a port (written with a trailing slash) keeps its whole host.
    expect(calendarSubscriptions('http://localhost:3000/').webcal).toBe('webcal://localhost:3000/feeds/events.ics')
  })
})
