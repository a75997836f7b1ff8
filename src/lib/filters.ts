/**
 * The list pages' rules: which years a filter offers, which items a choice keeps, and
 * where a filter starts. Plain functions over plain data.
 */
import { isSessionYear } from './sessionYear'

const yearOf = (iso: string | null | undefined): number | null => {
  if (!iso) return null
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? null : d.getUTCFullYear()
}

/** The distinct years of the items' dates, newest first (undated items add none). */
export function yearsOf<T>(items: T[], dateOf: (item: T) => string | null | undefined): number[] {
  const years = new Set<number>()
  for (const item of items) {
    const y = yearOf(dateOf(item))
    if (y !== null) years.add(y)
  }
  return [...years].sort((a, b) => b - a)
}

/** `All` or one year, read from a query value; anything else means `All`. */
export function parseYear(value: string | string[] | undefined, offered: number[]): number | 'all' {
  const raw = Array.isArray(value) ? value[0] : value
  if (!raw || !/^\d{4}$/.test(raw)) return 'all'
  const year = Number(raw)
  return offered.includes(year) ? year : 'all'
}

/** Items in the chosen year; with `all`, every item (dated or not). */
export function inYear<T>(items: T[], dateOf: (item: T) => string | null | undefined, year: number | 'all'): T[] {
  if (year === 'all') return items
  return items.filter((i) => yearOf(dateOf(i)) === year)
}

/** Newest first by date; undated items last. */
export function newestFirst<T>(items: T[], dateOf: (item: T) => string | null | undefined): T[] {
  return [...items].sort((a, b) => {
    const da = dateOf(a) ?? ''
    const db = dateOf(b) ?? ''
    return da === db ? 0 : da < db ? 1 : -1
  })
}

/** Session years like 2024-25 in the data, sorted (oldest first, as the original lists them). */
export function sessionYearsOf(items: { sessionYear: string }[]): string[] {
  return [...new Set(items.map((i) => i.sessionYear))].sort()
}

export const DEFAULT_TOPPERS_SESSION = '2024-25'

/**
 * The session a toppers page shows: the one asked for, if offered or at least a session year
 * (a session with no toppers then says so, rather than showing another session's under its
 * address); else 2024-25.
 */
export function chosenSession(value: string | string[] | undefined, offered: string[]): string {
  const raw = Array.isArray(value) ? value[0] : value
  if (raw && (offered.includes(raw) || isSessionYear(raw))) return raw
  return DEFAULT_TOPPERS_SESSION
}

/**
 * Newsletters: the year list comes from the dated items; the default year is the newest
 * year among Loquacity items (else the newest year of any item).
 */
export function newsletterDefaultYear(items: { category: string; date?: string | null }[]): number | 'all' {
  const loquacity = yearsOf(
    items.filter((i) => i.category === 'Loquacity'),
    (i) => i.date,
  )
  if (loquacity[0] !== undefined) return loquacity[0]
  return yearsOf(items, (i) => i.date)[0] ?? 'all'
}
