/**
 * The compliance monitor's registry: every check, run over one snapshot of the published
 * content. A check is a function `(ctx) => Finding[]` (or a promise of them); to add one,
 * write it (pure logic in src/lib) and add it to CHECKS below.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import type { CollectionSlug, Payload, Where } from 'payload'

import { env } from '@/env'
import { forSchool, isPage, publicOriginOf, schoolOfRecord, schoolsList } from '@/tenancy'
import {
  brokenLinkFindings,
  earlierSessionFindings,
  missingFileFindings,
  scannedPdfFindings,
  stalePageFindings,
  STATIC_ROUTES,
  type ContentSource,
  type Finding,
  type ReviewedPage,
  type SessionDocument,
  type SiteMap,
  type StoredPdf,
  type StoredUpload,
} from '@/features/compliance/rules'
import { type DisclosureData, disclosureFindings, signOffFindings } from '@/features/disclosure/rules'
import { attestationOf } from '@/features/disclosure/signOff'
import { PAGES } from '@/lib/navigation'
import { GLOBAL_PAGES } from '@/features/search/rules'
import { factsOf } from '@/content/facts'
import { listedTypes } from '@/content/listing/types'
import { visibleWhereFor } from '@/lib/visibility'
import { recordOf, routes } from '@/lib/routes'
import type { FeeSchedule as FeeScheduleDoc } from '@/payload-types'
import { feeFindings } from '@/features/admissions/rules'
import { statePack } from '@/features/admissions/statePacks'

type Doc = Record<string, unknown>

/** What every check gets: today, the school's site's addresses, and its published content read once. */
export type ComplianceContext = {
  payload: Payload
  today: Date
  /** The school checked. */
  school: number
  /** The school's public address (no trailing slash). */
  origin: string
  /** Its public address and its domains': absolute links to these count as internal. */
  origins: string[]
  /** The CMS pages (globals) that visitors see, by slug, populated one level (their PDFs and images). */
  globals: Record<string, Doc>
  /** The CMS pages, for the review check. */
  pages: (ReviewedPage & { slug: string })[]
  /** Every published document of the content collections (not uploads, accounts or forms). */
  records: ContentSource[]
  /** Every stored upload, and whether its file is there. */
  uploads: StoredUpload[]
  /** Every PDF, with its accessibility warning. */
  pdfs: StoredPdf[]
  /** What the site serves, for the link check. */
  site: SiteMap
}

export type Check = (ctx: ComplianceContext) => Finding[] | Promise<Finding[]>

/** Broken internal links and files: red. */
export const brokenLinks: Check = (ctx) =>
  brokenLinkFindings(
    [...ctx.pages.map((p) => ({ label: p.label, adminHref: p.adminHref, doc: ctx.globals[p.slug] })), ...ctx.records],
    ctx.site,
    ctx.origins,
  )
export const missingFiles: Check = (ctx) => missingFileFindings(ctx.uploads)
/** PDFs without a text layer: amber. */
export const scannedPdfs: Check = (ctx) => scannedPdfFindings(ctx.pdfs)
/** Pages not changed for twelve months: amber. */
export const notReviewed: Check = (ctx) => stalePageFindings(ctx.pages, ctx.today)

/** CBSE disclosure: expired (red) and expiring (amber) documents, missing Appendix IX items, the annual report. */
export const disclosure: Check = (ctx) => disclosureFindings(ctx.globals['mandatory-disclosure'] as DisclosureData | undefined, ctx.today)

/** The head's sign-off: a disclosure changed since it (red), or never signed off (amber). */
export const disclosureSignOff: Check = async (ctx) => {
  const school = await schoolOfRecord(ctx.payload, ctx.school)
  return school ? signOffFindings(await attestationOf(forSchool(ctx.payload, school))) : []
}

/** Date sheets, the holiday list and the academic calendar of an earlier session, still shown: amber. */
export const earlierSession: Check = (ctx) => {
  const docs: SessionDocument[] = []
  const exams = ctx.globals['exam-schedule-page'] as { dateSheets?: { title?: string | null }[] | null } | undefined
  for (const sheet of exams?.dateSheets ?? []) {
    if (sheet.title) docs.push({ label: 'Exam Schedule, date sheets', title: sheet.title, adminHref: routes.admin('exam-schedule-page') })
  }
  const downloads = ctx.globals.downloads as Record<string, { title?: string | null } | number | null | undefined> | undefined
  for (const [key, label] of [['holidayList', 'Holiday list'], ['academicCalendar', 'Academic calendar']] as const) {
    const file = downloads?.[key]
    if (file && typeof file === 'object' && file.title) docs.push({ label, title: file.title, adminHref: routes.admin('downloads') })
  }
  return earlierSessionFindings(docs, ctx.today)
}

/** The fee schedule against its state's rules: a head not allowed, a cap exceeded, an approval expired (red), or none recorded (amber). */
export const fees: Check = async (ctx) => {
  const school = await schoolOfRecord(ctx.payload, ctx.school)
  if (!school) return []
  const schedule = (await forSchool(ctx.payload, school).page('fee-schedule', { depth: 0 })) as FeeScheduleDoc
  const pack = statePack(schedule.state ?? '')
  if (!pack || !schedule.classes?.length) return []
  const today = ctx.today.toISOString().slice(0, 10)
  const findings = feeFindings({ classes: schedule.classes.map((c) => ({ className: c.className, lines: c.lines ?? [] })), approvedOn: schedule.approvedOn, validUntil: schedule.validUntil }, pack, today)
  return findings.map((f) => ({ check: 'fees', severity: f.kind === 'approval-missing' ? 'amber' : 'red', message: f.message, href: routes.admin('fee-schedule') }))
}

/** Every check the monitor runs, in the order their findings are listed. */
export const CHECKS: Check[] = [brokenLinks, missingFiles, scannedPdfs, notReviewed, disclosure, disclosureSignOff, earlierSession, fees]

/** The CMS pages staff edit that visitors see: each page global, and the downloads. */
const PAGE_GLOBALS = [...Object.keys(GLOBAL_PAGES), 'downloads']

const labelOf = (label: unknown, fallback: string) => (typeof label === 'string' && label ? label : fallback)

async function exists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile()
  } catch {
    return false
  }
}

/**
 * The addresses of a school's site: its public address (the deployment's own for the school
 * served there, else its first domain's: src/tenancy/rules.ts) and each of its domains
 * over https. A link to another school's domain is not this school's.
 */
async function originsOf(payload: Payload, school: number): Promise<{ origin: string; origins: string[] }> {
  const schools = await schoolsList(payload)
  const entry = schools.find((s) => s.id === school)
  const origin = entry ? publicOriginOf(entry, schools, env().publicOrigin, env().API_HOST) : env().publicOrigin
  return { origin, origins: [...new Set([origin, ...(entry?.domains ?? []).map((d) => `https://${d}`)])] }
}

/**
 * Reads one school's published content once, for every check: nothing of another school is
 * read, listed or mailed. At most one school's content is held at a time (the daily run checks
 * the schools one after the other: ./monitor.ts).
 */
export async function complianceContext(payload: Payload, school: number, today = new Date()): Promise<ComplianceContext> {
  const globals: Record<string, Doc> = {}
  const pages: ComplianceContext['pages'] = []
  // Everything through the school's gate (src/tenancy): another school's is not found.
  const decided = await schoolOfRecord(payload, school)
  if (!decided) throw new Error(`No school has the id ${school}.`)
  const within = forSchool(payload, decided)
  for (const slug of PAGE_GLOBALS) {
    const config = payload.collections[slug as CollectionSlug]?.config
    if (!config) continue
    const doc = (await within.page(slug as CollectionSlug, { depth: 1 })) as unknown as Doc
    globals[slug] = doc
    pages.push({
      slug,
      label: `The page "${labelOf(config.labels?.singular, slug)}"`,
      adminHref: routes.admin(slug),
      updatedAt: typeof doc.updatedAt === 'string' ? doc.updatedAt : null,
    })
  }

  const records: ContentSource[] = []
  const site: SiteMap = {
    // The menu's pages, the fixed routes, and each listed type's own list page (/achievements).
    paths: new Set([
      ...Object.values(PAGES).map((p) => p.href),
      ...STATIC_ROUTES,
      ...listedTypes(payload.config.collections).map((t) => routes.listing(t.listing.section)),
    ]),
    records: new Map(),
    albums: new Set(),
    files: new Set(),
  }
  const uploads: StoredUpload[] = []
  const pdfs: StoredPdf[] = []

  for (const { config } of Object.values(payload.collections)) {
    const slug = config.slug
    // What visitors never see (forms, registers, logs, queues: their facts say private) is not read; most of
    // it grows with what visitors do, which must not grow a school's daily check.
    if (slug.startsWith('payload-') || factsOf(config).private || config.auth || isPage(config)) continue
    const singular = labelOf(config.labels?.singular, slug)
    const titleField = config.admin?.useAsTitle
    const title = (doc: Doc) => {
      const t = titleField ? doc[titleField] : undefined
      return typeof t === 'string' && t.trim() ? t.trim() : `#${String(doc.id)}`
    }
    const adminHref = (doc: Doc) => routes.admin(slug, String(doc.id))
    const pageOf = factsOf(config).path

    if (config.upload) {
      const dir = typeof config.upload.staticDir === 'string' ? config.upload.staticDir : path.join(env().uploadDir, slug)
      const { docs } = await within.find({ collection: slug as CollectionSlug, depth: 0, pagination: false })
      for (const doc of docs as unknown as Doc[]) {
        if (typeof doc.filename !== 'string' || !doc.filename) continue
        const label = `${singular} "${typeof doc.title === 'string' && doc.title ? doc.title : title(doc)}"`
        const present = await exists(path.join(dir, doc.filename))
        uploads.push({ label, filename: doc.filename, adminHref: adminHref(doc), present })
        if (slug === 'images' || slug === 'documents') {
          if (present) site.files.add(`${slug}/${doc.filename}`)
          const sizes = doc.sizes && typeof doc.sizes === 'object' ? Object.values(doc.sizes as Record<string, { filename?: unknown }>) : []
          for (const size of sizes) if (size && typeof size.filename === 'string') site.files.add(`${slug}/${size.filename}`)
        }
        if (slug === 'documents') {
          pdfs.push({ label, adminHref: adminHref(doc), accessibilityWarning: doc.accessibilityWarning as string | null | undefined })
        }
      }
      continue
    }

    // What visitors see of it (src/lib/visibility); the Local API leaves the Trash out itself.
    const visible: Where[] = [visibleWhereFor(config) as Where]
    // Alerts that have ended are no longer shown.
    if (slug === 'emergency-alerts') visible.push({ endsAt: { greater_than: today.toISOString() } })
    const { docs } = await within.find({
      collection: slug as CollectionSlug,
      where: { and: visible },
      depth: 0,
      draft: false,
      pagination: false,
    } as never)
    for (const doc of docs as unknown as Doc[]) {
      records.push({ label: `${singular} "${title(doc)}"`, adminHref: adminHref(doc), doc })
      const id = String(doc.id)
      // A document with a page of its own (its type's `path` fact): a news item, an event, a listed type's.
      const record = recordOf(pageOf?.(doc) ?? '')
      if (record) site.records.set(record.section, (site.records.get(record.section) ?? new Set()).add(record.id))
      if (slug === 'gallery-albums') {
        site.albums.add(id)
        if (typeof doc.legacyId === 'string' && doc.legacyId) site.albums.add(doc.legacyId)
      }
    }
  }

  return { payload, today, school, ...(await originsOf(payload, school)), globals, pages, records, uploads, pdfs, site }
}

/**
 * Runs every check over one school's content as it is now. A check that fails is itself a red
 * finding (the others still run), so a broken check never reads as "all clear".
 */
export async function runChecks(payload: Payload, { school, today = new Date(), checks = CHECKS }: { school: number; today?: Date; checks?: Check[] }) {
  const ctx = await complianceContext(payload, school, today)
  const findings: Finding[] = []
  for (const check of checks) {
    try {
      findings.push(...(await check(ctx)))
    } catch (err) {
      payload.logger.error({ err, check: check.name }, 'A compliance check failed')
      findings.push({
        check: 'check-failed',
        severity: 'red',
        message: `The check "${check.name || 'unnamed'}" could not run (${err instanceof Error ? err.message : String(err)}). Tell the web developer.`,
      })
    }
  }
  return findings
}
