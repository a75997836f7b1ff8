import type { CollectionConfig } from 'payload'

import { attachments, importRun, legacyId, dayOnly } from '@/fields'
import { updatedBy } from '@/hooks/history'
import { CONTENT_GROUP, publishable, revalidates } from '@/content/shared'
import { contentType, textOf } from '@/content/facts'
import { routes } from '@/lib/routes'

export const News: CollectionConfig = contentType(
  {
    slug: 'news',
    labels: { singular: 'News item', plural: 'News' },
    ...publishable,
    defaultSort: '-fromDate',
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'fromDate', '_status'], group: CONTENT_GROUP },
    hooks: revalidates,
    fields: [
      { name: 'title', type: 'text', required: true, maxLength: 200 },
      { name: 'description', type: 'textarea', required: true },
      {
        type: 'row',
        fields: [
          {
            name: 'fromDate',
            label: 'Start date',
            type: 'date',
            required: true,
            index: true,
            admin: { date: dayOnly },
          },
          {
            name: 'date',
            label: 'End date',
            type: 'date',
            admin: { date: dayOnly, description: 'Leave empty for a one-day item.' },
          },
        ],
      },
      attachments(),
      legacyId,
      importRun,
      updatedBy,
    ],
  },
  {
    shown: true,
    translated: true,
    search: 'news',
    notice: { topic: 'news', byClass: true, order: 3, label: { hi: 'समाचार' }, kind: { en: 'News', hi: 'समाचार' }, summary: (doc) => textOf(doc.description) },
    path: (doc) => (typeof doc.id === 'number' ? routes.newsItem(doc.id) : routes.news),
  },
)
