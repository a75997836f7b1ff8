import type { CollectionConfig } from 'payload'

import { image } from '@/fields'
import { CONTENT_GROUP, staffEdited } from '../shared'

/** Press cuttings and media coverage. */
export const MediaItems: CollectionConfig = {
  slug: 'media-items',
  labels: { singular: 'Media gallery item', plural: 'Media gallery' },
  ...staffEdited,
  defaultSort: '-date',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date'], group: CONTENT_GROUP },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    image('image', { required: true }),
  ],
}
