/**
 * Sends a stored upload: ETag and Last-Modified, 304 for a fresh copy, and a single byte
 * range (PDF viewers read in parts) as RFC 9110 says: a request for several ranges, a
 * malformed range or an If-Range that matches neither the ETag nor the Last-Modified gets the
 * whole file (200); a range past the end 416.
 * The caller has already confined the path to the store.
 */
import 'server-only'

import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { Readable } from 'node:stream'

import { ifRangeHolds, parseRange, PUBLIC_CACHE } from '@/lib/files'

const SMALL_FILE = 512 * 1024

const notFound = () => Response.json({ error: 'Not found' }, { status: 404 })

export async function serveStoredFile(
  request: Request,
  file: string,
  { contentType, cacheControl = PUBLIC_CACHE }: { contentType: string; cacheControl?: string },
): Promise<Response> {
  let size: number
  let mtime: Date
  try {
    const st = await stat(file)
    if (!st.isFile()) return notFound()
    size = st.size
    mtime = st.mtime
  } catch {
    return notFound()
  }
  const etag = `"${size.toString(16)}-${mtime.getTime().toString(16)}"`
  const lastModified = mtime.toUTCString()
  const headers = new Headers({
    'Content-Type': contentType,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': lastModified,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
  })
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  const range = ifRangeHolds(request.headers.get('if-range'), { etag, lastModified }) ? parseRange(request.headers.get('range'), size) : null
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`)
    return new Response(null, { status: 416, headers })
  }
  const { start, end } = range ?? { start: 0, end: size - 1 }
  headers.set('Content-Length', String(end - start + 1))
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`)
  if (request.method === 'HEAD') return new Response(null, { status: range ? 206 : 200, headers })
  // Small files (thumbnails, most photos) in one read: much cheaper than a stream.
  const body =
    !range && size <= SMALL_FILE
      ? new Uint8Array(await readFile(file))
      : (Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream)
  return new Response(body, { status: range ? 206 : 200, headers })
}
