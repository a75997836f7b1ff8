/**
 * Serving stored uploads: which file a public URL names (never outside the store), its
 * content type, and byte ranges. Pure functions; the route does the I/O.
 */
import path from 'node:path'

/**
 * Upload collections whose files anyone may fetch (while something published uses them,
 * src/data/filesInUse): those whose facts say `upload: 'public'` (src/content/facts; a test keeps
 * the two in step). TC scans are not among them.
 */
export const PUBLIC_FILE_COLLECTIONS = ['images', 'documents'] as const
export type PublicFileCollection = (typeof PUBLIC_FILE_COLLECTIONS)[number]

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
}

export const contentTypeOf = (name: string): string | null => TYPES[path.extname(name).toLowerCase()] ?? null

/** Uploads and pictures that show no child: a day in any cache, a week more while it revalidates. */
export const PUBLIC_CACHE = 'public, max-age=86400, stale-while-revalidate=604800'

/**
 * A child's photo (and a picture made from one): browsers keep it but ask again on every use
 * (a cheap 304 by ETag), so a withdrawn or narrowed consent takes it away at once. `private`
 * keeps it out of shared caches (a CDN, a school's or ISP's proxy): no copy of a child's
 * personal data is left on a machine the school does not control, none can be served
 * stale from one once consent has gone, and no copy has to be purged.
 */
export const CHILD_PHOTO_CACHE = 'private, no-cache'

/**
 * The absolute path of `name` inside `root/collection`, or null when the name could
 * point anywhere else (separators, `..`, NUL, absolute paths) or has an unknown type.
 */
export function resolveStoredFile(root: string, collection: string, name: string): string | null {
  if (!(PUBLIC_FILE_COLLECTIONS as readonly string[]).includes(collection)) return null
  if (!name || name.length > 255 || /[/\\\0]/.test(name) || name === '.' || name === '..' || name.startsWith('.')) return null
  if (!contentTypeOf(name)) return null
  const dir = path.resolve(root, collection)
  const full = path.resolve(dir, name)
  return path.dirname(full) === dir ? full : null
}

export type ByteRange = { start: number; end: number }

/**
 * Parses a single `bytes=` range against a file size, as RFC 9110 (14.1, 14.2) says: the range;
 * 'unsatisfiable' when it is well formed but names no byte of the file (416, with a
 * Content-Range of `bytes *` and the size); null when there is none, or one the server ignores and answers with the whole
 * file: a malformed one (`bytes=abc`, `bytes=5-2`: 14.2 says an invalid range is ignored),
 * several ranges (`bytes=0-1,5-9`, a multipart answer this server does not make) or another unit.
 */
export function parseRange(header: string | null, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null
  const spec = header.trim()
  if (!/^bytes=/i.test(spec) || spec.includes(',')) return null
  const m = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(spec)
  if (!m || (m[1] === '' && m[2] === '')) return null
  let start: number
  let end: number
  if (m[1] === '') {
    const suffix = Number(m[2])
    // A suffix of zero bytes names none (14.1.1: satisfiable only with a non-zero suffix-length).
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(m[1])
    if (m[2] !== '' && Number(m[2]) < start) return null // last-pos before first-pos: invalid, ignored
    if (start >= size) return 'unsatisfiable'
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  }
  return { start, end }
}

/**
 * Whether a request's Range applies, by its If-Range (RFC 9110 13.1.5): with none, it does; an
 * entity tag must equal the file's strong ETag exactly (a weak tag never matches); a date must
 * be exactly the file's Last-Modified. Otherwise the Range is ignored and the whole file sent.
 */
export function ifRangeHolds(ifRange: string | null, { etag, lastModified }: { etag: string; lastModified: string }): boolean {
  if (ifRange === null) return true
  const value = ifRange.trim()
  if (value.startsWith('W/')) return false
  if (value.startsWith('"')) return !etag.startsWith('W/') && value === etag
  return value === lastModified
}

const IMAGE_TYPES = /^image\//

/** Which stored file an old-API file path names: `{file}` or `{school}/public/{Images|pdf}/{file}`. */
export function fileLocation(
  segments: string[],
): { ok: false } | { ok: true; school?: string; collection: PublicFileCollection; name: string } {
  const name = segments.at(-1) ?? ''
  const type = contentTypeOf(name)
  if (!type || !name || name.length > 255 || /[/\\\0]/.test(name) || name.startsWith('.') || name.includes('..')) return { ok: false }
  const byType: PublicFileCollection = IMAGE_TYPES.test(type) ? 'images' : 'documents'
  if (segments.length === 1) return { ok: true, collection: byType, name }
  const [school, pub, folder] = segments
  if (segments.length !== 4 || pub !== 'public' || !school || !/^[A-Za-z0-9_-]{1,40}$/.test(school)) return { ok: false }
  const collection = folder === 'Images' ? 'images' : folder === 'pdf' ? 'documents' : null
  if (collection !== byType) return { ok: false }
  return { ok: true, school, collection, name }
}
