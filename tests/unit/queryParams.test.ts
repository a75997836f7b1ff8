import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { canonicalPath, canonicalTarget, PAGES_WITH_PARAMS, readParams } from '@/lib/queryParams'

const now = new Date('2026-11-24T10:00:00Z')
const canon = (target: string) => canonicalTarget(target, now)

describe('the canonical address the response cache keys by', () => {
  it('drops every parameter a page does not read: shared-link tags and junk', () => {
    expect(canon('/news?utm_source=whatsapp&fbclid=IwAR0abc')).toBe('/news')
    expect(canon('/news?r=8f3a9c')).toBe('/news')
    expect(canon('/robots.txt?' + 'x'.repeat(12_000))).toBe('/robots.txt')
    expect(canon('/news/3?gclid=abc')).toBe('/news/3')
    expect(canon('/about-school?page=2')).toBe('/about-school')
  })

  it('keeps what the page reads, in a fixed order, first value only', () => {
    expect(canon('/news?page=2&utm_medium=x&year=2025')).toBe('/news?year=2025&page=2')
    expect(canon('/news?year=2025&year=2024&page=3&page=4')).toBe('/news?year=2025&page=3')
    // Page 1 is the list's own address.
    expect(canon('/news?page=1&utm_source=x')).toBe('/news')
    expect(canon('/api/news/KSR?limit=5&page=1')).toBe('/api/news/KSR?limit=5&page=1')
    expect(canon('/hi/gallery?page=2&year=all')).toBe('/hi/gallery?year=all&page=2')
    expect(canon('/sub-gallery?id=64b7f0c2a1&x=1')).toBe('/sub-gallery?id=64b7f0c2a1')
    expect(canon('/toppers-xii?session=2024-25&sort=x')).toBe('/toppers-xii?session=2024-25')
    expect(canon('/api/news/KSR?limit=10&page=2&callback=x')).toBe('/api/news/KSR?limit=10&page=2')
    expect(canon('/api/subGallery?id=7&limit=3')).toBe('/api/subGallery?id=7')
    // A one-segment address no page file has may be a content type's own list (src/content/listing).
    expect(canon('/achievements?utm_source=x&page=2')).toBe('/achievements?page=2')
    expect(canon('/hi/achievements?page=3')).toBe('/hi/achievements?page=3')
    expect(canon('/achievements/4?page=2')).toBe('/achievements/4')
    expect(canon('/admission?page=2')).toBe('/admission')
    // Other spellings of /hi and /api are no page and no API address: they read nothing.
    expect(canon('/HI/news?page=2')).toBe('/HI/news')
    expect(canon('/API/news/KSR?limit=5')).toBe('/API/news/KSR')
  })

  it('turns a value outside its shape into one stand-in the page answers the same way', () => {
    // "No such page" (404) for every malformed page number, one key for all of them.
    for (const bad of ['abc', '-1', '1.5', '02', '9999999', '']) expect(canon(`/news?page=${bad}`), bad).toBe('/news?page=0')
    expect(canon('/news?year=abcd')).toBe('/news?year=all')
    // The API still refuses what it refused (400 naming the field), under one key.
    expect(canon('/api/news/KSR?limit=abc')).toBe('/api/news/KSR?limit=x')
    expect(canon('/api/news/KSR?limit=0')).toBe('/api/news/KSR?limit=0')
    expect(canon('/sub-gallery?id=' + 'a'.repeat(65))).toBe('/sub-gallery')
  })

  it('keeps the calendar within a few years of today', () => {
    expect(canon('/?month=2026-03')).toBe('/?month=2026-03')
    expect(canon('/home?month=2031-12')).toBe('/home?month=2031-12')
    expect(canon('/?month=2032-01')).toBe('/')
    expect(canon('/?month=1999-01')).toBe('/')
    expect(canon('/?month=2026-13')).toBe('/')
  })

  it('reads a search as the search page does: trimmed, spaces run together, cut one past the longest query', () => {
    expect(canon('/search?q=%20%20fee%20%20%20structure%20')).toBe('/search?q=fee+structure')
    expect(canon('/search?q=admission&utm_source=x')).toBe('/search?q=admission')
    expect(canon('/search?q=+++')).toBe('/search')
    const long = canon('/search?q=' + 'a'.repeat(500))
    expect(new URLSearchParams(long.split('?')[1]).get('q')).toHaveLength(101)
    expect(canon('/hi/search?q=%E0%A4%AB%E0%A5%80%E0%A4%B8')).toBe('/hi/search?q=%E0%A4%AB%E0%A5%80%E0%A4%B8')
  })

  it('spells a path one way: escapes of plain characters decoded, dot segments and repeated or trailing slashes gone', () => {
    expect(canonicalPath('/n%65ws')).toBe('/news')
    expect(canonicalPath('/news/')).toBe('/news')
    expect(canonicalPath('//news//3')).toBe('/news/3')
    expect(canonicalPath('/a/../news/./3')).toBe('/news/3')
    expect(canonicalPath('/files/a%2fb')).toBe('/files/a%2Fb')
    expect(canonicalPath('/')).toBe('/')
    expect(canon('/N%65WS?page=2')).toBe('/NeWS')
  })

  it('lists every page that reads searchParams (a page missing here would never see its parameters)', () => {
    const app = path.resolve(import.meta.dirname, '../../src/app')
    const routes: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(full)
        else if (/^(page\.tsx|route\.ts)$/.test(entry.name) && /searchParams/.test(fs.readFileSync(full, 'utf8'))) {
          const route = path
            .relative(app, path.dirname(full))
            .split(path.sep)
            .filter((s) => !/^\(.*\)$/.test(s))
            .join('/')
          routes.push(`/${route}`)
        }
      }
    }
    walk(app)
    // Never cached (rendered per request with the whole address): the admin, previews, feedback,
    // the notices form and its links' pages, the links' own addresses, and admissions.
    const perRequest = /^\/(admin|preview|feedback|notices|subscriptions|admission)(\/|$)/
    const listed = new Set<string>(PAGES_WITH_PARAMS)
    for (const route of routes.filter((r) => !perRequest.test(r))) {
      expect(listed.has(route), `${route} reads searchParams`).toBe(true)
      // The catch-all reads them for the lists of types with a listing of their own, at any address like this one.
      expect(readParams(route === '/[...missing]' ? '/achievements' : route).length, route).toBeGreaterThan(0)
    }
  })
})
