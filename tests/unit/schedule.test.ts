/** Scheduled publishing in India time: the picker's start, the admin's one format, and what is refused. */
import { describe, expect, it } from 'vitest'

import {
  DATE_TIME_FORMAT,
  formatIndiaDateTime,
  fromIndiaWallClock,
  indiaWallClock,
  nextQuarterHour,
  scheduledForThePast,
  scheduleProblem,
} from '@/lib/schedule'

describe('India time', () => {
  it('reads and writes a clock in India whatever the zone of the machine (+05:30, no daylight saving)', () => {
    const at = new Date('2026-01-09T11:00:00.000Z')
    expect(indiaWallClock(at)).toEqual({ year: 2026, month: 1, day: 9, hour: 16, minute: 30 })
    expect(fromIndiaWallClock({ year: 2026, month: 1, day: 9, hour: 16, minute: 30 }).toISOString()).toBe(at.toISOString())
    // Just after midnight in India is still the day before in UTC.
    expect(indiaWallClock(new Date('2026-06-30T18:45:00.000Z'))).toMatchObject({ month: 7, day: 1, hour: 0, minute: 15 })
  })

  it('writes a date-time as the admin does everywhere: "9 Jan 2026, 4:30 PM"', () => {
    expect(DATE_TIME_FORMAT).toBe('d MMM yyyy, h:mm a')
    expect(formatIndiaDateTime(new Date('2026-01-09T11:00:00.000Z'))).toBe('9 Jan 2026, 4:30 PM')
    expect(formatIndiaDateTime(new Date('2026-12-31T18:37:00.000Z'))).toBe('1 Jan 2027, 12:07 AM')
    expect(formatIndiaDateTime(new Date('2026-03-05T06:30:00.000Z'))).toBe('5 Mar 2026, 12:00 PM')
  })
})

describe('where the schedule starts', () => {
  it('is the next quarter hour in India at least a minute away, never a bare day at midnight', () => {
    expect(formatIndiaDateTime(nextQuarterHour(new Date('2026-01-09T11:02:10Z')))).toBe('9 Jan 2026, 4:45 PM')
    expect(formatIndiaDateTime(nextQuarterHour(new Date('2026-01-09T11:14:30Z')))).toBe('9 Jan 2026, 5:00 PM')
    expect(formatIndiaDateTime(nextQuarterHour(new Date('2026-01-09T11:00:00Z')))).toBe('9 Jan 2026, 4:45 PM')
  })
})

describe('a schedule', () => {
  const now = new Date('2026-01-09T11:00:00.000Z') // 4:30 PM in India

  it('for a later time is accepted', () => {
    expect(scheduleProblem(new Date('2026-01-09T11:01:00.000Z'), now)).toBeNull()
    expect(scheduleProblem('2026-02-01T04:00:00.000Z', now, 'unpublish')).toBeNull()
  })

  it('for a time that has passed is refused, saying so in India time, and offering "Publish now"', () => {
    // A day clicked alone used to mean 12:00 AM of that day, already past.
    expect(scheduleProblem(fromIndiaWallClock({ year: 2026, month: 1, day: 9, hour: 0, minute: 0 }), now)).toBe(
      '9 Jan 2026, 12:00 AM has already passed (it is now 4:30 PM India time). Nothing was scheduled and the item stays a draft. Choose a later time, or use "Publish now".',
    )
    expect(scheduleProblem(now, now)).toMatch(/has already passed/)
    expect(scheduleProblem(new Date('2025-12-31T05:00:00Z'), now, 'unpublish')).toBe(
      '31 Dec 2025, 10:30 AM has already passed (it is now 4:30 PM India time). Nothing was scheduled. Choose a later time.',
    )
  })

  it('without a time, or with one that is not a date, is refused', () => {
    expect(scheduleProblem(undefined, now)).toBe('Choose the day and time to publish.')
    expect(scheduleProblem('next Monday', now)).toBe('Write the time like 9 Jan 2026, 4:45 PM.')
  })

  it('queued for a time already past when it was queued is not carried out (a few seconds of clock difference aside)', () => {
    const createdAt = '2026-01-09T11:00:00.000Z'
    expect(scheduledForThePast({ createdAt, waitUntil: '2026-01-09T10:00:00.000Z' })).toBe(true)
    expect(scheduledForThePast({ createdAt, waitUntil: '2026-01-09T10:59:50.000Z' })).toBe(false)
    expect(scheduledForThePast({ createdAt, waitUntil: '2026-01-09T11:05:00.000Z' })).toBe(false)
    // Other jobs (no time of their own) are not schedules.
    expect(scheduledForThePast({ createdAt, waitUntil: null })).toBe(false)
  })
})
