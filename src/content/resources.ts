/**
 * The resources of `content:export` / `content:import`: one JSON file each, named after
 * its old API endpoint, in the API's own shapes. Each says how to read its records out
 * of the CMS and how to write them back. File references in these files are paths
 * relative to the directory (export writes `files/<name>`).
 */
import type { CollectionSlug } from 'payload'
import { z } from 'zod'

import * as shape from '@/api/shapes'
import { SORT } from '@/data/sortOrders'
import { isSessionYear } from '@/lib/sessionYear'

export type FileKind = 'images' | 'documents' | 'certificates' | 'any'

/** Where a record keeps file references, and which kind of file each must be. */
export type FileSlot = { key: string; kind: FileKind; single?: boolean }

export type Uploaded = { relationTo: 'images' | 'documents' | 'certificates'; id: number }

export type Resource = {
  /** File name without `.json`: the old endpoint's name. */
  name: string
  collection: CollectionSlug
  sort: string[]
  /** The natural key for TC records (no `_id`); every other resource matches on `_id`. */
  key?: 'admissionNumber'
  schema: z.ZodType<Record<string, unknown>>
  files: FileSlot[]
  /** CMS document (depth 1) → exported record. */
  toRecord: (doc: never, school: string) => Record<string, unknown>
  /** Validated record + its uploaded files → CMS data. */
  toData: (record: Record<string, unknown>, files: Record<string, Uploaded[]>) => Record<string, unknown>
}

const idSchema = z
  .union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, - or _'), z.number().int().positive()])
  .transform(String)
  .optional()
const text = z.string().trim().min(1, 'must not be empty')
const optionalText = z.string().nullish()
const date = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'must be a date (ISO 8601)')
const optionalDate = date.nullish()
const files = z.array(z.string().min(1)).nullish()
const oneFile = z.union([z.string().min(1), z.array(z.string().min(1)).max(1)]).nullish()

const record = <T extends z.ZodRawShape>(fields: T) => z.object({ _id: idSchema, ...fields }).passthrough()

const firstId = (list: Uploaded[] | undefined) => list?.[0]?.id ?? null
const ids = (list: Uploaded[] | undefined) => (list ?? []).map((f) => f.id)
const poly = (list: Uploaded[] | undefined) => (list ?? []).map((f) => ({ relationTo: f.relationTo, value: f.id }))
const legacy = (r: Record<string, unknown>) => (r._id ? { legacyId: r._id as string } : {})
const published = { _status: 'published' }

/** Record → its file paths per slot, as listed in the record. */
export function filePaths(slot: FileSlot, r: Record<string, unknown>): string[] {
  const v = r[slot.key]
  const list: unknown[] = Array.isArray(v) ? v : [v]
  return list.filter((x): x is string => typeof x === 'string' && x.length > 0)
}

export const RESOURCES: Resource[] = [
  {
    name: 'highlight',
    collection: 'highlights',
    sort: SORT.highlights,
    schema: record({ description: text, attachments: files }),
    files: [{ key: 'attachments', kind: 'any' }],
    toRecord: (d: Parameters<typeof shape.highlightShape>[0]) => shape.highlightShape(d),
    toData: (r, f) => ({ ...legacy(r), description: r.description, attachments: poly(f.attachments), ...published }),
  },
  {
    name: 'news',
    collection: 'news',
    sort: SORT.news,
    schema: record({ id: z.unknown().optional(), title: text, description: text, fromDate: date, date: optionalDate, attachments: files }),
    files: [{ key: 'attachments', kind: 'any' }],
    toRecord: (d: Parameters<typeof shape.newsShape>[0]) => shape.newsShape(d),
    toData: (r, f) => ({
      ...legacy(r),
      title: r.title,
      description: r.description,
      fromDate: r.fromDate,
      date: r.date ?? null,
      attachments: poly(f.attachments),
      ...published,
    }),
  },
  {
    name: 'events',
    collection: 'events',
    sort: SORT.events,
    schema: record({ date, time: optionalText, title: text, description: optionalText, venue: optionalText, images: files }),
    files: [{ key: 'images', kind: 'images' }],
    toRecord: (d: Parameters<typeof shape.eventShape>[0]) => shape.eventShape(d),
    toData: (r, f) => ({
      ...legacy(r),
      date: r.date,
      time: r.time ?? null,
      title: r.title,
      description: r.description ?? null,
      venue: r.venue ?? null,
      images: ids(f.images),
      ...published,
    }),
  },
  {
    name: 'gallery',
    collection: 'gallery-albums',
    sort: SORT.albums,
    schema: record({ date, title: text, description: optionalText, attachments: z.array(z.string().min(1)).min(1, 'needs at least one photo') }),
    files: [{ key: 'attachments', kind: 'images' }],
    toRecord: (d: Parameters<ReturnType<typeof shape.albumShape>>[0], school) => shape.albumShape(school)(d),
    toData: (r, f) => ({
      ...legacy(r),
      date: r.date,
      title: r.title,
      description: r.description ?? null,
      photos: ids(f.attachments),
      ...published,
    }),
  },
  {
    name: 'notification',
    collection: 'notifications',
    sort: SORT.notifications,
    schema: record({ title: text, description: optionalText, image: files, attachments: files, url: optionalText, showUntil: optionalDate }),
    files: [
      { key: 'image', kind: 'images' },
      { key: 'attachments', kind: 'any' },
    ],
    toRecord: (d: Parameters<typeof shape.notificationShape>[0]) => shape.notificationShape(d),
    toData: (r, f) => ({
      ...legacy(r),
      title: r.title,
      description: r.description ?? null,
      image: ids(f.image),
      attachments: poly(f.attachments),
      url: r.url || null,
      showUntil: r.showUntil ?? null,
      ...published,
    }),
  },
  {
    name: 'topper',
    collection: 'toppers',
    sort: SORT.toppers,
    schema: record({
      name: text,
      class: z.enum(['X', 'XII']),
      division: z.coerce.number().min(0).max(100),
      stream: optionalText,
      attachments: oneFile,
      'sessionYear ': z.string().optional(),
      sessionYear: z.string().optional(),
    }).refine((r) => isSessionYear(String(r?.sessionYear ?? r?.['sessionYear '] ?? '')), {
      message: 'must be a session like 2024-25',
      path: ['sessionYear'],
      // Reported alongside the other fields' problems, not only once they are fixed.
      when: () => true,
    }),
    files: [{ key: 'attachments', kind: 'images', single: true }],
    toRecord: (d: Parameters<typeof shape.topperShape>[0]) => shape.topperShape(d),
    toData: (r, f) => ({
      ...legacy(r),
      name: r.name,
      class: r.class,
      percentage: r.division,
      stream: r.stream ?? null,
      sessionYear: r.sessionYear ?? r['sessionYear '],
      photo: firstId(f.attachments),
      ...published,
    }),
  },
  {
    name: 'onlineRegistration',
    collection: 'online-registrations',
    sort: SORT.registrations,
    schema: record({ title: text, attachments: files }),
    files: [{ key: 'attachments', kind: 'any' }],
    toRecord: (d: Parameters<typeof shape.onlineRegistrationShape>[0]) => shape.onlineRegistrationShape(d),
    toData: (r, f) => ({ ...legacy(r), title: r.title, attachments: poly(f.attachments) }),
  },
  {
    name: 'slider',
    collection: 'hero-slides',
    sort: SORT.slides,
    schema: record({ title: text, attachments: z.array(z.string().min(1)).length(1, 'needs exactly one image'), order: z.number().int().optional() }),
    files: [{ key: 'attachments', kind: 'images', single: true }],
    toRecord: (d: Parameters<typeof shape.sliderShape>[0]) => shape.sliderShape(d),
    toData: (r, f) => ({ ...legacy(r), title: r.title, image: firstId(f.attachments), order: r.order ?? 0 }),
  },
  {
    name: 'principalMessage',
    collection: 'testimonials',
    sort: SORT.testimonials,
    schema: record({ name: text, category: text, message: text, attachments: oneFile }),
    files: [{ key: 'attachments', kind: 'images', single: true }],
    toRecord: (d: Parameters<typeof shape.testimonialShape>[0]) => shape.testimonialShape(d),
    toData: (r, f) => ({ ...legacy(r), name: r.name, category: r.category, message: r.message, photo: firstId(f.attachments) }),
  },
  {
    name: 'media',
    collection: 'media-items',
    sort: SORT.media,
    schema: record({ title: text, date, attachments: z.union([z.string().min(1), z.array(z.string().min(1)).length(1)]) }),
    files: [{ key: 'attachments', kind: 'images', single: true }],
    toRecord: (d: Parameters<ReturnType<typeof shape.mediaShape>>[0], school) => shape.mediaShape(school)(d),
    toData: (r, f) => ({ ...legacy(r), title: r.title, date: r.date, image: firstId(f.attachments) }),
  },
  {
    name: 'circular',
    collection: 'circulars',
    sort: SORT.circulars,
    schema: record({
      category: z.enum(['News Letter', 'Loquacity']),
      date: optionalDate,
      title: text,
      attachments: z.array(z.string().min(1)).min(1, 'needs at least one file'),
    }),
    files: [{ key: 'attachments', kind: 'any' }],
    toRecord: (d: Parameters<typeof shape.circularShape>[0]) => shape.circularShape(d),
    toData: (r, f) => ({
      ...legacy(r),
      category: r.category,
      date: r.date ?? null,
      title: r.title,
      attachments: poly(f.attachments),
      ...published,
    }),
  },
  {
    name: 'faculty',
    collection: 'faculty',
    sort: SORT.faculty,
    schema: record({ name: text, designation: text, category: text, order: z.union([z.number().int(), z.string().regex(/^-?\d+$/, 'must be a whole number')]) }),
    files: [],
    toRecord: (d: Parameters<typeof shape.facultyShape>[0]) => shape.facultyShape(d),
    toData: (r) => ({ ...legacy(r), name: r.name, designation: r.designation, category: r.category, order: Number(r.order) }),
  },
  {
    name: 'tc',
    collection: 'transfer-certificates',
    sort: SORT.transferCertificates,
    key: 'admissionNumber',
    schema: z
      .object({
        admission: z.number().int().positive(),
        name: text,
        class: text,
        dateOfIssue: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
        tcNumber: text,
        attachments: z.array(z.string().min(1)).length(1, 'needs exactly one scanned certificate'),
      })
      .passthrough(),
    files: [{ key: 'attachments', kind: 'certificates', single: true }],
    toRecord: (d: {
      admissionNumber: number
      studentName: string
      classLastStudied: string
      dateOfIssue: string
      tcNumber: string
      certificate: number | { filename?: string | null }
    }) => ({
      admission: d.admissionNumber,
      name: d.studentName,
      class: d.classLastStudied,
      dateOfIssue: d.dateOfIssue.slice(0, 10),
      tcNumber: d.tcNumber,
      attachments: [shape.fileRef(d.certificate as never)].filter(Boolean),
    }),
    toData: (r, f) => ({
      admissionNumber: r.admission,
      studentName: r.name,
      classLastStudied: r.class,
      dateOfIssue: r.dateOfIssue,
      tcNumber: r.tcNumber,
      certificate: firstId(f.attachments),
    }),
  },
]
