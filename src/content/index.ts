import type { CollectionConfig } from 'payload'

import { Certificates } from '@/features/tc/Certificates'
import { Schools } from '@/tenancy/config'
import { Circulars } from './circulars/collection'
import { ConsentRecords } from '@/features/consent/collection'
import { Documents } from './documents/collection'
import { EmergencyAlerts } from './emergency-alerts/collection'
import { Events } from './events/collection'
import { Faculty } from './faculty/collection'
import { Feedback } from '@/features/feedback/Feedback'
import { GalleryAlbums } from './gallery-albums/collection'
import { HeroSlides } from './hero-slides/collection'
import { Highlights } from './highlights/collection'
import { Images } from './images/collection'
import { MediaItems } from './media-items/collection'
import { News } from './news/collection'
import { Notifications } from './notifications/collection'
import { OnlineRegistrations } from './online-registrations/collection'
import { TcLookups } from '@/features/tc/TcLookups'
import { PolicyPages } from './policy-pages/collection'
import { Testimonials } from './testimonials/collection'
import { Toppers } from './toppers/collection'
import { TransferCertificates } from '@/features/tc/TransferCertificates'
import { Users } from '@/features/accounts'
import { withCategories } from '@/features/categories/collection'
import { Deliveries, NoticeSends, Subscriptions } from '@/features/notices/collections'
import { withNotify } from '@/features/notices/notify'
import { sentenceCaseCollection } from '@/fields/labels'
import { RESOURCES } from '@/content/resources'
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
