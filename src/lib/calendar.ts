/** Month arithmetic for the events calendar (UTC dates, as the CMS stores days). */

export type Month = { year: number; month: number } // month: 0-11

export const daysInMonth = ({ year, month }: Month): number => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()

export const addMonths = ({ year, month }: Month, n: number): Month => {
  const d = new Date(Date.UTC(year, month + n, 1))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() }
}

export const monthOf = (d: Date): Month => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() })

/** Weekday (0 = Sunday) of the month's first day, to offset the grid. */
export const firstWeekday = ({ year, month }: Month): number => new Date(Date.UTC(year, month, 1)).getUTCDay()

export type CalendarEvent = { date: string; title: string }

/** The month's events, by day of the month, in date order. */
export function eventsByDay(events: CalendarEvent[], m: Month): Map<number, CalendarEvent[]> {
  const byDay = new Map<number, CalendarEvent[]>()
  // Plain string order: ISO dates sort as text, and it avoids locale collation on phones.
  for (const e of [...events].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    const d = new Date(e.date)
    if (d.getUTCFullYear() !== m.year || d.getUTCMonth() !== m.month) continue
    const list = byDay.get(d.getUTCDate()) ?? []
    list.push(e)
    byDay.set(d.getUTCDate(), list)
  }
  return byDay
}

// Month names written out rather than asked of Intl: the calendar runs in the browser,
// where building a date formatter is one of the costlier things a cheap phone does at start-up.
export const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const

export const monthLabel = ({ year, month }: Month): string => `${MONTHS[month]} ${year}`

/** Day and short month of an ISO date, e.g. "3 Nov". */
export const shortDay = (iso: string): string => {
  const d = new Date(iso)
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]!.slice(0, 3)}`
}
