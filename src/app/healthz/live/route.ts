/**
 * `GET /healthz/live`, liveness: the process answers requests. No database or Redis call, so
 * an outage elsewhere never gets a healthy instance restarted; restart it when this fails.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
