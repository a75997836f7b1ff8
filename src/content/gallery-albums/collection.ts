import type { CollectionConfig } from 'payload'

import { attachments, importRun, legacyId, dayOnly } from '@/fields'
import { updatedBy } from '@/hooks/history'
import { CONTENT_GROUP, publishable, revalidates } from '@/content/shared'
import { contentType } from '@/content/facts'
import { routes } from '@/lib/routes'

export const GalleryAlbums: CollectionConfig = contentType(
  {
    slug: 'gallery-albums',
    labels: { singular: 'Gallery album', plural: 'Gallery albums' },
    ...publishable,
    defaultSort: '-date',
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'date', '_status'],
      group: CONTENT_GROUP,
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
  },
  {
    shown: true,
    translated: true,
    search: 'album',
    // The old site's id when it has one, so its links keep working.
    path: (doc) => ((ref) => (ref === undefined || ref === null || ref === '' ? routes.gallery : routes.album(String(ref))))(doc.legacyId || doc.id),
  },
)
