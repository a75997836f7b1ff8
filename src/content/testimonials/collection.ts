import type { CollectionConfig } from 'payload'

import { image, importRun, legacyId } from '@/fields'
import { updatedBy } from '@/hooks/history'
import { HOME_GROUP, revalidates, staffEdited } from '@/content/shared'
import { contentType } from '@/content/facts'

/** Message Corner on the home page. */
export const Testimonials: CollectionConfig = contentType(
  {
    slug: 'testimonials',
    labels: { singular: 'Message (Message Corner)', plural: 'Message Corner' },
    ...staffEdited,
    admin: { useAsTitle: 'name', defaultColumns: ['name', 'category'], group: HOME_GROUP },
    hooks: revalidates,
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'category', type: 'text', required: true, admin: { description: 'e.g. Principal, Parent, Alumnus' } },
      { name: 'message', type: 'textarea', required: true },
      image('photo'),
      legacyId,
      importRun,
      updatedBy,
    ],
  },
  { shown: true },
)
