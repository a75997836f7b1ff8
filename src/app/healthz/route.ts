/**
 * `GET /healthz`, readiness: whether this instance should be sent requests (src/lib/health.ts).
 * 200 `{"status":"ok"}` or `{"status":"degraded","redis":"unreachable"}` (it still serves),
 * 503 `{"status":"unavailable"}` when its database does not answer. Each dependency is asked at
 * once and given HEALTH_CHECK_TIMEOUT_MS: one that is frozen rather than gone (connections open,
 * nothing answering) is named as unreachable within that, never a wait for it. `/healthz/live`
 * is the liveness check. JSON, never cached, no details beyond reachable or not.
 */
import { payloadClient } from '@/data/payload'
import { readiness, type Check } from '@/lib/health'
import { sharedRedis } from '@/server/sharedRedis'
import { HEALTH_CHECK_TIMEOUT_MS } from '@/server/timeouts'
import { allSchools } from '@/tenancy'

export const dynamic = 'force-dynamic'

async function check(probe: () => Promise<unknown>): Promise<Check> {
  try {
    await Promise.race([probe(), new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), HEALTH_CHECK_TIMEOUT_MS).unref())])
    return 'ok'
  } catch {
    return 'unreachable'
  }
}

export async function GET() {
  const shared = sharedRedis()
  const [database, redis] = await Promise.all([
    check(async () => allSchools(await payloadClient(), 'health check').count({ collection: 'schools' })),
    shared ? check(() => shared.redis.ping()) : Promise.resolve<Check>('not configured'),
  ])
  const { httpStatus, body } = readiness(database, redis)
  return Response.json(body, { status: httpStatus, headers: { 'cache-control': 'no-store' } })
}
