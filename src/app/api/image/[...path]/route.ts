import { apiError, guarded, preflight } from '@/api/respond'
import { apiHostSchool, apiSchool } from '@/tenancy/request.server'
import { inSchool } from '@/tenancy'
import { publicFileStatus } from '@/data/childPhotos'
import { serveStoredFile } from '@/data/serveFile'
import { env } from '@/env'
import { contentTypeOf, fileLocation, resolveStoredFile } from '@/lib/files'

/**
 * Stored files at the old paths: `/api/image/{file}` (a file reference from any response)
 * and `/api/image/{school}/public/Images/{file}`, `/api/image/{school}/public/pdf/{file}`.
 * Nothing outside the upload store can be named. A file is served as at /files, through the
 * same gate (src/data/childPhotos): only while something published uses it (or it is public on
 * its own), a child's photo only with consent, never cached for long.
 */
export const GET = guarded<{ path: string[] }>(async (request, { params }) => {
  const location = fileLocation((await params).path)
  if (!location.ok || !resolveStoredFile(env().uploadDir, location.collection, location.name))
    return apiError(400, 'This is not a file path this API serves.', { field: 'path' })
  const school = location.school === undefined ? await apiHostSchool(request) : await apiSchool(request, location.school)
  if (!school) return apiError(404, 'Not found')
  // The file is looked for among the school's the path or the host names (also on the shared API host).
  const found = await inSchool(school, () => publicFileStatus(location.collection, location.name))
  if (!found) return apiError(404, 'No file has this name.')
  const response = await serveStoredFile(request, found.file, { contentType: contentTypeOf(location.name)!, cacheControl: found.cacheControl })
  if (response.status === 404) return apiError(404, 'No file has this name.')
  response.headers.set('Access-Control-Allow-Origin', '*')
  return response
})

export const OPTIONS = preflight
