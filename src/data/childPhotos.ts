/**
 * The one gate for serving an uploaded file to visitors, whatever the address:
 * /files/{collection}/{name}, and the old API's /api/image/{name} and
 * /api/image/{school}/public/{Images|pdf}/{name}. A file is served only when its record is
 * the asking school's and something published of that school uses it, or staff ticked "Public
 * on its own" (src/data/filesInUse); a file no record claims is not served. An image file (the
 * original or one of its resized copies) also follows the consent rule (src/features/consent/rules.ts) of the
 * image it belongs to; a child's photo is never cached for long (CHILD_PHOTO_CACHE). A file's
 * record is cached under the files tag, which every change to a file or a consent expires.
 */
import 'server-only'

import { stat } from 'node:fs/promises'

import type { CollectionSlug } from 'payload'

import { loadConsentState } from '@/features/consent/access'
import { env } from '@/env'
import { PUBLIC_ON_ITS_OWN } from '@/fields'
import { allSchools, schoolIdOf } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'
import { type ChildItem, isChildPhoto, isShownToVisitors } from '@/features/consent/rules'
import { CHILD_PHOTO_CACHE, PUBLIC_CACHE, PUBLIC_FILE_COLLECTIONS, resolveStoredFile } from '@/lib/files'
import { FILES_TAG } from './cacheTags'
import { filesInUse, isPublicFile, type FileRecordState, type PublicWhenUsed } from './filesInUse'
import { pageCache } from './pageCache'
import { payloadClient } from './payload'
import { staffUser } from './preview'

const SIZES = ['thumb', 'card', 'large', 'hero'] as const

/** The consent state of the school a file is asked of (its host's, or an API path's). */
export const consentState = async () => {
  const school = await requestSchool()
  return pageCache().get(`consent:state#${school?.id ?? 'none'}`, [FILES_TAG], async () => loadConsentState(await payloadClient(), school))
}

/** The record a stored file belongs to: its school, whether it is public on its own, and (an image) whether it shows a child. */
type FileRecord = FileRecordState & ChildItem & { school: number | null }

/** The record claiming the stored file `name` (an image's by its own name or a resized copy's); null when none does. */
function fileRecord(collection: PublicWhenUsed, name: string): Promise<FileRecord | null> {
  return pageCache().get(`file:${collection}:${name}`, [FILES_TAG], async () => {
    const images = collection === 'images'
    // Upload folders are shared by the schools: which school's record a file is, is asked of all.
    const { docs } = await allSchools(await payloadClient(), 'files').find({
      collection: collection as CollectionSlug,
      where: images ? { or: [{ filename: { equals: name } }, ...SIZES.map((s) => ({ [`sizes.${s}.filename`]: { equals: name } }))] } : { filename: { equals: name } },
      select: { school: true, [PUBLIC_ON_ITS_OWN]: true, importRun: true, ...(images ? { consent: true, showsChildren: true } : {}) },
      depth: 0,
      limit: 1,
      pagination: false,
    })
    const doc = docs[0] as (FileRecord & { school?: unknown }) | undefined
    return doc ? { ...doc, school: schoolIdOf(doc) } : null
  })
}

/** A stored file a visitor may have: where it is, and the Cache-Control to send it with. */
export type PublicFile = { file: string; cacheControl: string }

const isPublicCollection = (c: string): c is PublicWhenUsed => (PUBLIC_FILE_COLLECTIONS as readonly string[]).includes(c)

/**
 * Whether the stored file `name` of `collection` may be served, and how; null when there is no
 * such file or it is hidden (the same 404 either way). The file is looked for on disk first, so
 * a stranger's made-up names cost no database query. `request`: a signed-in staff member of the
 * file's school is given the files nothing published uses yet (a draft's preview shows them),
 * for their browser only.
 */
export async function publicFileStatus(collection: string, name: string, request?: Request): Promise<PublicFile | null> {
  const file = resolveStoredFile(env().uploadDir, collection, name)
  if (!file || !isPublicCollection(collection)) return null
  try {
    if (!(await stat(file)).isFile()) return null
  } catch {
    return null
  }
  // A school's files are served at its own hosts only (src/tenancy); a file no record claims
  // (left over from an earlier upload) is nobody's, and not served.
  const school = await requestSchool()
  const record = await fileRecord(collection, name)
  if (!school || !record || record.school !== school.id) return null
  const child = collection === 'images' && isChildPhoto(record)
  if (collection === 'images' && !isShownToVisitors('image', record, await consentState())) return null
  if (isPublicFile(record, collection, await filesInUse(await payloadClient(), school))) return { file, cacheControl: child ? CHILD_PHOTO_CACHE : PUBLIC_CACHE }
  // Not on the site: the school's staff only, and never kept by a shared cache.
  if (request && (await staffUser(request.headers))) return { file, cacheControl: CHILD_PHOTO_CACHE }
  return null
}
