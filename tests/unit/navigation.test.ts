import { describe, expect, it } from 'vitest'

import { PAGES, SITEMAP } from '@/lib/navigation'

describe('sitemap', () => {
  it('covers every page of the site exactly once', () => {
    const listed = SITEMAP.flatMap((g) => g.links.map((l) => l.href))
    expect(new Set(listed).size).toBe(listed.length)
    expect([...listed].sort()).toEqual(Object.values(PAGES).map((p) => p.href).sort())
  })
  it('has the groups of the original site, in order', () => {
    expect(SITEMAP.map((g) => g.label)).toEqual(['Home', 'School', 'Academics', 'Achievement', 'Admission', 'Gallery', 'Information', 'Contact'])
  })
})
