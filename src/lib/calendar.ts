/** Month arithmetic for the events calendar (UTC dates, as the CMS stores days). */
import { defineWords, wordsIn } from './i18n/catalogue'
import type { Locale } from './i18n/locales'

export type Month = { year: number; month: number } // month: 0-11

export const daysInMonth = ({ year, month }: Month): number => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()

export const addMonths = ({ year, month }: Month, n: number): Month => {
  const d = new Date(Date.UTC(year, month + n, 1))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() }
}

export const monthOf = (d: Date): Month => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() })

/** A month as the home page's `?month=` writes it: `2026-03`. */
export const monthParam = ({ year, month }: Month): string => `${year}-${String(month + 1).padStart(2, '0')}`

/** The month a `?month=2026-03` value names (years 1900 to 2999), or null for anything else. */
export function parseMonth(value: string | string[] | undefined): Month | null {
  const raw = Array.isArray(value) ? value[0] : value
  const m = raw ? /^(19\d\d|2\d\d\d)-(0[1-9]|1[0-2])$/.exec(raw) : null
  return m ? { year: Number(m[1]), month: Number(m[2]) - 1 } : null
}

/** Month order: negative, zero or positive as `a` is before, the same as or after `b`. */
export const compareMonths = (a: Month, b: Month): number => a.year * 12 + a.month - (b.year * 12 + b.month)

/**
 * The months the calendar holds events for when it shows `m`: that month and `around`
 * months either side, as a span of instants [from, to) for a query on the events' dates.
 */
export function monthsAround(m: Month, around: number): { first: Month; last: Month; from: string; to: string } {
  const first = addMonths(m, -around)
  const last = addMonths(m, around)
  const end = addMonths(last, 1)
  return {
    first,
    last,
    from: new Date(Date.UTC(first.year, first.month, 1)).toISOString(),
    to: new Date(Date.UTC(end.year, end.month, 1)).toISOString(),
  }
}

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
/** Month names; in Hindi as hi-IN writes them. `short` is what a date in a list shows (Hindi has no customary 3-letter months). */
export const MONTH_WORDS = defineWords('months', {
  en: {
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    short: (month: number): string => MONTH_WORDS.en.months[month]!.slice(0, 3),
  },
  hi: {
    months: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
    short: (month: number): string => MONTH_WORDS.hi.months[month]!,
  },
})

export const MONTHS = MONTH_WORDS.en.months

/** Column headings of the calendar, Sunday first. */
export const WEEKDAYS = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  hi: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
} as const

export const weekdays = (locale: Locale = 'en'): readonly string[] => WEEKDAYS[locale]

export const monthLabel = ({ year, month }: Month, locale: Locale = 'en'): string =>
  `${wordsIn(MONTH_WORDS, locale).months[month]} ${year}`

/** Day and short month of an ISO date, e.g. "3 Nov" (in Hindi the month in full, "3 नवंबर": Hindi has no customary 3-letter months). */
export const shortDay = (iso: string, locale: Locale = 'en'): string => {
  const d = new Date(iso)
  return `${d.getUTCDate()} ${wordsIn(MONTH_WORDS, locale).short(d.getUTCMonth())}`
}
