/**
 * The search index: one row per thing a visitor can find (a page, a PDF of the downloads
 * page, a news item, …), kept by the hooks of src/features/search/plugin in the same transaction as
 * the save that changed it. The database's full-text index over it (SQLite FTS5, PostgreSQL
 * tsvector) is made by the migration and kept by the database itself (src/features/search/query).
 */
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { loadConsentState } from '@/features/consent/access'
import { expire } from '@/hooks/revalidate'
import { type ChildItem, isShownToVisitors } from '@/features/consent/rules'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { publicUrl } from '@/lib/media'
import { factsOf, slugsWhere } from '@/content/facts'
import {
  codePageEntries,
  collectionEntry,
  GLOBAL_PAGES,
  globalEntries,
  sectionHeadings,
  type FieldLike,
  type SearchEntry,
} from '@/features/search/rules'
import { allSchools, forSchool, schoolIdOf, schoolOfRecord, schoolsList, withoutSchool } from '@/tenancy'

export const SEARCH_INDEX = 'search-index'
const INDEX = SEARCH_INDEX as CollectionSlug

/** The CMS pages the index covers: every page global, and the downloads page's PDFs. */
export const INDEXED_GLOBALS = [...Object.keys(GLOBAL_PAGES), 'downloads']

type Req = Partial<PayloadRequest> | undefined

/**
 * The index holds the default language (English), whichever language staff saved in. Payload
 * sets a passed request's language to the one asked for, so the request of a Hindi save is
 * put back as it was once the index has read its English.
 */
async function inDefaultLocale<T>(req: Req, read: () => Promise<T>): Promise<T> {
  const before = req ? { locale: req.locale, fallbackLocale: req.fallbackLocale } : null
  try {
    return await read()
  } finally {
    if (req && before) Object.assign(req, before)
  }
}

/**
 * Replaces the entries of these owners with these entries, each its school's (a search shows
 * one school's: src/features/search/query); the cached searches of their schools, and of `touched`
 * (the schools the documents were in), expire (at the commit too). A page's owner is the same
 * in every school: its entries are replaced within `school` only.
 */
async function replace(
  payload: Payload,
  owners: string[],
  entries: (SearchEntry & { school: number | null })[],
  req?: Req,
  school?: number,
  touched: (number | null)[] = [],
) {
  const inSchool: Where[] = school === undefined ? [] : [{ school: { equals: school } }]
  // Entries of any school: each names its own (taken from its document), and a page's are replaced within `school`.
  const index = allSchools(payload, 'search index', req)
  if (owners.length) await index.db.deleteMany({ collection: INDEX, where: { and: [{ owner: { in: owners } }, ...inSchool] } })
  for (const entry of entries) await index.db.create({ collection: INDEX, data: entry, returning: false })
  if (!owners.length && !entries.length) return
  // The searches of the schools whose entries changed expire (every school's when unknown).
  const hookReq = { context: req?.context ?? {}, transactionID: req?.transactionID }
  const schools = new Set([...entries.map((e) => e.school), ...(school === undefined ? [] : [school]), ...touched])
  if (schools.has(null) || schools.size === 0) await expire(SEARCH_INDEX, hookReq, null)
  else for (const id of schools) await expire(SEARCH_INDEX, hookReq, id)
}

const ownerOf = (collection: string, id: unknown) => `${collection}:${String(id)}`

/** The shown version of these documents, from the collection itself (not a draft, the Trash included so that it leaves). */
async function findDocs(payload: Payload, collection: string, ids: (number | string)[], req?: Req) {
  const slug = collection as CollectionSlug
  const trash = Boolean(payload.collections[slug]?.config.trash)
  const { docs } = await allSchools(payload, 'search index', req).find({
    collection: slug,
    where: { id: { in: ids } },
    draft: false,
    trash,
    depth: 1,
    pagination: false,
    locale: DEFAULT_LOCALE,
  } as never)
  return docs as unknown as Record<string, unknown>[]
}

/** Toppers name children: only those whose consent allows it are found (src/features/consent/rules.ts). */
async function consentingOnly(payload: Payload, collection: string, docs: Record<string, unknown>[], req?: Req) {
  if (collection !== 'toppers' || !docs.length) return docs
  // Each school has its own consent switch.
  const states = new Map<number | null, Awaited<ReturnType<typeof loadConsentState>>>()
  for (const school of new Set(docs.map((d) => schoolIdOf(d)))) states.set(school, await loadConsentState(payload, await schoolOfRecord(payload, school), req))
  return docs.filter((d) => isShownToVisitors('topper', d as ChildItem, states.get(schoolIdOf(d))!))
}

/** Indexes (or removes) these documents of an indexed collection as visitors see them now. */
export async function indexDocuments(payload: Payload, collection: string, ids: (number | string)[], req?: Req, touched: (number | null)[] = []) {
  const facts = factsOf(payload.collections[collection as CollectionSlug]?.config)
  if (!facts.search || !ids.length) return
  const found = await inDefaultLocale(req, () => findDocs(payload, collection, ids, req))
  const docs = await consentingOnly(payload, collection, found, req)
  const entries = docs.flatMap((doc) => {
    const entry = collectionEntry(collection, facts, doc)
    return entry ? [{ ...entry, school: schoolIdOf(doc) }] : []
  })
  await replace(
    payload,
    ids.map((id) => ownerOf(collection, id)),
    entries,
    req,
    undefined,
    touched,
  )
}

/** Removes a document's entry; `school`: the school it was in (whose searches expire), null when not known (every school's). */
export async function removeDocument(payload: Payload, collection: string, id: number | string, req?: Req, school: number | null = null) {
  await replace(payload, [ownerOf(collection, id)], [], req, undefined, [school])
}

/** Indexes one school's CMS page (src/tenancy/pages) as it is now. */
export async function indexGlobal(payload: Payload, slug: string, school: number, req?: Req) {
  if (!INDEXED_GLOBALS.includes(slug)) return
  const decided = await schoolOfRecord(payload, school)
  if (!decided) return
  const found = (await inDefaultLocale(req, () =>
    forSchool(payload, decided, req).page(slug as CollectionSlug, { depth: 1, locale: DEFAULT_LOCALE }),
  )) as unknown as Record<string, unknown>
  // The page's words, not its school's (the document names it: src/tenancy/pages.ts).
  const doc = withoutSchool(found)
  const fields = (payload.collections[slug as CollectionSlug]?.config.fields ?? []) as unknown as FieldLike[]
  const entries = globalEntries(slug, doc, publicUrl, sectionHeadings(fields, doc)).map((e) => ({ ...e, school }))
  await replace(payload, [`global:${slug}`], entries, req, school)
}

/** A school's CMS pages, and the pages whose words are in the code: a few dozen rows; every school's without one. */
export async function indexPages(payload: Payload, req?: Req, school?: number | null) {
  // Each school has its own pages, and its own entries for the pages whose words are in the code.
  const schools = school === undefined ? (await schoolsList(payload)).map((s) => s.id) : school === null ? [] : [school]
  for (const id of schools) {
    for (const slug of INDEXED_GLOBALS) await indexGlobal(payload, slug, id, req)
    const entries = codePageEntries().map((e) => ({ ...e, school: id }))
    await replace(payload, [...new Set(entries.map((e) => e.owner))], entries, req, id)
  }
}

/** Everything visitors can see of an indexed collection, a batch at a time. */
async function indexCollection(payload: Payload, collection: string) {
  const slug = collection as CollectionSlug
  const config = payload.collections[slug]?.config
  if (!config) return
  const visible: Where[] = [{ importRun: { exists: false } }]
  if (config.versions?.drafts) visible.push({ _status: { equals: 'published' } })
  for (let page = 1; ; page++) {
    const result = await allSchools(payload, 'search index').find({
      collection: slug,
      where: { and: visible },
      depth: 1,
      limit: 200,
      page,
      locale: DEFAULT_LOCALE,
      sort: 'id',
    })
    const docs = result.docs as unknown as Record<string, unknown>[]
    const shown = await consentingOnly(payload, collection, docs)
    const entries = shown.flatMap((doc) => {
      const entry = collectionEntry(collection, factsOf(config), doc)
      return entry ? [{ ...entry, school: schoolIdOf(doc) }] : []
    })
    await replace(
      payload,
      docs.map((d) => ownerOf(collection, d.id)),
      entries,
    )
    if (!result.hasNextPage) break
  }
}

/** Builds the whole index again from the content. */
export async function rebuildSearchIndex(payload: Payload) {
  await allSchools(payload, 'search index').db.deleteMany({ collection: INDEX, where: { id: { exists: true } } })
  await indexPages(payload)
  for (const collection of slugsWhere(payload.config.collections, (f) => f.search)) await indexCollection(payload, collection)
}

/**
 * At start-up: an empty index (a new database, or one from before the search) is built
 * whole; otherwise the pages are indexed again (cheap), so that a change of the code's page
 * names shows. Documents are kept current by the hooks.
 */
export async function ensureSearchIndex(payload: Payload, log: (line: string) => void = () => {}) {
  const index = allSchools(payload, 'search index')
  const { totalDocs } = await index.count({ collection: INDEX })
  if (totalDocs === 0) {
    const started = Date.now()
    await rebuildSearchIndex(payload)
    const { totalDocs: built } = await index.count({ collection: INDEX })
    log(`Search index built: ${built} entries in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  } else {
    await indexPages(payload)
  }
}
