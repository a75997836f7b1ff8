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

/**
 * The first calendar year of each session a title names ("2020-21", "2020-2021", "2020/21" →
 * 2020), and of each year it names alone ("Holiday List 2025" → 2025). Empty when it names none.
 */
export function yearsNamedIn(title: string): number[] {
  const years: number[] = []
  const rest = title.replace(/\b((?:19|20)\d{2})\s*[-–/]\s*(\d{4}|\d{2})\b/g, (whole, a: string, b: string) => {
    const start = Number(a)
    const end = Number(b)
    if (end === start + 1 || end === (start + 1) % 100) {
      years.push(start)
      return ' '
    }
    return whole
  })
  for (const m of rest.matchAll(/\b((?:19|20)\d{2})\b/g)) years.push(Number(m[1]))
  return years
}

/**
 * Whether a document titled so belongs to a session before the one `today` is in: it names at
 * least one session or year, and every one it names began before the current session did. A
 * title naming no year is never judged.
 */
export function ofEarlierSession(title: string, today: Date, startMonth = 4): boolean {
  const years = yearsNamedIn(title)
  const current = Number(sessionYearOf(today, startMonth).slice(0, 4))
  return years.length > 0 && years.every((y) => y < current)
}
