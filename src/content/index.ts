import type { CollectionConfig } from 'payload'

import { Achievements } from './achievements/collection'
import { Certificates } from '@/features/tc/Certificates'
import { Schools } from '@/tenancy/config'
import { Circulars } from './circulars/collection'
import { ConsentRecords } from '@/features/consent/collection'
import { Documents } from './documents/collection'
import { EmergencyAlerts } from '@/features/alerts/collection'
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
import { ReviewRequests } from '@/features/approvals/ReviewRequests'
import { withApprovals } from '@/features/approvals/hold'
import { DisclosureSignOffs } from '@/features/disclosure/signOff'
import { AuditEvents } from '@/features/audit/collection'
import { audited } from '@/features/audit/content'
import { withCategories } from '@/features/categories/collection'
import { Classes, withClasses } from '@/features/classes/collection'
import { admissionCollections } from '@/features/admissions/collections'
import { Deliveries, noticeSendsFor, subscriptionsFor } from '@/features/notices/collections'
import { withNotify } from '@/features/notices/notify'
import { withPrepublishChecks } from '@/features/prepublish/collection'
import { topicNames } from '@/features/notices/topics'
import { sentenceCaseCollection } from '@/fields/labels'
import { RESOURCES } from '@/content/resources'
import { previewLinkFor } from '@/lib/preview'
import { contentType, factsOf } from './facts'
import { localizeText, stampCollectionTranslation, translationStampsField } from '@/fields/localized'

/** A collection whose facts say it is translated gets a Hindi version of each text field (fields/localized). */
function translatable(collection: CollectionConfig): CollectionConfig {
  if (!factsOf(collection).translated) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    fields: [...localizeText(collection.fields), translationStampsField],
    hooks: { ...hooks, beforeChange: [...(hooks.beforeChange ?? []), stampCollectionTranslation] },
  }
}

/** The admin's Preview button, where the facts name a page: the real page, with drafts (src/app/preview). */
function previewed(collection: CollectionConfig): CollectionConfig {
  const path = factsOf(collection).path
  if (!path) return collection
  return { ...collection, admin: { ...collection.admin, preview: (doc) => previewLinkFor(path(doc)) } }
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
 * Every collection, each whole in its own file with its facts (./facts.ts), in the order they
 * are registered; `notices` are the notices' own collections, in their place.
 */
const registered = (notices: CollectionConfig[]): CollectionConfig[] => [
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
  ...notices,
  // Newer types after the older ones: the database's names for their indexes stay as they were.
  Achievements,
  Users,
  Schools,
  ReviewRequests,
  DisclosureSignOffs,
  AuditEvents,
  Classes,
  ...admissionCollections,
]

/** What parents may subscribe to: the topics the other collections' facts name (src/features/notices/topics). */
const topics = topicNames(registered([]))

/**
 * Every collection, with the facts' steps applied: categories (from its resource,
 * src/features/categories), notices, the audit log, Hindi, checks before publishing, preview; the admin as staff meet it; labels in
 * sentence case (fields/labels).
 */
export const collections = withCategories(
  registered([
    // What parents subscribe to, and the sends and deliveries of notices: never shown, never checked.
    contentType(subscriptionsFor(topics), { private: true }),
    contentType(noticeSendsFor(topics), { private: true }),
    contentType(Deliveries, { private: true }),
  ]),
  RESOURCES,
)
  // Items for some classes only, where the notice facts say so (src/features/classes).
  .map(withClasses)
  .map(withNotify)
  // Where a school requires approvals, editors submit changes for review (src/features/approvals).
  .map(withApprovals)
  // Publishing, unpublishing, the Trash and deleting in the audit log (src/features/audit).
  .map(audited)
  .map(translatable)
  // Checks before publishing, on every collection with drafts (src/features/prepublish).
  .map(withPrepublishChecks)
  .map(previewed)
  .map(forStaff)
  .map(sentenceCaseCollection)
