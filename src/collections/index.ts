import type { CollectionConfig } from 'payload'

import { importRun, legacyId } from '@/fields'
import { previewLinkFor } from '@/lib/preview'
import { Certificates } from './Certificates'
import { Circulars } from './Circulars'
import { Documents } from './Documents'
import { Events } from './Events'
import { Faculty } from './Faculty'
import { GalleryAlbums } from './GalleryAlbums'
import { HeroSlides } from './HeroSlides'
import { Highlights } from './Highlights'
import { Images } from './Images'
import { MediaItems } from './MediaItems'
import { News } from './News'
import { Notifications } from './Notifications'
import { OnlineRegistrations } from './OnlineRegistrations'
import { Testimonials } from './Testimonials'
import { Toppers } from './Toppers'
import { TransferCertificates } from './TransferCertificates'
import { Users } from './Users'

/** Collections the public JSON API serves: each keeps the id a record had before an import. */
const withLegacyId = (c: CollectionConfig): CollectionConfig => ({ ...c, fields: [...c.fields, legacyId] })

/** Collections a content import writes to: their records are hidden while an import is under way. */
const withImportRun = (c: CollectionConfig): CollectionConfig => ({ ...c, fields: [...c.fields, importRun] })

/** Collections with drafts get the admin's Preview button: the real page, with drafts. */
const withDraftPreview = (c: CollectionConfig): CollectionConfig =>
  typeof c.versions === 'object' && c.versions.drafts
    ? { ...c, admin: { ...c.admin, preview: (doc) => previewLinkFor(c.slug, doc) } }
    : c

export const API_COLLECTIONS = [
  News,
  Events,
  Highlights,
  Notifications,
  OnlineRegistrations,
  HeroSlides,
  GalleryAlbums,
  MediaItems,
  Toppers,
  Testimonials,
  Faculty,
  Circulars,
]
  .map(withLegacyId)
  .map(withImportRun)
  .map(withDraftPreview)

export const collections = [
  ...API_COLLECTIONS,
  ...[TransferCertificates, Images, Documents, Certificates].map(withImportRun),
  Users,
]
