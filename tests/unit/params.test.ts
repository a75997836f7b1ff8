import { describe, expect, it } from 'vitest'

import { parseRecordId } from '@/lib/params'

describe('record ids in URLs', () => {
  it('reads plain positive whole numbers', () => {
    expect(parseRecordId('1')).toBe(1)
    expect(parseRecordId(['42', '7'])).toBe(42)
    expect(parseRecordId('2147483647')).toBe(2147483647)
  })

  it('refuses everything else', () => {
    for (const bad of [undefined, null, '', '0', '-1', '01', '1.5', '1e3', 'abc', ' 1', '2147483648', "1' OR 1=1", '99999999999']) {
      expect(parseRecordId(bad as string | undefined), String(bad)).toBeNull()
    }
  })
})

describe('record references in URLs', () => {
  it('accept our ids and ids kept from the previous system', async () => {
    const { parseRecordRef } = await import('@/lib/params')
    expect(parseRecordRef('12')).toBe('12')
    expect(parseRecordRef('64f1c2a9e4b0a1b2c3d4e5f6')).toBe('64f1c2a9e4b0a1b2c3d4e5f6')
    for (const bad of [undefined, '', '../x', 'a b', "1'", 'x'.repeat(65), '%2e%2e']) expect(parseRecordRef(bad), String(bad)).toBeNull()
  })
})
