import type { CollectionConfig } from 'payload'

import { attachments, importRun, legacyId, dayOnly } from '@/fields'
import { updatedBy } from '@/hooks/history'
import { CONTENT_GROUP, publishable, revalidates } from '@/content/shared'
import { contentType, textOf } from '@/content/facts'
import { routes } from '@/lib/routes'

export const CIRCULAR_CATEGORIES = ['News Letter', 'Loquacity'] as const

/** Newsletters and the Loquacity magazine. */
export const Circulars: CollectionConfig = contentType(
  {
    slug: 'circulars',
    labels: { singular: 'Circular / newsletter', plural: 'Circulars & newsletters' },
    ...publishable,
    defaultSort: '-date',
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'category', 'date', '_status'],
      group: CONTENT_GROUP,
    },
    hooks: revalidates,
    fields: [
      { name: 'title', type: 'text', required: true, maxLength: 200 },
      {
        type: 'row',
        fields: [
          {
            name: 'category',
            type: 'select',
            required: true,
            index: true,
            options: CIRCULAR_CATEGORIES.map((c) => ({ label: c, value: c })),
          },
          {
            name: 'date',
            type: 'date',
            index: true,
            admin: {
              date: dayOnly,
              description: 'May be left empty; undated items are listed only when no year is chosen.',
            },
          },
        ],
      },
      attachments('attachments', ['documents', 'images'], { required: true, minRows: 1 }),
      legacyId,
      importRun,
      updatedBy,
    ],
  },
  {
    shown: true,
    search: 'newsletter',
    notice: {
      topic: 'circulars',
      byClass: true,
      order: 2,
      label: { en: 'Circulars and newsletters', hi: 'परिपत्र और समाचार पत्रिकाएँ' },
      kind: { en: 'Circular', hi: 'परिपत्र' },
      summary: (doc) => textOf(doc.category),
    },
    path: () => routes.newsletters,
  },
)
