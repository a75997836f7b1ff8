/** Dates as the school writes them, in Indian English: 14 August 2025. */
const long = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : long.format(d)
}

const dayMonth = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', timeZone: 'UTC' })

/** Day and short month, e.g. { day: '05', month: 'Sep' }, for date badges on cards. */
export function dayAndMonth(iso: string | null | undefined): { day: string; month: string } | null {
  if (!iso) return null
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return null
  const parts = dayMonth.formatToParts(d)
  return {
    day: parts.find((p) => p.type === 'day')?.value ?? '',
    month: parts.find((p) => p.type === 'month')?.value ?? '',
  }
}
