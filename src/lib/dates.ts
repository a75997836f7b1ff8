/** Dates as the school writes them, in Indian English: 14 August 2025. */
const long = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : long.format(d)
}

const dayMonthYear = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** Day, short month and year, e.g. { day: '05', month: 'Sept', year: '2025' } (en-IN's short September), for date badges on cards. */
export function dayMonthAndYear(iso: string | null | undefined): { day: string; month: string; year: string } | null {
  if (!iso) return null
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return null
  const parts = dayMonthYear.formatToParts(d)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return { day: part('day'), month: part('month'), year: part('year') }
}
