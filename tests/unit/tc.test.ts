import { describe, expect, it } from 'vitest'

import { namesMatch, normaliseName, parseTcQuery } from '@/lib/tc'

describe('TC name matching', () => {
  it('ignores case, surrounding spaces and runs of spaces', () => {
    expect(namesMatch('  rohan   VERMA ', 'Rohan Verma')).toBe(true)
    expect(namesMatch('Rohan\tVerma', 'Rohan Verma')).toBe(true)
    expect(normaliseName(' A  B ')).toBe('a b')
  })

  it('does not match other names, partial names or an empty name', () => {
    expect(namesMatch('Rohan', 'Rohan Verma')).toBe(false)
    expect(namesMatch('Rohan Varma', 'Rohan Verma')).toBe(false)
    expect(namesMatch('RohanVerma', 'Rohan Verma')).toBe(false)
    expect(namesMatch('   ', '')).toBe(false)
  })
})

describe('TC lookup input', () => {
  it('accepts digits in a string (a form) or a whole number (JSON)', () => {
    expect(parseTcQuery({ admission: ' 10234 ', name: ' Rohan Verma ' })).toEqual({
      ok: true,
      query: { admission: 10234, name: 'Rohan Verma' },
    })
    expect(parseTcQuery({ admission: 10234, name: 'Rohan Verma' })).toEqual({ ok: true, query: { admission: 10234, name: 'Rohan Verma' } })
  })

  it('names each missing or malformed field', () => {
    expect(parseTcQuery({})).toEqual({
      ok: false,
      errors: { admission: 'Enter the admission number.', name: "Enter the student's full name." },
    })
    for (const admission of ['12a', '-5', '0', '1.5', 1.5, -3, 0, true, [1], '1e3']) {
      const r = parseTcQuery({ admission, name: 'A' })
      expect(r.ok, String(admission)).toBe(false)
      if (!r.ok) expect(r.errors.admission).toMatch(/whole number/)
    }
    const long = parseTcQuery({ admission: 1, name: 'x'.repeat(201) })
    expect(long.ok).toBe(false)
    if (!long.ok) expect(long.errors.name).toMatch(/at most 200/)
    const notText = parseTcQuery({ admission: 1, name: 42 })
    if (!notText.ok) expect(notText.errors).toEqual({ name: "The student's name must be text." })
    else expect.unreachable()
  })
})
