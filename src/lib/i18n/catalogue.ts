/**
 * The one way the site's own words are translated: a feature keeps a typed catalogue, its
 * English and its Hindi side by side, and picks the page's language from it by key, never by
 * the English text. `hi` takes the type of `en`, so TypeScript refuses a Hindi catalogue that
 * misses a key; tests/unit/catalogues.test.ts fails when a Hindi entry is empty or is still
 * the English.
 *
 *   const WORDS = defineWords({ en: { close: 'Close' }, hi: { close: 'बंद करें' } })
 *   wordsIn(WORDS, locale).close
 */
import type { Locale } from './locales'

export type Catalogue<T> = Readonly<Record<Locale, T>>

const registered: { name: string; catalogue: Catalogue<unknown> }[] = []

/** A catalogue, under a name the tests report it by. */
export function defineWords<T>(name: string, catalogue: { en: T; hi: NoInfer<T> }): Catalogue<T> {
  registered.push({ name, catalogue })
  return catalogue
}

/** The words of one language. */
export const wordsIn = <T>(catalogue: Catalogue<T>, locale: Locale): T => catalogue[locale]

/** Every catalogue defined so far (those of the modules imported), for the tests. */
export const definedCatalogues = (): readonly { name: string; catalogue: Catalogue<unknown> }[] => registered

/** How long to wait, for messages to people: "10 minutes", "45 seconds"; "10 मिनट", "45 सेकंड". */
export const WAIT = defineWords('wait', {
  en: (seconds: number): string => {
    if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
    const minutes = Math.ceil(seconds / 60)
    return `${minutes} minute${minutes === 1 ? '' : 's'}`
  },
  hi: (seconds: number): string => {
    const s = Math.max(1, Math.ceil(seconds))
    return s < 60 ? `${s} सेकंड` : `${Math.ceil(s / 60)} मिनट`
  },
})
