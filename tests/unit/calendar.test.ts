import { describe, expect, it } from 'vitest'

import { addMonths, daysInMonth, eventsByDay, firstWeekday } from '@/lib/calendar'

describe('calendar', () => {
  it('knows the real number of days in each month', () => {
    expect(daysInMonth({ year: 2026, month: 1 })).toBe(28)
    expect(daysInMonth({ year: 2024, month: 1 })).toBe(29)
    expect(daysInMonth({ year: 2026, month: 3 })).toBe(30)
    expect(daysInMonth({ year: 2026, month: 11 })).toBe(31)
  })

  it('moves across year ends', () => {
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 })
    expect(addMonths({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 })
  })

  it('offsets the grid by the weekday of the 1st', () => {
    expect(firstWeekday({ year: 2026, month: 10 })).toBe(0) // 1 November 2026 is a Sunday
  })

  it('groups the month’s events by day, in date order, ignoring other months', () => {
    const byDay = eventsByDay(
      [
        { date: '2026-11-20T00:00:00.000Z', title: 'Sports meet' },
        { date: '2026-11-03T00:00:00.000Z', title: 'Fair' },
        { date: '2026-12-03T00:00:00.000Z', title: 'Camp' },
        { date: '2026-11-03T00:00:00.000Z', title: 'Quiz' },
      ],
      { year: 2026, month: 10 },
    )
    expect([...byDay.keys()]).toEqual([3, 20])
    expect(byDay.get(3)?.map((e) => e.title)).toEqual(['Fair', 'Quiz'])
  })
})

describe('calendar labels', () => {
  it('names months and days the way the page shows them', async () => {
    const { monthLabel, shortDay } = await import('@/lib/calendar')
    expect(monthLabel({ year: 2026, month: 10 })).toBe('November 2026')
    expect(shortDay('2026-09-05T00:00:00.000Z')).toBe('5 Sep')
  })
})
