import { describe, expect, it } from 'vitest'

import { eventTimes, parseClockRange } from '@/lib/eventTime'

describe('parseClockRange', () => {
  it('reads the times staff type', () => {
    expect(parseClockRange('10:00 AM – 1:00 PM')).toEqual({ start: { hour: 10, minute: 0 }, end: { hour: 13, minute: 0 } })
    expect(parseClockRange('9 AM')).toEqual({ start: { hour: 9, minute: 0 }, end: null })
    expect(parseClockRange('9.30 a.m. to 12 noon')).toEqual({ start: { hour: 9, minute: 30 }, end: { hour: 12, minute: 0 } })
    expect(parseClockRange('14:30-16:00')).toEqual({ start: { hour: 14, minute: 30 }, end: { hour: 16, minute: 0 } })
    expect(parseClockRange('10 - 11:30 am')).toEqual({ start: { hour: 10, minute: 0 }, end: { hour: 11, minute: 30 } })
    expect(parseClockRange('11 - 1 PM')).toEqual({ start: { hour: 11, minute: 0 }, end: { hour: 13, minute: 0 } })
    expect(parseClockRange('12:15 AM')).toEqual({ start: { hour: 0, minute: 15 }, end: null })
  })

  it('leaves anything else a whole-day event', () => {
    for (const text of ['All day', '', '5', '25:00', '10:75 AM', 'after assembly', '9 AM – later', '1 - 2 - 3 PM', null, undefined])
      expect(parseClockRange(text), String(text)).toBeNull()
  })
})

describe('eventTimes', () => {
  it('gives Indian date-times when the time reads, the bare day otherwise', () => {
    expect(eventTimes('2025-08-15T00:00:00.000Z', '10:00 AM – 1:00 PM')).toEqual({
      start: '2025-08-15T10:00:00+05:30',
      end: '2025-08-15T13:00:00+05:30',
    })
    expect(eventTimes('2025-08-15T06:30:00.000Z', 'All day')).toEqual({ start: '2025-08-15', end: null })
    // An end before the start is not believed.
    expect(eventTimes('2025-08-15T00:00:00.000Z', '14:00 - 09:00')).toEqual({ start: '2025-08-15T14:00:00+05:30', end: null })
  })
})
