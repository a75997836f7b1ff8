import { outlined, pdf } from '@/fields'
import { contentPage } from './shared'

export const ActivitiesPage = contentPage('activities-page', 'Activities', [
  {
    name: 'tabs',
    type: 'array',
    admin: { description: 'One tab each; the first is open when the page loads.' },
    fields: [
      outlined({ name: 'title', type: 'text', required: true }),
      { name: 'body', type: 'richText' },
      pdf('embeddedPdf', { admin: { description: 'Optional: a PDF shown inside the tab.' } }),
    ],
  },
])
