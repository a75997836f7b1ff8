/** Content negotiation for stored, already-compressed responses. Pure. */

export type Encoding = 'br' | 'gzip' | 'identity'

/** The best encoding an Accept-Encoding header allows among those available (br, then gzip). */
export function pickEncoding(accept: string | undefined, available: { br: boolean; gzip: boolean }): Encoding {
  const allowed = new Map<string, number>()
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    allowed.set(name, q === undefined ? 1 : Number(q))
  }
  const ok = (name: string) => (allowed.get(name) ?? allowed.get('*') ?? 0) > 0
  if (available.br && ok('br')) return 'br'
  if (available.gzip && ok('gzip')) return 'gzip'
  return 'identity'
}

/** Whether an If-None-Match header matches this entity tag (weak comparison). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = (t: string) => t.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((t) => bare(t) === bare(etag))
}
