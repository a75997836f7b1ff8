import type { CollectionConfig } from 'payload'

import { attachments } from '@/fields'
import { HOME_GROUP, publishable } from '../shared'

/** Short items scrolling in the home page's highlights strip, each linking to a file. */
export const Highlights: CollectionConfig = {
  slug: 'highlights',
  labels: { singular: 'Highlight', plural: 'Highlights' },
  ...publishable,
  admin: { useAsTitle: 'description', defaultColumns: ['description', '_status', 'updatedAt'], group: HOME_GROUP },
  fields: [
    { name: 'description', type: 'text', required: true, maxLength: 300 },
    attachments(),
  ],
}
