/**
 * The production HTTP server: Next's request handler behind a plain Node server, so that
 * X-Forwarded-For can be rewritten from the socket before the app sees it (per-address
 * rate limits must not trust what a client writes there). See src/lib/clientAddress.
 */
import { createServer } from 'node:http'

import next from 'next'

import { trustedForwardedFor } from '../src/lib/clientAddress'
import { isApiTraversal } from '../src/lib/rawPath'
import { root } from './lib'

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME ?? '0.0.0.0'
const trustedProxies = Number(process.env.TRUST_PROXY ?? 0)

// This process runs the CMS's scheduled jobs (scheduled publishing).
process.env.RUN_JOBS = '1'

const app = next({ dev: false, dir: root, port, hostname })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((req, res) => {
  if (isApiTraversal(req.url ?? '')) {
    res.writeHead(400, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    res.end(JSON.stringify({ error: 'Bad Request', message: 'Paths may not contain "..".', field: 'path' }))
    return
  }
  req.headers['x-forwarded-for'] = trustedForwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress ?? '', trustedProxies)
  handle(req, res).catch((err: unknown) => {
    console.error('Request failed', err)
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
    res.end('Internal Server Error')
  })
})
server.listen(port, hostname, () => console.log(`Ready on http://localhost:${port}`))

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
