/**
 * Checks on a request line as the client sent it, before anything normalises or decodes
 * it. Pure. What fails here is answered at once (scripts/serve.ts): never a 500.
 */

export type Refusal = { status: 400 | 405; message: string; field?: string; allow?: string }

/** Methods the site answers; anything else (TRACE, CONNECT, …) gets 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const ALLOW = ALLOWED_METHODS.join(', ')

/**
 * A `..` segment (also percent-encoded) under /api/: normalising it away would land the
 * request outside /api/ and answer it with an HTML page.
 */
export function isApiTraversal(rawUrl: string): boolean {
  const path = rawUrl.split('?')[0] ?? ''
  if (!/^\/api\//i.test(path)) return false
  return path.split(/\/|%2f|%5c|\\/i).some((segment) => /^(\.|%2e){2}$/i.test(segment))
}

const decodes = (s: string) => {
  try {
    decodeURIComponent(s)
    return true
  } catch {
    return false
  }
}

/** Whether the path is under the public JSON API (errors there are JSON). */
export const isApiPath = (rawUrl: string) => /^\/api(\/|\?|$)/i.test(rawUrl)

/** Why a request cannot be served, or null when it may go on to the app. */
export function refusalFor(method: string | undefined, rawUrl: string | undefined): Refusal | null {
  const url = rawUrl ?? ''
  if (!ALLOWED_METHODS.includes((method ?? '') as (typeof ALLOWED_METHODS)[number])) {
    return { status: 405, message: `The method ${String(method).slice(0, 20)} is not allowed here.`, allow: ALLOW }
  }
  if (url === '*') return method === 'OPTIONS' ? null : { status: 400, message: 'Only OPTIONS may ask about "*".', field: 'path' }
  if (!url.startsWith('/')) return { status: 400, message: 'The request must name a path on this site.', field: 'path' }
  if (isApiTraversal(url)) return { status: 400, message: 'Paths may not contain "..".', field: 'path' }
  const [path = '', query = ''] = url.split(/\?(.*)/s, 2)
  if (!decodes(path)) return { status: 400, message: 'The address has a malformed %-escape in its path.', field: 'path' }
  // Query values are decoded as form values (+ is a space); a broken %-escape is refused.
  if (!query.split('&').every((part) => decodes(part.replace(/\+/g, ' ')))) {
    return { status: 400, message: 'The address has a malformed %-escape in its query.', field: 'query' }
  }
  return null
}
