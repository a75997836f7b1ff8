import { attachments, outlined } from '@/fields'
import { contentPage } from './shared'

export const StudentCouncilPage = contentPage('student-council-page', 'Student council', [
  { name: 'intro', type: 'textarea' },
  {
    name: 'tabs',
    type: 'array',
    admin: { description: 'One tab each, with its photos; the first is open when the page loads.' },
    fields: [
      outlined({ name: 'title', type: 'text', required: true }),
      attachments('photos', ['images']),
    ],
  },
])
