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
import type { CollectionSlug, GlobalSlug, Where } from 'payload'
import { cache } from 'react'

import { parseRecordId } from '@/lib/params'
import { markPersonal, noteTags } from '@/lib/renderContext'
import * as resource from '@/resources'
import type { User } from '@/payload-types'
import { FILES_TAG, tagFor } from './cacheTags'
import { pageCache } from './pageCache'
import { payloadClient } from './payload'
import { previewUser } from './preview'

/** Who a read is made for: a visitor (published only), or a staff member previewing drafts. */
type ReadAs = { overrideAccess: false; draft: boolean; user?: User }
const asVisitor: ReadAs = { overrideAccess: false, draft: false }

/** 'page' reads show drafts to a staff member previewing; 'published' reads never do. */
export type ReadMode = 'page' | 'published'
export const PUBLISHED: ReadMode = 'published'

/** A staff member's preview reads drafts uncached; every other read goes through the page cache. */
async function read<R>(name: string, slugs: string[], fn: (as: ReadAs) => Promise<R>, mode: ReadMode): Promise<R> {
  const user = mode === 'page' ? await previewUser() : null
  if (user) {
    markPersonal()
    return fn({ overrideAccess: false, draft: true, user })
  }
  const tags = [...slugs.map(tagFor), FILES_TAG]
  // The response this read goes into is cached under the same tags (src/server/responseCache).
  noteTags(tags)
  return pageCache().get(name, tags, () => fn(asVisitor))
}

const cachedRead = <R>(name: string, slugs: string[], fn: (as: ReadAs) => Promise<R>) =>
  cache((mode: ReadMode = 'page') => read(name, slugs, fn, mode))

const readGlobal = <S extends GlobalSlug>(slug: S) =>
  cachedRead(`global:${slug}`, [slug], async (as) => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug, depth: 1, ...as })
  })

function readList<S extends CollectionSlug>(
  slug: S,
  options: { sort?: string | string[]; limit?: number; where?: Where; depth?: number },
) {
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
    })
    return docs
  })
}

/** Every document: lists that must never be cut short (the API, the full list pages). */
const ALL = 0

export const getSchoolProfile = readGlobal('school-profile')
export const getHomePageTexts = readGlobal('home-page')
export const getDownloads = readGlobal('downloads')
export const getAboutPage = readGlobal('about-page')
export const getPrincipalMessage = readGlobal('principal-message')
export const getSyllabusPage = readGlobal('syllabus-page')
export const getExamSchedulePage = readGlobal('exam-schedule-page')
export const getAdmissionPage = readGlobal('admission-page')
export const getUniformPage = readGlobal('uniform-page')
export const getTimingsPage = readGlobal('timings-page')
export const getParentPortalHelp = readGlobal('parent-portal-help')
export const getYouthSummit = readGlobal('youth-summit')
export const getMandatoryDisclosure = readGlobal('mandatory-disclosure')

export const getActivitiesPage = readGlobal('activities-page')
export const getStudentCouncilPage = readGlobal('student-council-page')
export const getInfrastructurePage = readGlobal('infrastructure-page')
export const getErpPage = readGlobal('erp-page')

export const getHeroSlides = readList('hero-slides', { sort: resource.slider.sort })
export const getHighlights = readList('highlights', { sort: resource.highlight.sort, limit: 20 })
export const getOnlineRegistrations = readList('online-registrations', { sort: resource.onlineRegistration.sort, limit: 1 })
export const getNotifications = readList('notifications', { sort: resource.notification.sort, limit: 10 })
export const getLatestNews = readList('news', { sort: resource.news.sort, limit: 6 })
export const getRecentEvents = readList('events', { sort: resource.events.sort, limit: 6 })
export const getCalendarEvents = readList('events', { sort: 'date', limit: 500, depth: 0 })
export const getTestimonials = readList('testimonials', { sort: resource.principalMessage.sort, limit: 20 })
export const getRecentAlbums = readList('gallery-albums', { sort: resource.gallery.sort, limit: 6 })
export const getToppersX = readList('toppers', { sort: ['-sessionYear', '-percentage'], limit: 6, where: { class: { equals: 'X' } } })
export const getToppersXII = readList('toppers', {
  sort: ['-sessionYear', '-percentage'],
  limit: 6,
  where: { class: { equals: 'XII' } },
})
export const getFaculty = readList('faculty', { sort: resource.faculty.sort, limit: ALL, depth: 0 })
export const getAllToppers = readList('toppers', { sort: ['-percentage', 'name'], limit: ALL })
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
  read(`album:${ref}`, ['gallery-albums'], async (as) => {
    const payload = await payloadClient()
    const id = parseRecordId(ref)
    const { docs } = await payload.find({
      collection: 'gallery-albums',
      where: { or: [{ legacyId: { equals: ref } }, ...(id === null ? [] : [{ id: { equals: id } }])] },
      limit: 2,
      depth: 1,
      pagination: false,
      ...as,
    })
    return docs.find((d) => d.legacyId === ref) ?? docs[0] ?? null
  }, mode),
)

// Full lists for the public JSON API.
export const getAllHighlights = readList('highlights', { sort: resource.highlight.sort, limit: ALL })
export const getAllNotifications = readList('notifications', { sort: resource.notification.sort, limit: ALL })
export const getAllRegistrations = readList('online-registrations', { sort: resource.onlineRegistration.sort, limit: ALL })
export const getAllTestimonials = readList('testimonials', { sort: resource.principalMessage.sort, limit: ALL })
export const getToppersBySession = readList('toppers', { sort: resource.topper.sort, limit: ALL })
