/**
 * Public uploads (images and PDFs) straight from the upload store, without a trip
 * through the CMS: cacheable, with byte ranges for PDFs. Only a file something published
 * uses (or one public on its own) is served; TC scans never are, nor a photo of children
 * whose parent's consent does not allow it (src/data/childPhotos). The school's staff also
 * get the files of their drafts, for their browser only (a preview shows them).
 */
import { publicFileStatus } from '@/data/childPhotos'
import { serveStoredFile } from '@/data/serveFile'
import { contentTypeOf } from '@/lib/files'

type Params = { params: Promise<{ collection: string; name: string }> }

export async function GET(request: Request, { params }: Params) {
  const { collection, name } = await params
  const found = await publicFileStatus(collection, name, request)
  if (!found) return Response.json({ error: 'Not found' }, { status: 404 })
  return serveStoredFile(request, found.file, { contentType: contentTypeOf(name)!, cacheControl: found.cacheControl })
}
