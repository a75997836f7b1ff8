import { describe, expect, it } from 'vitest'

import { newestChange } from '@/lib/lastUpdated'

describe('newestChange', () => {
  it('is the latest of documents, lists of documents and times', () => {
    expect(
      newestChange(
        { updatedAt: '2026-03-01T10:00:00.000Z' },
        [{ updatedAt: '2026-03-03T08:00:00.000Z' }, { updatedAt: null }],
        '2026-02-01T00:00:00.000Z',
      ),
    ).toBe('2026-03-03T08:00:00.000Z')
  })

  it('is null when nothing has a known time', () => {
    expect(newestChange([], null, undefined, { updatedAt: 'not a date' })).toBeNull()
  })
})
