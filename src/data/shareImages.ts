/**
 * Pictures made from the school's uploads for other programs to show: the 1200×630 card a
 * shared link shows in WhatsApp and other apps (Open Graph), and the site's icons (favicon,
 * home-screen icons). Made with sharp from the original upload, kept in memory by the
 * upload's id and last change, so a changed photo or logo gives a new picture at once.
 *
 * A picture made from a child's photo goes through the consent rule on every request (the
 * image is read with a visitor's access), is never kept in memory (made again each time it is
 * asked for: crawlers fetch a card once) and is never cached for long (CHILD_PHOTO_CACHE).
 */
import 'server-only'

import path from 'node:path'

import sharp from 'sharp'

import { env } from '@/env'
import { isChildPhoto } from '@/features/consent/rules'
import { CHILD_PHOTO_CACHE, PUBLIC_CACHE } from '@/lib/files'
import { icoFromPngs } from '@/lib/ico'
import { getHeroSlides } from '@/content/hero-slides/reads'
import { getSchoolProfile } from './queries'
import { payloadClient } from './payload'
import { readFor } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'

export const SHARE_WIDTH = 1200
export const SHARE_HEIGHT = 630

/** The address of a page's share card: its own photo's, or the school's. */
export const shareImagePath = (imageId?: number | null) => `/share-image/${imageId ?? 'school'}`

type Source = { id: number; file: string; version: string; focal: { x: number; y: number } | null; child: boolean }

/** An uploaded image of the host's school as a visitor may see it (null when it is another school's or the consent rule hides it). */
async function imageSource(id: number): Promise<Source | null> {
  const payload = await payloadClient()
  const school = await requestSchool()
  if (!school) return null
  const doc = await payload.findByID({ collection: 'images', id, depth: 0, overrideAccess: false, disableErrors: true, context: readFor(school) })
  if (!doc?.filename) return null
  const focal = typeof doc.focalX === 'number' && typeof doc.focalY === 'number' ? { x: doc.focalX, y: doc.focalY } : null
  const file = path.join(env().uploadDir, 'images', path.basename(doc.filename))
  return { id, file, version: doc.updatedAt, focal, child: isChildPhoto(doc) }
}

const idOf = (ref: unknown): number | null =>
  typeof ref === 'number' ? ref : ref && typeof ref === 'object' && 'id' in ref && typeof ref.id === 'number' ? ref.id : null

/** The school's own picture for sharing: the first slide of the home page (if a visitor may see it), else the logo. */
async function schoolPicture(): Promise<{ src: Source; kind: 'photo' | 'logo' } | null> {
  const slide = (await getHeroSlides('published'))[0]
  const slideImage = idOf(slide?.image)
  const photo = slideImage === null ? null : await imageSource(slideImage)
  if (photo) return { src: photo, kind: 'photo' }
  const logo = await logoSource()
  return logo ? { src: logo, kind: 'logo' } : null
}

/** Whether the school has a picture to share (a slide or its logo): without one, pages name no share image, rather than one that is 404. */
export const hasSchoolPicture = async (): Promise<boolean> => (await schoolPicture()) !== null

/** The school's logo, for icons. */
async function logoSource(): Promise<Source | null> {
  const logo = idOf((await getSchoolProfile('published')).logo)
  return logo === null ? null : imageSource(logo)
}

/** Recently made pictures, by what they were made from. A few dozen at most. */
const made = new Map<string, Buffer>()
const KEEP = 48

async function remember(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const hit = made.get(key)
  if (hit) {
    made.delete(key)
    made.set(key, hit)
    return hit
  }
  const buf = await make()
  made.set(key, buf)
  while (made.size > KEEP) made.delete(made.keys().next().value!)
  return buf
}

/**
 * A picture to send: `make` gives its bytes (called only when the client lacks this
 * `version`), `cacheControl` how long others may keep it.
 */
export type Picture = { make: () => Promise<Buffer>; contentType: string; version: string; cacheControl: string }

/** A 1200×630 JPEG of an uploaded image (cropped around its focal point), or of the school's picture; null when there is none. */
export async function shareCard(ref: 'school' | number): Promise<Picture | null> {
  const pic = ref === 'school' ? await schoolPicture() : await imageSource(ref).then((src) => src && { src, kind: 'photo' as const })
  if (!pic) return null
  const { src, kind } = pic
  const make = async () => {
    const img = sharp(src.file).rotate()
    if (kind === 'logo') {
      // A logo whole, on white, in the middle of the card.
      const logo = await img
        .resize(SHARE_HEIGHT - 120, SHARE_HEIGHT - 120, { fit: 'inside' })
        .png()
        .toBuffer()
      return sharp({ create: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 3, background: '#ffffff' } })
        .composite([{ input: logo, gravity: 'center' }])
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer()
    }
    return img
      .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover', position: src.focal ? focalPosition(src.focal) : 'attention' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer()
  }
  const key = `share:${kind}:${src.id}:${src.version}`
  // A child's photo is not kept in memory (nor a copy made before it was marked as one): once consent goes, none is left behind.
  if (src.child) made.delete(key)
  return {
    make: src.child ? make : () => remember(key, make),
    contentType: 'image/jpeg',
    version: `${kind}-${src.id}-${src.version}`,
    cacheControl: src.child ? CHILD_PHOTO_CACHE : PUBLIC_CACHE,
  }
}

/** sharp crops by a gravity, not a point: the nearest of its nine. */
function focalPosition({ x, y }: { x: number; y: number }): string {
  const col = x < 34 ? 'west' : x > 66 ? 'east' : ''
  const row = y < 34 ? 'north' : y > 66 ? 'south' : ''
  return row + col || 'centre'
}

/** The sizes of square icon the site offers (home screens, Apple touch icon, the manifest). */
export const ICON_SIZES = [180, 192, 512] as const
export type IconSize = (typeof ICON_SIZES)[number]

async function squareLogoPng(src: Source, size: number): Promise<Buffer> {
  return remember(`icon:${src.id}:${src.version}:${size}`, () =>
    sharp(src.file)
      .rotate()
      .resize(size, size, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer(),
  )
}

/** A square PNG of the school's logo, or null when the school has none. */
export async function iconPng(size: IconSize): Promise<Picture | null> {
  const src = await logoSource()
  if (!src) return null
  return { make: () => squareLogoPng(src, size), contentType: 'image/png', version: `${src.id}-${src.version}`, cacheControl: PUBLIC_CACHE }
}

/** /favicon.ico: the logo at 16, 32 and 48 pixels in one ICO file, or null without a logo. */
export async function favicon(): Promise<Picture | null> {
  const src = await logoSource()
  if (!src) return null
  const make = () =>
    remember(`ico:${src.id}:${src.version}`, async () =>
      icoFromPngs(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await squareLogoPng(src, size) })))),
    )
  return { make, contentType: 'image/x-icon', version: `${src.id}-${src.version}`, cacheControl: PUBLIC_CACHE }
}
