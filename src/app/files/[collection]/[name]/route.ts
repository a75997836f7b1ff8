/**
 * Public uploads (images and PDFs) straight from the upload store, without a trip
 * through the CMS: cacheable, with byte ranges for PDFs. TC scans are never served here.
 */
import { serveStoredFile } from '@/data/serveFile'
import { env } from '@/env'
import { contentTypeOf, resolveStoredFile } from '@/lib/files'

type Params = { params: Promise<{ collection: string; name: string }> }

export async function GET(request: Request, { params }: Params) {
  const { collection, name } = await params
  const file = resolveStoredFile(env().uploadDir, collection, name)
  if (!file) return Response.json({ error: 'Not found' }, { status: 404 })
  return serveStoredFile(request, file, { contentType: contentTypeOf(name)! })
}
