/**
 * What every resource module is made of: the zod field types of the old API's records
 * (one schema serves the API's output, its OpenAPI description and the import's checks),
 * file slots, and the mappings' small helpers. Pure: no Payload calls.
 */
import type { CollectionSlug } from 'payload'
import { z } from 'zod'

import { populated, type Ref } from '@/lib/media'

export { classNamesOf } from '@/features/classes/rules'

export type FileKind = 'images' | 'documents' | 'certificates' | 'any'

/** Where a record keeps file references, and which kind of file each must be. */
export type FileSlot = { key: string; kind: FileKind }

export type Uploaded = { relationTo: 'images' | 'documents' | 'certificates'; id: number }

export type ApiRecord = Record<string, unknown>

/**
 * Every field named: a mapping that leaves one out fails `tsc`. Values are checked where they
 * land (the record's schema in the API tests, the collection's fields on import), since the
 * old API's values and the CMS's differ in kind (an admission number as a number, a file as its id).
 */
export type Complete<T> = { [K in keyof T]-?: unknown }

/** Fields every collection has that the CMS fills in itself; no mapping writes them. */
type Managed = 'id' | 'createdAt' | 'updatedAt' | 'deletedAt' | '_status' | 'legacyId' | 'importRun' | 'updatedBy' | 'translationStamps' | 'school' | 'notifySubscribers' | 'notifyConfirmed'

/** What an import writes for one record: every field of the collection but those the CMS keeps and those named in `unmapped`. */
export type DataOf<Doc, Skip extends PropertyKey = never> = [Doc] extends [never]
  ? Record<string, unknown>
  : Complete<Omit<Doc, Managed | Skip>> & { legacyId?: string; _status?: 'published' | 'draft' }

export type Resource<Doc = never, R extends ApiRecord = ApiRecord, Skip extends PropertyKey = PropertyKey> = {
  /** The old endpoint's name: the export's file name (`<name>.json`). */
  name: string
  /** Its schema's name in the OpenAPI document. */
  schemaName: string
  collection: CollectionSlug
  /** The order of its lists everywhere, ending in the id so that ties always come out the same. */
  sort: string[]
  /** The record's identity in an import: `_id`, or the TC register's admission number. */
  key: '_id' | 'admission'
  /**
   * The collection of its categories, when it has them (src/features/categories): the list staff
   * edit, the field each document chooses one with, the list page's filter, the label on cards
   * and pages and the feed's `<category>` follow. Its record carries the category's label.
   */
  category?: string
  /** One record of the old API: what the API answers, what OpenAPI states, what an import accepts. */
  record: z.ZodType<R>
  /** Fields of the collection the old API has no place for (an import leaves them as they are). */
  unmapped?: readonly Skip[]
  files: FileSlot[]
  /** The list endpoints that answer these records, with a summary for OpenAPI. */
  endpoints: { path: string; summary: string }[]
  /** CMS document (depth 1) → API record: every field of the record. */
  toRecord(doc: Doc, school: string): Complete<R>
  /** A checked record and its uploaded files → CMS data: every field of the collection but `unmapped`. */
  toData(record: R, files: Record<string, Uploaded[]>): DataOf<Doc, Skip>
}

/**
 * A resource typed by its CMS document (from `payload-types`) and its record (from the zod
 * schema): `defineResource<News>()({ … })`. In a list of all of them it is a `Resource`.
 */
export const defineResource =
  <Doc>() =>
  <R extends ApiRecord, const Skip extends keyof Doc = never>(
    r: Omit<Resource<Doc, R, Skip>, 'toRecord' | 'toData'> & {
      toRecord: (doc: Doc, school: string) => NoInfer<Complete<R>>
      toData: (record: NoInfer<R>, files: Record<string, Uploaded[]>) => NoInfer<DataOf<Doc, Skip>>
    },
  ): Resource<Doc, R, Skip> =>
    r

// --- Field types. Input leniency (legacy "none" values, numbers as strings) is a preprocess,
// so the output (what the API sends and OpenAPI states) stays strict.

const noneToNull = (v: unknown) => (v === '' || v === undefined ? null : v)
const toIsoDate = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : v

/** A record id: ours (digits) or one kept from the old system. */
export const apiId = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, - or _ (at most 64)'),
)
export const text = z.string().trim().min(1, 'must not be empty')
export const optionalText = z.preprocess((v) => (v === undefined ? null : v), z.string().nullable())
export const date = z.preprocess(toIsoDate, z.iso.datetime({ offset: true, error: 'must be a date (ISO 8601)' }))
/** A date the old host sometimes left out: `""`, `null` or no field at all mean none. */
export const optionalDate = z.preprocess(noneToNull, date.nullable())
/** File references; each is served at /api/image/{v}. A missing list, `null` or `""` is an empty one. */
export const fileRefs = z
  .preprocess((v) => (v == null || v === '' ? [] : typeof v === 'string' ? [v] : v), z.array(z.string().min(1)))
  .describe('File references; each is served at /api/image/{v}.')
export const someFileRefs = (min: number, message: string) =>
  z
    .preprocess((v) => (v == null || v === '' ? [] : typeof v === 'string' ? [v] : v), z.array(z.string().min(1)).min(min, message))
    .describe('File references; each is served at /api/image/{v}.')
export const oneFileRef = someFileRefs(1, 'needs exactly one file').pipe(z.array(z.string()).max(1, 'needs exactly one file'))
/** At most one file, in a list. */
export const optionalFileRef = z
  .preprocess((v) => (v == null || v === '' ? [] : typeof v === 'string' ? [v] : v), z.array(z.string().min(1)).max(1, 'takes at most one file'))
  .describe('File references; each is served at /api/image/{v}.')

/** The classes an item is for, by name (src/features/classes); empty: the whole school. An import leaves them as they are. */
export const classNames = z
  .preprocess((v) => (v == null ? [] : v), z.array(z.string()))
  .describe('The classes it is for, by name (e.g. "VI-A"); empty: the whole school.')

/** A record of the old API: `_id` first; unknown fields of an old export are ignored. */
export const record = <T extends z.ZodRawShape>(fields: T) => z.object({ _id: apiId.optional(), ...fields })

// --- Mapping helpers.

type Doc = { id: number; legacyId?: string | null }
type Poly = { relationTo: string; value: unknown }

/** The record's id in the old API: the imported one if it has one. */
export const idOf = (doc: Doc): string => doc.legacyId || String(doc.id)

/** A file's reference: its stored name. */
export const fileRef = (file: Ref<{ filename?: string | null }>): string | null => populated(file)?.filename ?? null

/** The old static path of an image. */
export const imagePath = (school: string, file: Ref<{ filename?: string | null }>): string | null => {
  const name = fileRef(file)
  return name ? `${school}/public/Images/${name}` : null
}

/** Stored names of a list of uploads (one collection, or several with `relationTo`). */
export const refs = (list: readonly unknown[] | null | undefined): string[] =>
  (list ?? []).flatMap((item) => {
    const file = item && typeof item === 'object' && 'relationTo' in item ? (item as Poly).value : item
    const name = fileRef(file as Ref<{ filename?: string | null }>)
    return name ? [name] : []
  })

export const oneRef = (file: Ref<{ filename?: string | null }>): string[] => {
  const name = fileRef(file)
  return name ? [name] : []
}

export const firstId = (list: Uploaded[] | undefined) => list?.[0]?.id ?? null
export const ids = (list: Uploaded[] | undefined) => (list ?? []).map((f) => f.id)
export const poly = (list: Uploaded[] | undefined) => (list ?? []).map((f) => ({ relationTo: f.relationTo, value: f.id }))
/** The old system's id, kept so that old links resolve. */
export const legacy = (r: ApiRecord) => (r._id ? { legacyId: r._id as string } : {})
export const published = { _status: 'published' } as const

/** A record's file references in one slot. */
export function filePaths(slot: FileSlot, r: ApiRecord): string[] {
  const v = r[slot.key]
  const list: unknown[] = Array.isArray(v) ? v : [v]
  return list.filter((x): x is string => typeof x === 'string' && x.length > 0)
}

/** Whether a list runs newest (or largest) first. */
export const descending = (sort: string[]) => sort[0]?.startsWith('-') ?? false
