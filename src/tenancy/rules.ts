/**
 * Which school a request is for (docs/decisions/0012-many-schools.md): pure rules shared by the
 * public pages, the JSON API and the commands. A school is a document of the `schools`
 * collection (./collection.ts): its code (the old API host's `/api/news/KSR`), its name, the host
 * names it is served on, and whether it is served at all.
 */

/** A school's code as the old API host put it in paths: 2 to 12 letters and digits (KSR). */
export const SCHOOL_CODE = /^[A-Za-z0-9]{2,12}$/

export const isSchoolCode = (value: unknown): value is string => typeof value === 'string' && SCHOOL_CODE.test(value)

/** The longest Host header looked at; anything longer names no school (and is not stored anywhere). */
export const MAX_HOST_LENGTH = 260

const LABEL = '(?!-)[a-z0-9-]{1,63}(?<!-)'
const HOST_NAME = new RegExp(`^${LABEL}(\\.${LABEL})*$`)

/**
 * A Host header as a host name: lower case, without its port or a final dot; an IPv6 address
 * keeps its brackets. Null for anything that is not a host name (so it matches no school).
 */
export function hostName(header: string | null | undefined): string | null {
  if (!header || header.length > MAX_HOST_LENGTH) return null
  const h = header.trim().toLowerCase()
  const v6 = /^(\[[0-9a-f:.]+\])(:\d{1,5})?$/.exec(h)
  if (v6) return v6[1] ?? null
  const name = h.replace(/:\d{1,5}$/, '').replace(/\.$/, '')
  return name.length <= 253 && HOST_NAME.test(name) ? name : null
}

/** A host name as staff type it into a school's domains (no scheme, path or port); null when it is not one. */
export function domainOf(typed: string): string | null {
  const t = typed.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/$/, '')
  return /[/:\s@[\]]/.test(t) ? null : hostName(t)
}

export const SCHOOL_STATUSES = ['active', 'suspended'] as const
export type SchoolStatus = (typeof SCHOOL_STATUSES)[number]

/** A school as the routing needs it. */
export type SchoolEntry = { id: number; code: string; name: string; domains: string[]; status: SchoolStatus }

/**
 * What a request's host is: one school's own domain; the vendor's shared API host (`API_HOST`,
 * where `/api/…/{code}` answers for every school, as the old host did); or nothing served here.
 * A deployment with one school serves it on any host (localhost, its address, a new domain not
 * yet entered); with several, a host no school lists is unknown, never another school.
 */
export type HostMatch<S> = { kind: 'school'; school: S } | { kind: 'shared-api' } | { kind: 'unknown' }

export function schoolForHost<S extends SchoolEntry>(host: string | null, schools: readonly S[], apiHost?: string | null): HostMatch<S> {
  const served = schools.filter((s) => s.status === 'active')
  if (host && apiHost && host === hostName(apiHost)) return { kind: 'shared-api' }
  const own = host ? served.find((s) => s.domains.includes(host)) : undefined
  if (own) return { kind: 'school', school: own }
  // A host that names a suspended school is not handed to another one.
  if (host && schools.some((s) => s.domains.includes(host))) return { kind: 'unknown' }
  const only = schools.length === 1 ? served[0] : undefined
  if (only) return { kind: 'school', school: only }
  return { kind: 'unknown' }
}

/**
 * The school an API path's code names, asked on a host: on a school's own host only its own
 * code (exactly as the old host spelled it); on the shared API host any school served here.
 */
/**
 * The public address of a school not served at the deployment's own address (SERVER_URL,
 * `base`): the same scheme and port at its first domain; `base` when it has none, or when
 * `base` is one of its domains.
 */
export function originFor(school: Pick<SchoolEntry, 'domains'>, base: string): string {
  const url = new URL(base)
  const first = school.domains[0]
  if (!first || school.domains.includes(url.hostname)) return url.origin
  url.hostname = first
  return url.origin
}

/**
 * A school's public address: the deployment's own (`base`, SERVER_URL) for the school served
 * there, as for the only school of a deployment; another school's from its domains (originFor).
 */
export function publicOriginOf(school: SchoolEntry, schools: readonly SchoolEntry[], base: string, apiHost?: string | null): string {
  const atBase = schoolForHost(hostName(new URL(base).host), schools, apiHost)
  return atBase.kind === 'school' && atBase.school.id === school.id ? base : originFor(school, base)
}

/**
 * Every address a school's pages are served at, as origins: its public address
 * (publicOriginOf) and each of its domains with `base`'s scheme and port. A form on one of its
 * pages posts with one of these as its Origin; another school's pages are another website.
 */
export function originsOf(school: SchoolEntry, schools: readonly SchoolEntry[], base: string, apiHost?: string | null): string[] {
  const at = (domain: string) => {
    const url = new URL(base)
    url.hostname = domain
    return url.origin
  }
  return [...new Set([new URL(publicOriginOf(school, schools, base, apiHost)).origin, ...school.domains.map(at)])]
}

/** Whose site a host is, for the response cache's key (src/server/responseCache): a school's, the shared API host, or none. */
export const siteOf = (match: HostMatch<SchoolEntry>): string => (match.kind === 'school' ? `school:${match.school.id}` : match.kind)

export function schoolForCode<S extends SchoolEntry>(match: HostMatch<S>, code: string | undefined, schools: readonly S[]): S | null {
  if (!code || !isSchoolCode(code)) return null
  if (match.kind === 'school') return match.school.code === code ? match.school : null
  if (match.kind === 'shared-api') return schools.find((s) => s.status === 'active' && s.code === code) ?? null
  return null
}

/**
 * The school whose pages and files a host serves: its own, or on the shared API host the only
 * school served (so file and certificate links in its API answers work there too).
 */
export function schoolServedAt<S extends SchoolEntry>(match: HostMatch<S>, schools: readonly S[]): S | null {
  if (match.kind === 'school') return match.school
  const served = schools.filter((s) => s.status === 'active')
  return match.kind === 'shared-api' && served.length === 1 ? (served[0] ?? null) : null
}

/** A document's school, as stored (an id) or read with its relation filled in. */
export const schoolIdOf = (doc: { school?: unknown } | null | undefined): number | null => {
  const s = doc?.school
  if (typeof s === 'number') return s
  return s && typeof s === 'object' && typeof (s as { id?: unknown }).id === 'number' ? (s as { id: number }).id : null
}
