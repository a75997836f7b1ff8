/**
 * The read endpoints of the old API host (spec section 7): each a published-only CMS read
 * mapped by its resource (src/content/<type>/resource.ts). Route files under src/app/api/ only point here.
 */
import 'server-only'

import { getMandatoryDisclosure, PUBLISHED } from '@/data/queries'
import { getCirculars } from '@/content/circulars/reads'
import { getAllEvents, getRecentEvents } from '@/content/events/reads'
import { getFaculty } from '@/content/faculty/reads'
import { getAllAlbums, getRecentAlbums } from '@/content/gallery-albums/reads'
import { getHeroSlides } from '@/content/hero-slides/reads'
import { getAllHighlights } from '@/content/highlights/reads'
import { getMediaItems } from '@/content/media-items/reads'
import { getAllNews } from '@/content/news/reads'
import { getAllNotifications } from '@/content/notifications/reads'
import { getAllRegistrations } from '@/content/online-registrations/reads'
import { getAllTestimonials } from '@/content/testimonials/reads'
import { getToppersBySession } from '@/content/toppers/reads'
import { isShowing } from '@/lib/notifications'
import * as resource from '@/content/resources'
import type { Resource } from '@/content/resources'
import { toDisclosureRecord } from '@/features/disclosure/resource'
import type { DisclosureData } from '@/features/disclosure/rules'
import { getListedAll } from '@/content/listing/reads.server'
import { listedTypes } from '@/content/listing/types'
import { payloadClient } from '@/data/payload'
import { forSchool, guarded, json, listEndpoint } from './respond'

/** An endpoint answering `read`'s documents as `r`'s records. */
const answer = (r: Resource, read: (mode: typeof PUBLISHED) => Promise<unknown[]>) =>
  listEndpoint(async (school) => (await read(PUBLISHED)).map((doc) => r.toRecord(doc as never, school)))

export const highlights = answer(resource.highlight, getAllHighlights)
export const news = answer(resource.news, getAllNews)
export const recentEvents = answer(resource.events, getRecentEvents)
export const allEvents = answer(resource.events, getAllEvents)
export const recentAlbums = answer(resource.gallery, getRecentAlbums)
export const allAlbums = answer(resource.gallery, getAllAlbums)
export const notifications = answer(resource.notification, async (mode) => {
  const now = new Date()
  return (await getAllNotifications(mode)).filter((n) => isShowing(n.showUntil, now))
})
export const toppers = answer(resource.topper, getToppersBySession)
export const onlineRegistrations = answer(resource.onlineRegistration, getAllRegistrations)
export const slider = answer(resource.slider, getHeroSlides)
export const principalMessage = answer(resource.principalMessage, getAllTestimonials)
export const media = answer(resource.media, getMediaItems)
export const circulars = answer(resource.circular, getCirculars)
export const faculty = answer(resource.faculty, getFaculty)

/** The mandatory public disclosure (CBSE Appendix IX) as one JSON object. */
export const disclosure = guarded<{ school: string }>(async (request, { params }) =>
  forSchool(request, (await params).school, async ({ code }) => {
    const md = await getMandatoryDisclosure(PUBLISHED)
    return json(toDisclosureRecord(md as DisclosureData, code, new Date()))
  }),
)

/**
 * The list endpoint of a type with a listing of its own (src/content/listing), at its resource's
 * `/api/<name>/{school}`: what the catch-all under /api answers for those paths (null for any
 * other, which stays a JSON 404). Types with their own route files never reach it.
 */
export async function listedEndpoint(segments: readonly string[]) {
  if (segments.length !== 2) return null
  const path = `/api/${segments[0]}/{school}`
  const r = resource.RESOURCES.find((x) => x.endpoints.some((e) => e.path === path))
  const type = r ? listedTypes((await payloadClient()).config.collections).find((t) => t.slug === r.collection) : undefined
  return r && type ? answer(r, () => getListedAll(type)) : null
}
