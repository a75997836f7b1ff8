import 'server-only'

import { createHash } from 'node:crypto'

import type { Picture } from './shareImages'

/** A made picture with an ETag of its source's version (304 when the client has it, without making it), or a 404. */
export async function pictureResponse(request: Request, picture: Picture | null): Promise<Response> {
  if (!picture) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const etag = `"${createHash('sha256').update(picture.version).digest('base64url').slice(0, 22)}"`
  const headers = new Headers({
    'Content-Type': picture.contentType,
    'Cache-Control': picture.cacheControl,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  })
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  const body = await picture.make()
  headers.set('Content-Length', String(body.length))
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { headers })
}
