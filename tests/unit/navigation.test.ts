import { describe, expect, it } from 'vitest'

import { MENU, menuWith, PAGES, SITEMAP, sitemapWith, type NavGroup } from '@/lib/navigation'

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

describe('the lists of content types with pages of their own (src/content/listing)', () => {
  const awards = { group: 'Achievements', label: 'Achievements', href: '/achievements' }
  it('join their menu group after its own links, and the sitemap group that holds that group’s first page', () => {
    const group = menuWith([awards]).find((e) => 'links' in e && e.label === 'Achievements') as NavGroup
    expect(group.links.map((l) => ('href' in l ? l.href : l.download))).toEqual(['/toppers-xii', '/toppers-x', '/achievements'])
    const sitemap = sitemapWith([awards])
    expect(sitemap.find((g) => g.label === 'Achievement')!.links.map((l) => l.href)).toEqual(['/toppers-xii', '/toppers-x', '/achievements'])
    expect(sitemap.flatMap((g) => g.links).filter((l) => l.href === '/achievements')).toHaveLength(1)
  })
  it('leave the menu and the sitemap as they are when none has anything published', () => {
    expect(menuWith([])).toEqual(MENU)
    expect(sitemapWith([])).toEqual(SITEMAP)
  })
  it('go to the sitemap’s last group when their menu group is not in the menu, and not into the menu', () => {
    const other = { group: 'No such group', label: 'Clubs', href: '/clubs' }
    expect(JSON.stringify(menuWith([other]))).not.toContain('/clubs')
    expect(sitemapWith([other]).at(-1)!.links.at(-1)).toEqual(other)
  })
})
