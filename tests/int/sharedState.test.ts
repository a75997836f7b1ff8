/**
 * State shared between instances through a real Redis (a private redis-server this file starts
 * on a loopback port): invalidations reach the other instance and are not echoed back, rate
 * limits count once across instances, and one instance per tick runs the jobs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createLimiter } from '@/server/rateLimit'
import { claimJobsTick, setSharedRedis } from '@/server/sharedRedis'
import { onInvalidation, receiveInvalidation, setInvalidationRelay, sharedTagCache } from '@/server/tagCache'
import { connectSharedState, type SharedState } from '@/server/sharedState'

import { RedisServer } from '../servers/redis'

const redis = new RedisServer()
let a: SharedState
let b: SharedState

beforeAll(async () => {
  await redis.start()
}, 30_000)

afterAll(async () => {
  await a?.close()
  await b?.close()
  await redis.stop()
})

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('shared state through Redis', () => {
  it('refuses to start, naming the address, when Redis does not answer', async () => {
    await expect(connectSharedState({ url: 'redis://127.0.0.1:1/0', prefix: 't:', subscribe: false, log: () => {} })).rejects.toThrow(
      /Redis at redis:\/\/127\.0\.0\.1:1\/0 does not answer/,
    )
  })

  it("carries one instance's invalidation to the other, which applies it without sending it back", async () => {
    // Two instances in one test process: `b` subscribes as an instance would; `a` publishes.
    a = await connectSharedState({ url: redis.url(), prefix: 't1:', subscribe: false, log: () => {} })
    b = await connectSharedState({ url: redis.url(), prefix: 't1:', subscribe: true, log: () => {} })
    const heard: (string | null)[] = []
    const stop = onInvalidation((tag) => heard.push(tag))
    const relayed: (string | null)[] = []
    setInvalidationRelay((tag) => relayed.push(tag))
    const cache = sharedTagCache(60_000)
    let loads = 0
    await cache.get('news-list', ['cms:news'], async () => ++loads)
    await a.publish('cms:news')
    await expect.poll(() => heard).toEqual(['cms:news'])
    // The read is forgotten here, and the remote invalidation is not relayed again.
    expect(await cache.get('news-list', ['cms:news'], async () => ++loads)).toBe(2)
    expect(relayed).toEqual([])
    // A local one is.
    cache.invalidate('cms:events')
    expect(relayed).toEqual(['cms:events'])
    receiveInvalidation(null)
    expect(heard).toEqual(['cms:news', 'cms:events', null])
    stop()
  })

  it('counts a limit once across instances', async () => {
    const shared = { redis: a.redis, prefix: 't2:', instance: 'x' }
    setSharedRedis(shared)
    const one = createLimiter(3, 60, 'tc')
    const two = createLimiter(3, 60, 'tc')
    const results = [await one.consume('addr'), await two.consume('addr'), await one.consume('addr'), await two.consume('addr')]
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    // Another address has its own count.
    expect((await two.consume('other')).allowed).toBe(true)
  })

  it('gives each jobs tick to one instance', async () => {
    setSharedRedis({ redis: a.redis, prefix: 't3:', instance: 'a' })
    const first = await claimJobsTick(1500)
    setSharedRedis({ redis: b.redis, prefix: 't3:', instance: 'b' })
    const second = await claimJobsTick(1500)
    expect([first, second]).toEqual([true, false])
    await wait(1100)
    expect(await claimJobsTick(1500)).toBe(true)
    setSharedRedis(null)
    // Alone, an instance always has the tick.
    expect(await claimJobsTick(1500)).toBe(true)
  })
})
