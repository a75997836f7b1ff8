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
