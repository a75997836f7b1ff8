/**
 * An event's time as staff type it ("10:00 AM – 1:00 PM", "9 AM", "7:30 AM onwards", "14:30",
 * "All day") read as clock times in India, for the calendar feed and for search engines.
 * Anything that does not read as a time leaves the event a whole-day one. Pure.
 */
import { calendarDayOf, pad } from './feeds/days'

/** India's offset from UTC all year round, as schema.org and ISO 8601 write it. */
const INDIA_OFFSET = '+05:30'

export type ClockTime = { hour: number; minute: number }
export type TimeRange = { start: ClockTime; end: ClockTime | null }

type Token = { hour: number; minute: number | null; meridiem: 'am' | 'pm' | null }

const TOKEN = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?(?:\s*(?:hrs|hours))?$/

function token(text: string): Token | null {
  const m = TOKEN.exec(text)
  if (!m) return null
  const hour = Number(m[1])
  const minute = m[2] === undefined ? null : Number(m[2])
  if (minute !== null && minute > 59) return null
  return { hour, minute, meridiem: (m[3] as 'am' | 'pm' | undefined) ?? null }
}

/** A token on the 24-hour clock, reading it with `meridiem` when it has none of its own. */
function clock(t: Token, meridiem: 'am' | 'pm' | null = t.meridiem): ClockTime | null {
  const minute = t.minute ?? 0
  if (meridiem) {
    if (t.hour < 1 || t.hour > 12) return null
    return { hour: (t.hour % 12) + (meridiem === 'pm' ? 12 : 0), minute }
  }
  // No AM or PM: only "14:00" (hours and minutes) reads as the 24-hour clock; a bare "9" does not.
  if (t.minute === null || t.hour > 23) return null
  return { hour: t.hour, minute }
}

const minutes = (c: ClockTime) => c.hour * 60 + c.minute
const other = (m: 'am' | 'pm') => (m === 'am' ? 'pm' : 'am')

/** One side's time read with the other side's AM or PM: the same one if that keeps the start first, else the other. */
function withMeridiemOf(t: Token, from: Token, isStart: boolean, known: ClockTime): ClockTime | null {
  const ordered = (c: ClockTime | null) => c !== null && (isStart ? minutes(c) < minutes(known) : minutes(known) < minutes(c))
  const same = clock(t, from.meridiem)
  if (ordered(same)) return same
  const flipped = clock(t, other(from.meridiem!))
  return ordered(flipped) ? flipped : same
}

/** Words that mean a whole-day event. */
const ALL_DAY = /^(all|full|whole)[\s-]*day$/

/** Whether the school wrote that an event lasts the whole day ("All day", "Full-day"). */
export const saysAllDay = (text: string) => ALL_DAY.test(text.trim().toLowerCase())

/**
 * The start, and the end if given, of a time as the school writes it; null when it is not
 * one (empty, "All day", free text). A range whose end is not after its start keeps its start.
 */
export function parseTimeRange(text: string | null | undefined): TimeRange | null {
  if (!text) return null
  const s = text
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\b([ap])\.\s?m\b\.?/g, '$1m')
    .replace(/\b12\s*noon\b|\bnoon\b/g, '12 pm')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^from /, '')
    .replace(/ ?(onwards?|sharp|ist)$/, '')
  if (!s || ALL_DAY.test(s)) return null
  const parts = s.split(/\s*(?:-|\bto\b|\btill\b|\buntil\b)\s*/)
  if (parts.length > 2 || parts.some((p) => p === '')) return null
  const [a, b] = parts.map(token)
  if (!a || (parts.length === 2 && !b)) return null
  if (!b) {
    const start = clock(a)
    return start && { start, end: null }
  }
  let start: ClockTime | null
  let end: ClockTime | null
  if (a.meridiem && !b.meridiem) {
    start = clock(a)
    end = start && withMeridiemOf(b, a, false, start)
  } else if (!a.meridiem && b.meridiem) {
    end = clock(b)
    start = end && withMeridiemOf(a, b, true, end)
  } else {
    start = clock(a)
    end = clock(b)
  }
  if (!start || !end) return null
  return { start, end: minutes(end) > minutes(start) ? end : null }
}

/**
 * schema.org start and end of an event: date-times with India's offset when the time reads as
 * one ("2025-08-15T10:00:00+05:30"), the bare day otherwise ("2025-08-15").
 */
export function eventTimes(date: string, time: string | null | undefined): { start: string; end: string | null } {
  const d = calendarDayOf(date)
  const day = d ? `${d.year}-${pad(d.month)}-${pad(d.day)}` : date.slice(0, 10)
  const range = parseTimeRange(time)
  if (!range) return { start: day, end: null }
  const at = (c: ClockTime) => `${day}T${pad(c.hour)}:${pad(c.minute)}:00${INDIA_OFFSET}`
  return { start: at(range.start), end: range.end ? at(range.end) : null }
}
