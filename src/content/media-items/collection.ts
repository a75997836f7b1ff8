import type { CollectionConfig } from 'payload'

import { image, importRun, legacyId, dayOnly } from '@/fields'
import { updatedBy } from '@/hooks/history'
import { CONTENT_GROUP, revalidates, staffEdited } from '@/content/shared'
import { contentType } from '@/content/facts'

/** Press cuttings and media coverage. */
export const MediaItems: CollectionConfig = contentType(
  {
    slug: 'media-items',
    labels: { singular: 'Media gallery item', plural: 'Media gallery' },
    ...staffEdited,
    defaultSort: '-date',
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'date'], group: CONTENT_GROUP },
    hooks: revalidates,
    fields: [
      { name: 'title', type: 'text', required: true, maxLength: 200 },
      { name: 'date', type: 'date', required: true, admin: { date: dayOnly } },
      image('image', { required: true }),
      legacyId,
      importRun,
      updatedBy,
    ],
  },
  { shown: true },
)
