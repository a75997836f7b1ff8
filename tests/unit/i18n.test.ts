import { describe, expect, it } from 'vitest'

import { dayMonthAndYear, formatDate, formatNumber } from '@/lib/dates'
import { en, hi, translateLabel } from '@/lib/i18n/dictionary'
import { localizedHref, splitLocale } from '@/lib/i18n/locales'
import { translationState } from '@/lib/i18n/translation'
import { PAGES, MENU, SITEMAP, FOOTER_LINKS } from '@/lib/navigation'

describe('the dictionary', () => {
  it('has every English key in Hindi (TypeScript checks it; this guards against a cast), none left in English', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort())
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      if (typeof en[key] === 'string' && key !== 'languageSwitch') expect(hi[key], key).not.toBe(en[key])
    }
  })

  it('has a Hindi name for every page, menu group and sitemap group', () => {
    const labels = [
      ...Object.values(PAGES).map((p) => p.label),
      ...MENU.flatMap((m) => ('links' in m ? [m.label, ...m.links.map((l) => l.label)] : [m.label])),
      ...SITEMAP.map((g) => g.label),
      ...FOOTER_LINKS.map((l) => l.label),
    ]
    expect(labels.filter((l) => translateLabel(l, 'hi') === l)).toEqual([])
    expect(translateLabel('News', 'en')).toBe('News')
    expect(translateLabel('Sports day, 2026', 'hi')).toBe('Sports day, 2026')
  })
})

describe('addresses in each language', () => {
  it('splits /hi off an address', () => {
    expect(splitLocale('/hi')).toEqual({ locale: 'hi', path: '/' })
    expect(splitLocale('/hi/')).toEqual({ locale: 'hi', path: '/' })
    expect(splitLocale('/hi/news?page=2')).toEqual({ locale: 'hi', path: '/news?page=2' })
    expect(splitLocale('/history')).toEqual({ locale: 'en', path: '/history' })
    expect(splitLocale('/hi?month=2026-01')).toEqual({ locale: 'hi', path: '/?month=2026-01' })
    expect(splitLocale('/HI/news')).toEqual({ locale: 'en', path: '/HI/news' })
  })

  it('puts pages under /hi and leaves files, feeds and other sites alone', () => {
    expect(localizedHref('/', 'hi')).toBe('/hi')
    expect(localizedHref('/news/3', 'hi')).toBe('/hi/news/3')
    expect(localizedHref('/?month=2026-01', 'hi')).toBe('/hi?month=2026-01')
    expect(localizedHref('/hi/news', 'hi')).toBe('/hi/news')
    expect(localizedHref('/files/documents/a.pdf', 'hi')).toBe('/files/documents/a.pdf')
    expect(localizedHref('/feeds/news.xml', 'hi')).toBe('/feeds/news.xml')
    expect(localizedHref('https://example.org/x', 'hi')).toBe('https://example.org/x')
    expect(localizedHref('/news', 'en')).toBe('/news')
  })
})

describe('dates and numbers per language', () => {
  it('writes dates in Indian English or in Hindi, with international digits', () => {
    expect(formatDate('2025-08-14T00:00:00.000Z')).toBe('14 August 2025')
    expect(formatDate('2025-08-14T00:00:00.000Z', 'hi')).toBe('14 अगस्त 2025')
    expect(dayMonthAndYear('2025-09-05T00:00:00.000Z', 'hi')).toEqual({ day: '05', month: 'सित॰', year: '2025' })
    expect(formatDate('not a date', 'hi')).toBe('')
  })

  it('groups numbers the Indian way in both', () => {
    expect(formatNumber(1234567)).toBe('12,34,567')
    expect(formatNumber(1234567, 'hi')).toBe('12,34,567')
  })
})

describe('whether a page is translated', () => {
  it('is missing without a Hindi save, outdated when the English changed after it', () => {
    expect(translationState('hi', null)).toBe('missing')
    expect(translationState('hi', { en: '2026-01-02T00:00:00Z' })).toBe('missing')
    expect(translationState('hi', { en: '2026-01-01T00:00:00Z', hi: '2026-01-02T00:00:00Z' })).toBe('translated')
    expect(translationState('hi', { en: '2026-01-03T00:00:00Z', hi: '2026-01-02T00:00:00Z' })).toBe('outdated')
    expect(translationState('en', null)).toBe('translated')
    // Several documents: the worst wins.
    expect(translationState('hi', { hi: '2026-01-02T00:00:00Z' }, null)).toBe('missing')
  })
})

describe('page descriptions written in code', () => {
  it('have Hindi on Hindi pages, stay as they are in English, and leave CMS text alone', async () => {
    const { translateDescription } = await import('@/lib/i18n/dictionary')
    const english = 'Events at the school: upcoming ones first, then past ones.'
    expect(translateDescription(english, 'en')).toBe(english)
    expect(translateDescription(english, 'hi')).toBe('विद्यालय के कार्यक्रम: पहले आने वाले, फिर बीते हुए।')
    expect(translateDescription('Annual Day 2025 photos', 'hi')).toBe('Annual Day 2025 photos')
  })
})
