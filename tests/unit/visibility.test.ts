import { describe, expect, it } from 'vitest'

import { visibleToVisitors, visibleWhere } from '@/lib/visibility'

describe('what visitors may see (one rule for access, search, compliance, export and the TC lookup)', () => {
  it('asks the database for published documents outside the Trash and outside an import, as far as the type has each', () => {
    expect(visibleWhere({ drafts: true, trash: true, imports: true })).toEqual({
      and: [{ _status: { equals: 'published' } }, { deletedAt: { exists: false } }, { importRun: { exists: false } }],
    })
    expect(visibleWhere({ imports: true })).toEqual({ and: [{ importRun: { exists: false } }] })
    expect(visibleWhere({})).toEqual({ and: [] })
    // A page saved before outlines existed has no value there, and shows.
    expect(visibleWhere({ outlines: true })).toEqual({ and: [{ or: [{ outline: { exists: false } }, { outline: { equals: false } }] }] })
  })

  it('judges a document as read the same way', () => {
    expect(visibleToVisitors({ _status: 'published' })).toBe(true)
    expect(visibleToVisitors({ _status: 'draft' })).toBe(false)
    expect(visibleToVisitors({ _status: 'published', deletedAt: '2026-11-01T00:00:00.000Z' })).toBe(false)
    expect(visibleToVisitors({ importRun: 'run-1' })).toBe(false)
    // A type without drafts: shown unless in the Trash or an import.
    expect(visibleToVisitors({})).toBe(true)
    expect(visibleToVisitors({ importRun: null, deletedAt: null })).toBe(true)
    // A page's outline copied from another school is the staff's until they save it.
    expect(visibleToVisitors({ outline: true })).toBe(false)
    expect(visibleToVisitors({ outline: false })).toBe(true)
  })
})
