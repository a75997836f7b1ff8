/**
 * The site's addresses, in one place: the URL builders every page, feed, notice, preview,
 * sitemap and search entry uses, and (below) the classes of paths the server, the cache and
 * the proxy tell apart. Pure. A content type's own page is its `path` fact
 * (src/content/<type>/collection.ts), built from these.
 */

type Id = number | string

/** Where each kind of page is. */
export const routes = {
  home: '/',
  news: '/news',
  newsItem: (id: Id) => `/news/${id}`,
  events: '/events',
  event: (id: Id) => `/events/${id}`,
  newsletters: '/newsletters',
  gallery: '/gallery',
  /** An album, by its id or (for the old site's links) its old id. */
  album: (ref: Id) => `/sub-gallery?id=${encodeURIComponent(String(ref))}`,
  toppers: (forClass: 'X' | 'XII') => (forClass === 'XII' ? '/toppers-xii' : '/toppers-x'),
  search: '/search',
  /** A content type's own list page and each of its documents' (its `listing` fact, src/content/listing). */
  listing: (section: string) => `/${section}`,
  listed: (section: string, id: Id) => `/${section}/${id}`,
} as const

/**
 * The addresses that are not the site's pages, by their first segment (or two, or a file at the
 * root), and what each is. Everything else is a page: rendered in English or Hindi (`/hi/…`),
 * cached whole for visitors, answering GET only.
 */
type Section = {
  /** Answers its own methods and bad input (JSON errors, its own forms): the server's plain refusals are not used. */
  ownInput?: boolean
  /** Rules of its own for cross-site writes (src/proxy.ts): its CSRF allow-list, or a signed link. */
  ownRules?: boolean
  /** Staff's: never retried after a failure by the server, never a page to go back to after preview. */
  staff?: boolean
  /** Never a place to send someone back to (a preview's return path). */
  noReturn?: boolean
  /** The largest request body it takes, and what that is (413 past it, src/lib/rawRequest). */
  body?: { bytes: number; what: string }
  /**
   * Never kept by the response cache (src/server/responseCache): staff's, files, build assets,
   * lookups, confirm and unsubscribe addresses, pictures made from uploads, a visitor's own alerts.
   */
  uncached?: boolean
  /** Nothing of the site is there: answered 404 by the server before the app. */
  unused?: boolean
}

const KB = 1024
const MB = 1024 * KB
const UPLOAD = { bytes: 26 * MB, what: 'an upload (at most 25 MB for a PDF, 15 MB for an image)' }

const SECTIONS: Record<string, Section> = {
  admin: { ownInput: true, ownRules: true, staff: true, noReturn: true, body: UPLOAD, uncached: true },
  'cms-api': { ownInput: true, ownRules: true, staff: true, noReturn: true, body: UPLOAD, uncached: true },
  api: { ownInput: true, ownRules: true, noReturn: true },
  'api/tc': { ownInput: true, ownRules: true, noReturn: true, body: { bytes: 4 * KB, what: 'a TC lookup' }, uncached: true },
  'api/image': { ownInput: true, ownRules: true, noReturn: true, uncached: true },
  _next: { ownInput: true, uncached: true },
  // Next's image optimizer: the site serves its images as stored (src/app/files), never resized on request.
  '_next/image': { ownInput: true, uncached: true, unused: true },
  files: { uncached: true },
  'share-image': { uncached: true },
  icons: { uncached: true },
  feeds: {},
  healthz: { uncached: true },
  'tc/certificate': { uncached: true },
  // A visitor's dismissed alerts, made from their cookie.
  alerts: { ownInput: true, uncached: true },
  'alerts/dismiss': { ownInput: true, body: { bytes: 4 * KB, what: 'dismissing an alert' }, uncached: true },
  // A notice e-mail's confirm and unsubscribe buttons, and a mail program's one-click unsubscribe
  // (posted from the mail program's servers, authorised by the signed token in its address alone).
  subscriptions: { ownInput: true, body: { bytes: 4 * KB, what: 'a subscription link' }, uncached: true },
  'subscriptions/unsubscribe': { ownInput: true, ownRules: true, body: { bytes: 4 * KB, what: 'a subscription link' }, uncached: true },
  internal: { ownInput: true, uncached: true },
  preview: { ownInput: true, noReturn: true, uncached: true },
  '.well-known': {},
  'favicon.ico': { uncached: true },
  'manifest.webmanifest': {},
  'sw.js': {},
  'robots.txt': {},
  'sitemap.xml': {},
}

/**
 * Pages never cached whole: the feedback and notices forms (each copy carries its own signed
 * timestamp) and the "try again" page itself.
 */
const UNCACHED_PAGES = new Set(['feedback', 'notices', 'temporarily-unavailable'])

/** Page forms (the TC lookup, feedback): a few fields and a message of at most a few thousand characters. */
const FORM_BODY = { bytes: 64 * KB, what: 'a form' }

/** The pages that take a form's POST (the TC lookup, feedback, the notices forms and the SMS code, as server actions). */
const FORM_PAGES = new Set(['/tc', '/feedback', '/notices', '/notices/sms'])

/** The path of a request target or link: before its query or fragment. */
const pathPart = (target: string) => target.split(/[?#]/, 1)[0] ?? ''

/** The section an address is in (its most specific prefix), or null for a page. Letter case does not matter. */
function sectionOf(target: string): Section | null {
  const [, first = '', second] = pathPart(target).toLowerCase().split('/')
  if (second !== undefined) {
    const deeper = SECTIONS[`${first}/${second}`]
    if (deeper) return deeper
  }
  return Object.hasOwn(SECTIONS, first) ? SECTIONS[first]! : null
}

/** A page of the site (not the API, the admin, a file, a feed or a framework asset). */
export const isPagePath = (target: string) => target.startsWith('/') && sectionOf(target) === null

/** Under the public JSON API (errors there are JSON). */
export const isApiPath = (target: string) => /^\/api(\/|$)/i.test(pathPart(target))

/** Under Payload's REST/GraphQL API. */
export const isCmsApiPath = (target: string) => /^\/cms-api(\/|$)/i.test(pathPart(target))

/** The admin's pages. */
export const isAdminPath = (target: string) => /^\/admin(\/|$)/i.test(pathPart(target))

/** An address nothing of the site answers (src/server/serve.ts answers 404 at once). */
export const isUnusedPath = (target: string) => Boolean(sectionOf(target)?.unused)

/** Staff's addresses (the admin and the CMS API). */
export const isStaffPath = (target: string) => Boolean(sectionOf(target)?.staff)

/** Route handlers and the CMS, which say themselves which methods they take and answer their own bad input. */
export const answersOwnInput = (target: string) => Boolean(sectionOf(target)?.ownInput)

/** Addresses with rules of their own for cross-site writes (src/proxy.ts). */
export const hasOwnWriteRules = (target: string) => Boolean(sectionOf(target)?.ownRules)

/** Never somewhere to send a visitor back to after a preview. */
export const isNoReturnPath = (target: string) => Boolean(sectionOf(target)?.noReturn)

/** A page that takes a form's POST, in either language. */
export const isFormPage = (target: string) => FORM_PAGES.has(inEnglish(pathPart(target)))

/** The path without the Hindi prefix (`/hi/news` → `/news`, `/hi` → `/`). */
const inEnglish = (path: string) => (/^\/hi(?=\/|$)/i.test(path) ? path.slice(3) || '/' : path)

/** Never kept by the response cache, in either language. */
export function isUncachedPath(target: string): boolean {
  const path = inEnglish(pathPart(target))
  const section = sectionOf(path)
  return section ? Boolean(section.uncached) : UNCACHED_PAGES.has(path.split('/')[1]?.toLowerCase() ?? '')
}

/** The search page, in either language: any stranger can vary a search (its share of the cache is bounded). */
export const isSearchPage = (target: string) => inEnglish(pathPart(target)) === routes.search

/** The largest request body an address takes, and what that is. */
export const bodyLimitFor = (target: string) => sectionOf(target)?.body ?? FORM_BODY
