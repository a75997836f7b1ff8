import { contentPage } from './shared'

/** The home page's own words: the about teaser and the three feature cards. */
export const HomePage = contentPage('home-page', 'Home page texts', [
  {
    name: 'aboutTeaser',
    type: 'group',
    fields: [
      { name: 'heading', type: 'text', required: true },
      { name: 'text', type: 'textarea', required: true },
    ],
  },
  {
    name: 'featureCards',
    type: 'array',
    maxRows: 6,
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'text', type: 'textarea', required: true },
      { name: 'link', type: 'text', required: true, admin: { description: 'A page of this site, e.g. /about-school' } },
    ],
  },
])
