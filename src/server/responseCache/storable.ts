/** A rendered response as the response cache (src/server/responseCache) keeps it. */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import type { StoredResponse } from '@/lib/responseCache'
import { inlineScriptHashes, withScriptHashes } from '@/lib/securityHeaders'
import type { RenderRecord } from '@/server/renderContext'
import type { Rendered } from './render'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

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
  // The render's own request id: each answer carries its visitor's (src/server/serve.ts).
  'x-request-id',
])

/** A rendered 200 as the cache keeps it: its own script hashes in the policy, compressed twice. */
export async function storable({ status, headers }: Rendered, body: Buffer, record: RenderRecord): Promise<StoredResponse> {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) if (!DROPPED_HEADERS.has(name)) kept[name] = value
  if (/^text\/html/i.test(headers['content-type'] ?? '') && kept['content-security-policy']) {
    kept['content-security-policy'] = withScriptHashes(kept['content-security-policy'], inlineScriptHashes(body.toString('utf8')))
  }
  kept['cache-control'] = 'public, max-age=0, must-revalidate'
  if (!/accept-encoding/i.test(kept.vary ?? '')) kept.vary = kept.vary ? `${kept.vary}, Accept-Encoding` : 'Accept-Encoding'
  const big = body.length >= 1024
  return {
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
}
