import { outlined } from '@/fields'
import { contentPage } from './shared'

export const SyllabusPage = contentPage('syllabus-page', 'Syllabus & curriculum', [
  {
    name: 'sections',
    type: 'array',
    fields: [
      outlined({ name: 'heading', type: 'text', required: true }),
      { name: 'body', type: 'richText', required: true },
    ],
  },
])
