/**
 * The content types with a listing of their own (their `listing` fact, src/content/facts): which
 * one a section of the site is, and the words of their config (labels, choices) in the page's
 * language. Read from the config, so a new type needs nothing here.
 */
import type { CollectionConfig, Field } from 'payload'

import { factsOf, type Listing } from '@/content/facts'
import type { Locale } from '@/lib/i18n/locales'

type Config = Pick<CollectionConfig, 'slug' | 'custom' | 'labels' | 'fields' | 'admin'>
export type ListedType = { slug: string; listing: Listing; config: Config }

const found = new WeakMap<readonly Config[], ListedType[]>()

/** Every content type with its own list page, in config order: worked out once per config, so each type is one object (React's `cache` keys by it). */
export function listedTypes(collections: readonly Config[]): ListedType[] {
  let types = found.get(collections)
  if (!types) {
    types = collections.flatMap((config) => {
      const listing = factsOf(config).listing
      return listing ? [{ slug: config.slug, listing, config }] : []
    })
    found.set(collections, types)
  }
  return types
}

/** The type whose list page is `/<section>`, or null. */
export const listedAt = (collections: readonly Config[], section: string | undefined): ListedType | null =>
  listedTypes(collections).find((t) => t.listing.section === section) ?? null

/** Newest first by its date, then by id, so that ties come out the same every time. */
export const listedSort = (listing: Listing): string[] => [`-${listing.date}`, '-id']

/** A label of the config in a language: its own words for it where written (`{ en, hi }`), else its English. */
export function labelIn(label: unknown, locale: Locale): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const words = label as Record<string, unknown>
    const chosen = words[locale] ?? words.en
    return typeof chosen === 'string' ? chosen : ''
  }
  return ''
}

/** The type's name in a language: its plural label (its list page's heading) or its singular one. */
export const typeName = (type: ListedType, locale: Locale, form: 'plural' | 'singular' = 'plural'): string =>
  labelIn(type.config.labels?.[form], locale) || type.slug

/** The field of this name, at the top or inside rows and collapsibles (which have no name of their own). */
export function fieldNamed(fields: readonly Field[], name: string): Field | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field
    if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) {
      const inner = fieldNamed(field.fields, name)
      if (inner) return inner
    }
  }
  return undefined
}

/** A choice of a document, named as its field's options name it in a language: `{ label, value }`, or null when it has none. */
export function detailOf(type: ListedType, name: string, doc: Record<string, unknown>, locale: Locale): { label: string; value: string } | null {
  const field = fieldNamed(type.config.fields, name)
  const chosen = doc[name]
  if (!field || typeof chosen !== 'string' || chosen === '') return null
  const options = field.type === 'select' ? field.options : []
  const option = options.find((o) => (typeof o === 'string' ? o : o.value) === chosen)
  const value = option === undefined || typeof option === 'string' ? chosen : labelIn(option.label, locale) || chosen
  return { label: labelIn('label' in field ? field.label : undefined, locale) || name, value }
}

const stringAt = (doc: Record<string, unknown>, key: string): string => (typeof doc[key] === 'string' ? (doc[key] as string) : '')

/** The document's title: the admin's title field. */
export const titleOf = (type: ListedType, doc: Record<string, unknown>): string => stringAt(doc, type.config.admin?.useAsTitle ?? 'title')

/** The document's text: its page's paragraphs, its card's and its feed item's summary. */
export const textOf = (type: ListedType, doc: Record<string, unknown>): string => stringAt(doc, type.listing.text)

/** The day it is listed by, as stored ('' when it has none). */
export const dayOf = (type: ListedType, doc: Record<string, unknown>): string => stringAt(doc, type.listing.date)
