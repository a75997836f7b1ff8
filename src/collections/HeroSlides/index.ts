import type { CollectionConfig } from 'payload'

import { image } from '@/fields'
import { HOME_GROUP, staffEdited } from '../shared'

export const HeroSlides: CollectionConfig = {
  slug: 'hero-slides',
  labels: { singular: 'Hero slide', plural: 'Hero slides' },
  ...staffEdited,
  defaultSort: 'order',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order'], group: HOME_GROUP },
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
  ],
}
