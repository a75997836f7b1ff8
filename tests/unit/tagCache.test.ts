import { describe, expect, it } from 'vitest'

import { createTagCache } from '@/server/tagCache'

describe('tag cache', () => {
  it('reads once, then serves the cached value until a tag is invalidated', async () => {
    const cache = createTagCache(60_000)
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get('news', ['cms:news'], load)).toBe(1)
    expect(await cache.get('news', ['cms:news'], load)).toBe(1)
    cache.invalidate('cms:events')
    expect(await cache.get('news', ['cms:news'], load)).toBe(1)
    cache.invalidate('cms:news')
    expect(await cache.get('news', ['cms:news'], load)).toBe(2)
  })

  it('expires entries after the time-to-live', async () => {
    let t = 0
    const cache = createTagCache(1000, () => t)
    let loads = 0
    const load = async () => ++loads
    await cache.get('k', [], load)
    t = 999
    expect(await cache.get('k', [], load)).toBe(1)
    t = 1000
    expect(await cache.get('k', [], load)).toBe(2)
  })

  it('keeps at most its limit of reads, dropping the oldest first', async () => {
    const cache = createTagCache(60_000, Date.now, 2)
    let loads = 0
    const load = async () => ++loads
    await cache.get('a', [], load)
    await cache.get('b', [], load)
    await cache.get('c', [], load)
    expect(cache.size()).toBe(2)
    expect(await cache.get('b', [], load)).toBe(2)
    expect(await cache.get('a', [], load)).toBe(4)
  })

  it('does not keep a failed read', async () => {
    const cache = createTagCache(60_000)
    await expect(cache.get('k', [], () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(await cache.get('k', [], async () => 'ok')).toBe('ok')
  })
})
