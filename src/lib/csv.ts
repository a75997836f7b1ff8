/** CSV (RFC 4180) as a spreadsheet opens it safely. Pure. */

/** A cell: quoted when it must be, and never taken for a formula (a leading =, +, -, @ is kept as text). */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n']/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}
