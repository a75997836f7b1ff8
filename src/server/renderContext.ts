/**
 * What a response was made from, recorded while the server renders it: the cache tags of
 * every CMS read (so the response cache knows which changes make it stale), and whether
 * anything in it depends on who asked (a staff preview, a rate-limited lookup), which keeps
 * it out of the cache. The server (src/server/responseCache) opens a context around each
 * render; reads outside one (scripts, tests) record nothing.
 *
 * It lives on globalThis: the server and Next's bundles are separate module graphs in
 * one process and must share one store.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export type RenderRecord = {
  tags: Set<string>
  personal: boolean
  /** Something in it could not be read (a section, a search): sent once, never stored. */
  noStore: boolean
  notFound: boolean
  /** When what it shows changes by itself (an alert starting or ending), in ms; null for never. */
  expiresAt: number | null
  /**
   * Whose site its host is (a school's, the shared API host, none), noted when the render looks
   * it up: the response cache keeps each site's pages apart. Null: the render never asked.
   */
  site: string | null
}

const STORE = Symbol.for('school-site.render-context')
type WithStore = typeof globalThis & { [STORE]?: AsyncLocalStorage<RenderRecord> }

const storage = (): AsyncLocalStorage<RenderRecord> => ((globalThis as WithStore)[STORE] ??= new AsyncLocalStorage<RenderRecord>())

/** Runs `fn` with a fresh record of what it reads. */
export function recordRender<T>(fn: () => T): { record: RenderRecord; result: T } {
  const record: RenderRecord = { tags: new Set(), personal: false, noStore: false, notFound: false, expiresAt: null, site: null }
  return { record, result: storage().run(record, fn) }
}

/** A render read content under these tags. */
export function noteTags(tags: Iterable<string>): void {
  const record = storage().getStore()
  if (record) for (const tag of tags) record.tags.add(tag)
}

/**
 * What this render shows changes by itself at `at` (an emergency alert starts or ends) with
 * no save in the CMS: the response cache keeps it until then at most. The earliest wins.
 */
export function noteExpiry(at: Date | null): void {
  const record = storage().getStore()
  if (!record || !at) return
  const t = at.getTime()
  if (record.expiresAt === null || t < record.expiresAt) record.expiresAt = t
}

/** Whose site this render's host is (src/tenancy/request.server.ts). */
export function noteSite(site: string): void {
  const record = storage().getStore()
  if (record) record.site = site
}

/** This render's output is for one visitor only and must not be cached. */
export function markPersonal(): void {
  const record = storage().getStore()
  if (record) record.personal = true
}

/** Part of this render failed (a read that could not be done): answer it, but do not keep it. */
export function markNoStore(): void {
  const record = storage().getStore()
  if (record) record.noStore = true
}

/**
 * This render is the site's 404 page: the server answers it with status 404. False outside
 * the server's own renders, where the caller falls back to Next's notFound().
 */
export function markNotFound(): boolean {
  const record = storage().getStore()
  if (record) record.notFound = true
  return Boolean(record)
}

/** Any address no page claims: the server renders it for a 404 page Next would leave to the browser. */
export const NOT_FOUND_PATH = '/page-not-found'

/**
 * The page, in the site's layout, that the server keeps ready to answer with 503 while a page
 * cannot be made (the database away, a render too slow). Rendered while the site is well.
 */
export const UNAVAILABLE_PATH = '/temporarily-unavailable'

/**
 * The header on the server's own request for a page it will cache, carrying the id of the
 * render (the server strips it from every request that comes from outside).
 */
export const RENDER_HEADER = 'x-render-id'
