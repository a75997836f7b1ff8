import type { CollectionConfig } from 'payload'

import { attachments, importRun, legacyId } from '@/fields'
import { updatedBy } from '@/hooks/history'
import { HOME_GROUP, publishable, revalidates } from '@/content/shared'
import { contentType } from '@/content/facts'
import { routes } from '@/lib/routes'

/** Short items scrolling in the home page's highlights strip, each linking to a file. */
export const Highlights: CollectionConfig = contentType(
  {
    slug: 'highlights',
    labels: { singular: 'Highlight', plural: 'Highlights' },
    ...publishable,
    admin: {
      useAsTitle: 'description',
      defaultColumns: ['description', '_status', 'updatedAt'],
      group: HOME_GROUP,
    },
    hooks: revalidates,
    fields: [{ name: 'description', type: 'text', required: true, maxLength: 300 }, attachments(), legacyId, importRun, updatedBy],
  },
  { shown: true, translated: true, search: 'document', path: () => routes.home },
)
