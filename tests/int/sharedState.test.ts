/**
 * State shared between instances through a real Redis (a private redis-server this file starts
 * on a loopback port): invalidations reach the other instance and are not echoed back, rate
 * limits count once across instances, and one instance per tick runs the jobs; a Redis frozen
 * rather than gone is gone without within a second, and back once it answers.
 */
import net, { type AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createLimiter } from '@/server/rateLimit'
import { claimJobsTick, setSharedRedis } from '@/server/sharedRedis'
import { onInvalidation, receiveInvalidation, setInvalidationRelay, sharedTagCache } from '@/server/tagCache'
import { connectSharedState, type SharedState } from '@/server/sharedState'
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_SILENCE_MS } from '@/server/timeouts'

import { RedisServer } from '../servers/redis'

const redis = new RedisServer()
let a: SharedState
let b: SharedState

beforeAll(async () => {
  await redis.start()
})

afterAll(async () => {
  await a?.close()
  await b?.close()
  await redis.stop()
})

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
    // The claim expires in Redis after 1 s, which tells no one: the clock must pass it.
    await new Promise((r) => setTimeout(r, 1100))
    expect(await claimJobsTick(1500)).toBe(true)
    setSharedRedis(null)
    // Alone, an instance always has the tick.
    expect(await claimJobsTick(1500)).toBe(true)
  })
})

describe('a frozen Redis (SIGSTOP: connections open, nothing answers)', () => {
  it('limits fall back to memory within the command timeout, then at once; once it wakes they count in Redis again, and what was cached is forgotten', async () => {
    const logged: string[] = []
    const c = await connectSharedState({ url: redis.url(), prefix: 't4:', subscribe: true, log: (m) => logged.push(m) })
    const heard: (string | null)[] = []
    const stop = onInvalidation((tag) => heard.push(tag))
    try {
      setSharedRedis({ redis: c.redis, prefix: 't4:', instance: 'c' })
      const limiter = createLimiter(2, 60, 'frozen')
      expect((await limiter.consume('addr')).allowed).toBe(true)
      const timed = async () => {
        const started = Date.now()
        const result = await limiter.consume(`addr-${started}`)
        return { allowed: result.allowed, ms: Date.now() - started }
      }
      redis.signal('SIGSTOP')
      try {
        // A call sent as it froze waits for the command timeout, then the memory limiter answers.
        const first = await timed()
        expect(first.allowed).toBe(true)
        expect(first.ms).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 1500)
        // Within a few heartbeats the connection is dropped: calls fall back at once.
        await expect.poll(() => c.redis.status !== 'ready' || !c.redis.stream.writable, { timeout: 10_000, interval: 100 }).toBe(true)
        const later = await timed()
        expect(later.allowed).toBe(true)
        expect(later.ms).toBeLessThan(200)
        expect(logged).toContain(`Redis at ${redis.url()} does not answer; going without it until it does`)
        await expect(c.redis.ping()).rejects.toThrow()
        heard.length = 0
      } finally {
        redis.signal('SIGCONT')
      }
      // Awake: Redis answers again and counts (the count made before the freeze is still there).
      await expect.poll(() => c.redis.ping().catch(() => 'no'), { timeout: 15_000, interval: 200 }).toBe('PONG')
      expect((await limiter.consume('addr')).allowed).toBe(true)
      expect((await limiter.consume('addr')).allowed).toBe(false)
      // Changes other instances published meanwhile were lost: everything cached is forgotten.
      await expect.poll(() => heard, { timeout: 15_000, interval: 200 }).toContain(null)
    } finally {
      stop()
      setSharedRedis(null)
      await c.close()
    }
  })
})

describe('a busy instance and a working Redis', () => {
  it('never takes Redis for frozen when its own event loop is held up, just after a PING, longer than the silence allowed', async () => {
    // Redis's replies come 100 ms late (a loaded machine): each PING's reply arrives while the loop is held, unread.
    const proxy = net.createServer((client) => {
      const upstream = net.connect(redis.port, '127.0.0.1')
      client.on('data', (d) => upstream.write(d))
      upstream.on('data', (d) => setTimeout(() => client.write(d), 100))
      for (const [a, b] of [[client, upstream], [upstream, client]] as const) {
        a.on('error', () => b.destroy())
        a.on('close', () => b.destroy())
      }
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    const logged: string[] = []
    const d = await connectSharedState({
      url: `redis://127.0.0.1:${(proxy.address() as AddressInfo).port}/0`,
      prefix: 't5:',
      subscribe: false,
      log: (m) => logged.push(m),
    })
    /** Holds the event loop, as a crowd's renders on a slow machine can. */
    const hold = (ms: number) => {
      const until = Date.now() + ms
      while (Date.now() < until) {
        // busy
      }
    }
    // The heartbeat's next two PINGs are each followed, once the loop has looked for what it can
    // read (nothing yet), by a held loop longer than the silence allowed.
    const ping = d.redis.ping.bind(d.redis) as () => Promise<string>
    let held = 0
    d.redis.ping = (() => {
      const answer = ping()
      if (held++ < 2) setImmediate(() => hold(REDIS_SILENCE_MS + 1000))
      return answer
    }) as typeof d.redis.ping
    try {
      await expect.poll(() => held, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(4)
      expect(logged.filter((m) => m.includes('does not answer'))).toEqual([])
      expect(d.redis.status).toBe('ready')
      expect(await d.redis.get('t5:none')).toBeNull()
    } finally {
      await d.close()
      proxy.close()
    }
  })
})
