import { pdf } from '@/fields'
import { contentPage } from './shared'

export const ExamSchedulePage = contentPage('exam-schedule-page', 'Exam schedule', [
  { name: 'intro', type: 'textarea' },
  {
    name: 'dateSheets',
    type: 'array',
    fields: [
      { name: 'title', type: 'text', required: true },
      pdf('file', { required: true }),
    ],
  },
])
