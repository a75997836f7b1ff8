/**
 * The files something published uses, per school. An image or a PDF is public only while a
 * published document of its own school uses it, or staff ticked "Public on its own" on it
 * (src/fields `publicOnItsOwn`); the access rules of images and documents (src/access/files)
 * and the file addresses (src/data/childPhotos) ask here.
 *
 * "Uses" is found from the built config (src/lib/fileUses): every collection visitors may read
 * with a field that may point at these files (the school's pages included) is read for the
 * school's published documents (not drafts, not the Trash, not part of a content import still
 * under way), `depth: 0` and every language, a batch at a time.
 *
 * Kept per school until a change to any of those collections in that school (the tags the
 * cached pages carry: src/data/cacheTags; a publish, unpublish, move to the Trash or delete
 * expires them at once), or for CACHE_TTL_SECONDS. Budget: one entry per school, about 40 bytes
 * per file in use (200 KB for 5,000), whatever strangers ask for; working it out reads the
 * school's published documents of those collections once per change, BATCH at a time; then a
 * file request costs one set lookup, and a visitor's read of images or PDFs carries the ids in
 * use in its condition (one query parameter each: SQLite takes 32,766 in one query).
 */
import { createLocalReq, type CollectionSlug, type Payload, type PayloadRequest, type Where } from 'payload'

import { env } from '@/env'
import { PUBLIC_FILE_COLLECTIONS, type PublicFileCollection } from '@/lib/files'
import { PUBLIC_ON_ITS_OWN } from '@/fields'
import { collectFileIds, usesFiles, type BlockLookup, type FileIds } from '@/lib/fileUses'
import { createTagCache, onInvalidation, type TagCache } from '@/server/tagCache'
import { forSchool, namesItsSchool, readFor, type School } from '@/tenancy'
import { schoolTag, tagFor } from './cacheTags'

/** The public upload collections (src/lib/files): their files are public only while something published uses them (TC scans never are). */
export type PublicWhenUsed = PublicFileCollection

/** The ids of the files in use, by collection, as a set (for a file's address) and a list (for a query). */
export type FilesInUse = Record<PublicWhenUsed, { has: (id: number) => boolean; ids: readonly number[] }>

/** Documents read at a time while working it out. */
const BATCH = 200

/** A collection to read, and what "published" is in it. */
type Scan = { slug: CollectionSlug; where: Where[] }

const TARGETS: ReadonlySet<string> = new Set(PUBLIC_FILE_COLLECTIONS)
const scansOf = new WeakMap<Payload, Scan[]>()

/** The collections that may use these files, from the built config (worked out once). */
function scans(payload: Payload): Scan[] {
  const known = scansOf.get(payload)
  if (known) return known
  const blocks: BlockLookup = (slug) => payload.config.blocks?.find((b) => b.slug === slug)
  const found = payload.config.collections.flatMap((c): Scan[] => {
    // Files using files do not count (and their own reads ask here); a use is within a school.
    if (TARGETS.has(c.slug) || !namesItsSchool(payload, c.slug)) return []
    if (!usesFiles(c.fields, TARGETS, blocks)) return []
    const where: Where[] = []
    // Published only (a draft of a published document leaves the published one in the collection).
    if (c.versions && typeof c.versions === 'object' && c.versions.drafts) where.push({ _status: { equals: 'published' } })
    // Not part of a content import still under way.
    if (c.flattenedFields.some((f) => f.name === 'importRun')) where.push({ importRun: { exists: false } })
    return [{ slug: c.slug as CollectionSlug, where }]
  })
  scansOf.set(payload, found)
  return found
}

/** The cache tags a school's set is kept under: a change to any collection read, in that school. */
export function filesInUseTags(payload: Payload, school: number): string[] {
  return [...new Set(scans(payload).map((s) => tagFor(s.slug)))].map((t) => schoolTag(t, school))
}

/** Whether visitors may read a collection at all (its rule is not a flat refusal): Payload's locks and staff-only records use no file. */
async function readByVisitors(payload: Payload, slug: CollectionSlug, req: PayloadRequest): Promise<boolean> {
  const read = payload.collections[slug].config.access.read
  return read ? (await read({ req })) !== false : false
}

/** Works the set out: every published document of the school that may use a file, a batch at a time. */
async function load(payload: Payload, school: School): Promise<FilesInUse> {
  const blocks: BlockLookup = (slug) => payload.config.blocks?.find((b) => b.slug === slug)
  const into: FileIds = new Map()
  const localized = Boolean(payload.config.localization)
  // Published documents, whether or not a visitor sees them now (a topper whose consent covers
  // only the photo still uses it; the photo's own consent rule decides).
  const within = forSchool(payload, school)
  // A visitor's request for the school, to ask the collections' rules with.
  const visitor = await createLocalReq({ context: readFor(school) }, payload)
  for (const scan of scans(payload)) {
    if (!(await readByVisitors(payload, scan.slug, visitor))) continue
    const fields = payload.collections[scan.slug].config.fields
    let after = 0
    for (;;) {
      // Whole documents: with any `select`, Payload 3.90 (on SQLite) reads a list of uploads inside an array as empty.
      // Not in the Trash: `find` leaves it out.
      const { docs } = await within.find({
        collection: scan.slug,
        where: { and: [...scan.where, { id: { greater_than: after } }] },
        depth: 0,
        locale: localized ? 'all' : undefined,
        sort: 'id',
        limit: BATCH,
        pagination: false,
      })
      for (const doc of docs) collectFileIds(fields, doc, { targets: TARGETS, blocks, localized, into })
      if (docs.length < BATCH) break
      after = Number(docs[docs.length - 1]!.id)
    }
  }
  const of = (slug: PublicWhenUsed) => {
    const ids = into.get(slug) ?? new Set<number>()
    return { has: (id: number) => ids.has(id), ids: [...ids] }
  }
  return { images: of('images'), documents: of('documents') }
}

const STORE = Symbol.for('school-site.files-in-use')
type WithStore = typeof globalThis & { [STORE]?: TagCache }

/**
 * The sets, one per school, in a store of their own (a stranger asking for many files cannot
 * push them out of the page cache), expired by the page cache's invalidations (relayed from
 * other instances too).
 */
function store(): TagCache {
  const g = globalThis as WithStore
  if (!g[STORE]) {
    const cache = createTagCache(env().CACHE_TTL_SECONDS * 1000)
    onInvalidation((tag) => (tag === null ? cache.clear() : cache.invalidate(tag)))
    g[STORE] = cache
  }
  return g[STORE]
}

const REQUEST_KEY = 'filesInUse'

/** The files in use in `school` (worked out once per change: see the header); `req` keeps it for the rest of its request. */
export function filesInUse(payload: Payload, school: School, req?: Pick<PayloadRequest, 'context'>): Promise<FilesInUse> {
  const context = req?.context as Record<string, unknown> | undefined
  const known = (context?.[REQUEST_KEY] as Record<number, Promise<FilesInUse>> | undefined)?.[school.id]
  if (known) return known
  const loading = store().get(`files-in-use#${school.id}`, filesInUseTags(payload, school.id), () => load(payload, school))
  if (context) context[REQUEST_KEY] = { ...(context[REQUEST_KEY] as object | undefined), [school.id]: loading }
  return loading
}

/** A stored file's record, as far as being public goes. */
export type FileRecordState = { id: number; [PUBLIC_ON_ITS_OWN]?: boolean | null; importRun?: string | null }

/** Whether a file of `school` is public by the rule above (its consent, for a child's photo, is asked separately). */
export function isPublicFile(record: FileRecordState, collection: PublicWhenUsed, inUse: FilesInUse): boolean {
  if (record.importRun) return false
  return record[PUBLIC_ON_ITS_OWN] === true || inUse[collection].has(record.id)
}
