/**
 * The read kit for the public pages and the public JSON API, and the reads shared by every
 * type: the school's own pages, the site's "last updated", the categories of a list. Each
 * content type's reads are its own, beside its collection (src/content/<type>/reads.ts; the
 * emergency alerts': src/features/alerts/reads.server.ts), made with the helpers here.
 *
 * Each read goes through the Local API with the anonymous visitor's access
 * (`overrideAccess: false`), so drafts and private records never reach a visitor. Results are
 * cached in process under the tags of what they read (see hooks/revalidate) and de-duplicated
 * within a render by React `cache()`.
 *
 * The one exception is a staff member's draft preview (data/preview): a page read, not
 * cached, with the latest drafts and that staff member's access. The JSON API asks for
 * `PUBLISHED` and never previews.
 */
import 'server-only'

import type { CollectionSlug, Where } from 'payload'
import { cache } from 'react'

import { newestChange } from '@/lib/lastUpdated'
import { markPersonal, noteTags } from '@/server/renderContext'
import { GLOBAL_PAGES } from '@/features/search/rules'
import { slugsWhere } from '@/content/facts'
import * as resource from '@/content/resources'
import type { User } from '@/payload-types'
import type { Locale } from '@/lib/i18n/locales'
import { categoryOf, type Category } from '@/features/categories/rules'
import { findPage, readFor, type School } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'
import { FILES_TAG, schoolTag, tagFor } from './cacheTags'
import { pageCache } from './pageCache'
import { payloadClient } from './payload'
import { requestLocale } from './locale'
import { previewUser } from './preview'

/** The classes' collection (src/features/classes/collection: not imported here, it imports the content kit). */
const CLASSES_SLUG = 'classes'

/** The category list of each content type that has one (a resource`s `category`, src/content/<type>/resource.ts). */
const CATEGORIES_OF: Record<string, string> = Object.fromEntries(
  resource.RESOURCES.flatMap((r) => (r.category ? [[r.collection, r.category]] : [])),
)

/**
 * Who a read is made for: a visitor (published only), or a staff member previewing drafts; and
 * which school's content (`context.school`: the access rules show nothing else, src/tenancy).
 */
export type ReadAs = { overrideAccess: false; draft: boolean; user?: User; locale: Locale; context: { school?: School } }

/** 'page' reads show drafts to a staff member previewing; 'published' reads never do. */
export type ReadMode = 'page' | 'published'
export const PUBLISHED: ReadMode = 'published'

/** A staff member's preview reads drafts uncached; every other read goes through the page cache. */
/** The collections and pages a read reads: named, or picked from the config by their facts (src/content/facts). */
type Slugs = string[] | ((collections: readonly CollectionConfigLike[]) => string[])
type CollectionConfigLike = { slug: string; custom?: Record<string, unknown> }

export async function read<R>(name: string, read: Slugs, fn: (as: ReadAs) => Promise<R>, mode: ReadMode): Promise<R> {
  const collections = (await payloadClient()).config.collections
  const named = typeof read === 'function' ? read(collections) : read
  // A read of a type whose items name classes shows their names too: a renamed class expires it (src/features/classes).
  const byClass = slugsWhere(collections, (f) => f.notice?.byClass)
  const slugs = named.some((s) => byClass.includes(s)) && !named.includes(CLASSES_SLUG) ? [...named, CLASSES_SLUG] : named
  // The school asked for (an API path's code), else the page's host's; none shows nothing.
  const school = await requestSchool()
  const context = school ? readFor(school) : {}
  // A preview is of one school's page: none, no preview.
  const user = mode === 'page' && school ? await previewUser() : null
  // The page's language (src/proxy.ts); Hindi fields left empty read as English.
  const locale = await requestLocale()
  if (user) {
    markPersonal()
    return fn({ overrideAccess: false, draft: true, user, locale, context })
  }
  // A read of a content type with categories shows their labels too: a renamed category expires it.
  // Each tag within the school read, so another school's changes leave it (data/cacheTags).
  const tags = [...slugs.flatMap((s) => [s, ...(CATEGORIES_OF[s] ? [CATEGORIES_OF[s]] : [])]).map(tagFor), FILES_TAG].map((t) => (school ? schoolTag(t, school.id) : t))
  // The response this read goes into is cached under the same tags (src/server/responseCache).
  noteTags(tags)
  return pageCache().get(`${locale === 'en' ? name : `${name}@${locale}`}#${school?.id ?? 'none'}`, tags, () =>
    fn({ overrideAccess: false, draft: false, locale, context }),
  )
}

/** A read of no arguments but its mode, de-duplicated within a render. */
export const cachedRead = <R>(name: string, slugs: Slugs, fn: (as: ReadAs) => Promise<R>) =>
  cache((mode: ReadMode = 'page') => read(name, slugs, fn, mode))

/** One of the school's pages (src/tenancy/pages): its document for the school read, or empty. */
const readSchoolPage = <S extends CollectionSlug>(slug: S) =>
  cachedRead(`school-page:${slug}`, [slug], async (as) => {
    const payload = await payloadClient()
    return findPage(payload, { slug, school: as.context.school ?? null, depth: 1, ...as, overrideAccess: false })
  })

/** A collection's documents in an order: the first `limit` (100 unless told), or every one (`ALL`). */
export function readList<S extends CollectionSlug>(slug: S, options: { sort?: string | string[]; limit?: number; where?: Where; depth?: number }) {
  return cachedRead(`list:${slug}:${JSON.stringify(options)}`, [slug], async (as) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: slug,
      sort: options.sort,
      // `limit: 0` reads every document.
      limit: options.limit ?? 100,
      where: options.where,
      depth: options.depth ?? 1,
      pagination: false,
      ...as,
      overrideAccess: false,
    })
    return docs
  })
}

/** Every document (`limit: 0`): lists that must never be cut short (the API, the full list pages). */
export const ALL = 0

export const getSchoolProfile = readSchoolPage('school-profile')
export const getHomePageTexts = readSchoolPage('home-page')
export const getDownloads = readSchoolPage('downloads')
export const getAboutPage = readSchoolPage('about-page')
export const getPrincipalMessage = readSchoolPage('principal-message')
export const getSyllabusPage = readSchoolPage('syllabus-page')
export const getExamSchedulePage = readSchoolPage('exam-schedule-page')
export const getAdmissionPage = readSchoolPage('admission-page')
export const getUniformPage = readSchoolPage('uniform-page')
export const getTimingsPage = readSchoolPage('timings-page')
export const getParentPortalHelp = readSchoolPage('parent-portal-help')
export const getYouthSummit = readSchoolPage('youth-summit')
export const getMandatoryDisclosure = readSchoolPage('mandatory-disclosure')

export const getActivitiesPage = readSchoolPage('activities-page')
export const getStudentCouncilPage = readSchoolPage('student-council-page')
export const getInfrastructurePage = readSchoolPage('infrastructure-page')
export const getErpPage = readSchoolPage('erp-page')

/**
 * One document by its id (or another field that names one: `readOne('policy-pages', 'slug')`),
 * or null: its own page (`/news/<id>`, `/events/<id>`, a policy's fixed address).
 */
export function readOne<S extends CollectionSlug, V extends string | number = number>(slug: S, field = 'id') {
  return cache((value: V, mode: ReadMode = 'page') =>
    read(
      `${slug}:${value}`,
      [slug],
      async (as) => {
        const payload = await payloadClient()
        const { docs } = await payload.find({
          collection: slug,
          where: { [field]: { equals: value } },
          limit: 1,
          depth: 1,
          pagination: false,
          ...as,
          overrideAccess: false,
        })
        return docs[0] ?? null
      },
      mode,
    ),
  )
}

const SHOWN_PAGES = [...Object.keys(GLOBAL_PAGES), 'downloads'] as CollectionSlug[]

/**
 * The newest change of anything visitors can see: the "Last updated" of the pages that have
 * no content of their own (search, sitemap, feedback, the 404 page).
 */
/** The collections whose documents visitors see on the pages (their facts say `shown`). */
const shownIn = (collections: readonly CollectionConfigLike[]) => slugsWhere(collections, (f) => f.shown) as CollectionSlug[]

export const getLatestChange = cachedRead('latest-change', (collections) => [...shownIn(collections), ...SHOWN_PAGES], async (as) => {
  const payload = await payloadClient()
  const times = await Promise.all([
    ...SHOWN_PAGES.map((slug) => findPage(payload, { slug, school: as.context.school ?? null, depth: 0, ...as, overrideAccess: false }).then((doc) => (doc as { updatedAt?: string }).updatedAt)),
    ...shownIn(payload.config.collections).map((collection) =>
      payload.find({ collection, sort: '-updatedAt', limit: 1, depth: 0, pagination: false, ...as, overrideAccess: false }).then((r) => (r.docs[0] as { updatedAt?: string } | undefined)?.updatedAt),
    ),
  ])
  return newestChange(times)
})

/** The sitemap's entries of a collection (with timestamps): each published document's id and last change, never whole documents. */
export const addressesOf = (slug: CollectionSlug, sort: string | string[]) =>
  cachedRead(`sitemap:${slug}`, [slug], async (as) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: slug,
      select: { updatedAt: true },
      sort,
      depth: 0,
      limit: ALL,
      pagination: false,
      ...as,
      overrideAccess: false,
    })
    return (docs as unknown as { id: number; updatedAt: string }[]).map((d) => ({ id: d.id, updatedAt: d.updatedAt }))
  })

// ---------------------------------------------------------------------------------------
// One page of a list at a time, for the list pages (the JSON API keeps its full lists).
// Each read asks the database for that page only and is cached under its collection's tag
// and a key of its every argument (page, size and filter).

/** One page of a list, with the counts its paging links need. */
export type ListPage<T> = { docs: T[]; page: number; perPage: number; totalDocs: number; totalPages: number }

/** A year filter's choice: one year, or every item (dated or not). */
export type YearChoice = number | 'all'

type PageQuery = { sort: string[]; where?: Where; depth?: number; perPage: number; page: number }

export function readPage<S extends CollectionSlug>(slug: S, q: PageQuery, mode: ReadMode) {
  return read(
    `page:${slug}:${JSON.stringify(q)}`,
    [slug],
    async (as) => {
      const payload = await payloadClient()
      const { docs, totalDocs, totalPages } = await payload.find({
        collection: slug,
        sort: q.sort,
        where: q.where,
        depth: q.depth ?? 1,
        limit: q.perPage,
        page: q.page,
        pagination: true,
        ...as,
        overrideAccess: false,
      })
      return { docs, page: q.page, perPage: q.perPage, totalDocs, totalPages }
    },
    mode,
  )
}

/** Dates in one calendar year (UTC, as the year filters count them). */
export const inYearWhere = (field: string, year: YearChoice): Where | undefined =>
  year === 'all'
    ? undefined
    : {
        [field]: {
          greater_than_equal: new Date(Date.UTC(year, 0, 1)).toISOString(),
          less_than: new Date(Date.UTC(year + 1, 0, 1)).toISOString(),
        },
      }

/** Every one of the conditions given (those undefined left out); undefined for none. */
export const allOf = (...wheres: (Where | undefined)[]): Where | undefined => {
  const list = wheres.filter((w): w is Where => w !== undefined)
  return list.length === 0 ? undefined : list.length === 1 ? list[0] : { and: list }
}

/** The documents of one category (src/features/categories), or every one. */
export const inCategoryWhere = (category: Category | 'all'): Where | undefined => (category === 'all' ? undefined : { category: { equals: category.id } })

/** The categories of a content type's list (src/features/categories), in label order. */
export const getCategories = cache((slug: CollectionSlug, mode: ReadMode = 'page') =>
  read(
    `categories:${slug}`,
    [slug],
    async (as): Promise<Category[]> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({ collection: slug, sort: ['label', 'id'], depth: 0, limit: 200, pagination: false, ...as, overrideAccess: false })
      return docs.flatMap((d) => categoryOf({ category: d }) ?? [])
    },
    mode,
  ),
)
