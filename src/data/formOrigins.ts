/**
 * Which origins a form post is from this site's own pages when it arrives at a host
 * (src/proxy.ts, src/lib/origin.ts): with SERVER_URL set, the addresses of the school the host
 * serves (src/tenancy/rules `originsOf`), so each school's forms work on its own
 * domains and a post from another school's pages, another website, is refused. The proxy
 * loads this module only for a form post on a deployment with SERVER_URL.
 */
import 'server-only'

import { env } from '@/env'
import { hostMatch, schoolsList } from '@/tenancy'
import { hostName, originsOf } from '@/tenancy/rules'
import { startedPayload } from './processPayload'

/**
 * The accepted origins for a post with these headers. Null without SERVER_URL: the request's
 * own Host is the site then. A host that is no school's (a deployment with several, or the
 * shared API host) keeps SERVER_URL's origin alone.
 */
export async function formOrigins(headers: Headers): Promise<string[] | null> {
  const { SERVER_URL, API_HOST, publicOrigin } = env()
  if (!SERVER_URL) return null
  // The process's Payload; only a post before any page was made here loads Payload's code
  // into the proxy's bundle. The list is read through the page cache (one read per change or
  // CACHE_TTL_SECONDS).
  const payload = startedPayload() ?? (await (await import('./payload')).payloadClient())
  const schools = await schoolsList(payload)
  const match = await hostMatch(payload, hostName(headers.get('host')))
  return match.kind === 'school' ? originsOf(match.school, schools, publicOrigin, API_HOST) : [new URL(publicOrigin).origin]
}
