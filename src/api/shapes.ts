/**
 * The old API host's response shapes (spec sections 3 and 7), made from populated CMS
 * documents (depth 1). Field names are the old ones exactly, odd ones included. Every
 * file reference is a value `v` that `GET /api/image/{v}` serves: an uploaded file's name,
 * or for album and media photos the old static path `{school}/public/Images/{name}`.
 * Pure: no Payload calls, so the export command uses the same shapes.
 */
import type {
  Circular,
  Document,
  Event,
  Faculty,
  GalleryAlbum,
  HeroSlide,
  Highlight,
  Image,
  MediaItem,
  News,
  Notification,
  OnlineRegistration,
  Testimonial,
  Topper,
} from '@/payload-types'

import { populated, type Ref } from '@/lib/media'

type Poly = { relationTo: 'documents' | 'images'; value: Ref<Document | Image> }
type Doc = { id: number; legacyId?: string | null }

/** The record's id in the old API: the imported one if it has one. */
export const apiId = (doc: Doc): string => doc.legacyId || String(doc.id)

/** A file's reference: its stored name. */
export const fileRef = (file: Ref<{ filename?: string | null }>): string | null => populated(file)?.filename ?? null

/** The old static path of an image. */
export const imagePath = (school: string, file: Ref<{ filename?: string | null }>): string | null => {
  const name = fileRef(file)
  return name ? `${school}/public/Images/${name}` : null
}

const refs = (list: (Poly | Ref<Document | Image>)[] | null | undefined): string[] =>
  (list ?? []).flatMap((item) => {
    const file = item && typeof item === 'object' && 'relationTo' in item ? item.value : item
    const name = fileRef(file as Ref<Document | Image>)
    return name ? [name] : []
  })

const one = (file: Ref<Image>): string[] => {
  const name = fileRef(file)
  return name ? [name] : []
}

export const highlightShape = (d: Highlight) => ({ _id: apiId(d), description: d.description, attachments: refs(d.attachments) })

export const newsShape = (d: News) => ({
  _id: apiId(d),
  id: apiId(d),
  title: d.title,
  description: d.description,
  fromDate: d.fromDate,
  date: d.date ?? null,
  attachments: refs(d.attachments),
})

export const eventShape = (d: Event) => ({
  _id: apiId(d),
  date: d.date,
  time: d.time ?? null,
  title: d.title,
  description: d.description ?? null,
  venue: d.venue ?? null,
  images: refs(d.images),
})

export const albumShape = (school: string) => (d: GalleryAlbum) => ({
  _id: apiId(d),
  date: d.date,
  title: d.title,
  description: d.description ?? null,
  attachments: (d.photos ?? []).flatMap((p) => imagePath(school, p) ?? []),
})

export const notificationShape = (d: Notification) => ({
  _id: apiId(d),
  title: d.title,
  description: d.description ?? null,
  image: refs(d.image),
  attachments: refs(d.attachments),
  url: d.url ?? null,
  showUntil: d.showUntil ?? null,
})

export const onlineRegistrationShape = (d: OnlineRegistration) => ({ _id: apiId(d), title: d.title, attachments: refs(d.attachments) })

export const sliderShape = (d: HeroSlide) => ({ _id: apiId(d), title: d.title, attachments: one(d.image), order: d.order })

export const mediaShape = (school: string) => (d: MediaItem) => ({
  _id: apiId(d),
  title: d.title,
  date: d.date,
  attachments: imagePath(school, d.image),
})

export const topperShape = (d: Topper) => ({
  _id: apiId(d),
  name: d.name,
  class: d.class,
  division: d.percentage,
  stream: d.stream ?? null,
  attachments: one(d.photo),
  'sessionYear ': d.sessionYear,
  sessionYear: d.sessionYear,
})

export const testimonialShape = (d: Testimonial) => ({
  _id: apiId(d),
  name: d.name,
  category: d.category,
  message: d.message,
  attachments: one(d.photo),
})

export const facultyShape = (d: Faculty) => ({
  _id: apiId(d),
  name: d.name,
  designation: d.designation,
  category: d.category,
  order: String(d.order),
})

export const circularShape = (d: Circular) => ({
  _id: apiId(d),
  category: d.category,
  date: d.date ?? null,
  title: d.title,
  attachments: refs(d.attachments),
})
