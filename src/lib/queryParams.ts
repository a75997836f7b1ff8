/**
 * Which query parameters each public address reads, and the one canonical form of an
 * address that the response cache keys by and renders (src/server/responseCache). Pure.
 *
 * Everything a page does not read (`utm_*`, `fbclid`, `gclid` that shared links pick up, or
 * any junk a stranger appends) is left out of the key and never reaches the page, so it can
 * neither turn the cache off nor grow it. The parameters a page does read are kept in a fixed
 * order, first value only (as the pages read them), and bounded: a value outside its shape
 * becomes one fixed stand-in that the page answers the same way (e.g. `page=0` is "no such
 * page", 404), so the number of keys an address can have is bounded by what the site holds.
 *
 * A page that starts reading a new parameter must add it here, or the page never sees it
 * (tests/unit/queryParams.test.ts checks every page that reads `searchParams` is listed).
 */
import { MAX_QUERY_LENGTH } from '@/features/search/rules'
import { ADDRESS_FORM } from './slug'
import { PAGES } from './navigation'
import { englishOfHindi, isApiAddress, listingSectionOf, routes } from './routes'

/** How one parameter is kept: values matching `shape` as they are (after `normalize`), others as `invalid`, or dropped when `invalid` is null. */
type Param = {
  name: string
  shape: RegExp
  /** What a value outside the shape becomes: a stand-in the page answers as "no such …", or null to drop it. */
  invalid: string | null
  /** Applied before the shape is checked (e.g. tidy the spaces of a search); null leaves the parameter out (its default, or out of range). */
  normalize?: (value: string, now: Date) => string | null
}

/** A list's page; page 1 is the list's bare address (src/lib/paging pageHref). */
const page: Param = { name: 'page', shape: /^[1-9]\d{0,5}$/, invalid: '0', normalize: (value) => (value === '1' ? null : value) }
/** `all`, or a year this century or the last (the filters offer only years that hold items). */
const year: Param = { name: 'year', shape: /^(all|19\d\d|20\d\d)$/, invalid: 'all' }
/** A category's address form (src/features/categories); one that names no category is a 404 there. */
const category: Param = { name: 'category', shape: ADDRESS_FORM, invalid: '-' }
/** A session year such as 2024-25. */
const session: Param = { name: 'session', shape: /^(19|20)\d\d-\d\d$/, invalid: null }
/** Our record id, or an id kept from the old system (src/lib/params parseRecordRef). */
const id: Param = { name: 'id', shape: /^[A-Za-z0-9_-]{1,64}$/, invalid: null }

/** Months the home calendar may show: this many years either side of today; others show this month. */
export const CALENDAR_YEARS_AROUND = 5
const month: Param = {
  name: 'month',
  shape: /^\d{4}-(0[1-9]|1[0-2])$/,
  invalid: null,
  normalize: (value, now) => {
    const y = Number(value.slice(0, 4))
    return Math.abs(y - now.getUTCFullYear()) <= CALENDAR_YEARS_AROUND ? value : null
  },
}

const q: Param = {
  name: 'q',
  shape: /^[\s\S]+$/u,
  invalid: null,
  // As the search page reads it: trimmed, spaces run together; cut one character past the
  // longest query it runs, so the page can still say the query was cut.
  normalize: (value) => [...value.trim().replace(/\s+/gu, ' ')].slice(0, MAX_QUERY_LENGTH + 1).join('').trim() || null,
}

/** The JSON API's paging (src/api/respond paging): a value it refuses stays refused (400 naming the field). */
const limit: Param = { name: 'limit', shape: /^\d{1,4}$/, invalid: 'x' }
const apiPage: Param = { name: 'page', shape: /^\d{1,9}$/, invalid: 'x' }

/** Addresses (without /hi, without the query) and the parameters each reads, in the order kept. */
const ROUTES = new Map<string, Param[]>([
  [routes.home, [month]],
  [routes.oldHome, [month]],
  [routes.news, [year, category, page]],
  [routes.gallery, [year, page]],
  [routes.newsletters, [year, page]],
  [routes.events, [page]],
  [routes.mediaGallery, [page]],
  [routes.toppers('X'), [session, page]],
  [routes.toppers('XII'), [session, page]],
  [routes.subGallery, [id]],
  [routes.search, [q]],
  [routes.apiAlbum, [id]],
])

/** The pages that read query parameters, as their route folders name them (for the check that keeps this list whole). */
export const PAGES_WITH_PARAMS: readonly string[] = [
  ...ROUTES.keys(),
  // A content type's own list (src/content/listing), at any one-segment address no page file has.
  '/[...missing]',
]

/** Addresses of the site's own page files (src/lib/navigation): none of them pages through a list but those in ROUTES. */
const PAGE_FILES = new Set<string>(Object.values(PAGES).map((p) => p.href))

/**
 * What a path reads: its entry in ROUTES; else, at any other address of the API, its paging; else,
 * for a list page's address (one lower-case segment) that is no page file's, `page`: the list of a
 * content type with a listing of its own (src/content/listing), whose sections the config names.
 * Such an address that is no list is the 404 page, whatever its page.
 */
const paramsOf = (path: string): Param[] => {
  const bare = englishOfHindi(path) ?? path
  const known = ROUTES.get(bare)
  if (known) return known
  if (isApiAddress(bare)) return [limit, apiPage]
  return listingSectionOf(bare) !== null && !PAGE_FILES.has(bare) ? [page] : []
}

/** Decodes a query component as a form value (`+` is a space); null when it cannot be decoded. */
function decode(s: string): string | null {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '))
  } catch {
    return null
  }
}

/** The names of the parameters `path` reads (none for most addresses). */
export const readParams = (path: string): string[] => paramsOf(path).map((p) => p.name)

const UNRESERVED = /[A-Za-z0-9\-._~]/

/**
 * A path in one spelling: escapes of letters, digits and `-._~` decoded and other escapes in
 * upper case (RFC 3986 6.2.2), `.` and `..` segments resolved, runs of `/` made one, and no
 * trailing `/` (but for the root). `/n%65ws/` and `/a/../news` are `/news`.
 */
export function canonicalPath(path: string): string {
  const spelled = path.replace(/%([0-9A-Fa-f]{2})/g, (all, hex: string) => {
    const c = String.fromCharCode(parseInt(hex, 16))
    return UNRESERVED.test(c) ? c : `%${hex.toUpperCase()}`
  })
  const out: string[] = []
  for (const segment of spelled.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') out.pop()
    else out.push(segment)
  }
  return `/${out.join('/')}`
}

/**
 * The canonical form of a request target (`/news?utm_source=x&page=2&year=2025` →
 * `/news?year=2025&page=2`): the path in one spelling, then only the parameters it reads.
 */
export function canonicalTarget(target: string, now: Date = new Date()): string {
  const cut = target.indexOf('?')
  const path = canonicalPath(cut === -1 ? target : target.slice(0, cut))
  const params = paramsOf(path)
  if (cut === -1 || params.length === 0) return path
  const first = new Map<string, string>()
  for (const part of target.slice(cut + 1).split('&')) {
    const eq = part.indexOf('=')
    const name = decode(eq === -1 ? part : part.slice(0, eq))
    if (name === null || first.has(name) || !params.some((p) => p.name === name)) continue
    const value = decode(eq === -1 ? '' : part.slice(eq + 1))
    if (value !== null) first.set(name, value)
  }
  const kept = new URLSearchParams()
  for (const p of params) {
    const raw = first.get(p.name)
    if (raw === undefined) continue
    const value = p.normalize ? p.normalize(raw, now) : raw
    if (value === null) continue
    if (p.shape.test(value)) kept.append(p.name, value)
    else if (p.invalid !== null) kept.append(p.name, p.invalid)
  }
  const search = kept.toString()
  return search ? `${path}?${search}` : path
}
