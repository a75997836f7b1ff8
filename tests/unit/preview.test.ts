import { describe, expect, it } from 'vitest'

import { collections } from '@/content'
import { factsOf } from '@/content/facts'
import { previewLinkFor, safeSitePath } from '@/lib/preview'

/** Where a document of this collection shows, as its type's facts say. */
const pagePathFor = (slug: string, doc: Record<string, unknown>) => factsOf(collections.find((c) => c.slug === slug)).path?.(doc) ?? null
const previewOf = (slug: string, doc: Record<string, unknown>) => {
  const preview = collections.find((c) => c.slug === slug)?.admin?.preview
  return preview ? preview(doc, { locale: 'en', req: {} as never, token: null }) : null
}

describe("each content type's page (its path fact)", () => {
  it('sends each kind of draft to the page that lists it', () => {
    expect(pagePathFor('news', {})).toBe('/news')
    expect(pagePathFor('events', {})).toBe('/events')
    expect(pagePathFor('circulars', {})).toBe('/newsletters')
    expect(pagePathFor('notifications', {})).toBe('/')
    expect(pagePathFor('highlights', {})).toBe('/')
    expect(pagePathFor('toppers', { class: 'XII' })).toBe('/toppers-xii')
    expect(pagePathFor('toppers', { class: 'X' })).toBe('/toppers-x')
  })

  it('sends a saved news item or event to its own page', () => {
    expect(pagePathFor('news', { id: 12 })).toBe('/news/12')
    expect(pagePathFor('events', { id: 7 })).toBe('/events/7')
  })

  it('opens an album on its own page, by its kept id first', () => {
    expect(pagePathFor('gallery-albums', { id: 7 })).toBe('/sub-gallery?id=7')
    expect(pagePathFor('gallery-albums', { id: 7, legacyId: '64b0f a' })).toBe('/sub-gallery?id=64b0f%20a')
    expect(pagePathFor('gallery-albums', {})).toBe('/gallery')
  })

  it('has no page for files and records that are not shown as such', () => {
    expect(pagePathFor('images', {})).toBeNull()
    expect(previewOf('transfer-certificates', {})).toBeNull()
  })

  it("builds the admin's preview link with the path encoded", () => {
    expect(previewOf('gallery-albums', { id: 3 })).toBe('/preview?path=%2Fsub-gallery%3Fid%3D3')
    expect(previewLinkFor('/news/4')).toBe('/preview?path=%2Fnews%2F4')
  })
})

describe('safeSitePath', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeSitePath('/sub-gallery?id=3')).toBe('/sub-gallery?id=3')
    expect(safeSitePath('/news')).toBe('/news')
  })

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'news',
    '',
    null,
    '/admin/logout',
    '/api/news/KSR',
    '/preview?path=/',
  ])('replaces %s with the home page', (value) => {
    expect(safeSitePath(value)).toBe('/')
  })

  // What `?path=` carries once the query is decoded: tricks that become `//host` (another
  // site, to a browser) only after the path is normalised, and their spellings.
  it.each([
    '//x',
    '/.//x',
    '/..//x',
    '/a/..//x',
    '/./\\x',
    '/\\x',
    '\\/x',
    '///x',
    'https://x',
    '/\t/x',
    '/\n/x',
    '/\t//x',
    '/\r\n//x',
    '/%61dmin',
    '/%61pi/news/KSR',
  ])('never sends %j off the site or into the admin', (value) => {
    expect(safeSitePath(value)).toBe('/')
  })

  it.each([
    ['/%2F%2Fx', '/%2F%2Fx'],
    ['/%5Cx', '/%5Cx'],
    ['/a/../news', '/news'],
    ['/news/./7', '/news/7'],
    ['/', '/'],
  ])('keeps %j, a path on this site, as %j', (value, path) => {
    expect(safeSitePath(value)).toBe(path)
  })

  it('answers only with a path on this site, whatever it is given', () => {
    const pieces = ['/', '//', '\\', '.', '..', '%2F', '%5C', 'x', '?', '#', '@', ':', '\t', 'https:']
    const onSite = /^\/(?![/\\])/
    for (const a of pieces) for (const b of pieces) for (const c of pieces) {
      const value = `/${a}${b}${c}`
      expect(safeSitePath(value), value).toMatch(onSite)
    }
  })
})
