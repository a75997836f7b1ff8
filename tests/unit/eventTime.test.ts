import { describe, expect, it } from 'vitest'

import { eventTimes } from '@/lib/eventTime'

describe('eventTimes', () => {
  it('gives Indian date-times when the time reads, the bare day otherwise', () => {
    expect(eventTimes('2025-08-15T00:00:00.000Z', '10:00 AM – 1:00 PM')).toEqual({
      start: '2025-08-15T10:00:00+05:30',
      end: '2025-08-15T13:00:00+05:30',
    })
    expect(eventTimes('2025-08-15T06:30:00.000Z', 'All day')).toEqual({ start: '2025-08-15', end: null })
    expect(eventTimes('2025-08-15T12:00:00.000Z', '9.30 a.m. to 12 noon')).toEqual({
      start: '2025-08-15T09:30:00+05:30',
      end: '2025-08-15T12:00:00+05:30',
    })
    // An end before the start is not believed.
    expect(eventTimes('2025-08-15T00:00:00.000Z', '14:00 - 09:00')).toEqual({ start: '2025-08-15T14:00:00+05:30', end: null })
  })
})
