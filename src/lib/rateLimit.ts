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

/** "10 minutes", "1 minute", "45 seconds": for messages to people. */
export function waitPhrase(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
