/**
 * Whether an uploaded image file may be served to visitors at /files/images/<name>: the
 * consent rule (src/lib/consent), read from the image the file belongs to (the original or
 * one of its resized copies). Cached under the files tag, which every consent change expires.
 */
import { loadConsentState } from '@/access/consent'
import { type ChildItem, isShownToVisitors } from '@/lib/consent'
import { FILES_TAG } from './cacheTags'
import { pageCache } from './pageCache'
import { payloadClient } from './payload'

const SIZES = ['thumb', 'card', 'large', 'hero'] as const

export type ImageFileStatus = { shown: boolean; child: boolean }

export const consentState = () => pageCache().get('consent:state', [FILES_TAG], async () => loadConsentState(await payloadClient()))

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
    const child = Boolean(doc.showsChildren) || (doc.consent !== null && doc.consent !== undefined)
    return { shown: isShownToVisitors('image', doc, await consentState()), child }
  })
}
