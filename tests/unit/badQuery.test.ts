import { describe, expect, it } from 'vitest'

import { isBadQuery } from '@/lib/badQuery'

/** As drizzle-orm throws it: its own class, no `name` of its own, the driver's error as `cause`. */
class DrizzleQueryError extends Error {}
const drizzle = (cause: { message: string; code?: string }) => Object.assign(new DrizzleQueryError('Failed query: select …\nparams: '), { cause })

describe('malformed queries to the CMS API', () => {
  it('are the client’s to fix: a where that is not an object, an unknown operator, values the database cannot take', () => {
    expect(isBadQuery(Object.assign(new Error('Unexpected token'), { name: 'SyntaxError' }))).toBe(true)
    expect(isBadQuery(new TypeError('adapter.operators[queryOperator] is not a function'))).toBe(true)
    expect(isBadQuery(drizzle({ message: 'Only finite numbers (not Infinity or NaN) can be passed as arguments' }))).toBe(true)
    expect(isBadQuery(drizzle({ message: 'undefined cannot be passed as argument to the database' }))).toBe(true)
    // limit=99999999999999999999: SQLite takes no such LIMIT.
    expect(isBadQuery(drizzle({ message: 'datatype mismatch' }))).toBe(true)
    expect(isBadQuery(drizzle({ message: 'invalid input syntax for type integer: "abc"', code: '22P02' }))).toBe(true)
  })

  it('are not server faults, which stay 500', () => {
    expect(isBadQuery(drizzle({ message: 'SQLITE_BUSY: database is locked' }))).toBe(false)
    expect(isBadQuery(drizzle({ message: 'connection terminated unexpectedly', code: '57P01' }))).toBe(false)
    expect(isBadQuery(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false)
    expect(isBadQuery(Object.assign(new Error('Forbidden'), { status: 403, name: 'SyntaxError' }))).toBe(false)
    expect(isBadQuery(null)).toBe(false)
  })
})
