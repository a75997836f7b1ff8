import { apiError, guarded, isOurSchool, preflight } from '@/api/respond'
import { serveStoredFile } from '@/data/serveFile'
import { env } from '@/env'
import { contentTypeOf, fileLocation, resolveStoredFile } from '@/lib/files'

/**
 * Stored files at the old paths: `/api/image/{file}` (a file reference from any response)
 * and `/api/image/{school}/public/Images/{file}`, `/api/image/{school}/public/pdf/{file}`.
 * Nothing outside the upload store can be named.
 */
export const GET = guarded<{ path: string[] }>(async (request, { params }) => {
  const location = fileLocation((await params).path)
  const file = location.ok ? resolveStoredFile(env().uploadDir, location.collection, location.name) : null
  if (!location.ok || !file) return apiError(400, 'This is not a file path this API serves.', { field: 'path' })
  if (location.school !== undefined && !(await isOurSchool(location.school))) return apiError(404, 'Not found')
  const response = await serveStoredFile(request, file, { contentType: contentTypeOf(location.name)! })
  if (response.status === 404) return apiError(404, 'No file has this name.')
  response.headers.set('Access-Control-Allow-Origin', '*')
  return response
})

export const OPTIONS = preflight
