import { image, outlined } from '@/fields'
import { contentPage } from './shared'

export const ErpPage = contentPage('erp-page', 'ERP software', [
  { name: 'intro', type: 'richText' },
  {
    name: 'portals',
    type: 'array',
    fields: [
      outlined({ name: 'title', type: 'text', required: true }),
      { name: 'description', type: 'textarea', required: true },
      image('image'),
    ],
  },
])
