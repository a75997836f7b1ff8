import type { CollectionConfig } from 'payload'

import { attachments, importRun, legacyId, dayOnly } from '@/fields'
import { updatedBy } from '@/hooks/history'
import { CONTENT_GROUP, draftPreview, publishable, revalidates } from '@/content/shared'

export const GalleryAlbums: CollectionConfig = {
  slug: 'gallery-albums',
  labels: { singular: 'Gallery album', plural: 'Gallery albums' },
  ...publishable,
  defaultSort: '-date',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', '_status'],
    group: CONTENT_GROUP,
    preview: draftPreview('gallery-albums'),
  },
  hooks: revalidates,
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      name: 'date',
      label: 'Event date',
      type: 'date',
      required: true,
      index: true,
      admin: { date: dayOnly },
    },
    { name: 'description', type: 'textarea' },
    attachments('photos', ['images'], {
      required: true,
      minRows: 1,
      admin: { description: 'Drag to reorder. The first photo is the album cover.' },
    }),
    legacyId,
    importRun,
    updatedBy,
  ],
}
