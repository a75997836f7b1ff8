/**
 * The response cache on the HTTP side (docs/decisions/0006): a public GET is answered from
 * memory, already compressed, when a stored response is there; otherwise the server renders
 * it once by asking itself over loopback, records what the render read, and stores it.
 *
 * - Only anonymous renders are stored: the render request carries no cookies, and a render
 *   that turns personal (markPersonal: a staff preview, a rate-limited lookup) is not kept.
 *   A request with Next's draft-mode cookie is never answered from or put into the cache.
 * - Each stored page's policy allows exactly its own inline scripts, by hash; no nonce.
 * - Invalidation comes from the CMS's change hooks through the process-wide tag cache
 *   (onInvalidation), so a publish shows on the next request.
 * - Concurrent misses on one address share one render; a stale entry is served while one
 *   render replaces it.
 */
import { createHash, randomUUID } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { etagMatches, pickEncoding, type Encoding } from '@/lib/encoding'
import { NOT_FOUND_PATH, recordRender, RENDER_HEADER, type RenderRecord } from '@/lib/renderContext'
import { createResponseCache, type ResponseCache, type StoredResponse } from '@/lib/responseCache'
import { withoutFrameworkScripts } from '@/lib/frameworkScripts'
import { inlineScriptHashes, securityHeaders, withScriptHashes } from '@/lib/securityHeaders'
import { onInvalidation } from '@/lib/tagCache'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/**
 * Paths never cached: the admin and CMS, files, build assets, previews, the health check,
 * lookups, searches, the feedback form (each copy carries its own signed timestamp), internal
 * calls, pictures made from uploads (share cards, icons), and a visitor's dismissed alerts
 * (/alerts/*, made from their cookie). The same in Hindi (/hi/…).
 */
const NOT_CACHED =
  /^(?:\/hi)?\/(admin|cms-api|_next|files|internal|preview|healthz|tc\/certificate|api\/tc|api\/image|search|feedback|share-image|icons|favicon\.ico|alerts)(\/|\?|$)/i

/** The request headers a Next response varies by (besides the address): client-side navigation. */
const VARY_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'] as const

/** What is kept: pages, the JSON API, RSC payloads, the sitemap, robots.txt, and the feeds (RSS, iCalendar). */
const STORED_TYPES =
  /^(text\/html|application\/json|text\/x-component|application\/xml|application\/rss\+xml|text\/plain|text\/calendar)\b/i

/** Response headers not kept: per-connection, per-response, or set again when served. */
const DROPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'set-cookie',
  'cache-control',
  'strict-transport-security',
  'etag',
])

type Rendered = { status: number; headers: Record<string, string>; body: Buffer; record: RenderRecord | null }
type Outcome = { stored: StoredResponse } | { direct: Rendered } | { personal: true }

export type ResponseCaching = {
  /** Answers the request when it is the cache's business (a render, or a cacheable GET); false otherwise. */
  serve(req: IncomingMessage, res: ServerResponse): boolean
  cache: ResponseCache
}

export function createResponseCaching({
  handle,
  address,
  ttlMs,
  maxBytes,
}: {
  /** Next's request handler. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>
  /** Where this server listens, for its own render requests. */
  address: () => AddressInfo
  ttlMs: number
  maxBytes: number
}): ResponseCaching {
  const cache = createResponseCache({ maxBytes, ttlMs })
  onInvalidation((tag) => (tag === null ? cache.clear() : cache.invalidate(tag)))

  /** Renders waiting for their loopback request: id → the visitor's address, and what the render read. */
  const renders = new Map<string, { forwardedFor: string; record: RenderRecord | null }>()
  const inflight = new Map<string, Promise<Outcome>>()
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })

  function renderRequest(req: IncomingMessage, res: ServerResponse): boolean {
    const id = req.headers[RENDER_HEADER]
    if (id === undefined) return false
    const render = typeof id === 'string' ? renders.get(id) : undefined
    if (!render || !isLoopback(req.socket.remoteAddress)) {
      // Not one of ours: served as an ordinary request.
      delete req.headers[RENDER_HEADER]
      return false
    }
    req.headers['x-forwarded-for'] = render.forwardedFor
    const { record, result } = recordRender(() => handle(req, res))
    render.record = record
    result.catch((err: unknown) => {
      console.error('Render failed', err)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end()
    })
    return true
  }

  /** Renders `req`'s address (or `path`) through this server, as the anonymous visitor `req` came from. */
  function render(req: IncomingMessage, path = req.url): Promise<Rendered> {
    const id = randomUUID()
    const entry = { forwardedFor: String(req.headers['x-forwarded-for'] ?? ''), record: null as RenderRecord | null }
    renders.set(id, entry)
    const { port, family } = address()
    const headers: Record<string, string> = { [RENDER_HEADER]: id, 'accept-encoding': 'identity', 'user-agent': 'school-site-render' }
    for (const name of VARY_HEADERS) {
      const v = req.headers[name]
      if (typeof v === 'string') headers[name] = v
    }
    return new Promise<Rendered>((resolve, reject) => {
      const internal = http.request(
        { host: family === 'IPv6' ? '::1' : '127.0.0.1', port, path, method: 'GET', headers, agent, timeout: 120_000 },
        (r) => {
          const chunks: Buffer[] = []
          r.on('data', (c: Buffer) => chunks.push(c))
          r.on('error', reject)
          r.on('end', () => {
            const out: Record<string, string> = {}
            for (const [name, value] of Object.entries(r.headers)) {
              if (value === undefined) continue
              out[name] = Array.isArray(value) ? value.join(', ') : value
            }
            if (out.location) out.location = out.location.replace(/^https?:\/\/(127\.0\.0\.1|\[::1\]|localhost)(:\d+)?(?=\/)/i, '')
            resolve({ status: r.statusCode ?? 500, headers: out, body: Buffer.concat(chunks), record: entry.record })
          })
        },
      )
      internal.on('timeout', () => internal.destroy(new Error('render timed out')))
      internal.on('error', reject)
      internal.end()
    }).finally(() => renders.delete(id))
  }

  /** An HTML page none of whose components runs in the browser, without Next's scripts (src/lib/frameworkScripts). */
  function documentOnly({ headers, body }: Rendered): Buffer {
    if (!/^text\/html/i.test(headers['content-type'] ?? '')) return body
    const html = body.toString('utf8')
    const stripped = withoutFrameworkScripts(html)
    return stripped === html ? body : Buffer.from(stripped, 'utf8')
  }

  async function fill(key: string, req: IncomingMessage): Promise<Outcome> {
    const since = cache.mark()
    let rendered = await render(req)
    // Next's answer to notFound() is an empty document its scripts fill in: the site's 404
    // page, rendered on the server, replaces it, so it reads without JavaScript.
    if (isEmptyNotFound(rendered)) rendered = await render(req, NOT_FOUND_PATH)
    const { status, headers, record } = rendered
    if (!record || record.personal) return { personal: true }
    if (record.notFound) return { direct: { ...rendered, status: 404 } }
    const body = documentOnly(rendered)
    if (status !== 200 || headers['set-cookie'] || !STORED_TYPES.test(headers['content-type'] ?? '')) return { direct: rendered }
    const kept: Record<string, string> = {}
    for (const [name, value] of Object.entries(headers)) if (!DROPPED_HEADERS.has(name)) kept[name] = value
    if (/^text\/html/i.test(headers['content-type'] ?? '') && kept['content-security-policy']) {
      kept['content-security-policy'] = withScriptHashes(kept['content-security-policy'], inlineScriptHashes(body.toString('utf8')))
    }
    kept['cache-control'] = 'public, max-age=0, must-revalidate'
    if (!/accept-encoding/i.test(kept.vary ?? '')) kept.vary = kept.vary ? `${kept.vary}, Accept-Encoding` : 'Accept-Encoding'
    const big = body.length >= 1024
    const stored: StoredResponse = {
      status,
      headers: kept,
      body,
      gzip: big ? await gzip(body, { level: 6 }) : null,
      br: big
        ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : null,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
      tags: [...record.tags],
      storedAt: Date.now(),
      expiresAt: record.expiresAt,
    }
    cache.set(key, stored, since)
    return { stored }
  }

  /** One render per key at a time; followers wait for it. */
  function once(key: string, req: IncomingMessage): Promise<Outcome> {
    let p = inflight.get(key)
    if (!p) {
      p = fill(key, req).finally(() => inflight.delete(key))
      inflight.set(key, p)
    }
    return p
  }

  /** Header lists per entry and encoding, made once: a cache hit allocates as little as possible. */
  const prepared = new WeakMap<StoredResponse, Map<string, string[]>>()
  const hsts = securityHeaders({ https: true }).find(([name]) => name === 'Strict-Transport-Security')!
  function headersFor(entry: StoredResponse, encoding: Encoding, state: string, https: boolean): string[] {
    let lists = prepared.get(entry)
    if (!lists) prepared.set(entry, (lists = new Map()))
    const key = `${encoding} ${state} ${https}`
    let list = lists.get(key)
    if (!list) {
      list = Object.entries({ ...entry.headers, etag: entry.etag, 'x-cache': state }).flat()
      if (encoding !== 'identity') list.push('content-encoding', encoding)
      const body = encoding === 'br' ? entry.br! : encoding === 'gzip' ? entry.gzip! : entry.body
      list.push('content-length', String(body.length))
      if (https) list.push(...hsts)
      lists.set(key, list)
    }
    return list
  }
  /** Accept-Encoding values repeat (each browser sends one): parsed once each. */
  const encodings = new Map<string, Encoding>()
  function encodingFor(accept: string | undefined, entry: StoredResponse): Encoding {
    if (!entry.br || !entry.gzip) return pickEncoding(accept, { br: Boolean(entry.br), gzip: Boolean(entry.gzip) })
    const key = accept ?? ''
    let e = encodings.get(key)
    if (e === undefined) {
      e = pickEncoding(accept, { br: true, gzip: true })
      if (encodings.size > 200) encodings.clear()
      encodings.set(key, e)
    }
    return e
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: StoredResponse, state: 'HIT' | 'MISS' | 'STALE') {
    const https = req.headers['x-forwarded-proto'] === 'https'
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      const headers: Record<string, string> = { ...entry.headers, etag: entry.etag, 'x-cache': state }
      delete headers['content-type']
      if (https) headers[hsts[0].toLowerCase()] = hsts[1]
      res.writeHead(304, headers)
      res.end()
      return
    }
    const encoding = encodingFor(req.headers['accept-encoding'], entry)
    const body = encoding === 'br' ? entry.br! : encoding === 'gzip' ? entry.gzip! : entry.body
    res.writeHead(entry.status, headersFor(entry, encoding, state, https))
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  function sendDirect(req: IncomingMessage, res: ServerResponse, rendered: Rendered) {
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

  function cacheable(req: IncomingMessage): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    if (NOT_CACHED.test(req.url ?? '')) return false
    // A staff member's draft preview is rendered for them alone.
    return !/(^|;\s*)__prerender_bypass=/.test(req.headers.cookie ?? '')
  }

  return {
    cache,
    serve(req, res) {
      if (renderRequest(req, res)) return true
      if (!cacheable(req)) return false
      const key = [req.url, ...VARY_HEADERS.map((h) => req.headers[h] ?? '')].join('\n')
      const found = cache.get(key)
      if (found) {
        send(req, res, found.entry, found.stale ? 'STALE' : 'HIT')
        if (found.stale) once(key, req).catch((err: unknown) => console.error('Refreshing a cached page failed', err))
        return true
      }
      once(key, req).then(
        (outcome) => {
          if ('stored' in outcome) send(req, res, outcome.stored, 'MISS')
          else if ('direct' in outcome) sendDirect(req, res, outcome.direct)
          else void handle(req, res).catch(() => res.end())
        },
        (err: unknown) => {
          console.error('Rendering for the cache failed', err)
          void handle(req, res).catch(() => res.end())
        },
      )
      return true
    },
  }
}

/** Next's 404 document for notFound() in a dynamic page: `<html id="__next_error__">`, a hidden empty body, its scripts. */
const isEmptyNotFound = ({ status, headers, body }: Rendered) =>
  status === 404 && /^text\/html/i.test(headers['content-type'] ?? '') && body.subarray(0, 200).includes('<html id="__next_error__"')

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
