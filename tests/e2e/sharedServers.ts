/**
 * The e2e run's shared servers (started by ./shared-server.ts, used by playwright.config.ts's
 * projects of the same names). The specs that visit a shared server run one after another on it,
 * since they change its content and count its limits; two servers, each with its own data folder
 * and its own half of those specs, let the two halves run side by side without touching each
 * other. The first server's specs are all those not named for the second; the specs that read
 * the first server's data folder or port (E2E_DATA_DIR, E2E_PORT) stay there.
 */
export const SHARED_SERVERS = [
  { name: 'shared server', portVar: 'E2E_PORT', dataVar: 'E2E_DATA_DIR' },
  { name: 'second shared server', portVar: 'E2E_PORT_2', dataVar: 'E2E_DATA_DIR_2' },
] as const

/** The second server's specs: the pages as visitors read them and two others, about half of the shared servers' time. */
export const ON_SECOND_SERVER =
  /\/(achievements|cached-pages|consent|current-first|disclosure|feeds|gigw|hindi|home|home-interactions|inner-pages|list-pages|no-javascript|no-sideways-scrolling|paging|phones|photos-and-tabs|search|search-engines)\.spec\.ts$/

/** The specs that start every server they use and never visit a shared one (baseURL). */
export const OWN_SERVERS = /\/(approvals|frozen|fuzz|instances|notice-roster|notices|notices-classes|school-domains|school-sign-in|schools|two-factor|unchanged)\.spec\.ts$/

/** The shared servers a spec visits: none, or the one whose project runs it. */
export function sharedServersFor(spec: string): (typeof SHARED_SERVERS)[number][] {
  if (OWN_SERVERS.test(spec)) return []
  return [ON_SECOND_SERVER.test(spec) ? SHARED_SERVERS[1] : SHARED_SERVERS[0]]
}

/**
 * The shared servers this run starts: those E2E_SHARED_SERVERS names (comma-separated, `none`
 * for none: `npm run test:one` names the one its spec visits), or both.
 */
export function sharedServersToStart(): (typeof SHARED_SERVERS)[number][] {
  const named = process.env.E2E_SHARED_SERVERS
  if (named === undefined) return [...SHARED_SERVERS]
  const names = named.split(',').map((n) => n.trim())
  return SHARED_SERVERS.filter((s) => names.includes(s.name))
}
