import { payloadClient } from '@/data/payload'
import { sharedRedis } from '@/lib/sharedRedis'

export const dynamic = 'force-dynamic'

const TIMEOUT_MS = 2000

type Check = 'ok' | 'unreachable' | 'not configured'

async function check(probe: () => Promise<unknown>): Promise<Check> {
  try {
    await Promise.race([probe(), new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS).unref())])
    return 'ok'
  } catch {
    return 'unreachable'
  }
}

/**
 * Readiness, for a load balancer: 200 while this instance can serve, 503 when it cannot.
 * - The database answers: `ok` (200).
 * - Only Redis is away: `degraded`, still 200. Pages and the API are served; each instance
 *   counts rate limits on its own and its caches fall back to their time-to-live until Redis
 *   returns (README, "Running several instances"). Taking every instance out of the pool for
 *   it would take the whole site down.
 * - The database is away: `unavailable`, 503 (pages not in the cache cannot be made).
 * JSON, no details beyond reachable or not. Liveness (the process answers) is /healthz/live.
 */
export async function GET() {
  const shared = sharedRedis()
  const [database, redis] = await Promise.all([
    check(async () => (await payloadClient()).count({ collection: 'users', overrideAccess: true })),
    shared ? check(() => shared.redis.ping()) : Promise.resolve<Check>('not configured'),
  ])
  const status = database !== 'ok' ? 'unavailable' : redis === 'unreachable' ? 'degraded' : 'ok'
  return Response.json({ status, database, redis }, { status: database === 'ok' ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
