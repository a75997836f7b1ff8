import { image } from '@/fields'
import { contentPage } from './shared'

export const PrincipalMessage = contentPage('principal-message', "Principal's message", [
  { name: 'quotation', type: 'textarea', required: true },
  {
    type: 'row',
    fields: [
      { name: 'principalName', type: 'text', required: true },
      { name: 'designation', type: 'text', defaultValue: 'Principal' },
    ],
  },
  image('photo'),
  { name: 'letter', type: 'richText', required: true },
])
