/**
 * What a page tells search engines and the apps a link is shared in: its canonical address,
 * and Open Graph and Twitter tags with a picture (the page's own photo, else the school's),
 * so a link passed on in WhatsApp shows a title, a line and a picture. The school's name
 * comes from the CMS; the layout sets `metadataBase`, so addresses here are paths.
 */
import 'server-only'

import type { Metadata } from 'next'

import type { Feed } from '@/lib/feeds'
import { localizedHref, OG_LOCALES } from '@/lib/i18n/locales'
import { requestLocale } from './locale'
import { translateDescription, translateLabel } from '@/lib/i18n/dictionary'
import { getSchoolProfile } from './queries'
import { hasSchoolPicture, SHARE_HEIGHT, SHARE_WIDTH, shareImagePath } from './shareImages'

export type Sharing = {
  /** The page's own picture (an upload of the images collection); the school's when absent. */
  image?: { id?: number | null; alt?: string | null } | null
  /** 'article' for a news item, 'website' otherwise. */
  type?: 'website' | 'article'
  /** Feeds that mirror this page, announced with `<link rel="alternate">`. */
  feeds?: Feed[]
}

const textOf = (title: Metadata['title']): string | null =>
  typeof title === 'string' ? title : title && 'absolute' in title ? title.absolute : title && 'default' in title ? title.default : null

/**
 * The page `path` (an English address) in each language, for `<link rel="alternate" hreflang>`,
 * with the canonical address in the page's own language. English is the default (`x-default`).
 */
export async function languageAlternates(path: string): Promise<NonNullable<Metadata['alternates']>> {
  const locale = await requestLocale()
  return {
    canonical: localizedHref(path, locale),
    languages: { en: path, hi: localizedHref(path, 'hi'), 'x-default': path },
  }
}

/**
 * A page's metadata (title, description, canonical address) with its sharing tags added,
 * in the page's language: the title's Hindi on a Hindi page, and its addresses in both.
 */
export async function withSharing(meta: Metadata, { image, type = 'website', feeds = [] }: Sharing = {}): Promise<Metadata> {
  const [school, locale, shared] = await Promise.all([getSchoolProfile(), requestLocale(), image ? true : hasSchoolPicture()])
  const name = school.name || 'School'
  if (typeof meta.title === 'string') meta = { ...meta, title: translateLabel(meta.title, locale) }
  if (typeof meta.description === 'string') meta = { ...meta, description: translateDescription(meta.description, locale) }
  const title = textOf(meta.title)
  const shareTitle = title ? `${title} | ${name}` : name
  const description = meta.description ?? school.tagline ?? undefined
  const given = meta.alternates?.canonical
  const path = typeof given === 'string' ? given : given instanceof URL ? given.pathname + given.search : undefined
  const languages = path ? await languageAlternates(path) : {}
  const url = typeof languages.canonical === 'string' ? languages.canonical : path
  const picture = { url: shareImagePath(image?.id), width: SHARE_WIDTH, height: SHARE_HEIGHT, alt: image?.alt || name, type: 'image/jpeg' }
  const types: Record<string, { url: string; title: string }[]> = {}
  for (const f of feeds) (types[f.type] ??= []).push({ url: f.url, title: f.title })
  return {
    ...meta,
    alternates: { ...meta.alternates, ...languages, ...(feeds.length ? { types } : {}) },
    openGraph: { type, siteName: name, locale: OG_LOCALES[locale], title: shareTitle, description, url, images: shared ? [picture] : [] },
    twitter: shared ? { card: 'summary_large_image', title: shareTitle, description, images: [picture.url] } : { card: 'summary', title: shareTitle, description },
  }
}
