/**
 * Public uploads (images and PDFs) straight from the upload store, without a trip
 * through the CMS: cacheable, with byte ranges for PDFs. TC scans are never served here,
 * nor a photo of children whose parent's consent does not allow it (src/data/childPhotos).
 */
import { publicFileStatus } from '@/data/childPhotos'
import { serveStoredFile } from '@/data/serveFile'
import { contentTypeOf } from '@/lib/files'

type Params = { params: Promise<{ collection: string; name: string }> }

export async function GET(request: Request, { params }: Params) {
  const { collection, name } = await params
  const found = await publicFileStatus(collection, name)
  if (!found) return Response.json({ error: 'Not found' }, { status: 404 })
  return serveStoredFile(request, found.file, { contentType: contentTypeOf(name)!, cacheControl: found.cacheControl })
}
