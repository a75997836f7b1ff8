/**
 * The language of the page being rendered, from the header the proxy sets on every request
 * (src/proxy.ts). Outside a request (scripts, tests) and for the JSON API: English.
 */
import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { DEFAULT_LOCALE, isLocale, LOCALE_HEADER, PATH_HEADER, type Locale } from '@/lib/i18n/locales'

async function requestHeaders(): Promise<Headers | null> {
  try {
    return await headers()
  } catch {
    return null
  }
}

export const requestLocale = cache(async (): Promise<Locale> => {
  const value = (await requestHeaders())?.get(LOCALE_HEADER)
  return isLocale(value) ? value : DEFAULT_LOCALE
})

/** The address of the page being rendered, without its language prefix: '/news?page=2'. */
export const requestPath = cache(async (): Promise<string> => {
  const value = (await requestHeaders())?.get(PATH_HEADER)
  return value && value.startsWith('/') ? value : '/'
})
