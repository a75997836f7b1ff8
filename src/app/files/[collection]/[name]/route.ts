/**
 * Public uploads (images and PDFs) straight from the upload store, without a trip
 * through the CMS: cacheable, with byte ranges for PDFs. TC scans are never served here,
 * nor a photo of children whose parent's consent is withdrawn or missing (src/lib/consent).
 */
import { imageFileStatus } from '@/data/childPhotos'
import { serveStoredFile } from '@/data/serveFile'
import { env } from '@/env'
import { contentTypeOf, resolveStoredFile } from '@/lib/files'

type Params = { params: Promise<{ collection: string; name: string }> }

/** A child's photo is checked again on every use (ETag): a withdrawal must not wait for a day-long cache. */
const CHILD_PHOTO_CACHE = 'public, no-cache'

export async function GET(request: Request, { params }: Params) {
  const { collection, name } = await params
  const file = resolveStoredFile(env().uploadDir, collection, name)
  if (!file) return Response.json({ error: 'Not found' }, { status: 404 })
  const status = collection === 'images' ? await imageFileStatus(name) : null
  if (status && !status.shown) return Response.json({ error: 'Not found' }, { status: 404 })
  return serveStoredFile(request, file, {
    contentType: contentTypeOf(name)!,
    ...(status?.child ? { cacheControl: CHILD_PHOTO_CACHE } : {}),
  })
}
