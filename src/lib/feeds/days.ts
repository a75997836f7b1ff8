/**
 * Calendar days of the CMS's day-only dates. Payload stores a day picked in the admin at
 * about noon UTC of that day, and the seed and imports store midnight UTC; either way the
 * UTC date is the school's (Indian) calendar day, as the pages show it (src/lib/dates).
 * Reading the stored instant in Asia/Kolkata instead would also give that day for these,
 * but only the UTC date agrees with every page.
 */
export type CalendarDay = { year: number; month: number; day: number }

/** The calendar day a stored day-only date names, or null for a missing or invalid date. */
export function calendarDayOf(iso: string | null | undefined): CalendarDay | null {
  if (!iso) return null
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return null
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** The day after `day` (month and year ends included). */
export function nextDay({ year, month, day }: CalendarDay): CalendarDay {
  const d = new Date(Date.UTC(year, month - 1, day + 1))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

export const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** India's offset from UTC all year round (no daylight saving). */
export const IST_OFFSET = '+0530'
export const IST_ZONE = 'Asia/Kolkata'
