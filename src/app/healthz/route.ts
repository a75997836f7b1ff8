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
 * For a load balancer or a monitor: 200 when this instance can reach its database (and Redis,
 * when the instances share one), 503 otherwise. JSON, no details beyond reachable or not.
 */
export async function GET() {
  const shared = sharedRedis()
  const [database, redis] = await Promise.all([
    check(async () => (await payloadClient()).count({ collection: 'users', overrideAccess: true })),
    shared ? check(() => shared.redis.ping()) : Promise.resolve<Check>('not configured'),
  ])
  const healthy = database === 'ok' && redis !== 'unreachable'
  return Response.json(
    { status: healthy ? 'ok' : 'unavailable', database, redis },
    { status: healthy ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
}
