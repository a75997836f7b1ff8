/**
 * The site's languages. English is the default and the fallback: a Hindi page shows the
 * English of anything not yet translated. Addresses: `/x` in English, `/hi/x` in Hindi.
 */
import { englishOfHindi, isPagePath } from '../routes'
export const LOCALES = ['en', 'hi'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** What each language is called, in itself (for the language switch and the admin). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' }

/** The BCP 47 tag for `lang` attributes and Intl formatting. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi' }

/** Open Graph's locale names. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' }

/** The request header the proxy sets on every request with the page's language (src/proxy.ts). */
export const LOCALE_HEADER = 'x-site-locale'

/** The request header with the page's address without the language prefix ('/news?page=2'). */
export const PATH_HEADER = 'x-site-path'

export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v)

/** The language a `lang` attribute names, or the default one. */
export const localeOf = (lang: unknown): Locale => (isLocale(lang) ? lang : DEFAULT_LOCALE)

/** The path prefix of a language: '' for English, '/hi' for Hindi. */
export const prefixOf = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`)

/**
 * A public address split into its language and the address of the page itself:
 * '/hi/news?page=2' → { locale: 'hi', path: '/news?page=2' }; '/hi' → { locale: 'hi', path: '/' }.
 */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const english = englishOfHindi(path)
  return english === null ? { locale: DEFAULT_LOCALE, path } : { locale: 'hi', path: english }
}

/**
 * A site address in `locale`: '/news' → '/hi/news'. Addresses outside the pages (files,
 * feeds, other sites, fragments, mail links) stay as they are.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href
  // Files, feeds, the API, the admin, pictures are in no language (../routes).
  if (!isPagePath(href)) return href
  if (splitLocale(href).locale === locale) return href
  // The Hindi home page is /hi (Next answers /hi/ with a redirect there).
  if (href === '/') return prefixOf(locale)
  if (href.startsWith('/?') || href.startsWith('/#')) return prefixOf(locale) + href.slice(1)
  return prefixOf(locale) + href
}

