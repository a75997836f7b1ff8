/**
 * Who is asking, for per-address rate limits. The server rewrites X-Forwarded-For on
 * every request (src/server/serve.ts) so that it holds only addresses it can trust: the
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

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64
 * network. A home, an office or a phone is given a whole /64, so one client could otherwise
 * count as endless addresses, each with a fresh allowance and a counter in memory.
 */
export function limitKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped) return mapped[1]!
  if (!address.includes(':')) return address
  const [head = '', tail] = address.split('::', 2)
  const left = head ? head.split(':') : []
  const right = tail === undefined ? [] : tail ? tail.split(':') : []
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return address
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * What a limit kept for each school counts: the address (as `limitKey`) within the school asked
 * (null: a host that serves none). Guessing or flooding one school's forms leaves another's
 * visitors from the same address alone, as separate deployments would.
 */
export const schoolLimitKey = (school: number | null, address: string): string => `${school ?? 'none'}:${limitKey(address)}`
