/**
 * Whether a request that changes something (a form's POST) comes from this site's own pages,
 * so that another site cannot make a visitor's browser send it (cross-site request forgery).
 * Pure: the caller passes the request's headers.
 */

export type OriginInput = {
  /** The `Origin` header, if any. */
  origin: string | null | undefined
  /** The `Sec-Fetch-Site` header, if any. */
  secFetchSite: string | null | undefined
  /** The `Host` header. */
  host: string | null | undefined
  /** The `X-Forwarded-Proto` header, if any (the first value counts). */
  forwardedProto: string | null | undefined
  /**
   * The origins that are this site for the request, when the caller knows them (with
   * SERVER_URL set, the addresses of the school the request is for); else the request's Host is.
   */
  accepted: readonly string[] | null | undefined
}

const originOf = (value: string): string | null => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * - Given the accepted origins, the Origin must be one of them.
 * - Otherwise it must name the request's Host (and the scheme from X-Forwarded-Proto, when a
 *   proxy sends one).
 * - A request without Origin is judged by Sec-Fetch-Site: `cross-site` is refused.
 * - A request with neither comes from no browser that sends them (a script, curl, an old
 *   client) and cannot be forged by another site through a modern browser: allowed.
 * `Origin: null` (a sandboxed frame, a redirect from another site) is never this site.
 */
export function sameOrigin({ origin, secFetchSite, host, forwardedProto, accepted }: OriginInput): boolean {
  if (origin) {
    const given = originOf(origin)
    if (!given) return false
    if (accepted) return accepted.some((a) => originOf(a) === given)
    const url = new URL(given)
    // The Host header read as the Origin's scheme reads it (case, a default port).
    const requestHost = host ? originOf(`${url.protocol}//${host.trim()}`) : null
    if (!requestHost || requestHost !== given) return false
    const proto = forwardedProto?.split(',')[0]?.trim().toLowerCase()
    return !proto || url.protocol === `${proto}:`
  }
  if (secFetchSite) return secFetchSite.trim().toLowerCase() !== 'cross-site'
  return true
}

/** `sameOrigin` from a request's headers. */
export const sameOriginRequest = (headers: Headers, accepted: readonly string[] | null | undefined): boolean =>
  sameOrigin({
    origin: headers.get('origin'),
    secFetchSite: headers.get('sec-fetch-site'),
    host: headers.get('host'),
    forwardedProto: headers.get('x-forwarded-proto'),
    accepted,
  })

/**
 * Whether Next takes a server action with these headers as coming from its own origin (its rule,
 * in next/dist/server/app-render/action-handler): no Origin is taken; otherwise the Origin's host
 * must be the first X-Forwarded-Host, or without one the Host. Where it is not, Next aborts the
 * action with a 500 (or fails on an Origin it cannot parse); src/proxy.ts answers 403 first.
 */
export function nextTakesActionFrom(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (origin === null) return true
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return false
  }
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host')
  return Boolean(originHost) && originHost === host
}
