export const dynamic = 'force-dynamic'

/**
 * Liveness: the process answers requests. No database or Redis call, so an outage of either
 * never makes a supervisor restart instances that are fine (readiness is /healthz).
 */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
