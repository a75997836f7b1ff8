/**
 * The events as an iCalendar feed (RFC 5545) a calendar app subscribes to. Pure text
 * building: the events, the school's name and the site's address come from the caller.
 *
 * An event has a day and, optionally, a time as the school writes it ("10:00 AM – 1:00 PM",
 * "9 AM", "7:30 AM onwards"). A time that reads as one becomes a timed event in India's
 * time (TZID=Asia/Kolkata, with the zone's own VTIMEZONE); any other is an all-day event,
 * and the words the school wrote go into its description.
 */
import type { Event } from '@/payload-types'
import { parseTimeRange, saysAllDay, type ClockTime } from '../eventTime'
import { calendarDayOf, IST_ZONE, nextDay, pad, type CalendarDay } from './days'
import { ICAL_EVENT_LIMIT } from './index'
import { routes } from '@/lib/routes'

/** A TEXT value (RFC 5545 §3.3.11): backslashes, semicolons, commas and line breaks escaped, other control characters dropped. */
export function escapeText(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, '')
}

const encoder = new TextEncoder()

/**
 * One content line folded at 75 octets (RFC 5545 §3.1): each further line starts with a
 * space, and no character's UTF-8 bytes are split between lines. Ends without a line break.
 */
export function foldLine(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  let limit = 75
  for (const ch of line) {
    const size = encoder.encode(ch).length
    if (octets + size > limit) {
      out.push(current)
      current = ' '
      octets = 1
      limit = 75
    }
    current += ch
    octets += size
  }
  out.push(current)
  return out.join('\r\n')
}

/** A UTC date-time: 20250814T063000Z. */
export function utcStamp(d: Date): string {
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
}

const dateValue = (d: CalendarDay) => `${d.year}${pad(d.month)}${pad(d.day)}`
const localValue = (d: CalendarDay, t: ClockTime) => `${dateValue(d)}T${pad(t.hour)}${pad(t.minute)}00`

/** Asia/Kolkata: +05:30 all year, no daylight saving since 1945. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${IST_ZONE}`,
  `X-LIC-LOCATION:${IST_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
]

export type CalendarEvent = {
  uid: string
  summary: string
  day: CalendarDay
  /** The time as the school wrote it. */
  time?: string | null
  description?: string | null
  location?: string | null
  url?: string | null
  lastModified?: Date | null
}

export type Calendar = {
  name: string
  description?: string | null
  /** When this copy of the calendar is made (DTSTAMP). */
  stamp: Date
  events: CalendarEvent[]
}

function vevent(e: CalendarEvent, stamp: Date): string[] {
  const range = parseTimeRange(e.time)
  const time = e.time?.trim()
  // A time that is not one (and not "all day") is kept for people to read.
  const unread = time && !range && !saysAllDay(time) ? time : null
  const description = [unread && `Time: ${unread}`, e.description?.trim()].filter(Boolean).join('\n\n')
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(e.uid)}`, `DTSTAMP:${utcStamp(stamp)}`]
  if (range) {
    lines.push(`DTSTART;TZID=${IST_ZONE}:${localValue(e.day, range.start)}`)
    if (range.end) lines.push(`DTEND;TZID=${IST_ZONE}:${localValue(e.day, range.end)}`)
  } else {
    lines.push(`DTSTART;VALUE=DATE:${dateValue(e.day)}`, `DTEND;VALUE=DATE:${dateValue(nextDay(e.day))}`)
  }
  lines.push(`SUMMARY:${escapeText(e.summary)}`)
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`)
  if (e.location?.trim()) lines.push(`LOCATION:${escapeText(e.location.trim())}`)
  if (e.url) lines.push(`URL:${e.url}`)
  if (e.lastModified && !Number.isNaN(e.lastModified.getTime())) lines.push(`LAST-MODIFIED:${utcStamp(e.lastModified)}`)
  lines.push('END:VEVENT')
  return lines
}

/** A whole calendar: CRLF line ends, folded lines. */
export function icalendar(cal: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//School website//Events feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(cal.name)}`,
    `X-WR-CALNAME:${escapeText(cal.name)}`,
    ...(cal.description ? [`X-WR-CALDESC:${escapeText(cal.description)}`] : []),
    `X-WR-TIMEZONE:${IST_ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...VTIMEZONE,
    ...cal.events.flatMap((e) => vevent(e, cal.stamp)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

export type EventForFeed = Pick<Event, 'id' | 'title' | 'date' | 'time' | 'venue' | 'description' | 'updatedAt'>

/** The school's events calendar; events with no valid day are left out. */
export function eventsCalendar(school: { name: string }, origin: string, events: EventForFeed[], stamp: Date): string {
  const host = new URL(origin).hostname
  return icalendar({
    name: `${school.name}: Events`,
    description: `Events at ${school.name}.`,
    stamp,
    events: events.slice(0, ICAL_EVENT_LIMIT).flatMap((e) => {
      const day = calendarDayOf(e.date)
      if (!day) return []
      return [
        {
          uid: `event-${e.id}@${host}`,
          summary: e.title,
          day,
          time: e.time,
          description: e.description,
          location: e.venue,
          url: new URL(routes.event(e.id), `${origin}/`).href,
          lastModified: new Date(e.updatedAt),
        },
      ]
    }),
  })
}
