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

import type { CollectionSlug } from 'payload'

import { loadConsentState } from '@/access/consent'
import { env } from '@/env'
import { allSchools, schoolIdOf } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'
import { type ChildItem, isChildPhoto, isShownToVisitors } from '@/lib/consent'
import { CHILD_PHOTO_CACHE, PUBLIC_CACHE, resolveStoredFile } from '@/lib/files'
import { FILES_TAG } from './cacheTags'
import { pageCache } from './pageCache'
import { payloadClient } from './payload'

const SIZES = ['thumb', 'card', 'large', 'hero'] as const

/** Whose an image file is (its school, null for a file no record claims), and whether it is shown and shows a child. */
export type ImageFileStatus = { shown: boolean; child: boolean; school: number | null }

/** The consent state of the school a file is asked of (its host's, or an API path's). */
export const consentState = async () => {
  const school = await requestSchool()
  return pageCache().get(`consent:state#${school?.id ?? 'none'}`, [FILES_TAG], async () => loadConsentState(await payloadClient(), school))
}

/** An image file's status for the school asking (its consent rule is that school's). */
export async function imageFileStatus(name: string): Promise<ImageFileStatus> {
  const asking = await requestSchool()
  return pageCache().get(`file:images:${name}#${asking?.id ?? 'none'}`, [FILES_TAG], async () => {
    // Upload folders are shared by the schools: which school's record a file is, is asked of all.
    const { docs } = await allSchools(await payloadClient(), 'files').find({
      collection: 'images',
      where: { or: [{ filename: { equals: name } }, ...SIZES.map((s) => ({ [`sizes.${s}.filename`]: { equals: name } }))] },
      select: { consent: true, showsChildren: true, school: true },
      depth: 0,
      limit: 1,
      pagination: false,
    })
    const doc = docs[0] as (ChildItem & { school?: unknown }) | undefined
    // A file no image record claims (left over from an earlier upload) shows no known child.
    if (!doc) return { shown: true, child: false, school: null }
    return { shown: isShownToVisitors('image', doc, await consentState()), child: isChildPhoto(doc), school: schoolIdOf(doc) }
  })
}

/** The school of the record a stored file belongs to, by its name; null when none claims it. */
function documentSchool(collection: string, name: string): Promise<number | null> {
  return pageCache().get(`file:${collection}:${name}`, [FILES_TAG], async () => {
    const payload = await payloadClient()
    const slug = collection as CollectionSlug
    if (!payload.collections[slug]?.config.upload) return null
    const { docs } = await allSchools(payload, 'files').find({
      collection: slug,
      where: { filename: { equals: name } },
      select: { school: true },
      depth: 0,
      limit: 1,
      pagination: false,
      trash: true,
    } as never)
    return schoolIdOf(docs[0] as { school?: unknown } | undefined)
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
  // A school's files are served at its own hosts only (src/tenancy); a file no record
  // claims (left over from an earlier upload) is nobody's and served as before.
  const asking = (await requestSchool())?.id ?? null
  if (collection !== 'images') {
    const owner = await documentSchool(collection, name)
    return owner === null || owner === asking ? { file, cacheControl: PUBLIC_CACHE } : null
  }
  const status = await imageFileStatus(name)
  if (!status.shown || (status.school !== null && status.school !== asking)) return null
  return { file, cacheControl: status.child ? CHILD_PHOTO_CACHE : PUBLIC_CACHE }
}
