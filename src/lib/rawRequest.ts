/**
 * Checks on a request line as the client sent it, before anything normalises or decodes
 * it. Pure. What fails here is answered at once (src/server/serve.ts): never a 500. Which
 * address is what (its body limit, whether it answers its own input): ./routes.ts.
 */
import { answersOwnInput, bodyLimitFor, isApiAddress, isApiPath, isCmsApiPath, isFormPage } from './routes'

export type Refusal = { status: 400 | 404 | 405 | 411 | 413 | 414; message: string; field?: string; allow?: string }

/**
 * The longest request target served: 8 KB, as nginx's default buffers allow. Longer → 414.
 * (The request line and headers together are capped at 16 KB by the server: 431.)
 */
export const MAX_URL_BYTES = 8 * 1024
export const MAX_HEADER_BYTES = 16 * 1024

const MB = 1024 * 1024

/**
 * Why a request's body cannot be taken, or null: one larger than its path's limit (413, from
 * Content-Length, before reading it), or one of unknown length (chunked; 411), which could
 * only be measured by reading it.
 */
export function bodyRefusal(headers: { 'content-length'?: string; 'transfer-encoding'?: string; 'content-type'?: string }, rawUrl: string): Refusal | null {
  const path = rawUrl.split('?')[0] ?? ''
  const limit = bodyLimitFor(path, headers['content-type'])
  const length = headers['content-length']
  if (length === undefined) {
    return headers['transfer-encoding'] !== undefined
      ? { status: 411, message: 'Send the request with a Content-Length header.', field: 'content-length' }
      : null
  }
  if (!/^\d{1,15}$/.test(length)) return { status: 400, message: 'The Content-Length header is not a number.', field: 'content-length' }
  if (Number(length) > limit.bytes) {
    return {
      status: 413,
      message: `This is too large for ${limit.what}: at most ${limit.bytes >= MB ? `${limit.bytes / MB} MB` : `${limit.bytes / 1024} KB`} may be sent here.`,
      field: 'body',
    }
  }
  return null
}

/**
 * A Host header this server can use: a name or an IPv4/IPv6 address with an optional port
 * from 1 to 65535. Anything else (`a:b`, `x:99999`, spaces) → 400. No Host at all (HTTP/1.0)
 * is allowed: the app then uses its own address.
 */
export function hostRefusal(host: string | undefined): Refusal | null {
  if (host === undefined) return null
  const m = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/.exec(host)
  const port = m?.[1]
  if (m && host.length <= 260 && (port === undefined || (Number(port) >= 1 && Number(port) <= 65535))) return null
  return { status: 400, message: 'The Host header is not a host name and port this site can answer.', field: 'host' }
}

/** Methods the site answers; anything else (TRACE, CONNECT, …) gets 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const ALLOW = ALLOWED_METHODS.join(', ')

/**
 * A `..` segment (also percent-encoded) under /api/: normalising it away would land the
 * request outside /api/ and answer it with an HTML page.
 */
export function isApiTraversal(rawUrl: string): boolean {
  const path = rawUrl.split('?')[0] ?? ''
  // Under /api/ in any letter case.
  if (!isApiAddress(path.toLowerCase())) return false
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


/** Why a request cannot be served, or null when it may go on to the app. */
export function refusalFor(method: string | undefined, rawUrl: string | undefined): Refusal | null {
  const url = rawUrl ?? ''
  if (!ALLOWED_METHODS.includes((method ?? '') as (typeof ALLOWED_METHODS)[number])) {
    return { status: 405, message: `The method ${String(method).slice(0, 20)} is not allowed here.`, allow: ALLOW }
  }
  const bare = url.split('?')[0] ?? ''
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method ?? '') && bare.startsWith('/') && !answersOwnInput(bare) && !isFormPage(bare)) {
    // A page answers GET; a POST would make it render for nobody's benefit.
    return { status: 405, message: `This page only answers GET.`, allow: 'GET, HEAD' }
  }
  if (url === '*') return method === 'OPTIONS' ? null : { status: 400, message: 'Only OPTIONS may ask about "*".', field: 'path' }
  if (!url.startsWith('/')) return { status: 400, message: 'The request must name a path on this site.', field: 'path' }
  if (Buffer.byteLength(url) > MAX_URL_BYTES) {
    return { status: 414, message: `This address is longer than the ${MAX_URL_BYTES / 1024} KB this site reads.`, field: 'path' }
  }
  // The API's paths are /api/…, in lower case; `/api` itself and other spellings are no address of it (JSON 404, not a page).
  if (isApiPath(url) && !isApiAddress(url)) {
    return { status: 404, message: 'There is no such API address. The API is described at /api/openapi.json.', field: 'path' }
  }
  // The CMS's API likewise: /cms-api/… in lower case; `/cms-api` itself would be a page of Next's (a server action's post there answered 500).
  if (isCmsApiPath(url) && !/^\/cms-api\/[^/?]/.test(url)) {
    return { status: 404, message: 'There is nothing at this address.', field: 'path' }
  }
  if (isApiTraversal(url)) return { status: 400, message: 'Paths may not contain "..".', field: 'path' }
  const [path = '', query = ''] = url.split(/\?(.*)/s, 2)
  if (!decodes(path)) return { status: 400, message: 'The address has a malformed %-escape in its path.', field: 'path' }
  // Query values are decoded as form values (+ is a space); a broken %-escape is refused.
  if (!query.split('&').every((part) => decodes(part.replace(/\+/g, ' ')))) {
    return { status: 400, message: 'The address has a malformed %-escape in its query.', field: 'query' }
  }
  return null
}
