import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { notTrashedOrStaff, publishedOrStaff, staff } from '@/access'
import { env } from '@/env'
import { VERSIONS_KEPT } from '@/hooks/history'
import { expireCollectionCache } from '@/hooks/revalidate'

/**
 * Content with drafts: visitors see published documents only; staff see and edit all.
 * Deleting moves a document to the collection's Trash, where staff can restore it (or
 * delete it for good); visitors never see the Trash.
 */
export const publishable: Pick<CollectionConfig, 'access' | 'versions' | 'trash'> = {
  trash: true,
  access: {
    read: publishedOrStaff,
    create: staff,
    update: staff,
    delete: staff,
    readVersions: staff,
  },
  // Staff can schedule a publish (or unpublish) for a chosen time; the server's job runner
  // carries it out (payload.config `jobs`). History: the last VERSIONS_KEPT versions.
  versions: { drafts: { schedulePublish: true }, maxPerDoc: VERSIONS_KEPT },
}

/** Content without drafts: public as soon as it is saved (and until it is in the Trash), written by staff. */
export const staffEdited: Pick<CollectionConfig, 'access' | 'versions' | 'trash'> = {
  trash: true,
  access: { read: notTrashedOrStaff, create: staff, update: staff, delete: staff, readVersions: staff },
  versions: { maxPerDoc: VERSIONS_KEPT },
}

/** Any save or delete shows on the public pages at once (hooks/revalidate). */
export const revalidates = { afterChange: [expireCollectionCache], afterDelete: [expireCollectionCache] }

/** Where an upload collection's files are stored: UPLOAD_DIR/<slug>. */
export const storedIn = (slug: string) => path.join(env().uploadDir, slug)

export const CONTENT_GROUP = 'Content'
export const HOME_GROUP = 'Home page'
