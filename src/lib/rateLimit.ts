/**
 * Fixed-window limits per client address, in process memory (rate-limiter-flexible).
 * One limiter per purpose; each instance of the app counts on its own.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type Limiter = { consume(key: string): Promise<LimitResult> }

export function createLimiter(points: number, durationSeconds: number): Limiter {
  const limiter = new RateLimiterMemory({ points, duration: durationSeconds })
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

const LIMITERS = Symbol.for('school-site.limiters')
type WithLimiters = typeof globalThis & { [LIMITERS]?: Map<string, Limiter> }

/**
 * The process's limiter for one purpose, made on first use. Kept on globalThis so that
 * every bundle in the server process (pages, API routes, Payload hooks) counts together.
 */
export function sharedLimiter(name: string, points: number, durationSeconds: number): Limiter {
  const g = globalThis as WithLimiters
  g[LIMITERS] ??= new Map()
  let limiter = g[LIMITERS].get(name)
  if (!limiter) g[LIMITERS].set(name, (limiter = createLimiter(points, durationSeconds)))
  return limiter
}

/** "10 minutes", "1 minute", "45 seconds": for messages to people. */
export function waitPhrase(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
