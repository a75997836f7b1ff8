/**
 * Which site each host is (a school's, the shared API host, none), learned from the renders
 * made at it: the response cache (src/server/responseCache) keeps each site's pages apart.
 */
import type { IncomingMessage } from 'node:http'

/** The hosts whose site the cache remembers: a stranger's made-up ones push out only the oldest. */
export const MAX_HOSTS = 1000

export type SiteMap = {
  /** The site `host` was learned to be, if it is remembered. */
  siteOf(host: string): string | undefined
  /** The same, counting as a use: hosts in use stay when the list is full. */
  use(host: string): string | undefined
  /** A render at `host` noted that it is `site`. */
  learn(host: string, site: string): void
  /** Forgets every host (the list of schools changed). */
  clear(): void
}

/** Which site each host is, learned from renders: at most `maxHosts`, the least recently asked forgotten first. */
export function createSiteMap(maxHosts: number = MAX_HOSTS): SiteMap {
  const sites = new Map<string, string>()
  return {
    siteOf: (host) => sites.get(host),
    use(host) {
      const site = sites.get(host)
      if (site === undefined) return undefined
      // Hosts in use stay; the least recently asked go first when the list is full.
      sites.delete(host)
      sites.set(host, site)
      return site
    },
    learn(host, site) {
      if (sites.get(host) === site) return
      sites.delete(host)
      if (sites.size >= maxHosts) sites.delete(sites.keys().next().value!)
      sites.set(host, site)
    },
    clear: () => sites.clear(),
  }
}

/** The host a request asked for, in lower case without its port; empty when missing or not a host name. */
export function hostOf(req: IncomingMessage): string {
  const raw = req.headers.host
  if (typeof raw !== 'string' || raw.length > 260) return ''
  const host = raw.toLowerCase().replace(/:\d{1,5}$/, '')
  return /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(host) ? host : ''
}
