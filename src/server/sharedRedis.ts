/**
 * The Redis connection that several instances of the site share state through, when
 * REDIS_URL is set (src/server/sharedState.ts connects it at start-up). Kept on globalThis so
 * every bundle in the server process (pages, API routes, Payload hooks) finds the same one;
 * absent for a single instance, whose state stays in process memory.
 */
import type { Redis } from 'ioredis'

export type SharedRedis = {
  redis: Redis
  /** Prefix of every key and channel, so several sites can share one Redis. */
  prefix: string
  /** This process's id among the instances. */
  instance: string
}

const KEY = Symbol.for('school-site.shared-redis')
type WithShared = typeof globalThis & { [KEY]?: SharedRedis }

export const sharedRedis = (): SharedRedis | null => (globalThis as WithShared)[KEY] ?? null

export function setSharedRedis(shared: SharedRedis | null) {
  ;(globalThis as WithShared)[KEY] = shared ?? undefined
}

/** How often a serving instance looks for due jobs (scheduled publishing). */
export const JOBS_INTERVAL_SECONDS = 10

/**
 * How often, at most, an instance queues the jobs that have schedules (src/payload.config.ts):
 * they are daily, and a schedule's next job is queued, to wait for its time, at the first look
 * after the last one ran.
 */
export const SCHEDULES_INTERVAL_MS = 5 * 60_000

/** Set in the environment of a serving process that may run jobs (src/server/serve.ts; RUN_JOBS). */
export const SERVES_JOBS = 'SCHOOL_SITE_SERVES_JOBS'

/**
 * Whether this instance runs the scheduled jobs on this tick: with several instances, the one
 * that claims the tick in Redis (SET NX with an expiry shorter than the interval between
 * ticks); alone, always. A Redis error skips the tick (the next one runs them).
 */
export async function claimJobsTick(intervalMs: number): Promise<boolean> {
  const shared = sharedRedis()
  if (!shared) return true
  try {
    const claimed = await shared.redis.set(`${shared.prefix}jobs:tick`, shared.instance, 'PX', Math.max(1000, intervalMs - 500), 'NX')
    return claimed === 'OK'
  } catch {
    return false
  }
}
