/**
 * The site's addresses, in one place: the URL builders every page, feed, notice, preview,
 * sitemap and search entry uses, the parsers that read an address back, and (below) the
 * classes of paths the server, the cache and the proxy tell apart. Pure. A content type's own
 * page is its `path` fact (src/content/<type>/collection.ts), built from these.
 */

import type { PublicFileCollection } from './files'

type Id = number | string

/** The path of a request target or link: before its query or fragment. */
const pathPart = (target: string) => target.split(/[?#]/, 1)[0] ?? ''

/** Where each kind of page is. */
export const routes = {
  home: '/',
  /** The old site's address of the home page, still answered. */
  oldHome: '/home',
  news: '/news',
  newsItem: (id: Id) => `/news/${id}`,
  events: '/events',
  event: (id: Id) => `/events/${id}`,
  newsletters: '/newsletters',
  gallery: '/gallery',
  mediaGallery: '/media-gallery',
  /** The album page; an album's own address is `album`. */
  subGallery: '/sub-gallery',
  /** An album, by its id or (for the old site's links) its old id. */
  album: (ref: Id) => `/sub-gallery?id=${encodeURIComponent(String(ref))}`,
  toppers: (forClass: 'X' | 'XII') => (forClass === 'XII' ? '/toppers-xii' : '/toppers-x'),
  search: '/search',
  /** Get notices, and the page a notice's preferences link opens (src/features/notices); its form posts to `savePreferences`. */
  notices: '/notices',
  noticePreferences: '/notices/preferences',
  savePreferences: '/subscriptions/preferences',
  /**
   * Admissions (src/features/admissions): apply; a family's own application (by its link, a form
   * page); its documents' uploads, the fee's start and receipt (route handlers, the link's token
   * in the form or query); the browser's return from the gateway; the lists; the fees.
   */
  admissionApply: '/admission/apply',
  application: (token: string) => `/admission/application/${token}`,
  applicationDocuments: '/admission/documents',
  applicationPay: '/admission/pay',
  applicationReceipt: (token: string) => `/admission/receipt?a=${token}`,
  paymentReturn: '/admission/paid',
  admissionLists: '/admission/lists',
  fees: '/fees',
  /** The gateway's webhooks for the school the host serves (src/features/admissions/payments.ts). */
  paymentWebhook: '/payments/razorpay',
  /** The applications as CSV for the school's ERP (src/features/admissions/exportApplications.ts). */
  applicationsExport: '/cms-api/applications/export',
  /** A content type's own list page and each of its documents' (its `listing` fact, src/content/listing). */
  listing: (section: string) => `/${section}`,
  listed: (section: string, id: Id) => `/${section}/${id}`,
  /** A public upload as the site serves it, faster and cacheable; Payload serves it at `/cms-api/<collection>/file/<name>`. */
  file: (collection: PublicFileCollection, name: string) => `/files/${collection}/${name}`,
  /** The one address of the JSON API without a school's code: an album. */
  apiAlbum: '/api/subGallery',
  /**
   * Where staff edit a document, or (without an id) a collection; a school's page (src/tenancy/pages.ts)
   * opens the document of the school chosen in the admin's school switch.
   */
  admin: (collection: string, id?: Id) => (id === undefined ? `/admin/collections/${collection}` : `/admin/collections/${collection}/${id}`),
} as const

/** The section whose own list page a path is (`/achievements` → `achievements`: one segment of small letters, digits and single hyphens), or null. */
export const listingSectionOf = (path: string): string | null => /^\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(path)?.[1] ?? null

/** The document an address of `listed`, `newsItem` or `event` shows (`/news/12` → news, 12), or null. */
export function recordOf(path: string): { section: string; id: string } | null {
  const [root, section, id, ...more] = path.split('/')
  return root === '' && section && id && more.length === 0 ? { section, id } : null
}

/**
 * The upload a path names, as the site serves it (`/files/images/a.webp`) or as Payload does,
 * through its access checks (`/cms-api/images/file/a.webp`, `viaCms`), or null.
 */
export function uploadOf(path: string): { collection: PublicFileCollection; name: string; viaCms: boolean } | null {
  const [root, first, collection, ...rest] = path.split('/')
  if (root !== '' || (collection !== 'images' && collection !== 'documents')) return null
  if (first === 'files' && rest.length === 1 && rest[0]) return { collection, name: rest[0], viaCms: false }
  if (first === 'cms-api' && rest.length === 2 && rest[0] === 'file' && rest[1]) return { collection, name: rest[1], viaCms: true }
  return null
}

/** What an admin address edits (`/admin/collections/news/5` → collections, news; `/admin/globals/…` likewise), or null. */
export function adminEntryOf(href: string): { kind: 'collections' | 'globals'; slug: string } | null {
  const [root, admin, kind, slug] = pathPart(href).split('/')
  return root === '' && admin === 'admin' && (kind === 'collections' || kind === 'globals') && slug ? { kind, slug } : null
}

/** A path of this site as a browser reads it: one `/`, then anything but another `/` or a `\` (`//host` and `/\host` are other sites). */
export const isLocalPath = (value: string) => value.startsWith('/') && value[1] !== '/' && value[1] !== '\\'

/** The Hindi pages' prefix: `/hi/x` is the page `/x` in Hindi. */
const HINDI = '/hi'

/**
 * The address a Hindi one shows in English (`/hi/news?page=2` → `/news?page=2`; `/hi` and `/hi/`
 * → `/`), or null when `target` is not under `/hi`. The prefix is spelled in small letters, as
 * the proxy routes it; `anyCase` also reads `/HI/…`.
 */
export function englishOfHindi(target: string, { anyCase = false } = {}): string | null {
  const prefix = target.slice(0, HINDI.length)
  if ((anyCase ? prefix.toLowerCase() : prefix) !== HINDI) return null
  const rest = target.slice(HINDI.length)
  if (rest === '') return '/'
  if (rest.startsWith('/')) return rest
  return rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : null
}

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
  body?: BodyLimit & {
    /** A smaller limit for a body that is not a multipart form (JSON, text): such a body is parsed whole on the serving thread. */
    notMultipart?: BodyLimit
  }
  /**
   * Never kept by the response cache (src/server/responseCache): staff's, files, build assets,
   * lookups, confirm and unsubscribe addresses, pictures made from uploads, a visitor's own alerts.
   */
  uncached?: boolean
  /** Nothing of the site is there: answered 404 by the server before the app. */
  unused?: boolean
  /** Links to it are not judged by the compliance monitor's link check: staff's, the APIs, generated images and certificates, a visitor's own. */
  notLinkChecked?: boolean
}

const KB = 1024
const MB = 1024 * KB
type BodyLimit = { bytes: number; what: string }
const UPLOAD = { bytes: 26 * MB, what: 'an upload (at most 25 MB for a PDF, 15 MB for an image)' }
/**
 * The CMS's API: files and the admin's saves come as multipart forms (Payload's busboy reads the
 * fields, at most 1 MB each, and parses only `_payload`); any other body (JSON, a roster's CSV
 * of at most 2 MB) is parsed whole: at most 2 MB.
 */
const CMS_API: Section = {
  ownInput: true,
  ownRules: true,
  staff: true,
  noReturn: true,
  body: { ...UPLOAD, notMultipart: { bytes: 2 * MB, what: 'a body that is not a multipart form (JSON, CSV)' } },
  uncached: true,
  notLinkChecked: true,
}

const SECTIONS: Record<string, Section> = {
  admin: { ownInput: true, ownRules: true, staff: true, noReturn: true, body: UPLOAD, uncached: true, notLinkChecked: true },
  'cms-api': CMS_API,
  // A GraphQL document is parsed, validated and counted whole on the serving thread (its budget: src/lib/graphqlBudget).
  'cms-api/graphql': { ...CMS_API, body: { bytes: 100 * KB, what: 'a GraphQL request' } },
  api: { ownInput: true, ownRules: true, noReturn: true, notLinkChecked: true },
  'api/tc': { ownInput: true, ownRules: true, noReturn: true, body: { bytes: 4 * KB, what: 'a TC lookup' }, uncached: true, notLinkChecked: true },
  'api/image': { ownInput: true, ownRules: true, noReturn: true, uncached: true, notLinkChecked: true },
  _next: { ownInput: true, uncached: true },
  // The build's files: read, never posted to (a POST is 405, not an error of Next's).
  '_next/static': { uncached: true },
  // Next's image optimizer: the site serves its images as stored (src/app/files), never resized on request.
  '_next/image': { ownInput: true, uncached: true, unused: true },
  files: { uncached: true },
  'share-image': { uncached: true, notLinkChecked: true },
  icons: { uncached: true, notLinkChecked: true },
  feeds: {},
  healthz: { uncached: true },
  'tc/certificate': { uncached: true, notLinkChecked: true },
  // A visitor's dismissed alerts, made from their cookie.
  alerts: { ownInput: true, uncached: true, notLinkChecked: true },
  'alerts/dismiss': { ownInput: true, body: { bytes: 4 * KB, what: 'dismissing an alert' }, uncached: true, notLinkChecked: true },
  // A notice e-mail's confirm and unsubscribe buttons, and a mail program's one-click unsubscribe
  // (posted from the mail program's servers, authorised by the signed token in its address alone).
  subscriptions: { ownInput: true, body: { bytes: 4 * KB, what: 'a subscription link' }, uncached: true },
  'subscriptions/unsubscribe': { ownInput: true, ownRules: true, body: { bytes: 4 * KB, what: 'a subscription link' }, uncached: true },
  // A phone's service worker saying a notice's push arrived, authorised by the notice's signed reference alone (src/features/notices/tracking).
  'subscriptions/received': { ownInput: true, ownRules: true, body: { bytes: 1 * KB, what: 'a notice’s reference' }, uncached: true },
  preview: { ownInput: true, noReturn: true, uncached: true, notLinkChecked: true },
  // Meta's reports on a school's WhatsApp notices (posted from Meta's servers, authorised by their signature alone).
  whatsapp: { ownInput: true, ownRules: true, noReturn: true, body: { bytes: 64 * KB, what: 'a WhatsApp status report' }, uncached: true, notLinkChecked: true },
  // A family's documents for its application (at most 2 MB each), the fee's start, its receipt,
  // and the browser's return from the gateway: each answers its own input (the link's token),
  // never cached (src/features/admissions).
  'admission/documents': { ownInput: true, noReturn: true, body: { bytes: 3 * MB, what: 'an application’s document (at most 2 MB)', notMultipart: { bytes: 4 * KB, what: 'a form' } }, uncached: true, notLinkChecked: true },
  'admission/pay': { ownInput: true, noReturn: true, body: { bytes: 4 * KB, what: 'a form' }, uncached: true, notLinkChecked: true },
  'admission/receipt': { ownInput: true, noReturn: true, uncached: true, notLinkChecked: true },
  'admission/paid': { ownInput: true, noReturn: true, uncached: true, notLinkChecked: true },
  // The payment gateway's webhooks (posted from its servers, authorised by their signature alone).
  payments: { ownInput: true, ownRules: true, noReturn: true, body: { bytes: 64 * KB, what: 'a payment gateway’s event' }, uncached: true, notLinkChecked: true },
  '.well-known': {},
  'favicon.ico': { uncached: true },
  'manifest.webmanifest': {},
  'sw.js': {},
  'robots.txt': {},
  'sitemap.xml': {},
}

/**
 * Pages never cached whole: the feedback and notices forms (each copy carries its own signed
 * timestamp), the "try again" page itself, and admissions (open or closed by the day, a
 * family's own application, lists that change with each status).
 */
const UNCACHED_PAGES = new Set(['feedback', 'notices', 'temporarily-unavailable', 'admission'])

/** Page forms (the TC lookup, feedback): a few fields and a message of at most a few thousand characters. */
const FORM_BODY = { bytes: 64 * KB, what: 'a form' }

/** The pages that take a form's POST (the TC lookup, feedback, the notices forms and the SMS and WhatsApp codes, applying, as server actions); and a family's application (its link's address). */
const FORM_PAGES = new Set(['/tc', '/feedback', '/notices', '/notices/sms', '/notices/whatsapp', '/admission/apply'])

/** The section of a path as spelled (its most specific prefix), or null for a page. */
function sectionAt(path: string): Section | null {
  const [, first = '', second] = path.split('/')
  if (second !== undefined) {
    const deeper = SECTIONS[`${first}/${second}`]
    if (deeper) return deeper
  }
  return Object.hasOwn(SECTIONS, first) ? SECTIONS[first]! : null
}

/** The section an address is in, or null for a page. Letter case does not matter. */
const sectionOf = (target: string) => sectionAt(pathPart(target).toLowerCase())

/** A page of the site (not the API, the admin, a file, a feed or a framework asset). */
export const isPagePath = (target: string) => target.startsWith('/') && sectionOf(target) === null

/** Under the public JSON API, in any letter case (errors there are JSON). */
export const isApiPath = (target: string) => /^\/api(\/|$)/i.test(pathPart(target))

/** An address the JSON API answers: `/api/…`, in small letters (`/api` itself and `/API/…` are none, src/lib/rawRequest). */
export const isApiAddress = (target: string) => pathPart(target).startsWith('/api/')

/**
 * Under Payload's REST/GraphQL API, in any letter case; with `anyCase` false, only as Next
 * routes to Payload, in small letters (what reads a request's body there, src/lib/formBody).
 */
export const isCmsApiPath = (target: string, { anyCase = true } = {}) => (anyCase ? /^\/cms-api(\/|$)/i : /^\/cms-api(\/|$)/).test(pathPart(target))

/** The build's files and Next's own addresses (`/_next/…`), in any letter case. */
export const isBuildPath = (target: string) => /^\/_next(\/|$)/i.test(pathPart(target))

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
export const isFormPage = (target: string) => {
  const path = inEnglish(pathPart(target))
  return FORM_PAGES.has(path) || /^\/admission\/application\/[A-Za-z0-9_-]{32}$/.test(path)
}

/** The path without the Hindi prefix, in any letter case (`/hi/news` → `/news`, `/HI` → `/`). */
const inEnglish = (path: string) => englishOfHindi(path, { anyCase: true }) ?? path

/** Never kept by the response cache, in either language. */
export function isUncachedPath(target: string): boolean {
  const path = inEnglish(pathPart(target))
  const section = sectionOf(path)
  return section ? Boolean(section.uncached) : UNCACHED_PAGES.has(path.split('/')[1]?.toLowerCase() ?? '')
}

/** The search page, in either language: any stranger can vary a search (its share of the cache is bounded). */
export const isSearchPage = (target: string) => inEnglish(pathPart(target)) === routes.search

/** The largest request body an address takes (for a body of this Content-Type), and what that is. */
export function bodyLimitFor(target: string, contentType?: string): BodyLimit {
  const limit: NonNullable<Section['body']> = sectionOf(target)?.body ?? FORM_BODY
  const multipart = (contentType ?? '').trimStart().toLowerCase().startsWith('multipart/')
  return limit.notMultipart && !multipart ? limit.notMultipart : { bytes: limit.bytes, what: limit.what }
}

/**
 * A link's path (decoded) the compliance monitor does not judge, spelled as Next routes it:
 * `/Admin` is no address, so a link to it is broken.
 */
export const skipsLinkCheck = (path: string) => Boolean(sectionAt(path)?.notLinkChecked)
