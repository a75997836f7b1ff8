/**
 * The one gate for serving an uploaded file to visitors, whatever the address:
 * /files/{collection}/{name}, and the old API's /api/image/{name} and
 * /api/image/{school}/public/{Images|pdf}/{name}. An image file (the original or one of its
 * resized copies) follows the consent rule (src/lib/consent) of the image it belongs to; a
 * child's photo is never cached for long (CHILD_PHOTO_CACHE). Statuses are cached under the
 * files tag, which every consent change expires.
 */
import 'server-only'

import { stat } from 'node:fs/promises'

import { loadConsentState } from '@/access/consent'
import { env } from '@/env'
import { currentSchoolId } from '@/features/schools/schools.server'
import { type ChildItem, isChildPhoto, isShownToVisitors } from '@/lib/consent'
import { CHILD_PHOTO_CACHE, PUBLIC_CACHE, resolveStoredFile } from '@/lib/files'
import { FILES_TAG } from './cacheTags'
import { pageCache } from './pageCache'
import { payloadClient } from './payload'

const SIZES = ['thumb', 'card', 'large', 'hero'] as const

export type ImageFileStatus = { shown: boolean; child: boolean }

/** The consent state of the school a file is asked of (its host's, or an API path's). */
export const consentState = async () => {
  const school = await currentSchoolId()
  return pageCache().get(`consent:state#${school ?? 0}`, [FILES_TAG], async () => loadConsentState(await payloadClient(), school))
}

export function imageFileStatus(name: string): Promise<ImageFileStatus> {
  return pageCache().get(`file:images:${name}`, [FILES_TAG], async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'images',
      where: { or: [{ filename: { equals: name } }, ...SIZES.map((s) => ({ [`sizes.${s}.filename`]: { equals: name } }))] },
      select: { consent: true, showsChildren: true },
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
    })
    const doc = docs[0] as ChildItem | undefined
    // A file no image record claims (left over from an earlier upload) shows no known child.
    if (!doc) return { shown: true, child: false }
    return { shown: isShownToVisitors('image', doc, await consentState()), child: isChildPhoto(doc) }
  })
}

/** A stored file a visitor may have: where it is, and the Cache-Control to send it with. */
export type PublicFile = { file: string; cacheControl: string }

/**
 * Whether the stored file `name` of `collection` may be served to a visitor, and how; null
 * when there is no such file or it is hidden (the same 404 either way). The file is looked
 * for on disk first, so a stranger's made-up names cost no database query.
 */
export async function publicFileStatus(collection: string, name: string): Promise<PublicFile | null> {
  const file = resolveStoredFile(env().uploadDir, collection, name)
  if (!file) return null
  try {
    if (!(await stat(file)).isFile()) return null
  } catch {
    return null
  }
  if (collection !== 'images') return { file, cacheControl: PUBLIC_CACHE }
  const status = await imageFileStatus(name)
  if (!status.shown) return null
  return { file, cacheControl: status.child ? CHILD_PHOTO_CACHE : PUBLIC_CACHE }
}
