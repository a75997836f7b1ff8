import { outlined, textList } from '@/fields'
import { contentPage } from './shared'

export const ParentPortalHelp = contentPage('parent-portal-help', 'Parent portal help', [
  { name: 'intro', type: 'textarea' },
  {
    name: 'guides',
    type: 'array',
    admin: { description: 'e.g. Logging in, Resetting your password, Paying fees online, Installing the app.' },
    fields: [outlined({ name: 'heading', type: 'text', required: true }), textList('steps', 'Steps', 'Step')],
  },
])
