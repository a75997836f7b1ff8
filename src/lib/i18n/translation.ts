/**
 * Whether a page's content is in the language asked for, from the record of when each
 * language of its CMS document last changed (src/fields/localized `translationStamps`).
 */
import type { Locale } from './locales'

export type TranslationState = 'translated' | 'missing' | 'outdated'

/** `stamps` from the documents a page shows (several: a page and, say, its albums): the worst state wins. */
export function translationState(locale: Locale, ...stamps: unknown[]): TranslationState {
  if (locale === 'en') return 'translated'
  let state: TranslationState = 'translated'
  for (const s of stamps) {
    const record = s && typeof s === 'object' ? (s as Record<string, unknown>) : {}
    const own = typeof record[locale] === 'string' ? Date.parse(record[locale]) : NaN
    if (Number.isNaN(own)) return 'missing'
    const english = typeof record.en === 'string' ? Date.parse(record.en) : NaN
    if (!Number.isNaN(english) && english > own) state = 'outdated'
  }
  return state
}
