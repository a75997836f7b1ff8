import { image } from '@/fields'
import { contentPage } from './shared'

export const InfrastructurePage = contentPage('infrastructure-page', 'Infrastructure', [
  { name: 'intro', type: 'textarea' },
  {
    name: 'photos',
    type: 'array',
    fields: [image('image', { required: true }), { name: 'caption', type: 'text', required: true }],
  },
])
