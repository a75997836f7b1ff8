/** The page's language and its words, for server components (src/lib/i18n). */
import 'server-only'

import { dictionary, translateLabel, type Dictionary } from '@/lib/i18n/dictionary'
import { localizedHref, type Locale } from '@/lib/i18n/locales'
import { requestLocale } from './locale'

export type Words = {
  locale: Locale
  t: Dictionary
  /** A site address in the page's language: '/news' → '/hi/news' on a Hindi page. */
  href: (path: string) => string
  /** An English title or label from the code, in the page's language. */
  label: (english: string) => string
}

export async function words(): Promise<Words> {
  const locale = await requestLocale()
  return {
    locale,
    t: dictionary(locale),
    href: (path) => localizedHref(path, locale),
    label: (english) => translateLabel(english, locale),
  }
}
