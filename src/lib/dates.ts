/**
 * Dates as the school writes them: in Indian English, 14 August 2025; on Hindi pages in
 * Hindi, 14 अगस्त 2025. Digits are the international ones in both (hi-IN's default, which
 * GIGW allows and visitors read most easily alongside the English pages and documents).
 */
import { LANGUAGE_TAGS, type Locale } from './i18n/locales'

const formats = new Map<string, Intl.DateTimeFormat>()
function format(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options)
  let f = formats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { ...options, timeZone: 'UTC', numberingSystem: 'latn' })
    formats.set(key, f)
  }
  return f
}

const LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }
const SHORT: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'short', year: 'numeric' }

export function formatDate(iso: string | null | undefined, locale: Locale = 'en'): string {
  if (!iso) return ''
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : format(locale, LONG).format(d)
}

/** Day, short month and year, e.g. { day: '05', month: 'Sept', year: '2025' } (en-IN's short September), for date badges on cards. */
export function dayMonthAndYear(
  iso: string | null | undefined,
  locale: Locale = 'en',
): { day: string; month: string; year: string } | null {
  if (!iso) return null
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return null
  const parts = format(locale, SHORT).formatToParts(d)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return { day: part('day'), month: part('month'), year: part('year') }
}

/** A number as the page's language writes it: 1,23,456 (Indian grouping) in both, with international digits. */
export function formatNumber(n: number, locale: Locale = 'en'): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[locale], { numberingSystem: 'latn' }).format(n)
}
