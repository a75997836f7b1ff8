import { describe, expect, it } from 'vitest'

import { chosenSession, inYear, newestFirst, newsletterDefaultYear, parseYear, sessionYearsOf, yearsOf } from '@/lib/filters'

const items = [
  { id: 1, date: '2024-08-14T00:00:00.000Z' },
  { id: 2, date: '2025-11-22T00:00:00.000Z' },
  { id: 3, date: null },
  { id: 4, date: '2023-02-10T00:00:00.000Z' },
  { id: 5, date: '2025-01-05T00:00:00.000Z' },
]
const dateOf = (i: { date: string | null }) => i.date

describe('year filters', () => {
  it('offers the distinct years of the dates, newest first', () => {
    expect(yearsOf(items, dateOf)).toEqual([2025, 2024, 2023])
  })
  it('reads a year from the query only when it is offered', () => {
    expect(parseYear('2024', [2025, 2024])).toBe(2024)
    expect(parseYear('2019', [2025, 2024])).toBe('all')
    expect(parseYear('all', [2025])).toBe('all')
    expect(parseYear("2024' OR 1=1", [2024])).toBe('all')
    expect(parseYear(['2025', '2024'], [2025, 2024])).toBe(2025)
    expect(parseYear(undefined, [2025])).toBe('all')
  })
  it('keeps the items of the chosen year; All keeps everything, undated too', () => {
    expect(inYear(items, dateOf, 2025).map((i) => i.id)).toEqual([2, 5])
    expect(inYear(items, dateOf, 'all')).toHaveLength(5)
  })
  it('sorts newest first with undated items last', () => {
    expect(newestFirst(items, dateOf).map((i) => i.id)).toEqual([2, 5, 1, 4, 3])
  })
})

describe('toppers sessions', () => {
  const toppers = [{ sessionYear: '2024-25' }, { sessionYear: '2022-23' }, { sessionYear: '2024-25' }, { sessionYear: '2023-24' }]
  it('lists the distinct sessions, sorted', () => {
    expect(sessionYearsOf(toppers)).toEqual(['2022-23', '2023-24', '2024-25'])
  })
  it('starts at 2024-25, keeps any session year asked for, and ignores what is none', () => {
    expect(chosenSession(undefined, ['2023-24', '2024-25'])).toBe('2024-25')
    expect(chosenSession('2023-24', ['2023-24', '2024-25'])).toBe('2023-24')
    expect(chosenSession('2020-21', ['2023-24'])).toBe('2020-21')
    expect(chosenSession('1999-00', ['2023-24'])).toBe('1999-00')
    expect(chosenSession('2020-22', ['2023-24'])).toBe('2024-25')
    expect(chosenSession('<script>', ['2023-24'])).toBe('2024-25')
  })
})

describe('newsletters', () => {
  it('default to the newest year among Loquacity items', () => {
    expect(
      newsletterDefaultYear([
        { category: 'News Letter', date: '2026-03-31T00:00:00.000Z' },
        { category: 'Loquacity', date: '2025-12-15T00:00:00.000Z' },
        { category: 'Loquacity', date: '2024-12-16T00:00:00.000Z' },
        { category: 'Loquacity', date: null },
      ]),
    ).toBe(2025)
  })
  it('fall back to the newest year of any item, then All', () => {
    expect(newsletterDefaultYear([{ category: 'News Letter', date: '2024-01-31T00:00:00.000Z' }])).toBe(2024)
    expect(newsletterDefaultYear([{ category: 'News Letter', date: null }])).toBe('all')
  })
})
