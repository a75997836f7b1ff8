/**
 * Who is asking, for per-address rate limits. The server rewrites X-Forwarded-For on
 * every request (scripts/serve.ts) so that it holds only addresses it can trust: the
 * socket's peer, preceded by what the configured number of trusted proxies appended.
 * Anything a client wrote into the header itself is dropped. Pure.
 */

const entries = (header: string | null | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** The X-Forwarded-For value to pass on: the trusted tail of the incoming one, then the peer. */
export function trustedForwardedFor(incoming: string | string[] | undefined, peer: string, trustedProxies: number): string {
  const list = entries(Array.isArray(incoming) ? incoming.join(',') : incoming)
  const kept = trustedProxies > 0 ? list.slice(-trustedProxies) : []
  return [...kept, peer || 'unknown'].join(', ')
}

/** The client's address from a rewritten X-Forwarded-For: its first entry. */
export function clientAddress(headers: Pick<Headers, 'get'>): string {
  return entries(headers.get('x-forwarded-for'))[0] ?? 'unknown'
}
