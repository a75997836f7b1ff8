/**
 * Whole public responses (HTML pages and API JSON), kept in memory under the cache tags of
 * what they show and served without rendering until one of those tags is invalidated (a
 * publish, edit, unpublish, delete or import). Pure: the HTTP side is src/server/responseCache.
 *
 * - Invalidation drops an entry at once; the next visitor's request renders it again.
 * - After `ttlMs` an entry is stale: it is still served while one fresh render replaces it
 *   (the safety net for what no save announces, such as the date turning).
 * - An entry with `expiresAt` (a page showing emergency alerts, one of which starts or ends
 *   then) is never served from that moment: the next request renders it again.
 * - A render that began before an invalidation of one of its tags is not stored (it may
 *   hold what was just changed).
 * - At most `maxBytes` are kept, keys included; the least recently used entry goes first.
 * - A group of entries given a share (e.g. search results, `{ search: 0.125 }`) holds at most
 *   that share of `maxBytes`: past it, its own least recently used go, so pages that many
 *   strangers can vary never push out the pages everyone reads.
 */

export type StoredResponse = {
  status: number
  /** Headers to send, lower-case names, without content-length or content-encoding. */
  headers: Record<string, string>
  body: Buffer
  gzip: Buffer | null
  br: Buffer | null
  etag: string
  tags: readonly string[]
  storedAt: number
  /** From this time (ms) the entry is gone, not stale: what it shows has changed by itself. */
  expiresAt?: number | null
}

export type Lookup = { entry: StoredResponse; stale: boolean }

export type ResponseCache = {
  get(key: string): Lookup | undefined
  /** A mark taken before rendering; `set` refuses what was invalidated after it. */
  mark(): number
  /** Keeps `entry` unless it was invalidated after `since`; `group` names a share it counts toward. */
  set(key: string, entry: StoredResponse, since: number, group?: string): boolean
  invalidate(tag: string): void
  clear(): void
  size(): number
  bytes(): number
}

/** What an entry costs: its bodies, its key (two bytes a character), and a fixed allowance for its headers and bookkeeping. */
export const sizeOf = (e: StoredResponse, key = '') =>
  e.body.length + (e.gzip?.length ?? 0) + (e.br?.length ?? 0) + 2 * key.length + 512 + 2 * JSON.stringify(e.headers).length

export function createResponseCache({
  maxBytes,
  ttlMs,
  now = Date.now,
  shares = {},
}: {
  maxBytes: number
  ttlMs: number
  now?: () => number
  /** The most each group may hold, as a share of `maxBytes`. */
  shares?: Record<string, number>
}): ResponseCache {
  const entries = new Map<string, StoredResponse>()
  const sizes = new Map<string, number>()
  const groups = new Map<string, string>()
  const groupBytes = new Map<string, number>()
  const invalidatedAt = new Map<string, number>()
  let clearedAt = 0
  let seq = 0
  let total = 0

  const expired = (e: StoredResponse) => e.expiresAt !== undefined && e.expiresAt !== null && now() >= e.expiresAt

  const remove = (key: string) => {
    if (!entries.delete(key)) return
    const size = sizes.get(key) ?? 0
    total -= size
    sizes.delete(key)
    const group = groups.get(key)
    if (group !== undefined) {
      groupBytes.set(group, (groupBytes.get(group) ?? 0) - size)
      groups.delete(key)
    }
  }

  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (expired(entry)) {
        remove(key)
        return undefined
      }
      // Most recently used last (in its group too).
      entries.delete(key)
      entries.set(key, entry)
      const group = groups.get(key)
      if (group !== undefined) {
        groups.delete(key)
        groups.set(key, group)
      }
      return { entry, stale: now() - entry.storedAt >= ttlMs }
    },
    mark: () => seq,
    set(key, entry, since, group) {
      if (clearedAt > since || entry.tags.some((t) => (invalidatedAt.get(t) ?? 0) > since)) return false
      if (expired(entry)) return false
      const size = sizeOf(entry, key)
      const cap = group !== undefined && shares[group] !== undefined ? shares[group] * maxBytes : maxBytes
      if (size > Math.min(cap, maxBytes / 2)) return false
      remove(key)
      entries.set(key, entry)
      sizes.set(key, size)
      total += size
      if (group !== undefined) {
        groups.set(key, group)
        groupBytes.set(group, (groupBytes.get(group) ?? 0) + size)
        for (const [oldest, g] of groups) {
          if ((groupBytes.get(group) ?? 0) <= cap) break
          if (g === group) remove(oldest)
        }
      }
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break
        remove(oldest)
      }
      return true
    },
    invalidate(tag) {
      invalidatedAt.set(tag, ++seq)
      for (const [key, e] of entries) if (e.tags.includes(tag)) remove(key)
    },
    clear() {
      clearedAt = ++seq
      entries.clear()
      sizes.clear()
      groups.clear()
      groupBytes.clear()
      total = 0
    },
    size: () => entries.size,
    bytes: () => total,
  }
}
