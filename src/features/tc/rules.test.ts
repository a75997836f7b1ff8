import { describe, expect, it } from 'vitest'

import { lookupCutoffs, namesMatch, normaliseName, parseTcQuery, removeFromLookupDate, schoolToday, tcMessage, type TcMessage } from '@/features/tc/rules'

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
  it('accepts an admission number as schools write it (letters, digits, / and -), in capitals, or a whole number (JSON)', () => {
    expect(parseTcQuery({ admission: ' 10234 ', name: ' Rohan Verma ' })).toEqual({
      ok: true,
      query: { admission: '10234', name: 'Rohan Verma' },
    })
    expect(parseTcQuery({ admission: 10234, name: 'Rohan Verma' })).toEqual({ ok: true, query: { admission: '10234', name: 'Rohan Verma' } })
    for (const [typed, kept] of [['ksr/2026/0042', 'KSR/2026/0042'], [' KSR-98765 ', 'KSR-98765'], ['abc', 'ABC']]) {
      expect(parseTcQuery({ admission: typed, name: 'A' })).toEqual({ ok: true, query: { admission: kept, name: 'A' } })
    }
  })

  it('names each missing or malformed field', () => {
    const english = (r: ReturnType<typeof parseTcQuery>) =>
      r.ok ? {} : Object.fromEntries(Object.entries(r.errors).map(([field, message]) => [field, tcMessage(message, 'en')]))
    expect(english(parseTcQuery({}))).toEqual({ admission: 'Enter the admission number.', name: "Enter the student's full name." })
    for (const admission of ['12#4', 'KSR 98765', '-5', '/12', '1.5', 1.5, -3, 0, true, [1], 'X'.repeat(31)]) {
      const r = parseTcQuery({ admission, name: 'A' })
      expect(r.ok, String(admission)).toBe(false)
      expect(english(r).admission).toMatch(/only letters, digits, \/ and -/)
    }
    const long = parseTcQuery({ admission: 1, name: 'x'.repeat(201) })
    expect(long.ok).toBe(false)
    expect(english(long).name).toMatch(/at most 200/)
    const notText = parseTcQuery({ admission: 1, name: 42 })
    expect(notText.ok).toBe(false)
    expect(english(notText)).toEqual({ name: "The student's name must be text." })
  })
})

describe('TC retention', () => {
  it('defaults "remove from lookup after" to the issue day the given years later', () => {
    expect(removeFromLookupDate('2025-04-10T00:00:00.000Z', 5)).toBe('2030-04-10T00:00:00.000Z')
    // A day picked in the admin is stored at about noon UTC: the same day.
    expect(removeFromLookupDate('2025-04-10T12:00:00.000Z', 2)).toBe('2027-04-10T00:00:00.000Z')
    expect(removeFromLookupDate(null, 5)).toBeNull()
    expect(removeFromLookupDate('not a date', 5)).toBeNull()
  })

  it("compares with today's date in India", () => {
    // 20:00 UTC on 9 April is already 10 April in India.
    const now = new Date('2030-04-09T20:00:00.000Z')
    expect(schoolToday(now)).toBe('2030-04-10')
    expect(lookupCutoffs(now, 5)).toEqual({ keepFrom: '2030-04-10T00:00:00.000Z', issuedSince: '2025-04-10T00:00:00.000Z' })
  })
})

describe('the lookup messages in the page language', () => {
  it('gives every message parseTcQuery and a failed lookup can show in Hindi, and leaves English as it is', async () => {
        const messages: TcMessage[] = [
      'notFound',
      ...[{}, { admission: 'x#1', name: 5 }, { admission: '1', name: 'x'.repeat(201) }].flatMap((input) => {
        const parsed = parseTcQuery(input)
        return parsed.ok ? [] : Object.values(parsed.errors)
      }),
    ]
    expect(messages).toHaveLength(6)
    for (const m of messages) {
      expect(tcMessage(m, 'en')).toMatch(/^[A-Z][^\u0900-\u097F]+\.$/)
      expect(tcMessage(m, 'hi')).toMatch(/[\u0900-\u097F]/)
    }
    expect(tcMessage('admissionMissing', 'en')).toBe('Enter the admission number.')
    expect(tcMessage('admissionMissing', 'hi')).toBe('प्रवेश संख्या दर्ज करें।')
  })
})
