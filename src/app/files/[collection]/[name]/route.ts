/**
 * Public uploads (images and PDFs) straight from the upload store, without a trip
 * through the CMS: cacheable, with byte ranges for PDFs. TC scans are never served here.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'

import { env } from '@/env'
import { contentTypeOf, parseRange, resolveStoredFile } from '@/lib/files'

type Params = { params: Promise<{ collection: string; name: string }> }

const notFound = () => Response.json({ error: 'Not found' }, { status: 404 })

export async function GET(request: Request, { params }: Params) {
  const { collection, name } = await params
  const file = resolveStoredFile(env().uploadDir, collection, name)
  if (!file) return notFound()
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
  const headers = new Headers({
    'Content-Type': contentTypeOf(name)!,
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    ETag: etag,
    'Last-Modified': mtime.toUTCString(),
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
  })
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  const range = parseRange(request.headers.get('range'), size)
  if (range === 'invalid') {
    headers.set('Content-Range', `bytes */${size}`)
    return new Response(null, { status: 416, headers })
  }
  const { start, end } = range ?? { start: 0, end: size - 1 }
  headers.set('Content-Length', String(end - start + 1))
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`)
  const body = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream
  return new Response(body, { status: range ? 206 : 200, headers })
}
