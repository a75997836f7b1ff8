import type { CollectionConfig } from 'payload'

import { attachments, importRun, legacyId, dayOnly } from '@/fields'
import { updatedBy } from '@/hooks/history'
import { CONTENT_GROUP, publishable, revalidates } from '@/content/shared'
import { contentType, textOf } from '@/content/facts'
import { routes } from '@/lib/routes'

export const Events: CollectionConfig = contentType(
  {
    slug: 'events',
    labels: { singular: 'Event', plural: 'Events' },
    ...publishable,
    defaultSort: '-date',
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'date', 'venue', '_status'],
      group: CONTENT_GROUP,
    },
    hooks: revalidates,
    fields: [
      { name: 'title', type: 'text', required: true, maxLength: 200 },
      {
        type: 'row',
        fields: [
          {
            name: 'date',
            type: 'date',
            required: true,
            index: true,
            admin: { date: dayOnly },
          },
          { name: 'time', type: 'text', admin: { description: 'e.g. 10:00 AM – 1:00 PM' } },
          { name: 'venue', type: 'text' },
        ],
      },
      { name: 'description', type: 'textarea' },
      attachments('images', ['images'], { admin: { description: 'The first photo is shown on cards.' } }),
      legacyId,
      importRun,
      updatedBy,
    ],
  },
  {
    shown: true,
    translated: true,
    search: 'event',
    notice: {
      topic: 'events',
      byClass: true,
      order: 4,
      label: { hi: 'कार्यक्रम' },
      kind: { hi: 'कार्यक्रम' },
      summary: (doc) => [textOf(doc.date).slice(0, 10), textOf(doc.time), textOf(doc.venue)].filter(Boolean).join(', '),
    },
    path: (doc) => (typeof doc.id === 'number' ? routes.event(doc.id) : routes.events),
  },
)
