/**
 * Reading files out of CMS documents: the first attachment of a list, an image's
 * responsive sources. Works on populated documents (depth ≥ 1); an id alone yields nothing.
 */

export type ImageSize = { url?: string | null; width?: number | null; height?: number | null }
export type ImageDoc = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, ImageSize | undefined> | null
}
export type FileDoc = { url?: string | null; filename?: string | null; title?: string | null; mimeType?: string | null }

type Ref<T> = number | T | null | undefined
type PolyRef = { relationTo: string; value: Ref<FileDoc & ImageDoc> }

const populated = <T>(ref: Ref<T>): T | null => (ref && typeof ref === 'object' ? ref : null)

/**
 * Payload serves uploads at /cms-api/{collection}/file/{name}, through its access checks;
 * public images and PDFs are served faster, and cacheably, at /files/{collection}/{name}.
 */
export function publicUrl(url: string | null | undefined): string | null {
  if (!url) return null
  const m = /^\/cms-api\/(images|documents)\/file\/([^/?#]+)$/.exec(url)
  return m ? `/files/${m[1]}/${m[2]}` : url
}

const withPublicUrl = <T extends { url?: string | null }>(doc: T | null): T | null =>
  doc ? { ...doc, url: publicUrl(doc.url) } : null

/** The first file of an attachment list (plain or polymorphic), if populated. */
export function firstFile(list: (PolyRef | Ref<FileDoc>)[] | null | undefined): FileDoc | null {
  const first = list?.[0]
  if (!first || typeof first !== 'object') return null
  return withPublicUrl('relationTo' in first ? populated(first.value) : populated(first))
}

/** The first image of a list, or an image reference itself. */
export function imageOf(ref: Ref<ImageDoc> | Ref<ImageDoc>[] | null | undefined): ImageDoc | null {
  if (Array.isArray(ref)) return imageOf(ref[0])
  const img = populated(ref)
  return img?.url ? withPublicUrl(img) : null
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
