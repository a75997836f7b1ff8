/**
 * The response cache's memo of canonical addresses (src/server/responseCache/keys): strangers'
 * junk parameters never reach the key, the memo stays within its bound, and a month parameter
 * is judged against today's date, not the date the address was first asked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createKeyMemo, KEY_CHARS, KEYS_KEPT } from '@/server/responseCache/keys'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-06-15T12:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('key memo', () => {
  it('gives each address its canonical key, the same when asked again', () => {
    const memo = createKeyMemo()
    expect(memo.keyFor('/?utm_source=news&month=2026-03&fbclid=x')).toBe('/?month=2026-03')
    expect(memo.keyFor('/?utm_source=news&month=2026-03&fbclid=x')).toBe('/?month=2026-03')
    expect(memo.keyFor('/?random=1')).toBe('/')
  })

  it('judges a month against the new day once the day changes', () => {
    vi.setSystemTime(new Date('2026-12-31T23:59:00Z'))
    const memo = createKeyMemo()
    // Six years ahead is past the calendar's range on the last day of 2026: the plain home page.
    expect(memo.keyFor('/?month=2032-01')).toBe('/')
    vi.setSystemTime(new Date('2027-01-01T00:01:00Z'))
    expect(memo.keyFor('/?month=2032-01')).toBe('/?month=2032-01')
  })

  it(`keeps at most ${KEYS_KEPT} addresses, and none longer than ${KEY_CHARS} characters`, () => {
    const memo = createKeyMemo()
    for (let i = 0; i < KEYS_KEPT * 2 + 1; i++) {
      expect(memo.keyFor(`/?junk=${i}`)).toBe('/')
      expect(memo.size()).toBeLessThanOrEqual(KEYS_KEPT)
    }
    expect(memo.size()).toBeGreaterThan(0)

    const fresh = createKeyMemo()
    const long = `/?month=2026-03&junk=${'x'.repeat(KEY_CHARS)}`
    expect(fresh.keyFor(long)).toBe('/?month=2026-03')
    expect(fresh.size()).toBe(0)
  })
})
