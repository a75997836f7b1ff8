import type { CollectionConfig } from 'payload'

import { image } from '@/fields'
import { isSessionYear } from '@/lib/sessionYear'
import { CONTENT_GROUP, publishable } from '../shared'

export const TOPPER_CLASSES = ['X', 'XII'] as const

export const Toppers: CollectionConfig = {
  slug: 'toppers',
  labels: { singular: 'Topper', plural: 'Toppers' },
  ...publishable,
  defaultSort: '-percentage',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'class', 'sessionYear', 'percentage', '_status'],
    group: CONTENT_GROUP,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      type: 'row',
      fields: [
        {
          name: 'class',
          type: 'select',
          required: true,
          index: true,
          options: TOPPER_CLASSES.map((c) => ({ label: `Class ${c}`, value: c })),
        },
        {
          name: 'sessionYear',
          type: 'text',
          required: true,
          index: true,
          admin: { description: 'e.g. 2024-25' },
          validate: (value: unknown) =>
            isSessionYear(value) || 'Write the session as YYYY-YY, e.g. 2024-25',
        },
        { name: 'percentage', type: 'number', required: true, min: 0, max: 100 },
        { name: 'stream', type: 'text', admin: { description: 'e.g. Science, Commerce, Humanities' } },
      ],
    },
    image('photo'),
  ],
}
