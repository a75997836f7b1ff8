import type { CollectionConfig } from 'payload'

import { notTrashedOrStaff, publishedOrStaff, staff } from '@/access'

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
  },
  // Staff can schedule a publish (or unpublish) for a chosen time; the server's job runner
  // carries it out (payload.config `jobs`). How many versions are kept: hooks/history.
  versions: { drafts: { schedulePublish: true } },
}

/** Content without drafts: public as soon as it is saved (and until it is in the Trash), written by staff. */
export const staffEdited: Pick<CollectionConfig, 'access' | 'trash'> = {
  trash: true,
  access: { read: notTrashedOrStaff, create: staff, update: staff, delete: staff },
}

export const CONTENT_GROUP = 'Content'
export const HOME_GROUP = 'Home page'
