/**
 * Fixed-window limits per client address (rate-limiter-flexible). One limiter per purpose.
 * With several instances (REDIS_URL) they count together in Redis, with an in-memory limiter
 * standing in while Redis is unreachable or does not answer (a call unanswered within
 * REDIS_COMMAND_TIMEOUT_MS, src/server/timeouts.ts); a single instance counts in process memory.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { sharedRedis } from './sharedRedis'
import { WAIT } from '@/lib/i18n/catalogue'

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type Limiter = { consume(key: string): Promise<LimitResult> }

/** Where a limiter counts: Redis when the instances share one (keys under `name`), else this process's memory. */
function store(name: string | null, points: number, duration: number): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points, duration })
  const shared = name ? sharedRedis() : null
  if (!shared) return memory
  return new RateLimiterRedis({
    storeClient: shared.redis,
    keyPrefix: `${shared.prefix}limit:${name}`,
    points,
    duration,
    // A Redis outage must not stop lookups or sign-ins: each instance counts alone meanwhile
    // (with N instances a client may get up to N times the limit until Redis answers). Refusing
    // instead would turn Redis away into every uncached page, TC lookup, form and staff sign-in
    // refused: parents and staff expect the site to work, and each instance's own count still
    // stops one client hammering it. Redis not ready (down, or dropped by the heartbeat while it
    // does not answer, src/server/sharedState.ts): the memory limiter answers at once; a call
    // under way when it froze falls back after the command timeout.
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  })
}

export function createLimiter(points: number, durationSeconds: number, name: string | null = null): Limiter {
  const limiter = store(name, points, durationSeconds)
  return {
    async consume(key) {
      try {
        await limiter.consume(key)
        return { allowed: true }
      } catch (res) {
        if (res instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) }
        throw res
      }
    },
  }
}

/**
 * Failures counted per key (e.g. an account and the address trying it): after `max` within
 * the window, that key is refused until the window ends; a success clears it.
 */
export type FailureCounter = {
  blocked(key: string): Promise<LimitResult>
  fail(key: string): Promise<void>
  clear(key: string): Promise<void>
}

export function createFailureCounter(max: number, windowSeconds: number, name: string | null = null): FailureCounter {
  const counter = store(name, max, windowSeconds)
  return {
    async blocked(key) {
      const res = await counter.get(key)
      return res && res.consumedPoints >= max
        ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) }
        : { allowed: true }
    },
    async fail(key) {
      await counter.penalty(key, 1)
    },
    async clear(key) {
      await counter.delete(key)
    },
  }
}

const LIMITERS = Symbol.for('school-site.limiters')
type WithLimiters = typeof globalThis & { [LIMITERS]?: Map<string, unknown> }

/**
 * The process's limiter for one purpose, made on first use. Kept on globalThis so that
 * every bundle in the server process (pages, API routes, Payload hooks) counts together,
 * and in Redis when the instances share one, so that they all count together too.
 */
export function sharedLimiter(name: string, points: number, durationSeconds: number): Limiter {
  return shared(`limit:${name}`, () => createLimiter(points, durationSeconds, name))
}

/** The process's failure counter for one purpose, made on first use (see sharedLimiter). */
export function sharedFailureCounter(name: string, max: number, windowSeconds: number): FailureCounter {
  return shared(`failures:${name}`, () => createFailureCounter(max, windowSeconds, `failures:${name}`))
}

function shared<T>(name: string, make: () => T): T {
  const g = globalThis as WithLimiters
  g[LIMITERS] ??= new Map()
  if (!g[LIMITERS].has(name)) g[LIMITERS].set(name, make())
  return g[LIMITERS].get(name) as T
}

/** "10 minutes", "1 minute", "45 seconds": for messages to people (in English; WAIT has the Hindi). */
export const waitPhrase = (seconds: number): string => WAIT.en(seconds)
