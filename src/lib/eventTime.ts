/**
 * An event's time as staff type it ("10:00 AM – 1:00 PM", "9 AM", "14:30", "All day") read
 * as clock times in India, for calendars and search engines. Anything that does not read as
 * a time leaves the event a whole-day one. Pure.
 */

/** The school's time zone, and its fixed offset from UTC (India has no summer time). */
export const SCHOOL_TIME_ZONE = 'Asia/Kolkata'
export const SCHOOL_UTC_OFFSET = '+05:30'

export type Clock = { hour: number; minute: number }
export type ClockRange = { start: Clock; end: Clock | null }

const CLOCK = /^(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?|noon)?$/i

function readClock(text: string, allowBareHour = false): { hour: number; minute: number; meridiem: 'am' | 'pm' | null } | null {
  const m = CLOCK.exec(text.trim())
  if (!m) return null
  const hour = Number(m[1])
  const minute = m[2] ? Number(m[2]) : 0
  const mer = m[3]?.toLowerCase()
  const meridiem = mer === 'noon' ? 'pm' : mer?.startsWith('a') ? 'am' : mer?.startsWith('p') ? 'pm' : null
  if (minute > 59) return null
  if (meridiem ? hour < 1 || hour > 12 : hour > 23) return null
  // A bare number with no minutes and no am/pm ("5") is not clearly a time.
  if (!meridiem && !m[2] && !allowBareHour) return null
  return { hour, minute, meridiem }
}

const to24 = (c: { hour: number; minute: number }, meridiem: 'am' | 'pm' | null): Clock => ({
  hour: meridiem === 'am' ? c.hour % 12 : meridiem === 'pm' ? (c.hour % 12) + 12 : c.hour,
  minute: c.minute,
})

/** Start (and end, if given) of a typed time, on a 24-hour clock; null when it is not a time. */
export function parseClockRange(text: string | null | undefined): ClockRange | null {
  if (!text) return null
  const parts = text
    .trim()
    .split(/\s*(?:[–—-]|\bto\b|\btill\b|\buntil\b)\s*/i)
    .filter(Boolean)
  if (parts.length < 1 || parts.length > 2) return null
  const end = parts[1] === undefined ? null : readClock(parts[1])
  // "10 – 11 AM": a bare start hour reads as a time when the end has its am/pm.
  const start = readClock(parts[0]!, Boolean(end?.meridiem))
  if (!start || (parts[1] !== undefined && !end)) return null
  // "10 – 11:30 AM": the end's am/pm stands for both, unless that would put the start after the end.
  let startMeridiem = start.meridiem
  if (!startMeridiem && end?.meridiem && start.hour <= 12) {
    startMeridiem = end.meridiem
    const s = to24(start, startMeridiem)
    const e = to24(end, end.meridiem)
    if (s.hour * 60 + s.minute > e.hour * 60 + e.minute) startMeridiem = 'am'
  }
  return { start: to24(start, startMeridiem), end: end ? to24(end, end.meridiem) : null }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The calendar day of a stored date (the CMS keeps a day as an ISO date-time). */
export const dayOf = (iso: string) => iso.slice(0, 10)

/**
 * schema.org start and end of an event: date-times with India's offset when the time reads as
 * one ("2025-08-15T10:00:00+05:30"), the bare day otherwise ("2025-08-15").
 */
export function eventTimes(date: string, time: string | null | undefined): { start: string; end: string | null } {
  const day = dayOf(date)
  const range = parseClockRange(time)
  if (!range) return { start: day, end: null }
  const at = (c: Clock) => `${day}T${pad(c.hour)}:${pad(c.minute)}:00${SCHOOL_UTC_OFFSET}`
  const endsLater = range.end && range.end.hour * 60 + range.end.minute > range.start.hour * 60 + range.start.minute
  return { start: at(range.start), end: range.end && endsLater ? at(range.end) : null }
}
