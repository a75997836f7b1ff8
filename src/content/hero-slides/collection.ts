import type { CollectionConfig } from 'payload'

import { image, importRun, legacyId } from '@/fields'
import { updatedBy } from '@/hooks/history'
import { HOME_GROUP, revalidates, staffEdited } from '@/content/shared'
import { contentType } from '@/content/facts'

export const HeroSlides: CollectionConfig = contentType(
  {
    slug: 'hero-slides',
    labels: { singular: 'Hero slide', plural: 'Hero slides' },
    ...staffEdited,
    defaultSort: 'order',
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'order'], group: HOME_GROUP },
    hooks: revalidates,
    fields: [
      { name: 'title', type: 'text', required: true },
      image('image', { required: true }),
      {
        name: 'order',
        type: 'number',
        required: true,
        defaultValue: 1,
        admin: { description: 'Slides are shown in ascending order.' },
      },
      legacyId,
      importRun,
      updatedBy,
    ],
  },
  { shown: true, translated: true },
)
