/**
 * The production HTTP server (compiled by scripts/build.mjs; `npm start` runs it): Next's
 * request handler behind a plain Node server, so that X-Forwarded-For can be rewritten from
 * the socket before the app sees it (per-address rate limits must not trust what a client
 * writes there; src/lib/clientAddress), and public responses are answered from the response
 * cache (src/server/responseCache, docs/decisions/0006).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

import next from 'next'

import type { AddressInfo } from 'node:net'

import { env } from '../src/env'
import { trustedForwardedFor } from '../src/lib/clientAddress'
import { ALLOWED_METHODS, isApiPath, refusalFor, type Refusal } from '../src/lib/rawRequest'
import { createResponseCaching } from '../src/server/responseCache'

const settings = env()
const port = settings.PORT
const hostname = process.env.HOSTNAME ?? '0.0.0.0'
const trustedProxies = settings.TRUST_PROXY

// This process runs the CMS's scheduled jobs (scheduled publishing).
process.env.RUN_JOBS = '1'

const app = next({ dev: false, dir: process.cwd(), port, hostname })
const handle = app.getRequestHandler()
await app.prepare()

const ERROR_NAMES = { 400: 'Bad Request', 405: 'Method Not Allowed' } as const

/** A request that cannot be served: JSON under /api/, a small page elsewhere. */
function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal) {
  const headers: Record<string, string> = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }
  if (refusal.allow) headers.allow = refusal.allow
  if (isApiPath(req.url ?? '')) {
    res.writeHead(refusal.status, { ...headers, 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    res.end(JSON.stringify({ error: ERROR_NAMES[refusal.status], message: refusal.message, ...(refusal.field ? { field: refusal.field } : {}) }))
    return
  }
  res.writeHead(refusal.status, { ...headers, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" })
  res.end(errorPage(refusal))
}

const errorPage = ({ status, message }: Refusal) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${status} ${ERROR_NAMES[status]}</title>
<style>body{font:1.1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b4f8a}</style></head>
<body><main><h1>This address could not be opened</h1><p>${message.replace(/[<>&"]/g, '')}</p>
<p>Please check the link, or go to the <a href="/">home page</a>.</p></main></body></html>
`

const caching =
  settings.CACHE_TTL_SECONDS > 0 && settings.RESPONSE_CACHE_MB > 0
    ? createResponseCaching({
        handle,
        address: () => server.address() as AddressInfo,
        ttlMs: settings.CACHE_TTL_SECONDS * 1000,
        maxBytes: settings.RESPONSE_CACHE_MB * 1024 * 1024,
      })
    : null

const server = createServer((req, res) => {
  if (req.url === '*' && req.method === 'OPTIONS') {
    res.writeHead(204, { allow: ALLOWED_METHODS.join(', ') })
    res.end()
    return
  }
  const refusal = refusalFor(req.method, req.url)
  if (refusal) return refuse(req, res, refusal)
  req.headers['x-forwarded-for'] = trustedForwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress ?? '', trustedProxies)
  if (caching?.serve(req, res)) return
  handle(req, res).catch((err: unknown) => {
    console.error('Request failed', err)
    if (res.headersSent) return res.end()
    const api = isApiPath(req.url ?? '')
    res.writeHead(500, { 'content-type': api ? 'application/json' : 'text/plain' })
    res.end(api ? JSON.stringify({ error: 'Internal Server Error', message: 'The request could not be completed. Please try again later.' }) : 'Internal Server Error')
  })
})
// CONNECT (a proxy tunnel) is no method of this site's either.
server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(', ')}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)
})
server.listen(port, hostname, () => console.log(`Ready on http://localhost:${port}`))

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
