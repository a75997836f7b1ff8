/**
 * What a content type is, declared once on its collection (`contentType(collection, facts)` in
 * src/content/<type>/collection.ts) and read from the config everywhere else: the pages'
 * "last updated", Hindi, per school or shared, search, notices, where a document shows, the
 * files it serves, the compliance monitor. No list of collections is kept anywhere else.
 */
import type { CollectionConfig } from 'payload'

import type { NoticeTopic } from '@/features/notices/rules'
import type { SearchKind } from '@/features/search/rules'
import type { Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'

type Doc = Record<string, unknown>

/**
 * A list page of its own at `/<section>`, newest first, and a page per document at
 * `/<section>/<id>` (src/content/listing), with nothing written for it but these fields' names.
 * Its heading is the collection's plural label and each value's name its field's label, as
 * `{ en, hi }` for Hindi pages; the title is the admin's `useAsTitle` field.
 */
export type Listing = {
  /** The first segment of its pages' addresses. */
  section: string
  /** The day each document is listed by (newest first) and shown with. */
  date: string
  /** Its text: the paragraphs of its page, the summary on its card and in feeds. */
  text: string
  /** An image shown on its card and page. */
  photo?: string
  /** Choices (select fields) shown as “label: value” under the title. */
  details?: string[]
  /** Also an item of the news feed (/feeds/news.xml). */
  inNewsFeed?: boolean
  /** The menu group its list joins (by its English label, src/lib/navigation MENU), once something is published. */
  menu?: string
}

/**
 * A type's notices. Its topic is one a parent can tick on the Get notices page (and a column of
 * their subscription): the topics are those the types' facts name (src/features/notices/topics),
 * so a new topic needs nothing but this. Types may share a topic; the first in config order
 * names it.
 */
export type NoticeFact = {
  /** The topic's name: lower-case words joined by `_` (it is a database column's name). */
  topic: NoticeTopic
  /** What parents tick: the collection's plural label in each language unless given here. */
  label?: Partial<Record<Locale, string>>
  /** What one notice is, before its title in an e-mail: the singular label unless given here. */
  kind?: Partial<Record<Locale, string>>
  /** Where the topic comes in the lists parents choose from, lowest first; topics without one follow in config order. */
  order?: number
  /** What the notice says of a document, under its title. */
  summary: (doc: Doc) => string
  /** Where the notice leads: the document's page (`path`) unless this says otherwise. */
  link?: (doc: Doc) => string
  /** A document may concern some classes only (src/features/classes): a `classes` field, shown on it and in its record; its notice goes to their parents. */
  byClass?: boolean
}

export type ContentFacts = {
  /** Visitors see its documents on the pages: their newest change is the site's "last updated". */
  shown?: boolean
  /** Its words are translated: each text field gets a Hindi version (src/fields/localized). */
  translated?: boolean
  /** One list for the whole deployment (schools, staff accounts); everything else is per school (src/tenancy). */
  shared?: boolean
  /** Visitors never see it (forms, registers, logs, queues): the compliance monitor does not read it. */
  private?: boolean
  /** Found by the site search, as this kind of result (src/features/search). */
  search?: SearchKind
  /** Parents can be told when one is published (src/features/notices): the topic they subscribe to, and what the notice says. */
  notice?: NoticeFact
  /** The public page a document shows on (src/lib/routes), or null when it has none: preview, search, notices. */
  path?: (doc: Doc) => string | null
  /** An upload: `public` files anyone may fetch while something published uses them; `private` ones never (TC scans). */
  upload?: 'public' | 'private'
  /** A change may hide a child's photo or name anywhere: it expires every page with files (src/data/cacheTags). */
  hidesChildren?: boolean
  /** Its own list and item pages, made from its fields (above); it then has a `path` and is searched, by its slug, unless these say otherwise. */
  listing?: Listing
}

type WithCustom = { custom?: Record<string, unknown> }

/** A collection with its facts; what the facts imply for the config itself is applied in src/content/index.ts. */
export function contentType<C extends CollectionConfig>(collection: C, facts: ContentFacts): C {
  const listing = facts.listing
  const implied: ContentFacts = listing
    ? { search: collection.slug, path: (doc) => (typeof doc.id === 'number' || typeof doc.id === 'string' ? routes.listed(listing.section, doc.id) : routes.listing(listing.section)) }
    : {}
  return { ...collection, custom: { ...collection.custom, facts: { ...implied, ...facts } } }
}

/** A collection's facts (none declared: per school, not shown, not searched). */
export const factsOf = (collection: WithCustom | undefined): ContentFacts => (collection?.custom?.facts as ContentFacts | undefined) ?? {}

/** The slugs of the collections whose facts pass `test`, in config order. */
export const slugsWhere = <C extends WithCustom & { slug: string }>(collections: readonly C[], test: (facts: ContentFacts) => unknown): string[] =>
  collections.filter((c) => test(factsOf(c))).map((c) => c.slug)

/** A document's text field, trimmed ('' when it has none): for the facts' summaries and paths. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
