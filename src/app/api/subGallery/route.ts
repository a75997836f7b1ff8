import { apiError, guarded, json, preflight } from '@/api/respond'
import { PUBLISHED } from '@/data/queries'
import { getAlbum } from '@/content/gallery-albums/reads'
import { inSchool } from '@/tenancy'
import { apiHostSchool } from '@/tenancy/request.server'
import { parseRecordRef } from '@/lib/params'
import { gallery } from '@/content/resources'

/** `GET /api/subGallery?id={id}`: one published album, by our id or the one kept from the old system. */
export const GET = guarded(async (request) => {
  const school = await apiHostSchool(request)
  if (!school) return apiError(404, 'No school is served at this address.')
  const raw = new URL(request.url).searchParams.get('id')
  if (raw === null || raw === '') return apiError(400, 'The query parameter id is required.', { field: 'id' })
  const ref = parseRecordRef(raw)
  if (ref === null) return apiError(400, 'The query parameter id must be an album id (letters, digits, - or _).', { field: 'id' })
  const album = await inSchool(school, () => getAlbum(ref, PUBLISHED))
  if (!album) return apiError(404, 'No album has this id.', { field: 'id' })
  return json(gallery.toRecord(album, school.code))
})

export const OPTIONS = preflight
