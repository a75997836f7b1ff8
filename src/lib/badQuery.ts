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

/** Query parameters Payload's REST API reads as one number each. */
const NUMBER_PARAMS = ['limit', 'page', 'depth'] as const

const nameOf = (key: string) => key.split('[', 1)[0] ?? key

/**
 * A query parameter of the REST API given in a shape Payload does not expect, which it
 * would pass on to the database as it is (`limit=1&limit=2` reaches SQL as `LIMIT (1, 2)`):
 * `limit`, `page` or `depth` more than once or with brackets (an array or object), or
 * `where` as text more than once or beside `where[…]` fields. Null when the query is fine
 * (what Payload makes of values, and `sort` given several times, are its own to judge).
 */
export function queryParamProblem(params: URLSearchParams): { field: string; message: string } | null {
  const keys = [...params.keys()]
  for (const name of NUMBER_PARAMS) {
    const given = keys.filter((k) => nameOf(k) === name)
    if (given.length > 1 || given.some((k) => k !== name))
      return { field: name, message: `The query parameter ${name} must be given once, as a whole number.` }
  }
  const where = keys.filter((k) => nameOf(k) === 'where')
  if (where.includes('where') && where.length > 1)
    return { field: 'where', message: 'The query parameter where must be given once: as JSON text, or as where[field][operator]=value fields.' }
  return null
}
