import { describe, expect, it } from 'vitest'

import { isBadQuery, queryParamProblem } from '@/lib/badQuery'

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

describe('query parameters in a shape Payload would pass to the database as they are', () => {
  const problem = (query: string) => queryParamProblem(new URLSearchParams(query))
  it('limit, page and depth given twice or as an array or object: the parameter is named', () => {
    const cases: [string, string][] = [
      ['limit=1&limit=2', 'limit'],
      ['limit[]=1', 'limit'],
      ['limit%5Ba%5D=1', 'limit'],
      ['page=1&page=2', 'page'],
      ['depth[x]=1', 'depth'],
      ['where=abc&where=def', 'where'],
      ['where[id][equals]=1&where=abc', 'where'],
    ]
    for (const [query, field] of cases) {
      expect(problem(query), query).toMatchObject({ field })
      expect(problem(query)?.message, query).toContain(field)
    }
  })
  it('the shapes Payload reads pass: one value each, sort several times, where as JSON text or as fields', () => {
    for (const query of [
      '',
      'limit=1&page=2&depth=0',
      'sort=title&sort=-id',
      'where={"id":{"equals":1}}',
      'where[title][equals]=a&where[id][equals]=1',
      'limit=abc',
      'limitless=1&limitless=2',
    ]) {
      expect(problem(query), query).toBeNull()
    }
  })
})
