/**
 * The school's pages (the home page's texts, About, Admission, the school profile, the TC lookup
 * settings…) are written as Payload globals in src/globals, and kept as one document per school:
 * each becomes a collection whose documents name their school, at most one per school (the
 * multi-tenant plugin's `isGlobal`, src/tenancy/plugin.ts). In the admin, the page's
 * entry opens the chosen school's document, as a global's did.
 *
 * `findPage` reads one school's page the way `findGlobal` did, and a gate's `page` / `savePage`
 * (./gate.ts) read and write it the way `findGlobal` and `updateGlobal` did: a page a school has
 * never saved reads as empty.
 */
import type { CollectionConfig, CollectionSlug, Config, DataFromCollectionSlug, Field, GlobalConfig, Payload, PayloadRequest, Validate, Where } from 'payload'
import { text, textarea } from 'payload/shared'

import { DEFAULT_LOCALE } from '@/lib/i18n/locales'

/** A global that stays one for the whole deployment (`custom.deploymentWide`); none is today (the compliance monitor's record is per school). */
const isDeploymentWide = (g: GlobalConfig): boolean => Boolean((g.custom as { deploymentWide?: boolean } | undefined)?.deploymentWide)

const nobody = () => false

const pascal = (slug: string) => slug.replace(/(^|[-_])(\w)/g, (_, __, c: string) => c.toUpperCase())

const PAGE_TITLE = 'schoolName'

/** The document's title in the admin: its school's name (under the page's, in the breadcrumbs), stored nowhere. */
const schoolName: Field = { name: PAGE_TITLE, type: 'text', virtual: 'school.name', admin: { hidden: true } }

const DEFAULT_CHECK: Record<string, Validate | undefined> = { text: text as Validate, textarea: textarea as Validate }
const isEmpty = (value: unknown) => value === undefined || value === null || value === ''

/**
 * A page's Hindi field left empty shows the English (as a global's did, whose saves in Hindi
 * read the English for what was left empty): a required field is required in English only.
 */
function requiredInEnglishOnly(fields: Field[]): Field[] {
  return fields.map((f): Field => {
    if (f.type === 'tabs') return { ...f, tabs: f.tabs.map((t) => ({ ...t, fields: requiredInEnglishOnly(t.fields) })) }
    if (f.type === 'blocks') return { ...f, blocks: f.blocks.map((b) => ({ ...b, fields: requiredInEnglishOnly(b.fields) })) }
    if ('fields' in f) return { ...f, fields: requiredInEnglishOnly(f.fields) } as Field
    if (!('required' in f) || !f.required || !('localized' in f) || !f.localized) return f
    const check = ('validate' in f ? (f.validate as Validate | undefined) : undefined) ?? DEFAULT_CHECK[f.type]
    if (!check) return f
    const validate: Validate = (value, options) => {
      const locale = options.req?.locale
      if (locale && locale !== DEFAULT_LOCALE && isEmpty(value)) return true
      return check(value, options)
    }
    return { ...f, validate } as Field
  })
}

/** One page, as a collection of one document per school. */
export function pageCollection(g: GlobalConfig): CollectionConfig {
  const label = typeof g.label === 'string' ? g.label : pascal(g.slug)
  const access = g.access ?? {}
  return {
    slug: g.slug,
    dbName: g.dbName,
    labels: { singular: label, plural: label },
    // The generated types keep the page's name (`Downloads`, not `Download`).
    typescript: { interface: g.typescript?.interface ?? pascal(g.slug) },
    access: {
      read: access.read,
      // The school's document is made on its first save: whoever may change the page may make it.
      create: access.update,
      update: access.update,
      // A page is never deleted on its own; deleting a school removes its pages.
      delete: nobody,
      readVersions: access.readVersions,
    },
    admin: {
      // The edit view's heading: the school's name (the page's is above it), not the document's number.
      useAsTitle: PAGE_TITLE,
      group: g.admin?.group,
      description: g.admin?.description,
      hideAPIURL: g.admin?.hideAPIURL,
      hidden: g.admin?.hidden as NonNullable<CollectionConfig['admin']>['hidden'],
    },
    custom: { ...g.custom, page: true },
    fields: [...requiredInEnglishOnly(g.fields), schoolName],
    hooks: g.hooks as CollectionConfig['hooks'],
    versions: g.versions,
  }
}

/** A page's own content: its document without the school it names (nor that school's name). */
export function withoutSchool<T extends Record<string, unknown>>(doc: T): Omit<T, 'school' | typeof PAGE_TITLE> {
  const { school: _school, [PAGE_TITLE]: _title, ...content } = doc
  return content
}

/** Whether a collection is one of the pages. */
export const isPage = (c: Pick<CollectionConfig, 'custom'>): boolean => Boolean((c.custom as { page?: boolean } | undefined)?.page)

/** Turns the pages written as globals into per-school collections (part of the perSchool plugin). */
export function pagesAsCollections(config: Config): Config {
  const globals = config.globals ?? []
  return {
    ...config,
    collections: [...(config.collections ?? []), ...globals.filter((g) => !isDeploymentWide(g)).map(pageCollection)],
    globals: globals.filter(isDeploymentWide),
  }
}

export type PageOptions = {
  depth?: number
  locale?: string
  fallbackLocale?: false | string
  req?: Partial<PayloadRequest>
  draft?: boolean
  select?: Record<string, boolean>
  context?: Record<string, unknown>
}

/** A visitor's or staff member's read of a page, with their own access. */
type PageArgs<S extends CollectionSlug> = PageOptions & {
  slug: S
  /** The school; none: no school is served here, and the page reads as empty. */
  school: PageSchool | null
  overrideAccess: false
  user?: Parameters<Payload['find']>[0]['user']
}

/** How a page is read: `payload.find` with the reader's access, or the gate's (./gate.ts). */
export type PageFind = (options: Record<string, unknown> & { collection: CollectionSlug; where: Where }) => Promise<{ docs: unknown[] }>

/** The school's document of a page, read with these options; undefined when it has none yet. */
async function pageDoc(find: PageFind, slug: CollectionSlug, school: number, options: Record<string, unknown>) {
  const { docs } = await find({ ...options, collection: slug, where: { school: { equals: school } }, limit: 1, pagination: false })
  return docs[0] as Record<string, unknown> | undefined
}

/** The school a page is read for: its id, and its record's name (the school list's). */
export type PageSchool = { id: number; name: string }

/**
 * A page's fields that say what the school record says (its `custom.fromSchool`: the profile's
 * `name`), filled from the record while the school has left them empty: a school added a moment
 * ago has its own name in its titles, header, footer and feeds, never "undefined".
 */
function withSchoolsOwn(page: Record<string, unknown>, fromSchool: unknown, school: PageSchool): Record<string, unknown> {
  if (!fromSchool || typeof fromSchool !== 'object') return page
  const filled = { ...page }
  for (const [field, from] of Object.entries(fromSchool as Record<string, keyof PageSchool>)) {
    const own = filled[field]
    if (typeof own !== 'string' || !own.trim()) filled[field] = school[from]
  }
  return filled
}

/** One school's page read through `find`, as stored; a page the school has never saved reads as empty. */
export async function readPage<S extends CollectionSlug>(
  payload: Payload,
  find: PageFind,
  slug: S,
  school: number,
  options: PageOptions = {},
): Promise<DataFromCollectionSlug<S>> {
  const { select, ...rest } = options
  const doc = await pageDoc(find, slug, school, { ...rest, ...(select ? { select } : {}) })
  return (doc ?? emptyPage(payload.collections[slug]?.config.fields ?? [])) as unknown as DataFromCollectionSlug<S>
}

/**
 * One school's page as the reader may see it (a visitor: published; staff: their schools'),
 * empty when never saved, with the school record's own facts where the page leaves them empty
 * (withSchoolsOwn): what pages show. Work on the stored page (the seed, commands) reads it as
 * it is (readPage, the gate's `page`).
 */
export async function findPage<S extends CollectionSlug>(payload: Payload, args: PageArgs<S>): Promise<DataFromCollectionSlug<S>> {
  const { slug, school, ...options } = args
  const config = payload.collections[slug]?.config
  if (school === null) return emptyPage(config?.fields ?? []) as unknown as DataFromCollectionSlug<S>
  const page = (await readPage(payload, (o) => payload.find({ ...(o as Parameters<Payload['find']>[0]), overrideAccess: false }), slug, school.id, options)) as unknown as Record<
    string,
    unknown
  >
  return (options.select ? page : withSchoolsOwn(page, config?.custom?.fromSchool, school)) as unknown as DataFromCollectionSlug<S>
}

/**
 * A page a school has never saved, shaped as Payload reads a never-saved global: its groups
 * (and named tabs) empty objects, its lists empty, everything else unset, so a page's code
 * reads it as it read an empty global.
 */
function emptyPage(fields: Field[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const f of fields) {
    if (f.type === 'tabs') {
      for (const tab of f.tabs) {
        if ('name' in tab && tab.name) out[tab.name] = emptyPage(tab.fields)
        else Object.assign(out, emptyPage(tab.fields))
      }
    } else if (f.type === 'row' || f.type === 'collapsible') Object.assign(out, emptyPage(f.fields))
    else if (f.type === 'group') {
      if ('name' in f && f.name) out[f.name] = emptyPage(f.fields)
      else Object.assign(out, emptyPage(f.fields))
    } else if ((f.type === 'array' || f.type === 'blocks') && 'name' in f) out[f.name] = []
  }
  return out
}

/** How a page is saved: the gate's calls for one school (./gate.ts). */
export type PageWrite = {
  find: PageFind
  update: (options: Record<string, unknown>) => Promise<unknown>
  create: (options: Record<string, unknown>) => Promise<unknown>
}

/** Saves one school's page: its document, made on the first save. */
export async function writePage<S extends CollectionSlug>(
  write: PageWrite,
  slug: S,
  school: number,
  data: Partial<DataFromCollectionSlug<S>> | Record<string, unknown>,
  options: PageOptions = {},
): Promise<DataFromCollectionSlug<S>> {
  const { select, ...rest } = options
  const existing = await pageDoc(write.find, slug, school, { depth: 0, req: options.req, select: {} })
  const common = { ...rest, collection: slug, ...(select ? { select } : {}) }
  const saved = existing ? await write.update({ ...common, id: existing.id, data }) : await write.create({ ...common, data: { ...data, school } })
  return saved as DataFromCollectionSlug<S>
}
