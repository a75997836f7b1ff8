/**
 * The operator's view of every school (Vendor → All schools in the admin, and its CSV): which
 * are complete, stale, failing to send. One row per school, read through each school's gate
 * (src/tenancy): its domains and whether each resolves, its disclosure's completeness, when it
 * last published, its pages not updated for STALE_DAYS, its notices failing, its subscribers,
 * the storage its uploads use, and its staff.
 *
 * Cost: per school about forty small reads (a count or one newest row per content type), so
 * 200 schools about 8,000 reads: an operator's page, never a visitor's. DNS answers are looked
 * up at most DNS_TIMEOUT_MS each, all at once.
 */
import { lookup } from 'node:dns/promises'

import type { CollectionSlug, Endpoint, Payload, Where } from 'payload'

import { isOperator } from '@/access/roles'
import { slugsWhere } from '@/content/facts'
import { csvCell } from '@/lib/csv'
import { visibleWhereFor } from '@/lib/visibility'
import { ITEMS, missingItems, type DisclosureData } from '@/features/disclosure/rules'
import { DELIVERIES, SUBSCRIPTIONS } from '@/features/notices/collections'
import { ACCOUNT_SCHOOLS, allSchools, everySchool, forSchool, isPage, SCHOOL_FIELD, type School } from '@/tenancy'

export const STALE_DAYS = 180
const DNS_TIMEOUT_MS = 2000

export type SchoolRow = {
  code: string
  name: string
  status: string
  domains: { domain: string; resolves: boolean }[]
  disclosureDone: number
  disclosureTotal: number
  lastPublished: string | null
  stalePages: number
  failingNotices: number
  subscribers: number
  storageBytes: number
  staff: number
}

async function resolves(domain: string): Promise<boolean> {
  try {
    await Promise.race([lookup(domain), new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), DNS_TIMEOUT_MS).unref())])
    return true
  } catch {
    return false
  }
}

type Kinds = { shown: CollectionSlug[]; pages: CollectionSlug[]; uploads: CollectionSlug[] }

/** The content types each row counts, by their facts (src/content/facts): every one is per school. */
function kindsOf(payload: Payload): Kinds {
  const { collections } = payload.config
  return {
    shown: slugsWhere(collections, (f) => f.shown) as CollectionSlug[],
    pages: collections.filter(isPage).map((c) => c.slug as CollectionSlug),
    uploads: slugsWhere(collections, (f) => f.upload) as CollectionSlug[],
  }
}

async function rowOf(payload: Payload, school: School, kinds: Kinds, now: number): Promise<SchoolRow> {
  const gate = forSchool(payload, school)
  const stale = new Date(now - STALE_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const newest = await Promise.all(
    kinds.shown.map(async (slug) => {
      // What visitors see of it (src/lib/visibility).
      const where = visibleWhereFor(payload.collections[slug].config) as Where
      const { docs } = await gate.find({ collection: slug, where, sort: '-updatedAt', limit: 1, depth: 0, select: { updatedAt: true } as never })
      return (docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? null
    }),
  )
  const stalePages = await Promise.all(kinds.pages.map((slug) => gate.count({ collection: slug, where: { updatedAt: { less_than: stale } } }).then((r) => r.totalDocs)))
  const sizes = await Promise.all(
    kinds.uploads.map(async (slug) => {
      const { docs } = await gate.find({ collection: slug, limit: 0, pagination: false, depth: 0, select: { filesize: true } as never })
      return (docs as { filesize?: number | null }[]).reduce((sum, d) => sum + (d.filesize ?? 0), 0)
    }),
  )
  const disclosure = (await gate.page('mandatory-disclosure', { depth: 0 })) as unknown as DisclosureData
  const [failing, subscribers, staff, domains] = await Promise.all([
    gate.count({ collection: DELIVERIES as CollectionSlug, where: { state: { equals: 'failed' } } }).then((r) => r.totalDocs),
    gate.count({ collection: SUBSCRIPTIONS as CollectionSlug, where: { confirmed: { equals: true } } }).then((r) => r.totalDocs),
    allSchools(payload, 'staff accounts')
      .count({ collection: 'users', where: { [`${ACCOUNT_SCHOOLS}.${SCHOOL_FIELD}`]: { equals: school.id } } })
      .then((r) => r.totalDocs),
    Promise.all(school.domains.map(async (domain) => ({ domain, resolves: await resolves(domain) }))),
  ])
  const published = newest.filter((d): d is string => d !== null).sort()
  return {
    code: school.code,
    name: school.name,
    status: school.status,
    domains,
    disclosureDone: ITEMS.length - missingItems(disclosure).length,
    disclosureTotal: ITEMS.length,
    lastPublished: published.at(-1) ?? null,
    stalePages: stalePages.reduce((a, b) => a + b, 0),
    failingNotices: failing,
    subscribers,
    storageBytes: sizes.reduce((a, b) => a + b, 0),
    staff,
  }
}

/** Every school's row, one school at a time (each school's reads at once). */
export async function schoolsOverview(payload: Payload, now = Date.now()): Promise<SchoolRow[]> {
  const kinds = kindsOf(payload)
  const rows: SchoolRow[] = []
  for (const school of await everySchool(payload)) rows.push(await rowOf(payload, school, kinds, now))
  return rows
}

/** The columns, in order: a heading, and how a row's value is compared (sorting) and written (page, CSV). */
export const COLUMNS = [
  { key: 'name', heading: 'School', value: (r: SchoolRow) => r.name },
  { key: 'code', heading: 'Code', value: (r: SchoolRow) => r.code },
  { key: 'domains', heading: 'Domains', value: (r: SchoolRow) => r.domains.map((d) => `${d.domain}${d.resolves ? '' : ' (does not resolve)'}`).join(' ') },
  { key: 'status', heading: 'Status', value: (r: SchoolRow) => r.status },
  { key: 'disclosure', heading: 'Disclosure complete', value: (r: SchoolRow) => r.disclosureDone / r.disclosureTotal },
  { key: 'lastPublished', heading: 'Last publish', value: (r: SchoolRow) => r.lastPublished ?? '' },
  { key: 'stalePages', heading: `Pages not updated for ${STALE_DAYS} days`, value: (r: SchoolRow) => r.stalePages },
  { key: 'failingNotices', heading: 'Notices failing', value: (r: SchoolRow) => r.failingNotices },
  { key: 'subscribers', heading: 'Subscribers', value: (r: SchoolRow) => r.subscribers },
  { key: 'storage', heading: 'Storage (MB)', value: (r: SchoolRow) => Math.round(r.storageBytes / 10_485.76) / 100 },
  { key: 'staff', heading: 'Staff', value: (r: SchoolRow) => r.staff },
] as const

export type ColumnKey = (typeof COLUMNS)[number]['key']

/** The rows sorted by a column (`-key`: descending); an unknown column: by name. */
export function sortedBy(rows: SchoolRow[], sort: string | undefined): SchoolRow[] {
  const descending = sort?.startsWith('-') ?? false
  const column = COLUMNS.find((c) => c.key === sort?.replace(/^-/, '')) ?? COLUMNS[0]
  return [...rows].sort((a, b) => {
    const x = column.value(a)
    const y = column.value(b)
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))
    return descending ? -order : order
  })
}

/** The rows as CSV (RFC 4180, each cell src/lib/csv), a disclosure's completeness as "done/total". */
export function overviewCsv(rows: SchoolRow[]): string {
  const lines = [COLUMNS.map((c) => csvCell(c.heading)).join(',')]
  for (const r of rows)
    lines.push(COLUMNS.map((c) => csvCell(c.key === 'disclosure' ? `${r.disclosureDone}/${r.disclosureTotal}` : c.value(r))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/** `GET /cms-api/schools-overview.csv`: the view as CSV, for vendor operators alone. */
export const overviewCsvEndpoint: Endpoint = {
  path: '/schools-overview.csv',
  method: 'get',
  handler: async (req) => {
    if (!isOperator(req.user as { role?: 'operator' } | null))
      return Response.json({ errors: [{ message: 'Only vendor operators see every school.' }] }, { status: 403 })
    const rows = sortedBy(await schoolsOverview(req.payload), req.searchParams?.get('sort') ?? undefined)
    return new Response(overviewCsv(rows), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="schools-${new Date().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}

