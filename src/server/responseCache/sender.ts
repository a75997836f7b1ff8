/**
 * Sending a response of the response cache (src/server/responseCache): a stored one in the
 * encoding the client accepts, or 304 when its copy is current, with HSTS over HTTPS and the
 * visitor's request id; or a render sent once as it came (not stored).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { etagMatches, pickEncoding, type Encoding } from '@/lib/encoding'
import type { StoredResponse } from '@/lib/responseCache'
import { inlineScriptHashes, securityHeaders, withScriptHashes } from '@/lib/securityHeaders'
import { documentOnly, type Rendered } from './render'

export type CacheState = 'HIT' | 'MISS' | 'STALE'
/** How the cache answered a response, noted on it: an answer from the cache sets no header one could read back. */
const STATE = Symbol('x-cache')
type Noted = ServerResponse & { [STATE]?: CacheState }

/** HIT, MISS or STALE when the cache answered with a stored copy (for the request log). */
export const stateOf = (res: ServerResponse): CacheState | undefined => (res as Noted)[STATE]

/** Sends a stored response, noting `state` on `res` (stateOf). */
export type Send = (req: IncomingMessage, res: ServerResponse, entry: StoredResponse, state: CacheState) => void

/** Past this many Accept-Encoding values, the choices kept for them are forgotten. */
const ENCODINGS_KEPT = 200

/** Accept-Encoding values repeat (each browser sends one): parsed once each. */
export function createEncodingChoice(): (accept: string | undefined, entry: StoredResponse) => Encoding {
  const encodings = new Map<string, Encoding>()
  return function encodingFor(accept, entry) {
    if (!entry.br || !entry.gzip) return pickEncoding(accept, { br: Boolean(entry.br), gzip: Boolean(entry.gzip) })
    const key = accept ?? ''
    let e = encodings.get(key)
    if (e === undefined) {
      e = pickEncoding(accept, { br: true, gzip: true })
      if (encodings.size > ENCODINGS_KEPT) encodings.clear()
      encodings.set(key, e)
    }
    return e
  }
}

const bodyIn = (entry: StoredResponse, encoding: Encoding) => (encoding === 'br' ? entry.br! : encoding === 'gzip' ? entry.gzip! : entry.body)

export function createSender(): Send {
  /** Header lists per entry and encoding, made once: a cache hit allocates as little as possible. */
  const prepared = new WeakMap<StoredResponse, Map<string, string[]>>()
  const hsts = securityHeaders({ https: true }).find(([name]) => name === 'Strict-Transport-Security')!
  const encodingFor = createEncodingChoice()

  function headersFor(entry: StoredResponse, encoding: Encoding, state: string, https: boolean): string[] {
    let lists = prepared.get(entry)
    if (!lists) prepared.set(entry, (lists = new Map()))
    const key = `${encoding} ${state} ${https}`
    let list = lists.get(key)
    if (!list) {
      list = Object.entries({ ...entry.headers, etag: entry.etag, 'x-cache': state }).flat()
      if (encoding !== 'identity') list.push('content-encoding', encoding)
      list.push('content-length', String(bodyIn(entry, encoding).length))
      if (https) list.push(...hsts)
      lists.set(key, list)
    }
    return list
  }

  return function send(req, res, entry, state) {
    ;(res as Noted)[STATE] = state
    const https = req.headers['x-forwarded-proto'] === 'https'
    const id = req.headers['x-request-id']
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      const headers: Record<string, string> = { ...entry.headers, etag: entry.etag, 'x-cache': state }
      delete headers['content-type']
      if (https) headers[hsts[0].toLowerCase()] = hsts[1]
      if (typeof id === 'string') headers['x-request-id'] = id
      res.writeHead(304, headers)
      res.end()
      return
    }
    const encoding = encodingFor(req.headers['accept-encoding'], entry)
    const body = bodyIn(entry, encoding)
    // The entry's list with this request's id for the time of the call (writeHead reads it
    // then): nothing set on the response before, so Node takes the list as it is.
    const list = headersFor(entry, encoding, state, https)
    const withId = typeof id === 'string'
    if (withId) list.push('x-request-id', id)
    try {
      res.writeHead(entry.status, list)
    } finally {
      if (withId) list.length -= 2
    }
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

/** Sends a render as it came, once (not stored): its own script hashes in the policy, without Next's scripts when it needs none. */
export function sendDirect(req: IncomingMessage, res: ServerResponse, rendered: Rendered) {
  const { status, headers } = rendered
  const body = documentOnly(rendered)
  const out = { ...headers }
  if (/^text\/html/i.test(out['content-type'] ?? '') && out['content-security-policy']) {
    out['content-security-policy'] = withScriptHashes(out['content-security-policy'], inlineScriptHashes(body.toString('utf8')))
  }
  delete out['transfer-encoding']
  delete out.connection
  delete out['keep-alive']
  out['content-length'] = String(body.length)
  res.writeHead(status, out)
  res.end(req.method === 'HEAD' ? undefined : body)
}
