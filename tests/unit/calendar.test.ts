import { describe, expect, it } from 'vitest'

import { addMonths, compareMonths, daysInMonth, eventsByDay, firstWeekday, monthParam, monthsAround, parseMonth } from '@/lib/calendar'
import { nextMidnightInIndia, upcomingFrom } from '@/lib/upcoming'

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

  it('names them in Hindi on Hindi pages, and weekdays Sunday first in both', async () => {
    const { monthLabel, shortDay, weekdays } = await import('@/lib/calendar')
    expect(monthLabel({ year: 2026, month: 10 }, 'hi')).toBe('नवंबर 2026')
    expect(shortDay('2026-09-05T00:00:00.000Z', 'hi')).toBe('5 सितंबर')
    expect(weekdays()).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
    expect(weekdays('hi')).toEqual(['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'])
  })
})

describe('the month in the home page address', () => {
  it('is written and read as YYYY-MM', () => {
    expect(monthParam({ year: 2026, month: 2 })).toBe('2026-03')
    expect(parseMonth('2026-03')).toEqual({ year: 2026, month: 2 })
    expect(parseMonth(['2025-12', '2026-01'])).toEqual({ year: 2025, month: 11 })
  })
  it('is no month for anything else', () => {
    for (const bad of [undefined, '', '2026-13', '2026-00', '2026-3', '26-03', '3000-01', '1899-12', 'abc', '2026-03-01']) {
      expect(parseMonth(bad), String(bad)).toBeNull()
    }
  })
  it('orders months', () => {
    expect(compareMonths({ year: 2026, month: 0 }, { year: 2025, month: 11 })).toBeGreaterThan(0)
    expect(compareMonths({ year: 2026, month: 0 }, { year: 2026, month: 0 })).toBe(0)
    expect(compareMonths({ year: 2025, month: 11 }, { year: 2026, month: 0 })).toBeLessThan(0)
  })
  it('spans the months around the shown one, across year ends', () => {
    expect(monthsAround({ year: 2026, month: 0 }, 1)).toEqual({
      first: { year: 2025, month: 11 },
      last: { year: 2026, month: 1 },
      from: '2025-12-01T00:00:00.000Z',
      to: '2026-03-01T00:00:00.000Z',
    })
  })
})

describe('upcoming events', () => {
  it('are those dated today in India or later, whether a day is stored at midnight or noon UTC', () => {
    // 10:00 on 24 November in India.
    const morning = new Date('2026-11-24T04:30:00.000Z')
    const from = upcomingFrom(morning).toISOString()
    expect(from).toBe('2026-11-24T00:00:00.000Z')
    for (const today of ['2026-11-24T00:00:00.000Z', '2026-11-24T12:00:00.000Z']) expect(today >= from).toBe(true)
    expect('2026-11-23T12:00:00.000Z' >= from).toBe(false)
  })

  it('go by the day in India, not in UTC: at 01:30 on the 25th in India the 24th is past', () => {
    const lateNight = new Date('2026-11-24T20:00:00.000Z')
    expect(upcomingFrom(lateNight).toISOString()).toBe('2026-11-25T00:00:00.000Z')
    // Just before midnight in India it is still the 24th.
    expect(upcomingFrom(new Date('2026-11-24T18:29:59.999Z')).toISOString()).toBe('2026-11-24T00:00:00.000Z')
  })

  it('change next at midnight in India (18:30 UTC)', () => {
    expect(nextMidnightInIndia(new Date('2026-11-24T04:30:00.000Z')).toISOString()).toBe('2026-11-24T18:30:00.000Z')
    expect(nextMidnightInIndia(new Date('2026-11-24T18:30:00.000Z')).toISOString()).toBe('2026-11-25T18:30:00.000Z')
  })
})
