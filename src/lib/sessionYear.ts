/** Session years like `2024-25`: April to March, named by both calendar years. */

export function isSessionYear(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const m = /^(\d{4})-(\d{2})$/.exec(value)
  if (!m) return false
  return (Number(m[1]) + 1) % 100 === Number(m[2])
}

/** The session a date falls in, given the month (1–12) the session starts in. */
export function sessionYearOf(date: Date, startMonth = 4): string {
  const y = date.getUTCFullYear()
  const start = date.getUTCMonth() + 1 >= startMonth ? y : y - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}
