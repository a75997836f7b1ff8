/**
 * A small in-process cache of CMS reads, invalidated by tag. Pages read through it; the
 * CMS's change hooks invalidate the tags of what changed, and with several instances each
 * invalidation is relayed to the others (setInvalidationRelay). Entries also expire after a
 * time-to-live, the safety net should a relayed message be lost.
 * It lives on globalThis so every bundle in the server process shares one store.
 */

type Entry = { value: Promise<unknown>; tags: readonly string[]; expires: number }

export type TagCache = {
  get<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T>
  invalidate(tag: string): void
  /** Forgets everything (after a bulk import). */
  clear(): void
  size(): number
}

/** At most this many reads are kept; the oldest goes first (reads by id must not grow it without bound). */
export const MAX_ENTRIES = 1000

export function createTagCache(ttlMs: number, now: () => number = Date.now, maxEntries = MAX_ENTRIES): TagCache {
  const entries = new Map<string, Entry>()
  return {
    get<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key)
      if (hit && hit.expires > now()) return hit.value as Promise<T>
      const value = load()
      const entry: Entry = { value, tags, expires: now() + ttlMs }
      entries.delete(key)
      entries.set(key, entry)
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      // A failed read is not kept: the next visitor tries again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      return value
    },
    invalidate(tag: string) {
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key)
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  }
}

const STORE = Symbol.for('school-site.tag-cache')
const INNER = Symbol.for('school-site.tag-cache.inner')
const RELAY = Symbol.for('school-site.invalidation-relay')
type WithStore = typeof globalThis & { [STORE]?: TagCache; [INNER]?: TagCache; [RELAY]?: InvalidationListener }

/** The process-wide cache. Its invalidations are announced to every listener (onInvalidation) and relayed to other instances. */
export function sharedTagCache(ttlMs: number): TagCache {
  const g = globalThis as WithStore
  if (!g[STORE]) {
    g[INNER] = createTagCache(ttlMs)
    g[STORE] = announcing(g[INNER])
  }
  return g[STORE]
}

/** What was invalidated: a tag, or null for everything. */
export type InvalidationListener = (tag: string | null) => void

const LISTENERS = Symbol.for('school-site.invalidation-listeners')
type WithListeners = typeof globalThis & { [LISTENERS]?: Set<InvalidationListener> }
const listeners = () => ((globalThis as WithListeners)[LISTENERS] ??= new Set())

/** Hears every invalidation of the process-wide cache (the response cache drops what it shows). */
export function onInvalidation(listener: InvalidationListener): () => void {
  listeners().add(listener)
  return () => listeners().delete(listener)
}

/**
 * Carries this process's invalidations to the other instances of the site (Redis pub/sub,
 * src/server/sharedState.ts); none when the site runs as one instance.
 */
export function setInvalidationRelay(relay: InvalidationListener | null) {
  ;(globalThis as WithStore)[RELAY] = relay ?? undefined
}

/** An invalidation made by another instance: applied in this process, and not relayed again. */
export function receiveInvalidation(tag: string | null) {
  const inner = (globalThis as WithStore)[INNER]
  if (tag === null) inner?.clear()
  else inner?.invalidate(tag)
  announce(tag)
}

function announce(tag: string | null) {
  for (const listener of listeners()) listener(tag)
}

function announcing(cache: TagCache): TagCache {
  const relay = (tag: string | null) => (globalThis as WithStore)[RELAY]?.(tag)
  return {
    ...cache,
    invalidate(tag) {
      cache.invalidate(tag)
      announce(tag)
      relay(tag)
    },
    clear() {
      cache.clear()
      announce(null)
      relay(null)
    },
  }
}
