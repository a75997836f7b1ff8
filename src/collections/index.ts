import type { CollectionConfig } from 'payload'

import { Certificates } from '@/features/tc/Certificates'
import { Schools } from '@/tenancy/config'
import { Circulars } from './Circulars'
import { ConsentRecords } from './ConsentRecords'
import { Documents } from './Documents'
import { EmergencyAlerts } from './EmergencyAlerts'
import { Events } from './Events'
import { Faculty } from './Faculty'
import { Feedback } from '@/features/feedback/Feedback'
import { GalleryAlbums } from './GalleryAlbums'
import { HeroSlides } from './HeroSlides'
import { Highlights } from './Highlights'
import { Images } from './Images'
import { MediaItems } from './MediaItems'
import { News } from './News'
import { Notifications } from './Notifications'
import { OnlineRegistrations } from './OnlineRegistrations'
import { TcLookups } from '@/features/tc/TcLookups'
import { PolicyPages } from './PolicyPages'
import { Testimonials } from './Testimonials'
import { Toppers } from './Toppers'
import { TransferCertificates } from '@/features/tc/TransferCertificates'
import { Users } from './Users'
import { withCategories } from '@/features/categories/collection'
import { Deliveries, NoticeSends, Subscriptions } from '@/features/notices/collections'
import { withNotify } from '@/features/notices/notify'
import { sentenceCaseCollection } from '@/fields/labels'
import { RESOURCES } from '@/resources'
import { localizeText, stampCollectionTranslation, translationStampsField } from '@/fields/localized'

/** Collections whose words visitors read on the pages: translatable into Hindi (fields/localized). */
const TRANSLATED = new Set([
  'news',
  'events',
  'highlights',
  'notifications',
  'emergency-alerts',
  'hero-slides',
  'gallery-albums',
  'policy-pages',
])

export function translatable(collection: CollectionConfig): CollectionConfig {
  if (!TRANSLATED.has(collection.slug)) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    fields: [...localizeText(collection.fields), translationStampsField],
    hooks: { ...hooks, beforeChange: [...(hooks.beforeChange ?? []), stampCollectionTranslation] },
  }
}

/**
 * The admin as school staff meet it: no "API" tab (a developer's view of the document), and
 * where publishing can be scheduled, a Publish button whose schedule starts on "Publish" for
 * a draft that was never published (components/admin/SchedulingPublishButton).
 */
export function forStaff(collection: CollectionConfig): CollectionConfig {
  const drafts = typeof collection.versions === 'object' ? collection.versions.drafts : undefined
  const schedules = typeof drafts === 'object' && Boolean(drafts.schedulePublish)
  const admin = collection.admin ?? {}
  return {
    ...collection,
    admin: {
      ...admin,
      hideAPIURL: true,
      ...(schedules
        ? {
            components: {
              ...admin.components,
              edit: { ...admin.components?.edit, PublishButton: '@/components/admin/SchedulingPublishButton#SchedulingPublishButton' },
            },
          }
        : {}),
    },
  }
}

/**
 * Every collection, each whole in its own file (a content type's categories, from its resource:
 * src/features/categories); labels in sentence case (fields/labels).
 */
export const collections = withCategories(
  [
    News,
    Events,
    Highlights,
    Notifications,
    EmergencyAlerts,
    OnlineRegistrations,
    HeroSlides,
    GalleryAlbums,
    MediaItems,
    Toppers,
    Testimonials,
    Faculty,
    Circulars,
    PolicyPages,
    Feedback,
    TransferCertificates,
    TcLookups,
    Images,
    Documents,
    Certificates,
    ConsentRecords,
    Subscriptions,
    NoticeSends,
    Deliveries,
    Users,
    Schools,
  ],
  RESOURCES,
)
  .map(withNotify)
  .map(translatable)
  .map(forStaff)
  .map(sentenceCaseCollection)
