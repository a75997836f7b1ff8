/**
 * The read endpoints of the old API host (spec section 7), each a published-only CMS read
 * in the old shape. Route files under src/app/api/ only point here.
 */
import {
  getAllAlbums,
  getAllEvents,
  getAllHighlights,
  getAllNews,
  getAllNotifications,
  getAllRegistrations,
  getAllTestimonials,
  getCirculars,
  getFaculty,
  getHeroSlides,
  getMediaItems,
  getRecentAlbums,
  getRecentEvents,
  getToppersBySession,
  PUBLISHED,
} from '@/data/queries'
import { isShowing } from '@/lib/notifications'
import { listEndpoint } from './respond'
import * as shape from './shapes'

export const highlights = listEndpoint(async () => (await getAllHighlights(PUBLISHED)).map(shape.highlightShape))
export const news = listEndpoint(async () => (await getAllNews(PUBLISHED)).map(shape.newsShape))
export const recentEvents = listEndpoint(async () => (await getRecentEvents(PUBLISHED)).map(shape.eventShape))
export const allEvents = listEndpoint(async () => (await getAllEvents(PUBLISHED)).map(shape.eventShape))
export const recentAlbums = listEndpoint(async (school) => (await getRecentAlbums(PUBLISHED)).map(shape.albumShape(school)))
export const allAlbums = listEndpoint(async (school) => (await getAllAlbums(PUBLISHED)).map(shape.albumShape(school)))
export const notifications = listEndpoint(async () => {
  const now = new Date()
  return (await getAllNotifications(PUBLISHED)).filter((n) => isShowing(n.showUntil, now)).map(shape.notificationShape)
})
export const toppers = listEndpoint(async () => (await getToppersBySession(PUBLISHED)).map(shape.topperShape))
export const onlineRegistrations = listEndpoint(async () => (await getAllRegistrations(PUBLISHED)).map(shape.onlineRegistrationShape))
export const slider = listEndpoint(async () => (await getHeroSlides(PUBLISHED)).map(shape.sliderShape))
export const principalMessage = listEndpoint(async () => (await getAllTestimonials(PUBLISHED)).map(shape.testimonialShape))
export const media = listEndpoint(async (school) => (await getMediaItems(PUBLISHED)).map(shape.mediaShape(school)))
export const circulars = listEndpoint(async () => (await getCirculars(PUBLISHED)).map(shape.circularShape))
export const faculty = listEndpoint(async () => (await getFaculty(PUBLISHED)).map(shape.facultyShape))
