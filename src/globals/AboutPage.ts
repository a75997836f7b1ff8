import { image } from '@/fields'
import { contentPage } from './shared'

export const AboutPage = contentPage('about-page', 'About the school', [
  { name: 'history', type: 'richText', required: true },
  { name: 'extendedCampus', type: 'richText' },
  { name: 'educationalAims', type: 'richText' },
  {
    type: 'row',
    fields: [
      { name: 'motto', type: 'text' },
      { name: 'mottoMeaning', type: 'textarea' },
    ],
  },
  image('photo'),
])
