/**
 * Whether an error from Payload's REST or GraphQL API comes from a malformed query (a
 * `where` that is not an object, an unknown operator, a value the database cannot take
 * such as NaN, Infinity or text for a number or date) rather than from a fault of the
 * server. Those are the client's to fix: 400, not 500. Pure.
 */
type ErrorLike = { name?: string; message?: string; status?: number; cause?: { message?: string; code?: unknown } }

const BIND_ERRORS = /cannot be passed as argument|can only bind|only finite numbers|datatype mismatch|invalid input syntax|out of range/i

export function isBadQuery(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const e = error as ErrorLike
  if (typeof e.status === 'number' && e.status < 500) return false
  // `where=abc`: the query string is not the object Payload expects.
  if (e.name === 'SyntaxError') return true
  // `where[title][near]=…` on a text field: an operator the field does not have.
  if (e.name === 'TypeError' && /operators\[.*\] is not a function/.test(e.message ?? '')) return true
  // Drizzle's query error sets no `name`; it is known by its class or its message.
  const queryFailed = e.name === 'DrizzleQueryError' || e.constructor?.name === 'DrizzleQueryError' || /^Failed query:/.test(e.message ?? '')
  if (queryFailed && e.cause) {
    if (BIND_ERRORS.test(e.cause.message ?? '')) return true
    // PostgreSQL's class 22, "data exception": a value of the wrong type or out of range.
    if (typeof e.cause.code === 'string' && e.cause.code.startsWith('22')) return true
  }
  return false
}

export const BAD_QUERY_MESSAGE =
  'This query could not be run. Check the values of its where, sort, limit, page and id parameters (numbers, dates and operators).'
