import { describe, expect, it } from 'vitest'

import { breadcrumbJsonLd, eventJsonLd, jsonLdText, newsArticleJsonLd, schoolJsonLd } from '@/lib/structuredData'

const school = { name: 'Test Vidyalaya', url: 'https://school.example/', logo: 'https://school.example/files/images/logo.png' }

describe('schoolJsonLd', () => {
  it('describes the school with its postal address, PIN code and first contacts', () => {
    const data = schoolJsonLd({
      ...school,
      address: 'Near Bus Stand,\nSector 4, Rohtak\nHaryana 124001',
      phones: ['  ', '+91 1262 000000', '+91 99999 00000'],
      emails: ['office@school.example'],
      foundedOn: '1978-07-09T00:00:00.000Z',
      sameAs: ['https://facebook.example/school', 'not a link'],
    })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'School',
      name: 'Test Vidyalaya',
      telephone: '+91 1262 000000',
      email: 'office@school.example',
      foundingDate: '1978-07-09',
      sameAs: ['https://facebook.example/school'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Near Bus Stand, Sector 4, Rohtak, Haryana 124001',
        postalCode: '124001',
        addressCountry: 'IN',
      },
    })
  })

  it('leaves out what the school has not filled in', () => {
    expect(Object.keys(schoolJsonLd({ name: 'A', url: 'https://a.example/' })).sort()).toEqual(['@context', '@type', 'name', 'url'])
  })
})

describe('newsArticleJsonLd and eventJsonLd', () => {
  it('give a news item a headline of at most 110 characters, its date and the school as publisher', () => {
    const data = newsArticleJsonLd(
      {
        url: 'https://school.example/news/3',
        headline: 'x'.repeat(130),
        published: '2025-08-15',
        images: ['https://school.example/share-image/4'],
      },
      school,
    )
    expect(String(data.headline)).toHaveLength(110)
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      datePublished: '2025-08-15',
      publisher: { '@type': 'Organization', name: 'Test Vidyalaya' },
    })
  })

  it('place an event at its venue at the school, at Indian times', () => {
    const data = eventJsonLd(
      { url: 'https://school.example/events/9', name: 'Sports Day', start: '2025-12-05T09:00:00+05:30', venue: 'Main ground', images: [] },
      { ...school, address: 'Rohtak 124001' },
    )
    expect(data).toMatchObject({
      '@type': 'Event',
      startDate: '2025-12-05T09:00:00+05:30',
      location: { '@type': 'Place', name: 'Main ground', address: { postalCode: '124001' } },
    })
    expect(data).not.toHaveProperty('image')
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 and lets the last one go without an address', () => {
    expect(
      breadcrumbJsonLd([{ name: 'Home', url: 'https://s.example/' }, { name: 'News', url: 'https://s.example/news' }, { name: 'Item' }])
        .itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s.example/' },
      { '@type': 'ListItem', position: 2, name: 'News', item: 'https://s.example/news' },
      { '@type': 'ListItem', position: 3, name: 'Item' },
    ])
  })
})

describe('jsonLdText', () => {
  it('cannot close its script element, and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & <!--' }
    const text = jsonLdText(data)
    expect(text).not.toMatch(/[<>&]/)
    expect(JSON.parse(text)).toEqual(data)
  })
})
