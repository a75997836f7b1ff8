/** A transfer-certificate scan, reached only through the signed link a lookup returns. */
import { certificateFile } from '@/data/tc'
import { serveStoredFile } from '@/data/serveFile'

type Params = { params: Promise<{ token: string }> }

export async function GET(request: Request, { params }: Params) {
  const found = await certificateFile((await params).token)
  if (!found) return Response.json({ error: 'Not found' }, { status: 404 })
  return serveStoredFile(request, found.file, {
    contentType: found.contentType,
    cacheControl: 'private, max-age=3600',
  })
}
