import { describe, expect, it } from 'vitest'

import { pageHref, pageNumbers, pageOfTwoRuns, pagesCovering, parsePage, pastTheEnd, type Run } from '@/lib/paging'

describe('the page a URL asks for', () => {
  it('is page 1 when none is asked for', () => {
    expect(parsePage(undefined)).toBe(1)
  })
  it('is the number asked for, written plainly', () => {
    expect(parsePage('1')).toBe(1)
    expect(parsePage('2')).toBe(2)
    expect(parsePage('100000')).toBe(100000)
    expect(parsePage(['3', '4'])).toBe(3)
  })
  it('is no page for anything else', () => {
    for (const bad of ['0', '-1', 'abc', '1.5', '02', ' 2', '2 ', '', '1e3', '0x10', '100001', '99999999999999999999', 'Infinity']) {
      expect(parsePage(bad), bad).toBeNull()
    }
  })
  it('lies past the end beyond the last page, while an empty list still has page 1', () => {
    expect(pastTheEnd(1, 0)).toBe(false)
    expect(pastTheEnd(2, 0)).toBe(true)
    expect(pastTheEnd(3, 3)).toBe(false)
    expect(pastTheEnd(4, 3)).toBe(true)
  })
})

describe('the address of a page', () => {
  it('is the bare list address for page 1', () => {
    expect(pageHref('/news', {}, 1)).toBe('/news')
    expect(pageHref('/news', { year: undefined }, 1)).toBe('/news')
  })
  it('adds page=N after the filters for later pages', () => {
    expect(pageHref('/news', {}, 2)).toBe('/news?page=2')
    expect(pageHref('/news', { year: '2024' }, 3)).toBe('/news?year=2024&page=3')
    expect(pageHref('/toppers-x', { session: '2023-24' }, 1)).toBe('/toppers-x?session=2023-24')
  })
  it('escapes filter values', () => {
    expect(pageHref('/x', { q: 'a&b c' }, 2)).toBe('/x?q=a%26b+c&page=2')
  })
})

describe('the page numbers offered', () => {
  it('are every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5])
  })
  it('are the first, the last and those near the current one, with gaps', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, null, 20])
    expect(pageNumbers(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20])
    expect(pageNumbers(20, 20)).toEqual([1, null, 18, 19, 20])
    expect(pageNumbers(10, 20, 1)).toEqual([1, null, 9, 10, 11, null, 20])
  })
  it('never hide a single page behind a gap', () => {
    expect(pageNumbers(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20])
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20])
  })
  it('are none for an empty list', () => {
    expect(pageNumbers(1, 0)).toEqual([])
  })
})

describe('the pages that hold a run of items', () => {
  it('is one page when the run lies within it', () => {
    expect(pagesCovering(0, 12, 12)).toEqual({ pages: [1], skip: 0 })
    expect(pagesCovering(24, 5, 12)).toEqual({ pages: [3], skip: 0 })
    expect(pagesCovering(14, 3, 12)).toEqual({ pages: [2], skip: 2 })
  })
  it('is two pages when the run crosses a page boundary', () => {
    expect(pagesCovering(5, 12, 12)).toEqual({ pages: [1, 2], skip: 5 })
    expect(pagesCovering(20, 10, 12)).toEqual({ pages: [2, 3], skip: 8 })
  })
})

describe('a page of two lists shown one after the other', () => {
  /** A list read a page at a time, as the database does it. */
  const list =
    (items: string[]): Run<string> =>
    async (page, limit) => ({ docs: items.slice((page - 1) * limit, page * limit), totalDocs: items.length })
  const upcoming = Array.from({ length: 14 }, (_, i) => `u${i + 1}`)
  const past = Array.from({ length: 15 }, (_, i) => `p${i + 1}`)

  it('lists every item of the first, then the second, each once, across the pages', async () => {
    const pages = []
    for (let p = 1; p <= 3; p++) pages.push(await pageOfTwoRuns(list(upcoming), list(past), p, 12))
    expect(pages[0]).toEqual({ first: upcoming.slice(0, 12), second: [], totalDocs: 29, totalPages: 3 })
    // The page where the first ends carries the start of the second.
    expect(pages[1]).toMatchObject({ first: ['u13', 'u14'], second: past.slice(0, 10) })
    expect(pages[2]).toMatchObject({ first: [], second: past.slice(10) })
    expect(pages.flatMap((p) => [...p.first, ...p.second])).toEqual([...upcoming, ...past])
  })

  it('is the second alone when the first is empty, and counts an empty whole as no pages', async () => {
    expect(await pageOfTwoRuns(list([]), list(past), 2, 12)).toEqual({ first: [], second: past.slice(12), totalDocs: 15, totalPages: 2 })
    expect(await pageOfTwoRuns(list([]), list([]), 1, 12)).toEqual({ first: [], second: [], totalDocs: 0, totalPages: 0 })
  })
})
