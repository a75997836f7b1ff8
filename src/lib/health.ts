/**
 * What the health check answers (src/app/healthz): readiness from what this instance can
 * reach. Pure.
 *
 * - The database answers: ready (200). Without it no page can be rendered afresh: 503.
 * - Redis, when the instances share one, does not answer: still ready, `degraded` (200). The
 *   instance serves every page; limits count per instance and cached pages fall back to
 *   CACHE_TTL_SECONDS until Redis returns. A 503 here would make a load balancer take every
 *   instance out at once over something none of them needs to serve.
 */

export type Check = 'ok' | 'unreachable' | 'not configured'

export type Readiness = {
  httpStatus: 200 | 503
  body: { status: 'ok' | 'degraded' | 'unavailable'; database: Check; redis: Check }
}

export function readiness(database: Check, redis: Check): Readiness {
  if (database !== 'ok') return { httpStatus: 503, body: { status: 'unavailable', database, redis } }
  return { httpStatus: 200, body: { status: redis === 'unreachable' ? 'degraded' : 'ok', database, redis } }
}
