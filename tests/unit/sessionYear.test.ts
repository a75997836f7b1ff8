import { describe, expect, it } from 'vitest'

import { isSessionYear, sessionYearOf } from '@/lib/sessionYear'

describe('session years', () => {
  it.each(['2024-25', '1999-00', '2009-10'])('accepts %s', (v) => expect(isSessionYear(v)).toBe(true))
  it.each(['2024-2025', '2024-26', '24-25', '2024/25', '', null, 2024])('refuses %s', (v) =>
    expect(isSessionYear(v)).toBe(false),
  )
  it('puts April in the new session and March in the old one', () => {
    expect(sessionYearOf(new Date(Date.UTC(2025, 3, 1)))).toBe('2025-26')
    expect(sessionYearOf(new Date(Date.UTC(2025, 2, 31)))).toBe('2024-25')
  })
})

describe('documents of an earlier session', () => {
  const today = new Date(Date.UTC(2026, 10, 24)) // 24 Nov 2026: session 2026-27

  it('reads the sessions and years a title names', async () => {
    const { yearsNamedIn } = await import('@/lib/sessionYear')
    expect(yearsNamedIn('Annual Examination 2020-21 Class IX & XI')).toEqual([2020])
    expect(yearsNamedIn('Holiday List 2025-2026')).toEqual([2025])
    expect(yearsNamedIn('Date sheet 2024/25 and 2025–26')).toEqual([2024, 2025])
    expect(yearsNamedIn('Holiday list 2026')).toEqual([2026])
    expect(yearsNamedIn('Date sheet for Classes VI to IX')).toEqual([])
    // Not a session: the years are read one by one.
    expect(yearsNamedIn('2019-2024 results')).toEqual([2019, 2024])
  })

  it('flags a title whose every session began before the current one, and nothing else', async () => {
    const { ofEarlierSession } = await import('@/lib/sessionYear')
    expect(ofEarlierSession('Annual Examination 2020-21 Class IX & XI', today)).toBe(true)
    expect(ofEarlierSession('Holiday List 2025-26', today)).toBe(true)
    expect(ofEarlierSession('Holiday List 2026-27', today)).toBe(false)
    expect(ofEarlierSession('Holiday list 2026', today)).toBe(false)
    expect(ofEarlierSession('Half-yearly date sheet', today)).toBe(false)
    // In March 2027 the session is still 2026-27; from April it is 2027-28.
    expect(ofEarlierSession('Academic Calendar 2026-27', new Date(Date.UTC(2027, 2, 31)))).toBe(false)
    expect(ofEarlierSession('Academic Calendar 2026-27', new Date(Date.UTC(2027, 3, 1)))).toBe(true)
  })
})
