/** Draft preview links, and which paths preview may open. Pure. */

import { isLocalPath, isNoReturnPath } from './routes'

/** The link the admin's Preview button opens for a document shown at `path` (its type's `path` fact, src/content/facts). */
export function previewLinkFor(path: string | null): string | null {
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
  // Normalised, still a path of this site: never a host.
  if (!isLocalPath(path)) return '/'
  if (isNoReturnPath(decodedPath(url.pathname))) return '/'
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
