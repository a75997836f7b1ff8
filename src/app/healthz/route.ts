/**
 * `GET /healthz`, readiness: whether this instance should be sent requests (src/lib/health.ts).
 * 200 `{"status":"ok"}` or `{"status":"degraded","redis":"unreachable"}` (it still serves),
 * 503 `{"status":"unavailable"}` when its database does not answer. `/healthz/live` is the
 * liveness check. JSON, never cached, no details beyond reachable or not.
 */
import { payloadClient } from '@/data/payload'
import { readiness, type Check } from '@/lib/health'
import { sharedRedis } from '@/server/sharedRedis'
import { allSchools } from '@/tenancy'

export const dynamic = 'force-dynamic'

const TIMEOUT_MS = 2000

async function check(probe: () => Promise<unknown>): Promise<Check> {
  try {
    await Promise.race([probe(), new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS).unref())])
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
