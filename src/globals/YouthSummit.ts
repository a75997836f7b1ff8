import { image, textList, dayOnly } from '@/fields'
import { contentPage } from './shared'

export const YouthSummit = contentPage('youth-summit', 'Youth summit', [
  { name: 'title', type: 'text', required: true },
  {
    type: 'row',
    fields: [
      { name: 'date', type: 'date', required: true, admin: { date: dayOnly } },
      { name: 'startTime', type: 'text', required: true },
      { name: 'endTime', type: 'text', required: true },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'grades', type: 'text', required: true, admin: { description: 'e.g. 9-12' } },
      { name: 'fee', label: 'Fee (Rs.)', type: 'number', min: 0 },
      { name: 'venue', type: 'text' },
    ],
  },
  { name: 'about', type: 'richText' },
  {
    name: 'messages',
    type: 'array',
    fields: [
      { name: 'author', type: 'text', required: true },
      { name: 'role', type: 'text', required: true },
      { name: 'message', type: 'textarea', required: true },
      image('photo'),
    ],
  },
  {
    name: 'committees',
    type: 'array',
    fields: [{ name: 'name', type: 'text', required: true }, textList('agenda', 'Agenda', 'Agenda item')],
  },
])
