import type { CollectionConfig } from 'payload'

import { importRun, legacyId } from '@/fields'
import { updatedBy } from '@/hooks/history'
import { CONTENT_GROUP, revalidates, staffEdited } from '@/content/shared'
import { contentType } from '@/content/facts'

export const Faculty: CollectionConfig = contentType(
  {
    slug: 'faculty',
    labels: { singular: 'Faculty member', plural: 'Faculty' },
    ...staffEdited,
    defaultSort: 'order',
    admin: { useAsTitle: 'name', defaultColumns: ['order', 'name', 'designation', 'category'], group: CONTENT_GROUP },
    hooks: revalidates,
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'designation', type: 'text', required: true, admin: { description: 'e.g. PGT (Physics)' } },
      { name: 'category', type: 'text', required: true, admin: { description: 'e.g. Teaching, Administrative' } },
      {
        name: 'order',
        type: 'number',
        required: true,
        min: 0,
        index: true,
        admin: { step: 1, description: 'Position in the faculty table: 1 comes first, then 2, …, 10.' },
        validate: (value: unknown) =>
          (typeof value === 'number' && Number.isInteger(value) && value >= 0) || 'Enter a whole number (1, 2, 3 …)',
      },
      legacyId,
      importRun,
      updatedBy,
    ],
  },
  { shown: true },
)
