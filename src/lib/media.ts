/**
 * Reading files out of CMS documents: the first attachment of a list, an image's
 * responsive sources. Works on populated documents (depth ≥ 1); an id alone yields nothing.
 */
import { routes, uploadOf } from './routes'

export type ImageSize = { url?: string | null; width?: number | null; height?: number | null }
export type ImageDoc = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, ImageSize | undefined> | null
}
export type FileDoc = { url?: string | null; filename?: string | null; title?: string | null; mimeType?: string | null }

/** A relation as Payload returns it: an id, or the document at depth ≥ 1. */
export type Ref<T> = number | T | null | undefined
type PolyRef = { relationTo: string; value: Ref<FileDoc & ImageDoc> }

export const populated = <T>(ref: Ref<T>): T | null => (ref && typeof ref === 'object' ? ref : null)

/**
 * Payload serves uploads at /cms-api/{collection}/file/{name}, through its access checks;
 * public images and PDFs are served faster, and cacheably, at /files/{collection}/{name}.
 * With SERVER_URL set, Payload writes that address behind SERVER_URL's origin: the path alone
 * is kept, so a school's pages and feeds link its files at the school's own address (a file is
 * served on its own school's hosts only, src/data/childPhotos).
 */
export function publicUrl(url: string | null | undefined): string | null {
  if (!url) return null
  const file = uploadOf(url.replace(/^https?:\/\/[^/?#]+/, ''))
  // One with a query or fragment is left as it is.
  return file?.viaCms && !/[?#]/.test(file.name) ? routes.file(file.collection, file.name) : url
}

const withPublicUrl = <T extends { url?: string | null }>(doc: T | null): T | null => (doc ? { ...doc, url: publicUrl(doc.url) } : null)

/** How many of a list's photos a visitor sees (the others come as ids alone). */
export const shownCount = (list: Ref<unknown>[] | null | undefined): number => (list ?? []).filter((r) => populated(r) !== null).length

/** The first file of an attachment list (plain or polymorphic), if populated. */
export function firstFile(list: (PolyRef | Ref<FileDoc>)[] | null | undefined): FileDoc | null {
  const first = list?.[0]
  if (!first || typeof first !== 'object') return null
  return withPublicUrl('relationTo' in first ? populated(first.value) : populated(first))
}

/** The first image of a list, or an image reference itself. */
export function imageOf(ref: Ref<ImageDoc> | Ref<ImageDoc>[] | null | undefined): ImageDoc | null {
  // A photo a visitor may not see (a child's, without consent) comes as its id alone: the first one shown.
  if (Array.isArray(ref)) return ref.map((r) => imageOf(r)).find((img) => img !== null) ?? null
  const img = populated(ref)
  return img?.url ? withPublicUrl(img) : null
}

/**
 * An attachment list (plain or polymorphic) split into its photos and its other files, in
 * order: a news item's photos are shown on its page, its documents are linked.
 */
export function splitAttachments(list: (PolyRef | Ref<FileDoc & ImageDoc>)[] | null | undefined): {
  photos: (FileDoc & ImageDoc & { id?: number })[]
  documents: FileDoc[]
} {
  const photos: (FileDoc & ImageDoc & { id?: number })[] = []
  const documents: FileDoc[] = []
  for (const item of list ?? []) {
    if (!item || typeof item !== 'object') continue
    const poly = 'relationTo' in item
    const doc = poly ? populated(item.value) : populated(item)
    if (!doc?.url) continue
    const isImage = poly ? item.relationTo === 'images' : (doc.mimeType ?? '').startsWith('image/')
    if (isImage) photos.push({ ...doc, url: publicUrl(doc.url) })
    else documents.push({ ...doc, url: publicUrl(doc.url) })
  }
  return { photos, documents }
}

/** What a file is called on a link: its title, else its file name without the extension. */
export function fileLabel(file: FileDoc): string {
  const title = file.title?.trim()
  if (title) return title
  const name = file.filename
    ?.replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim()
  return name || 'Attachment'
}

/** The kind of a file, for the words after its link: PDF, image, or its extension. */
export function fileKind(file: FileDoc): string {
  const type = file.mimeType ?? ''
  if (type === 'application/pdf' || /\.pdf$/i.test(file.filename ?? '')) return 'PDF'
  if (type.startsWith('image/')) return 'image'
  return /\.([a-z0-9]+)$/i.exec(file.filename ?? '')?.[1]?.toUpperCase() ?? 'file'
}

/** `srcset` entries from the resized copies, smallest first, plus the original. */
export function srcSetOf(img: ImageDoc): { srcSet: string; src: string } {
  const entries = Object.values(img.sizes ?? {})
    .filter((s): s is ImageSize & { url: string; width: number } => Boolean(s?.url && s.width))
    .sort((a, b) => a.width - b.width)
  const widest = entries.at(-1)?.width ?? 0
  const list = entries.map((s) => `${publicUrl(s.url)} ${s.width}w`)
  if (img.url && img.width && img.width > widest) list.push(`${publicUrl(img.url)} ${img.width}w`)
  const src = publicUrl(entries.find((s) => s.width >= 640)?.url ?? img.url) ?? ''
  return { srcSet: list.join(', '), src }
}

/** A photo for a thumbnail grid with a full-screen viewer. */
export type GridPhoto = {
  key: string
  caption?: string
  thumb: { src: string; srcSet: string; width?: number; height?: number }
  slide: { src: string; alt?: string; width?: number; height?: number; srcSet?: { src: string; width: number; height: number }[] }
}

const THUMB_SIZES = ['thumb', 'card']

/**
 * Grid entries from populated images: small copies for the thumbnails, every copy for
 * the viewer so it picks one to fit the screen. Unpopulated references are skipped.
 */
export function gridPhotosOf(images: { image: Ref<ImageDoc>; caption?: string | null; key: string }[]): GridPhoto[] {
  return images.flatMap(({ image, caption, key }) => {
    const img = imageOf(image)
    if (!img?.url) return []
    const copies = Object.entries(img.sizes ?? {})
      .filter((e): e is [string, ImageSize & { url: string; width: number; height: number }] =>
        Boolean(e[1]?.url && e[1].width && e[1].height),
      )
      .sort((a, b) => a[1].width - b[1].width)
    const thumbs = copies.filter(([name]) => THUMB_SIZES.includes(name))
    const first = thumbs[0]?.[1]
    const viewer = copies.map(([, s]) => ({ src: publicUrl(s.url)!, width: s.width, height: s.height }))
    if (img.width && img.height && !viewer.some((s) => s.width >= img.width!))
      viewer.push({ src: img.url, width: img.width, height: img.height })
    return [
      {
        key,
        caption: caption ?? undefined,
        thumb: {
          src: first ? publicUrl(first.url)! : img.url,
          srcSet: thumbs.map(([, s]) => `${publicUrl(s.url)} ${s.width}w`).join(', '),
          width: first?.width ?? img.width ?? undefined,
          height: first?.height ?? img.height ?? undefined,
        },
        slide: {
          src: viewer.at(-1)?.src ?? img.url,
          alt: img.alt ?? undefined,
          width: img.width ?? undefined,
          height: img.height ?? undefined,
          srcSet: viewer.length > 1 ? viewer : undefined,
        },
      },
    ]
  })
}
