/**
 * Upcoming and past events, as /events lists them: an event is upcoming from the time it is
 * announced until its day has ended in India, so today's events are still upcoming. Event
 * days are stored as their UTC date (src/lib/feeds/days), so the line between the two is
 * midnight UTC of today's date in India. Pure.
 */

/** India's offset from UTC, all year round (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000
const DAY_MS = 24 * 60 * 60_000

/** Today's date in India as a UTC midnight: events dated on or after it are upcoming, earlier ones past. */
export function upcomingFrom(now: Date): Date {
  return new Date(Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS)
}

/** The next midnight in India, when today's events become past ones (a page listing them changes then by itself). */
export function nextMidnightInIndia(now: Date): Date {
  return new Date(upcomingFrom(now).getTime() + DAY_MS - IST_OFFSET_MS)
}
