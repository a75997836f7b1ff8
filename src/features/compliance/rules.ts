/**
 * The compliance monitor, the pure parts: what a finding is, which internal links and files
 * a CMS document holds, which of them lead nowhere, which PDFs have no text layer, which
 * pages nobody has looked at for a year, and which red findings are new since the last run.
 * No database, no React: the server side (src/features/compliance) gathers the content and calls these.
 */

import { isLocalPath, recordOf, routes, skipsLinkCheck, uploadOf } from '@/lib/routes'
import { ofEarlierSession, sessionYearOf } from '@/lib/sessionYear'

export type Severity = 'red' | 'amber'

export interface Finding {
  check: string
  severity: Severity
  message: string
  /** The admin address where staff fix it. */
  href?: string
}

/** A CMS document or page as the checks read it: what staff call it, where they edit it, its content. */
export type ContentSource = { label: string; adminHref: string; doc: unknown }

/** A link found in content: as written, and the site path (with its query) it names. */
export type InternalLink = { href: string; path: string; search: string }

const BASE = 'http://site.invalid'

/**
 * The site path a link names, or null when it is not a link into this site: a path starting
 * with a single `/`, or an absolute http(s) address on one of the site's own origins. Fragments
 * are dropped; a trailing slash is not part of the path (the site redirects it).
 */
export function internalLink(value: string, origins: string[]): InternalLink | null {
  const href = value.trim()
  if (!href || /\s/.test(href)) return null
  let url: URL
  if (isLocalPath(href)) {
    try {
      url = new URL(href, BASE)
    } catch {
      return null
    }
  } else if (/^https?:\/\//i.test(href)) {
    try {
      url = new URL(href)
    } catch {
      return null
    }
    const own = origins.some((o) => {
      try {
        return new URL(o).origin === url.origin
      } catch {
        return false
      }
    })
    if (!own) return null
  } else {
    return null
  }
  let path = url.pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // A malformed escape: the path as written, which matches nothing.
  }
  if (path.length > 1) path = path.replace(/\/+$/, '')
  return { href, path, search: url.search }
}

/** Keys whose values are a stored file's own addresses and names, not links an editor wrote. */
const FILE_KEYS = new Set(['thumbnailURL', 'filename', 'sizes', 'mimeType'])

/** An uploaded file, populated: its addresses are checked by the file check, not as links. */
const isUpload = (v: Record<string, unknown>) => typeof v.filename === 'string' && ('mimeType' in v || 'filesize' in v)

/**
 * Every internal link in a CMS document: Lexical rich-text links (`fields.url`), and every
 * text value that is a single address into the site (link fields, table cells holding a
 * path). Each distinct address once, in document order.
 */
export function extractLinks(doc: unknown, origins: string[]): InternalLink[] {
  const found = new Map<string, InternalLink>()
  const walk = (v: unknown, depth: number) => {
    if (depth > 30 || v === null || v === undefined) return
    if (typeof v === 'string') {
      const link = internalLink(v, origins)
      if (link && !found.has(link.href)) found.set(link.href, link)
      return
    }
    if (Array.isArray(v)) {
      for (const item of v) walk(item, depth + 1)
      return
    }
    if (typeof v !== 'object') return
    const obj = v as Record<string, unknown>
    if (isUpload(obj)) return
    for (const [key, child] of Object.entries(obj)) {
      if (FILE_KEYS.has(key)) continue
      walk(child, depth + 1)
    }
  }
  walk(doc, 0)
  return [...found.values()]
}

/** What the site serves: its pages, the records that have a page, and its public files. */
export type SiteMap = {
  /** Fixed pages and routes (the menu's pages, the search, feeds, …). */
  paths: Set<string>
  /** Ids of the published documents with a page of their own, by its address's first segment (/news/{id}, /events/{id}, /{section}/{id}). */
  records: Map<string, Set<string>>
  /** Ids and old-site ids of published albums (/sub-gallery?id=…). */
  albums: Set<string>
  /** Stored public files as `{collection}/{file name}` (images with their sizes, PDFs). */
  files: Set<string>
}

/** Routes the site has besides its pages (src/app): search, feeds, and the like. */
export const STATIC_ROUTES = [
  routes.oldHome,
  routes.subGallery,
  routes.search,
  '/sitemap.xml',
  '/robots.txt',
  '/manifest.webmanifest',
  '/favicon.ico',
  '/feeds/news.xml',
  '/feeds/circulars.xml',
  '/feeds/events.ics',
  '/feeds/alerts.xml',
  routes.admissionApply,
  routes.admissionLists,
  routes.fees,
]

/** Whether a link leads somewhere this site serves. */
export function linkWorks(link: InternalLink, site: SiteMap): boolean {
  const { path } = link
  if (site.paths.has(path)) {
    if (path === routes.subGallery) {
      const id = new URLSearchParams(link.search).get('id')
      return id === null || site.albums.has(id)
    }
    return true
  }
  const file = uploadOf(path)
  if (file) return site.files.has(`${file.collection}/${file.name}`)
  const record = recordOf(path)
  const ids = record ? site.records.get(record.section) : undefined
  if (record && ids) return ids.has(record.id)
  // The admin, the APIs, generated images and certificates are not judged.
  return skipsLinkCheck(path)
}

/** Red: links in published content to addresses the site does not serve. */
export function brokenLinkFindings(sources: ContentSource[], site: SiteMap, origins: string[]): Finding[] {
  const findings: Finding[] = []
  for (const source of sources) {
    for (const link of extractLinks(source.doc, origins)) {
      if (linkWorks(link, site)) continue
      findings.push({
        check: 'broken-link',
        severity: 'red',
        message: `${source.label} links to ${link.href}, which is not a page or file of this site. Correct or remove the link.`,
        href: source.adminHref,
      })
    }
  }
  return findings
}

/** An uploaded file's record, and whether its file is in storage. */
export type StoredUpload = { label: string; filename: string; adminHref: string; present: boolean }

/** Red: uploads whose file is missing from storage (visitors get "not found"). */
export function missingFileFindings(uploads: StoredUpload[]): Finding[] {
  return uploads
    .filter((u) => !u.present)
    .map((u) => ({
      check: 'missing-file',
      severity: 'red' as const,
      message: `${u.label}: its file ${u.filename} is missing from storage, so visitors cannot open it. Upload the file again.`,
      href: u.adminHref,
    }))
}

/** A PDF's record, with the warning the upload check stored when it has no text layer. */
export type StoredPdf = { label: string; adminHref: string; accessibilityWarning?: string | null }

/** Amber: PDFs with no text layer (scans), which screen readers cannot read. */
export function scannedPdfFindings(pdfs: StoredPdf[]): Finding[] {
  return pdfs
    .filter((p) => Boolean(p.accessibilityWarning))
    .map((p) => ({
      check: 'pdf-no-text',
      severity: 'amber' as const,
      message: `${p.label} has no text layer (a scan): screen readers cannot read it. Upload a PDF saved from the original document, or one with text recognition (OCR).`,
      href: p.adminHref,
    }))
}

/** How long a page may go without a change before it is due a review. */
export const REVIEW_MONTHS = 12

/** The moment `months` calendar months before `today` (the 31st falls back to the month's last day). */
export function monthsBefore(today: Date, months: number): Date {
  const d = new Date(today.getTime())
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() - months)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d
}

const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })

/** A page and when it last changed. */
export type ReviewedPage = { label: string; adminHref: string; updatedAt?: string | null }

/** Amber: pages last changed more than REVIEW_MONTHS months before `today`. */
export function stalePageFindings(pages: ReviewedPage[], today: Date, months = REVIEW_MONTHS): Finding[] {
  const cutoff = monthsBefore(today, months).getTime()
  const findings: Finding[] = []
  for (const page of pages) {
    const t = page.updatedAt ? Date.parse(page.updatedAt) : NaN
    if (Number.isNaN(t) || t >= cutoff) continue
    findings.push({
      check: 'not-reviewed',
      severity: 'amber',
      message: `${page.label} was last changed on ${shortDate.format(new Date(t))}, more than ${months} months ago. Check that it is still correct and save it.`,
      href: page.adminHref,
    })
  }
  return findings
}

/** What identifies a finding from one run to the next. */
export const findingKey = (f: Finding) => `${f.check}|${f.href ?? ''}|${f.message}`

/** The red findings of this run that were not red in the previous one (what the e-mail digest is for). */
export function newlyRed(previous: Finding[], current: Finding[]): Finding[] {
  const before = new Set(previous.filter((f) => f.severity === 'red').map(findingKey))
  return current.filter((f) => f.severity === 'red' && !before.has(findingKey(f)))
}

/** Red first, then amber; each in the order the checks found them. */
export function bySeverity(findings: Finding[]): { red: Finding[]; amber: Finding[] } {
  return { red: findings.filter((f) => f.severity === 'red'), amber: findings.filter((f) => f.severity === 'amber') }
}

/** A stored list of findings, read back defensively (a JSON field): anything malformed is left out. */
export function parseFindings(value: unknown): Finding[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (f): f is Finding =>
      Boolean(f) &&
      typeof f === 'object' &&
      typeof (f as Finding).check === 'string' &&
      typeof (f as Finding).message === 'string' &&
      ((f as Finding).severity === 'red' || (f as Finding).severity === 'amber'),
  )
}

/** The e-mail digest to administrators: every current finding, red first, each with its admin link. */
export function digestEmail(findings: Finding[], origin: string, fresh: Finding[]): { subject: string; text: string; html: string } {
  const { red, amber } = bySeverity(findings)
  const subject = `Website compliance: ${red.length} to fix now${amber.length ? `, ${amber.length} to review` : ''}`
  const freshKeys = new Set(fresh.map(findingKey))
  const link = (f: Finding) => (f.href ? `${origin}${f.href}` : '')
  const textList = (list: Finding[]) =>
    list
      .map((f) => `- ${freshKeys.has(findingKey(f)) ? '[NEW] ' : ''}${f.message}${f.href ? `\n  Fix it here: ${link(f)}` : ''}`)
      .join('\n')
  const text = [
    'The daily check of the school website found problems.',
    '',
    `To fix now (${red.length}):`,
    textList(red),
    ...(amber.length ? ['', `To review (${amber.length}):`, textList(amber)] : []),
    '',
    `All findings: ${origin}/admin`,
    '',
  ].join('\n')
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
  const htmlList = (list: Finding[]) =>
    `<ul>${list
      .map(
        (f) =>
          `<li>${freshKeys.has(findingKey(f)) ? '<strong>New:</strong> ' : ''}${esc(f.message)}${f.href ? ` <a href="${esc(link(f))}">Fix it</a>` : ''}</li>`,
      )
      .join('')}</ul>`
  const html = [
    '<p>The daily check of the school website found problems.</p>',
    `<h2>To fix now (${red.length})</h2>`,
    htmlList(red),
    ...(amber.length ? [`<h2>To review (${amber.length})</h2>`, htmlList(amber)] : []),
    `<p><a href="${esc(origin)}/admin">All findings in the admin</a></p>`,
  ].join('\n')
  return { subject, text, html }
}

/** A dated document the school keeps current each session: a date sheet, the holiday list, the calendar. */
export type SessionDocument = { label: string; title: string; adminHref: string }

/** Amber: date sheets, holiday lists and calendars of a session before the current one, still shown. */
export function earlierSessionFindings(docs: SessionDocument[], today: Date): Finding[] {
  const current = sessionYearOf(today)
  return docs
    .filter((d) => ofEarlierSession(d.title, today))
    .map((d) => ({
      check: 'earlier-session',
      severity: 'amber' as const,
      message: `${d.label}: "${d.title}" is of an earlier session (this session is ${current}). Publish this session's, or remove it.`,
      href: d.adminHref,
    }))
}
