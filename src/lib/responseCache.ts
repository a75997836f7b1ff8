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
 * - At most `maxBytes` are kept; the least recently used entry goes first.
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
  set(key: string, entry: StoredResponse, since: number): boolean
  invalidate(tag: string): void
  clear(): void
  size(): number
  bytes(): number
}

export const sizeOf = (e: StoredResponse) => e.body.length + (e.gzip?.length ?? 0) + (e.br?.length ?? 0) + 512

export function createResponseCache({
  maxBytes,
  ttlMs,
  now = Date.now,
}: {
  maxBytes: number
  ttlMs: number
  now?: () => number
}): ResponseCache {
  const entries = new Map<string, StoredResponse>()
  const invalidatedAt = new Map<string, number>()
  let clearedAt = 0
  let seq = 0
  let total = 0

  const expired = (e: StoredResponse) => e.expiresAt !== undefined && e.expiresAt !== null && now() >= e.expiresAt

  const remove = (key: string) => {
    const e = entries.get(key)
    if (!e) return
    entries.delete(key)
    total -= sizeOf(e)
  }

  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (expired(entry)) {
        remove(key)
        return undefined
      }
      // Most recently used last.
      entries.delete(key)
      entries.set(key, entry)
      return { entry, stale: now() - entry.storedAt >= ttlMs }
    },
    mark: () => seq,
    set(key, entry, since) {
      if (clearedAt > since || entry.tags.some((t) => (invalidatedAt.get(t) ?? 0) > since)) return false
      if (expired(entry)) return false
      const size = sizeOf(entry)
      if (size > maxBytes / 2) return false
      remove(key)
      entries.set(key, entry)
      total += size
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
      total = 0
    },
    size: () => entries.size,
    bytes: () => total,
  }
}
