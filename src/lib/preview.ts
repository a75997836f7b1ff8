/** Draft preview paths: where each kind of draft shows, and which paths preview may open. Pure. */

import { isPolicySlug, policyPath } from './policies'

/**
 * The public page a document of this collection shows on, or null if none. Albums, news
 * items and events have a page each; toppers are listed by class; notifications and highlights are on the home page.
 */
export function pagePathFor(collection: string, doc: Record<string, unknown>): string | null {
  switch (collection) {
    case 'news':
    case 'events':
      return typeof doc.id === 'number' ? `/${collection}/${doc.id}` : `/${collection}`
    case 'circulars':
      return '/newsletters'
    case 'notifications':
    case 'highlights':
    case 'emergency-alerts':
      return '/'
    case 'policy-pages':
      return isPolicySlug(doc.slug) ? policyPath(doc.slug) : null
    case 'toppers':
      return doc.class === 'XII' ? '/toppers-xii' : '/toppers-x'
    case 'gallery-albums': {
      const ref = doc.legacyId || doc.id
      return ref === undefined || ref === null || ref === '' ? '/gallery' : `/sub-gallery?id=${encodeURIComponent(String(ref))}`
    }
    default:
      return null
  }
}

/** The link the admin's Preview button opens for a document. */
export function previewLinkFor(collection: string, doc: Record<string, unknown>): string | null {
  const path = pagePathFor(collection, doc)
  return path === null ? null : `/preview?path=${encodeURIComponent(path)}`
}

const BASE = 'http://site.invalid'

/**
 * A path on this site to send someone back to, or '/' for anything else (another host,
 * a protocol-relative `//host`, a backslash trick, the admin or the API). The answer is
 * checked after normalising, as a browser reads it: `/.//host` and `/..//host` become
 * `//host`, which a browser would take for another site.
 */
export function safeSitePath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return '/'
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return '/'
  }
  if (url.origin !== BASE) return '/'
  const path = `${url.pathname}${url.search}`
  // One slash, then anything but another slash or a backslash: never a host.
  if (!/^\/(?![/\\])/.test(path)) return '/'
  if (/^\/(admin|api|cms-api|preview)(\/|$)/i.test(decodedPath(url.pathname))) return '/'
  return path
}

/** The path with its %-escapes undone where they are valid (`/%61dmin` is `/admin` to the router). */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}
