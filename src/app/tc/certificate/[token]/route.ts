/**
 * A transfer-certificate scan, reached only through the signed link a lookup returns, while
 * that link lasts and its record is still in the lookup (src/data/tc.ts).
 */
import { certificateFile } from '@/data/tc'
import { serveStoredFile } from '@/data/serveFile'

const NOINDEX = { 'X-Robots-Tag': 'noindex, nofollow, noarchive' }

type Params = { params: Promise<{ token: string }> }

export async function GET(request: Request, { params }: Params) {
  const found = await certificateFile((await params).token)
  if (!found) return Response.json({ error: 'Not found' }, { status: 404, headers: { ...NOINDEX, 'Cache-Control': 'no-store' } })
  // Kept by no cache, the browser's included: once the link has expired the scan is gone.
  const response = await serveStoredFile(request, found.file, { contentType: found.contentType, cacheControl: 'private, no-store' })
  // A scan is for the one who looked it up, never for a search engine.
  for (const [k, v] of Object.entries(NOINDEX)) response.headers.set(k, v)
  return response
}
