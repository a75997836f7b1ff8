/**
 * The response cache's keys (src/server/responseCache): the site a host is, then the address
 * in its canonical form (src/lib/queryParams), which is worked out once per address asked.
 */
import { prefixOf, splitLocale } from '@/lib/i18n/locales'
import { canonicalTarget } from '@/lib/queryParams'

/** The key's first part for a render that never asked whose site its host is (the same for every host). */
export const ANY_SITE = '*'
/** The addresses whose canonical form is kept (keyFor), and the longest kept. */
export const KEYS_KEPT = 1000
export const KEY_CHARS = 512

/** The key of `target` (canonical) in `site`'s part of the cache. */
export const keyOf = (site: string, target: string) => `${site} ${target}`

/** What `get` holds for `target` at `site` (when known), else for any site. */
export const siteFirst = <T>(site: string | undefined, target: string, get: (key: string) => T | undefined): T | undefined =>
  (site === undefined ? undefined : get(keyOf(site, target))) ?? get(keyOf(ANY_SITE, target))

/** The path of an address or key, without its query. */
export const pathOf = (key: string) => key.split('?')[0] ?? key

/** `path` in the language of `key` (`/hi/…` for a Hindi page). */
export const localized = (key: string, path: string) => prefixOf(splitLocale(pathOf(key)).locale) + path

export type KeyMemo = {
  /** The canonical form of the address `target` (src/lib/queryParams canonicalTarget). */
  keyFor(target: string): string
  /** How many addresses have their canonical form kept now. */
  size(): number
}

/**
 * The canonical address of each address asked (src/lib/queryParams), worked out once: the
 * same few addresses make most requests. At most KEYS_KEPT of at most KEY_CHARS characters
 * each, all forgotten when full or when the day changes (a month parameter is checked
 * against today's date); a stranger's endless addresses each cost one working out, as before.
 */
export function createKeyMemo(): KeyMemo {
  const keys = new Map<string, string>()
  let keysDay = 0
  function keyFor(target: string): string {
    if (target.length > KEY_CHARS) return canonicalTarget(target)
    const day = Math.floor(Date.now() / 86_400_000)
    if (day !== keysDay || keys.size >= KEYS_KEPT) {
      keys.clear()
      keysDay = day
    }
    let key = keys.get(target)
    if (key === undefined) {
      key = canonicalTarget(target)
      keys.set(target, key)
    }
    return key
  }
  return { keyFor, size: () => keys.size }
}
