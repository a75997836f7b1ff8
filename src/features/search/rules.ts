/**
 * Site search, the pure parts: what a query's words are, how they become a full-text query
 * that cannot be misread (FTS5 operators, quotes), how a document's fields become plain text,
 * the final order of the hits and the snippet shown under each. No database, no React.
 */
import { PAGES } from '@/lib/navigation'
import { publicUrl } from '@/lib/media'
import { POLICY_PAGES, policyPath } from '@/lib/policies'
import { visibleToVisitors } from '@/lib/visibility'

/** The kinds of thing a search finds; a result shows its kind. */
type KnownKind = 'page' | 'document' | 'news' | 'notice' | 'event' | 'newsletter' | 'album' | 'topper'
/** A known kind, or the slug of a content type with a listing of its own (src/content/facts), labelled by its collection's name. */
export type SearchKind = KnownKind | (string & {})

export const isKnownKind = (kind: string): kind is KnownKind => Object.hasOwn(KIND_LABELS, kind)

export const KIND_LABELS: Record<KnownKind, string> = {
  page: 'Page',
  document: 'Document',
  news: 'News',
  notice: 'Notice',
  event: 'Event',
  newsletter: 'Newsletter',
  album: 'Photo album',
  topper: 'Topper',
}

/** Longer queries are cut here (and the page says so); nobody types more into a school's search box. */
export const MAX_QUERY_LENGTH = 100
/** At most this many words of a query are searched for. */
export const MAX_TERMS = 8
/** At most this many results are shown. */
export const RESULTS_LIMIT = 30

/**
 * The words of a query: letters and digits only (so `"`, `*`, `-`, `:`, brackets and the like
 * never reach the database's query syntax), lower-cased, each once, at most MAX_TERMS.
 */
export function searchTerms(query: string | null | undefined): string[] {
  const words = (query ?? '')
    .slice(0, MAX_QUERY_LENGTH)
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{M}\p{N}]+/gu)
  return [...new Set(words ?? [])].slice(0, MAX_TERMS)
}

/**
 * An SQLite FTS5 query for every term (all must match): each term in double quotes, so that
 * words like NEAR, AND, OR or NOT are words, not operators. Terms hold no quotes (searchTerms).
 */
export function fts5Query(terms: string[]): string {
  return terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' ')
}

/** Keys of a CMS document that hold no text a visitor reads. */
const SKIPPED_KEYS = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'deletedAt',
  '_status',
  'importRun',
  'legacyId',
  'updatedBy',
  'globalType',
  'blockType',
  'blockName',
  'url',
  'thumbnailURL',
  'filename',
  'mimeType',
  'filesize',
  'width',
  'height',
  'focalX',
  'focalY',
  'sizes',
  'alt',
  'link',
  'href',
  'format',
  'direction',
  'indent',
  'version',
  'mode',
  'style',
  'detail',
  'type',
  'tag',
  'listType',
  'textFormat',
  'textStyle',
  'accessibilityWarning',
  'embedUrl',
  'mapEmbedUrl',
  'order',
  // A topper's or image's consent record (who gave it, the evidence) is the school's own: never searchable.
  'consent',
])

/** An uploaded file or image, populated (it has a stored file name). */
const isUpload = (v: Record<string, unknown>) => typeof v.filename === 'string' || typeof v.mimeType === 'string'

/**
 * The plain text of a CMS document or page: every text, textarea and table cell, the text of
 * Lexical rich text, and the titles and text of the PDFs it links (never an image's or file's other
 * fields, ids or dates). Depth-first, in field order; whitespace collapsed.
 */
export function plainText(value: unknown): string {
  const parts: string[] = []
  const walk = (v: unknown, depth: number) => {
    if (depth > 12 || v === null || v === undefined) return
    if (typeof v === 'string') {
      if (v.trim() && !/^(\d{4}-\d{2}-\d{2}T|\/|https?:)/.test(v.trim())) parts.push(v.trim())
      return
    }
    if (Array.isArray(v)) {
      for (const item of v) walk(item, depth + 1)
      return
    }
    if (typeof v !== 'object') return
    const obj = v as Record<string, unknown>
    if (isUpload(obj)) {
      // A file's title, and a PDF's words (its text layer, src/hooks/uploadChecks pdfText).
      if (typeof obj.title === 'string') walk(obj.title, depth + 1)
      if (typeof obj.textContent === 'string') walk(obj.textContent, depth + 1)
      return
    }
    // A polymorphic relation ({ relationTo, value }): only its value.
    if (typeof obj.relationTo === 'string' && 'value' in obj) return walk(obj.value, depth + 1)
    for (const [key, child] of Object.entries(obj)) {
      if (SKIPPED_KEYS.has(key)) continue
      walk(child, depth + 1)
    }
  }
  walk(value, 0)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

/** Which public page shows each CMS page (global); `downloads` is indexed file by file. */
export const GLOBAL_PAGES: Record<string, { label: string; href: string }> = {
  'home-page': PAGES.home,
  'school-profile': PAGES.contact,
  'principal-message': PAGES.principal,
  'about-page': PAGES.about,
  'syllabus-page': PAGES.syllabus,
  'exam-schedule-page': PAGES.exams,
  'activities-page': PAGES.activities,
  'student-council-page': PAGES.council,
  'admission-page': PAGES.admission,
  'uniform-page': PAGES.uniform,
  'timings-page': PAGES.timing,
  'infrastructure-page': PAGES.infrastructure,
  'mandatory-disclosure': PAGES.disclosure,
  'parent-portal-help': PAGES.pphelp,
  'erp-page': PAGES.erp,
  'youth-summit': PAGES.summit,
}

/**
 * What the site's own pages (whose words are in the code, not the CMS) are about, so that
 * a search for what they do finds them: the TC page by "TC", the news list by "news".
 */
export const PAGE_DESCRIPTIONS: Partial<Record<keyof typeof PAGES, string>> = {
  feedback: 'Feedback. Send the school a message, report a problem with the website or its accessibility.',
  tc: 'TC. Verify a transfer certificate (TC) issued by the school, by admission number and student name.',
  faculty: 'Our teachers and staff.',
  gallery: 'Photographs of school events, albums by year.',
  media: 'Videos and press coverage of the school.',
  news: 'News from the school.',
  events: 'Events at the school, by date.',
  newsletters: 'Newsletters and circulars for parents, by year.',
  toppersXII: 'Board examination toppers, class XII results.',
  toppersX: 'Board examination toppers, class X results.',
  contact: 'Address, phone, e-mail and map.',
  sitemap: 'Every page of the site.',
}

/** The site's pages whose words are in the code: an entry each, with what they are about. */
export function codePages(): { key: string; path: string; title: string; text: string }[] {
  // Policy pages are documents of their own collection, indexed as such.
  const fromCms = new Set([...Object.values(GLOBAL_PAGES).map((p) => p.href), ...POLICY_PAGES.map((p) => policyPath(p.slug))])
  return Object.entries(PAGES)
    .filter(([, page]) => !fromCms.has(page.href))
    .map(([key, page]) => ({ key, path: page.href, title: page.label, text: PAGE_DESCRIPTIONS[key as keyof typeof PAGES] ?? '' }))
}

/** A search hit as the database returns it: a relevance score (higher is better) and the entry. */
export type SearchHit = { path: string; title: string; kind: SearchKind; text: string; score: number }

/** Pages come before the other kinds at equal relevance; a file's title is all it has. */
const KIND_WEIGHT: Record<KnownKind, number> = {
  page: 1.25,
  document: 1.2,
  news: 1,
  notice: 1,
  event: 1,
  newsletter: 1,
  album: 0.95,
  topper: 0.9,
}

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []

/** A word matches a term when it is the term or the term's plural/inflection (fee → fees, holiday → holidays). */
const wordMatches = (word: string, term: string) =>
  word === term || (word.startsWith(term) && word.length - term.length <= 3 && term.length >= 3)

/**
 * The final order: the database's relevance, times how much of the query the title holds
 * (a title naming every term counts double) and the kind's weight. Stable for equal scores.
 */
export function rankHits(hits: SearchHit[], terms: string[]): SearchHit[] {
  const scored = hits.map((hit, i) => {
    const titleWords = words(hit.title)
    const inTitle = terms.filter((t) => titleWords.some((w) => wordMatches(w, t))).length
    const titleFactor = terms.length === 0 ? 1 : 1 + inTitle / terms.length
    return { hit, i, score: hit.score * titleFactor * (isKnownKind(hit.kind) ? KIND_WEIGHT[hit.kind] : 1) }
  })
  scored.sort((a, b) => b.score - a.score || a.i - b.i)
  return scored.map((s) => s.hit)
}

/**
 * A short piece of the text around the first word that matches a term, with the matched
 * words marked: `[{ text, match }]` parts for the page to render. The text's start when no
 * word matches (the title did).
 */
export function snippet(text: string, terms: string[], maxLength = 180): { text: string; match: boolean }[] {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (!clean) return []
  const re = /[\p{L}\p{M}\p{N}]+/gu
  const matches: { start: number; end: number }[] = []
  for (const m of clean.matchAll(re)) {
    const w = m[0].toLowerCase()
    if (terms.some((t) => wordMatches(w, t))) matches.push({ start: m.index, end: m.index + m[0].length })
  }
  let from = 0
  if (matches[0] && matches[0].start > maxLength / 3) {
    from = clean.lastIndexOf(' ', matches[0].start - Math.floor(maxLength / 3))
    from = from < 0 ? 0 : from + 1
  }
  let to = Math.min(clean.length, from + maxLength)
  if (to < clean.length) {
    const space = clean.lastIndexOf(' ', to)
    if (space > from) to = space
  }
  const parts: { text: string; match: boolean }[] = []
  if (from > 0) parts.push({ text: '… ', match: false })
  let at = from
  for (const m of matches) {
    if (m.start < from || m.end > to) continue
    if (m.start > at) parts.push({ text: clean.slice(at, m.start), match: false })
    parts.push({ text: clean.slice(m.start, m.end), match: true })
    at = m.end
  }
  if (at < to) parts.push({ text: clean.slice(at, to), match: false })
  if (to < clean.length) parts.push({ text: ' …', match: false })
  return parts
}

/** One entry of the search index: what a visitor finds, where it links, and the text searched. */
export type SearchEntry = { owner: string; kind: SearchKind; path: string; title: string; headings: string; text: string }

type Doc = Record<string, unknown>

/** What a content type's facts say of its search (src/content/facts): the kind of result, and the page a document shows on. */
export type SearchFacts = { search?: SearchKind; path?: (doc: Doc) => string | null }

/** The index entry of a collection's document, or null when it is not searched, not shown to visitors, or has no page. */
export function collectionEntry(collection: string, facts: SearchFacts, doc: Doc): SearchEntry | null {
  const kind = facts.search
  if (!kind || !visibleToVisitors(doc)) return null
  if (kind === 'document') return tickerEntry(collection, doc)
  // A notice leads to its own link when it has one (the "Click Here" button), else to the home page that shows it.
  const path = kind === 'notice' && typeof doc.url === 'string' && doc.url ? doc.url : (facts.path?.(doc) ?? null)
  const title = String((kind === 'topper' ? doc.name : doc.title) ?? '').trim()
  if (!path || !title) return null
  const rest = Object.fromEntries(Object.entries(doc).filter(([key]) => key !== 'title' && key !== 'name'))
  const text = kind === 'topper' ? `Topper, class ${plainText(rest)}` : plainText(rest)
  return { owner: `${collection}:${String(doc.id)}`, kind, path, title, headings: '', text }
}

/** A ticker item: its words as the title, leading to the first PDF it opens (the home page when it has none). */
function tickerEntry(collection: string, doc: Doc): SearchEntry | null {
  const title = String(doc.description ?? '').trim()
  if (!title) return null
  const files = (Array.isArray(doc.attachments) ? doc.attachments : []).map((a) => (a as Doc | null)?.value)
  const file = files.find((f): f is Doc => Boolean(f) && typeof f === 'object' && typeof (f as Doc).url === 'string')
  const path = (file && publicUrl(file.url as string)) || '/'
  const text = [title, typeof file?.title === 'string' ? file.title : ''].join(' ').trim()
  return { owner: `${collection}:${String(doc.id)}`, kind: 'document', path, title, headings: '', text }
}

/**
 * The index entries of a CMS page (global): the page it shows on, with all its text; for the
 * `downloads` page, each of its PDFs on its own (title, linked to the file itself).
 * `fileUrl` turns a stored file's URL into the public one (lib/media's publicUrl).
 */
export function globalEntries(slug: string, doc: Doc, fileUrl: (url: string) => string | null, headings = ''): SearchEntry[] {
  const owner = `global:${slug}`
  if (slug === 'downloads') {
    const entries: SearchEntry[] = []
    for (const value of Object.values(doc)) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue
      const file = value as Doc
      const path = typeof file.url === 'string' ? fileUrl(file.url) : null
      const title = typeof file.title === 'string' ? file.title.trim() : ''
      const words = typeof file.textContent === 'string' ? file.textContent : ''
      if (path && title) entries.push({ owner, kind: 'document', path, title, headings: '', text: `${title} ${words}`.trim() })
    }
    return entries
  }
  const page = GLOBAL_PAGES[slug]
  if (!page) return []
  return [{ owner, kind: 'page', path: page.href, title: page.label, headings, text: plainText(doc) }]
}

/** The index entries of the pages whose words are in the code (codePages). */
export function codePageEntries(): SearchEntry[] {
  return codePages().map((p) => ({ owner: `page:${p.key}`, kind: 'page', path: p.path, title: p.title, headings: '', text: p.text }))
}

/** The parts of a field config that name a page's sections. */
export type FieldLike = { name?: string; type: string; label?: unknown; fields?: FieldLike[] }

/**
 * A CMS page's section headings: the labels of its lists and groups that have content
 * ("Fee payment rules" on the admission page), as the page shows them above each section.
 * Rows and other unnamed wrappers are looked into.
 */
export function sectionHeadings(fields: FieldLike[], doc: Doc): string {
  const out: string[] = []
  const walk = (list: FieldLike[], data: Doc) => {
    for (const field of list) {
      if (!field.name) {
        if (field.fields) walk(field.fields, data)
        continue
      }
      if (field.type !== 'array' && field.type !== 'group') continue
      const value = data[field.name]
      const filled = Array.isArray(value) ? value.length > 0 : Boolean(value && typeof value === 'object' && plainText(value))
      if (filled && typeof field.label === 'string') out.push(field.label)
    }
  }
  walk(fields, doc)
  return out.join('. ')
}
