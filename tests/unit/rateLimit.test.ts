import { describe, expect, it } from 'vitest'

import { createLimiter, waitPhrase } from '@/server/rateLimit'

describe('rate limiter', () => {
  it('allows the limit per key, then refuses with the time to wait', async () => {
    const limiter = createLimiter(2, 60)
    expect(await limiter.consume('a')).toEqual({ allowed: true })
    expect(await limiter.consume('a')).toEqual({ allowed: true })
    const third = await limiter.consume('a')
    expect(third.allowed).toBe(false)
    if (!third.allowed) expect(third.retryAfterSeconds).toBeGreaterThan(55)
    expect(await limiter.consume('b')).toEqual({ allowed: true })
  })

  it('says how long to wait in words', () => {
    expect(waitPhrase(1)).toBe('1 second')
    expect(waitPhrase(45)).toBe('45 seconds')
    expect(waitPhrase(60)).toBe('1 minute')
    expect(waitPhrase(61)).toBe('2 minutes')
  })
})
