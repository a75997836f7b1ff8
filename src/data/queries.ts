/**
 * Reads for the public pages and the public JSON API. Each goes through the Local API with
 * the anonymous visitor's access (`overrideAccess: false`), so drafts and private records
 * never reach a visitor. Results are cached in process under the tags of what they read
 * (see hooks/revalidate) and de-duplicated within a render by React `cache()`.
 *
 * The one exception is a staff member's draft preview (data/preview): a page read, not
 * cached, with the latest drafts and that staff member's access. The JSON API asks for
 * `PUBLISHED` and never previews.
 */
import 'server-only'

import type { CollectionSlug, Where } from 'payload'
import { cache } from 'react'

import { alertsShowingAt, nextAlertChange } from '@/features/alerts/rules'
import type { Month } from '@/lib/calendar'
import { monthsAround } from '@/lib/calendar'
import { ICAL_EVENT_LIMIT, RSS_ITEM_LIMIT } from '@/lib/feeds'
import { newsletterDefaultYear, sessionYearsOf, yearsOf } from '@/lib/filters'
import { pageOfTwoRuns, type Run } from '@/lib/paging'
import { nextMidnightInIndia, upcomingFrom } from '@/lib/upcoming'
import { newestChange } from '@/lib/lastUpdated'
import { parseRecordId } from '@/lib/params'
import type { PolicySlug } from '@/lib/policies'
import { markPersonal, noteExpiry, noteTags } from '@/server/renderContext'
import { GLOBAL_PAGES } from '@/features/search/rules'
import { slugsWhere } from '@/content/facts'
import * as resource from '@/content/resources'
import type { Event as EventDoc, User } from '@/payload-types'
import type { Locale } from '@/lib/i18n/locales'
import { categoryOf, type Category } from '@/features/categories/rules'
import { findPage, readFor, type School } from '@/tenancy'
import { requestSchool } from '@/tenancy/request.server'
import { FILES_TAG, schoolTag, tagFor } from './cacheTags'
import { pageCache } from './pageCache'
import { payloadClient } from './payload'
import { requestLocale } from './locale'
import { previewUser } from './preview'

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
  const slugs = typeof read === 'function' ? read((await payloadClient()).config.collections) : read
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
    return findPage(payload, { slug, school: as.context.school?.id ?? null, depth: 1, ...as, overrideAccess: false })
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

export const getHeroSlides = readList('hero-slides', { sort: resource.slider.sort })
export const getHighlights = readList('highlights', { sort: resource.highlight.sort, limit: 20 })
export const getOnlineRegistrations = readList('online-registrations', { sort: resource.onlineRegistration.sort, limit: 1 })
export const getNotifications = readList('notifications', { sort: resource.notification.sort, limit: 10 })
export const getLatestNews = readList('news', { sort: resource.news.sort, limit: 6 })
export const getRecentEvents = readList('events', { sort: resource.events.sort, limit: 6 })
export const getTestimonials = readList('testimonials', { sort: resource.principalMessage.sort, limit: 20 })
export const getRecentAlbums = readList('gallery-albums', { sort: resource.gallery.sort, limit: 6 })
// Toppers in one order everywhere (the resource's): newest session, highest marks, then by name.
export const getToppersX = readList('toppers', { sort: resource.topper.sort, limit: 6, where: { class: { equals: 'X' } } })
export const getToppersXII = readList('toppers', { sort: resource.topper.sort, limit: 6, where: { class: { equals: 'XII' } } })
export const getFaculty = readList('faculty', { sort: resource.faculty.sort, limit: ALL, depth: 0 })
export const getAllAlbums = readList('gallery-albums', { sort: resource.gallery.sort, limit: ALL })
export const getAllNews = readList('news', { sort: resource.news.sort, limit: ALL })
export const getAllEvents = readList('events', { sort: resource.events.sort, limit: ALL })
export const getCirculars = readList('circulars', { sort: resource.circular.sort, limit: ALL })
export const getMediaItems = readList('media-items', { sort: resource.media.sort, limit: ALL })

/**
 * One published album by reference, or null: an id kept from the previous system first
 * (links shared before the move), then our own numeric id.
 */
export const getAlbum = cache((ref: string, mode: ReadMode = 'page') =>
  read(
    `album:${ref}`,
    ['gallery-albums'],
    async (as) => {
      const payload = await payloadClient()
      const id = parseRecordId(ref)
      const { docs } = await payload.find({
        collection: 'gallery-albums',
        where: { or: [{ legacyId: { equals: ref } }, ...(id === null ? [] : [{ id: { equals: id } }])] },
        limit: 2,
        depth: 1,
        pagination: false,
        ...as,
      overrideAccess: false,
      })
      return docs.find((d) => d.legacyId === ref) ?? docs[0] ?? null
    },
    mode,
  ),
)

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
export const getNewsItem = readOne('news')
export const getEvent = readOne('events')

/** One published policy page by its fixed address (lib/policies), or null. */
export const getPolicyPage = readOne<'policy-pages', PolicySlug>('policy-pages', 'slug')

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
    ...SHOWN_PAGES.map((slug) => findPage(payload, { slug, school: as.context.school?.id ?? null, depth: 0, ...as, overrideAccess: false }).then((doc) => (doc as { updatedAt?: string }).updatedAt)),
    ...shownIn(payload.config.collections).map((collection) =>
      payload.find({ collection, sort: '-updatedAt', limit: 1, depth: 0, pagination: false, ...as, overrideAccess: false }).then((r) => (r.docs[0] as { updatedAt?: string } | undefined)?.updatedAt),
    ),
  ])
  return newestChange(times)
})

/** The sitemap's entries of a collection: each published document's id and last change. */
export const addressesOf = (slug: 'gallery-albums' | 'news' | 'events', sort: string | string[]) =>
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
    return docs.map((d) => ({ id: d.id, updatedAt: d.updatedAt }))
  })

/** The sitemap's albums, news items and events: ids and last changes, never whole documents. */
export const getAlbumAddresses = addressesOf('gallery-albums', resource.gallery.sort)
export const getNewsAddresses = addressesOf('news', resource.news.sort)
export const getEventAddresses = addressesOf('events', resource.events.sort)

// The feeds (src/lib/feeds): the newest items, and only the fields a feed shows.
export const getNewsForFeed = cachedRead('feed:news', ['news'], async (as) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    select: { title: true, description: true, fromDate: true, updatedAt: true, ...(resource.news.category ? { category: true } : {}) },
    sort: resource.news.sort,
    depth: resource.news.category ? 1 : 0,
    limit: RSS_ITEM_LIMIT,
    pagination: false,
    ...as,
      overrideAccess: false,
  })
  // The feed gives a category by its label (src/features/categories).
  return docs.map((d) => ({ ...d, category: categoryOf(d)?.label ?? null }))
})

/**
 * The newest circulars and newsletters with their files: the dated ones newest first, then
 * the undated ones, newest entry first (read apart, as databases differ on where an empty
 * date sorts).
 */
export const getCircularsForFeed = cachedRead('feed:circulars', ['circulars'], async (as) => {
  const payload = await payloadClient()
  const find = (where: Where, sort: string[], limit: number) =>
    payload.find({
      collection: 'circulars',
      select: { title: true, category: true, date: true, attachments: true, updatedAt: true },
      where,
      sort,
      depth: 1,
      limit,
      pagination: false,
      ...as,
      overrideAccess: false,
    })
  const dated = await find({ date: { exists: true } }, resource.circular.sort, RSS_ITEM_LIMIT)
  const wanted = RSS_ITEM_LIMIT - dated.docs.length
  const undated = wanted > 0 ? (await find({ date: { exists: false } }, ['-id'], wanted)).docs : []
  return [...dated.docs, ...undated]
})

/** The events of the calendar feed: the latest-dated first, upcoming ones and the recent past. */
export const getEventsForFeed = cachedRead('feed:events', ['events'], async (as) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    select: { title: true, date: true, time: true, venue: true, description: true, updatedAt: true },
    sort: resource.events.sort,
    depth: 0,
    limit: ICAL_EVENT_LIMIT,
    pagination: false,
    ...as,
      overrideAccess: false,
  })
  return docs
})

// Full lists for the public JSON API.
export const getAllHighlights = readList('highlights', { sort: resource.highlight.sort, limit: ALL })
export const getAllNotifications = readList('notifications', { sort: resource.notification.sort, limit: ALL })
export const getAllRegistrations = readList('online-registrations', { sort: resource.onlineRegistration.sort, limit: ALL })
export const getAllTestimonials = readList('testimonials', { sort: resource.principalMessage.sort, limit: ALL })
export const getToppersBySession = readList('toppers', { sort: resource.topper.sort, limit: ALL })

// ---------------------------------------------------------------------------------------
// One page of a list at a time, for the list pages (the JSON API above keeps its full lists).
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

export const getNewsPage = cache((page: number, perPage: number, year: YearChoice, category: Category | 'all' = 'all', mode: ReadMode = 'page') =>
  readPage('news', { sort: resource.news.sort, where: allOf(inYearWhere('fromDate', year), inCategoryWhere(category)), perPage, page }, mode),
)

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
export const getAlbumsPage = cache((page: number, perPage: number, year: YearChoice, mode: ReadMode = 'page') =>
  readPage('gallery-albums', { sort: resource.gallery.sort, where: inYearWhere('date', year), perPage, page }, mode),
)

/** One page of /events: the upcoming events on it (soonest first), then the past ones (newest first). */
export type EventsPage = Omit<ListPage<EventDoc>, 'docs'> & { upcoming: EventDoc[]; past: EventDoc[] }

/**
 * One page of the events: upcoming ones (dated today or later in India, lib/upcoming) first,
 * the soonest first; then past ones, the newest first. The line between them moves at
 * midnight in India with no save in the CMS: the response this goes into is kept until then
 * at most, and the read is cached under the day it was made for.
 */
export const getEventsPage = cache((page: number, perPage: number, mode: ReadMode = 'page'): Promise<EventsPage> => {
  const now = new Date()
  noteExpiry(nextMidnightInIndia(now))
  const from = upcomingFrom(now).toISOString()
  return read(
    `page:events:${JSON.stringify({ page, perPage, from })}`,
    ['events'],
    async (as) => {
      const payload = await payloadClient()
      const run =
        (where: Where, sort: string[]): Run<EventDoc> =>
        (p, limit) =>
          payload.find({ collection: 'events', where, sort, limit, page: p, depth: 1, pagination: true, ...as, overrideAccess: false })
      const upcoming = run({ date: { greater_than_equal: from } }, ['date', 'id'])
      const past = run({ date: { less_than: from } }, resource.events.sort)
      const r = await pageOfTwoRuns(upcoming, past, page, perPage)
      return { upcoming: r.first, past: r.second, page, perPage, totalDocs: r.totalDocs, totalPages: r.totalPages }
    },
    mode,
  )
})

export const getMediaPage = cache((page: number, perPage: number, mode: ReadMode = 'page') =>
  readPage('media-items', { sort: resource.media.sort, perPage, page }, mode),
)
export const getToppersPage = cache((klass: 'X' | 'XII', session: string, page: number, perPage: number, mode: ReadMode = 'page') =>
  readPage(
    'toppers',
    {
      sort: resource.topper.sort,
      where: { and: [{ class: { equals: klass } }, { sessionYear: { equals: session } }] },
      perPage,
      page,
    },
    mode,
  ),
)

// The filters' choices: only the one field they need of each item, never whole items.
export const getNewsYears = cachedRead('years:news', ['news'], async (as) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'news', select: { fromDate: true }, depth: 0, limit: ALL, pagination: false, ...as, overrideAccess: false })
  return yearsOf(docs, (n) => n.fromDate)
})
export const getAlbumYears = cachedRead('years:gallery-albums', ['gallery-albums'], async (as) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'gallery-albums',
    select: { date: true },
    depth: 0,
    limit: ALL,
    pagination: false,
    ...as,
      overrideAccess: false,
  })
  return yearsOf(docs, (a) => a.date)
})
/** The newsletters' year filter: the years of every circular, and the year it starts at. */
export const getCircularYears = cachedRead('years:circulars', ['circulars'], async (as) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'circulars',
    select: { date: true, category: true },
    depth: 0,
    limit: ALL,
    pagination: false,
    ...as,
      overrideAccess: false,
  })
  return { years: yearsOf(docs, (c) => c.date), start: newsletterDefaultYear(docs) }
})
export const getTopperSessions = cache((klass: 'X' | 'XII', mode: ReadMode = 'page') =>
  read(
    `sessions:toppers:${klass}`,
    ['toppers'],
    async (as) => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'toppers',
        select: { sessionYear: true },
        where: { class: { equals: klass } },
        depth: 0,
        limit: ALL,
        pagination: false,
        ...as,
      overrideAccess: false,
      })
      return sessionYearsOf(docs)
    },
    mode,
  ),
)

/**
 * One page of the newsletters, newest first. A year shows that year's dated letters; `all`
 * shows the dated letters, then the undated ones (newest entry first). The two runs are read
 * apart because databases differ on where an empty date sorts (pageOfTwoRuns).
 */
export const getNewslettersPage = cache((page: number, perPage: number, year: YearChoice, mode: ReadMode = 'page') =>
  read(
    `page:newsletters:${JSON.stringify({ page, perPage, year })}`,
    ['circulars'],
    async (as) => {
      const payload = await payloadClient()
      const letters: Where = { category: { equals: 'News Letter' } }
      const find = (where: Where, sort: string[], p: number, limit = perPage) =>
        payload.find({ collection: 'circulars', where, sort, limit, page: p, depth: 1, pagination: true, ...as, overrideAccess: false })
      if (year !== 'all') {
        const { docs, totalDocs, totalPages } = await find(allOf(letters, inYearWhere('date', year))!, resource.circular.sort, page)
        return { docs, page, perPage, totalDocs, totalPages }
      }
      const r = await pageOfTwoRuns(
        (p, limit) => find({ and: [letters, { date: { exists: true } }] }, resource.circular.sort, p, limit),
        (p, limit) => find({ and: [letters, { date: { exists: false } }] }, ['-id'], p, limit),
        page,
        perPage,
      )
      return { docs: [...r.first, ...r.second], page, perPage, totalDocs: r.totalDocs, totalPages: r.totalPages }
    },
    mode,
  ),
)

/**
 * Every published emergency alert not yet over when read, the earliest start first (a
 * safety cap of 50). Cached unfiltered by the time of day: `getCurrentAlerts` picks, at each
 * render, those showing then.
 */
const getAlertsNotOver = cachedRead('alerts:not-over', ['emergency-alerts'], async (as) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'emergency-alerts',
    select: {
      title: true,
      message: true,
      severity: true,
      link: true,
      startsAt: true,
      endsAt: true,
      updatedAt: true,
      translationStamps: true,
    },
    where: { endsAt: { greater_than: new Date().toISOString() } },
    sort: ['startsAt', 'id'],
    depth: 0,
    limit: 50,
    pagination: false,
    ...as,
      overrideAccess: false,
  })
  return docs
})

/**
 * The emergency alerts showing now, the most severe first. The response this goes into is
 * kept by the response cache only until the next alert starts or ends (docs/decisions/0009).
 */
export const getCurrentAlerts = cache(async (mode: ReadMode = 'page') => {
  const alerts = await getAlertsNotOver(mode)
  const now = new Date()
  noteExpiry(nextAlertChange(alerts, now))
  return alertsShowingAt(alerts, now)
})

/** The events of the one month the home calendar shows, oldest first (its other months are pages of their own). */
export const getCalendarEvents = cache((month: Month, mode: ReadMode = 'page') => {
  const span = monthsAround(month, 0)
  return read(
    `calendar:${span.from}:${span.to}`,
    ['events'],
    async (as) => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'events',
        select: { title: true, date: true },
        where: { and: [{ date: { greater_than_equal: span.from } }, { date: { less_than: span.to } }] },
        sort: ['date', 'id'],
        depth: 0,
        // A safety cap: a school has nowhere near this many events in a month.
        limit: 500,
        pagination: false,
        ...as,
      overrideAccess: false,
      })
      return docs.map((e) => ({ date: e.date, title: e.title }))
    },
    mode,
  )
})
