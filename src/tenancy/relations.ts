/**
 * Relations stay within a school (docs/security.md, "Isolation between schools"), found from the
 * built config so that a field added later is covered with no new code:
 *
 * - **On every write** (create, update, bulk update, drafts and autosave, version restore,
 *   duplicate, import, the admin's actions: all run a collection's `beforeChange`), every
 *   relationship and upload field at any depth (arrays, blocks, groups, named tabs; one or many;
 *   one collection or several) and every link, upload and relationship inside rich text must name
 *   documents of the document's own school. An id that is not there is a 400 naming the field;
 *   another school's document is answered exactly the same (its id cannot be told from a missing one).
 * - **On every read with the reader's access** (REST, GraphQL, the admin, the Local API with
 *   `overrideAccess: false`), a where-query or sort that passes through a relation into another
 *   collection's fields is narrowed by what the reader may read of that collection: a visitor
 *   cannot filter toppers by their consent record's child's name, and staff only by records
 *   their own access shows them.
 */
import {
  APIError,
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type FlattenedField,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type Where,
} from 'payload'

import { isOperator, type Role } from '@/access/roles'
import { ACCOUNT_SCHOOLS, ACCOUNTS, allSchools, namesItsSchool, SCHOOL_FIELD, SCHOOLS } from './gate'
import { schoolIdOf } from './rules'
import { schoolsOf } from './which'

type Id = number | string
/** A document a field names: where it is named (the field's path) and what. */
type Named = { path: string; relationTo: string; id: Id }

const idOf = (v: unknown): Id | null => {
  if (typeof v === 'number' || (typeof v === 'string' && v !== '')) return v
  if (v && typeof v === 'object' && 'id' in v) return idOf((v as { id?: unknown }).id)
  return null
}

/** The documents one relationship or upload value names (one or many; one collection or several). */
function namedBy(field: { relationTo: string | string[]; hasMany?: boolean }, value: unknown, path: string): Named[] {
  if (value === null || value === undefined) return []
  if (Array.isArray(value)) return value.flatMap((v, i) => namedBy({ ...field, hasMany: false }, v, `${path}.${i}`))
  if (Array.isArray(field.relationTo)) {
    const ref = value as { relationTo?: unknown; value?: unknown }
    const id = idOf(ref?.value)
    return typeof ref?.relationTo === 'string' && id !== null ? [{ path, relationTo: ref.relationTo, id }] : []
  }
  const id = idOf(value)
  return id === null ? [] : [{ path, relationTo: field.relationTo, id }]
}

/** Links, uploads and relationships inside a rich-text (Lexical) value. */
function namedInRichText(value: unknown, path: string): Named[] {
  const found: Named[] = []
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as { type?: unknown; relationTo?: unknown; value?: unknown; fields?: { doc?: { relationTo?: unknown; value?: unknown } }; children?: unknown[]; root?: unknown }
    if ((n.type === 'upload' || n.type === 'relationship') && typeof n.relationTo === 'string') {
      const id = idOf(n.value)
      if (id !== null) found.push({ path, relationTo: n.relationTo, id })
    }
    const doc = n.fields?.doc
    if (doc && typeof doc.relationTo === 'string') {
      const id = idOf(doc.value)
      if (id !== null) found.push({ path, relationTo: doc.relationTo, id })
    }
    if (n.root) visit(n.root)
    if (Array.isArray(n.children)) n.children.forEach(visit)
  }
  visit(value)
  return found
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v)

/** Every document the data names, through the fields as the built config has them. */
export function namedDocuments(fields: FlattenedField[], data: Record<string, unknown> | undefined, prefix = ''): Named[] {
  if (!data) return []
  const found: Named[] = []
  for (const field of fields) {
    if (!('name' in field) || !(field.name in data)) continue
    const value = data[field.name]
    const path = `${prefix}${field.name}`
    // A localized value read in every language at once is an object keyed by language.
    const values: [unknown, string][] =
      'localized' in field && field.localized && isPlainObject(value) && !('relationTo' in value) && !('id' in value) && field.type !== 'group' && field.type !== 'tab'
        ? Object.entries(value).map(([locale, v]) => [v, `${path}.${locale}`])
        : [[value, path]]
    for (const [v, p] of values) {
      switch (field.type) {
        case 'relationship':
        case 'upload':
          found.push(...namedBy(field, v, p))
          break
        case 'richText':
          found.push(...namedInRichText(v, p))
          break
        case 'group':
        case 'tab':
          if (isPlainObject(v)) found.push(...namedDocuments(field.flattenedFields, v, `${p}.`))
          break
        case 'array':
          if (Array.isArray(v)) v.forEach((row, i) => isPlainObject(row) && found.push(...namedDocuments(field.flattenedFields, row, `${p}.${i}.`)))
          break
        case 'blocks':
          if (Array.isArray(v)) {
            v.forEach((row, i) => {
              if (!isPlainObject(row)) return
              const block = field.blocks.find((b) => b.slug === row.blockType)
              if (block) found.push(...namedDocuments(block.flattenedFields, row, `${p}.${i}.`))
            })
          }
          break
      }
    }
  }
  return found
}

type Account = { role?: Role | null; [ACCOUNT_SCHOOLS]?: { [SCHOOL_FIELD]?: unknown }[] | null }

/** What a save is told of a relation it may not make: the same whether the document is missing or another school's. */
export const NOT_THERE = 'This names a document that does not exist (it may have been deleted).'

/**
 * Refuses a save whose relations name a document that is not there, or that is another
 * school's: both are answered alike (an id of another school cannot be told from a missing
 * one). Runs after the document's school is settled (./plugin.ts `keepsItsSchool`).
 */
export const relationsWithinSchool: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, req }) => {
  const named = namedDocuments(collection.flattenedFields, data).filter((n) => !(n.path === SCHOOL_FIELD && n.relationTo === SCHOOLS))
  if (!named.length) return data
  const school = schoolIdOf({ school: data[SCHOOL_FIELD] ?? originalDoc?.[SCHOOL_FIELD] })
  const refused = await outOfReach(req, named, school)
  if (refused.length) throw new ValidationError({ collection: collection.slug, errors: refused.map((path) => ({ path, message: NOT_THERE })) })
  return data
}

/** The paths of the named documents that are missing, or not of `school`. */
async function outOfReach(req: PayloadRequest, named: Named[], school: number | null): Promise<string[]> {
  const refs = allSchools(req.payload, 'references', req)
  const byCollection = new Map<string, Set<Id>>()
  for (const n of named) byCollection.set(n.relationTo, (byCollection.get(n.relationTo) ?? new Set()).add(n.id))
  // What each named document's school is (or, for a staff account, the schools it works for).
  const found = new Map<string, { schools: number[] | 'all' }>()
  for (const [relationTo, ids] of byCollection) {
    if (!req.payload.collections[relationTo as CollectionSlug]) continue
    const { docs } = await refs.find({
      collection: relationTo as CollectionSlug,
      where: { id: { in: [...ids] } },
      depth: 0,
      limit: ids.size,
      pagination: false,
      trash: true,
      select: relationTo === ACCOUNTS ? { role: true, [ACCOUNT_SCHOOLS]: true } : namesItsSchool(req.payload, relationTo) ? { [SCHOOL_FIELD]: true } : {},
    } as never)
    for (const doc of docs as unknown as (Record<string, unknown> & { id: Id })[]) {
      const schools: number[] | 'all' =
        relationTo === ACCOUNTS
          ? isOperator(doc as Account)
            ? 'all'
            : schoolsOf(doc as Account)
          : relationTo === SCHOOLS
            ? [Number(doc.id)]
            : namesItsSchool(req.payload, relationTo)
              ? [schoolIdOf(doc as { school?: unknown })].filter((s): s is number => s !== null)
              : 'all'
      found.set(`${relationTo}:${String(doc.id)}`, { schools })
    }
  }
  return named.flatMap((n): string[] => {
    const doc = found.get(`${n.relationTo}:${String(n.id)}`)
    if (doc && (doc.schools === 'all' || school === null || doc.schools.includes(school))) return []
    return [n.path]
  })
}

/* ------------------------------------------------------------------------------------------- */

/** What the reader may read of a collection: everything, nothing, or what a condition allows. */
async function readable(req: PayloadRequest, slug: string): Promise<boolean | Where> {
  const config = req.payload.collections[slug as CollectionSlug]?.config
  const read = config?.access?.read
  if (!config || !read) return false
  const result = await read({ req } as never)
  return result === true || result === false ? result : (result as Where)
}

/** The conditions an `and` or `or` holds: a list, or (from a query string: `where[and][0]…`) an object keyed by position. */
const conditionsOf = (value: unknown): Where[] =>
  Array.isArray(value) ? (value as Where[]) : value && typeof value === 'object' ? (Object.values(value) as Where[]) : []

/** A condition on a related document's fields, as one on the relation's (`consent.` + field). */
function prefixed(where: Where, prefix: string): Where {
  return Object.fromEntries(
    Object.entries(where).map(([key, value]) =>
      key === 'and' || key === 'or' ? [key, conditionsOf(value).map((w) => prefixed(w, prefix))] : [`${prefix}${key}`, value],
    ),
  ) as Where
}

/**
 * Where a dotted path leaves this collection through a relation: the relation's path (as
 * written, version prefix included) and the collection(s) it points at. Null when it stays.
 */
function crossing(fields: FlattenedField[], path: string): { through: string; relationTo: string | string[] } | null {
  const segments = path.split('.')
  let current = fields
  for (let i = 0; i < segments.length; i++) {
    const field = current.find((f) => 'name' in f && f.name === segments[i])
    if (!field) return null
    if ((field.type === 'relationship' || field.type === 'upload') && i < segments.length - 1) {
      const rest = segments.slice(i + 1)
      // `rel.value` / `rel.relationTo` of a polymorphic relation, and `rel.id`, stay on the relation itself.
      if (rest.length === 1 && ['id', 'value', 'relationTo'].includes(rest[0]!)) return null
      return { through: segments.slice(0, i + 1).join('.'), relationTo: field.relationTo }
    }
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array') {
      current = field.flattenedFields
      // An array's row index in the path (`rows.0.field`).
      if (field.type === 'array' && /^\d+$/.test(segments[i + 1] ?? '')) i++
      continue
    }
    if (field.type === 'blocks') {
      current = field.blocks.flatMap((b) => b.flattenedFields)
      continue
    }
    return null
  }
  return null
}

const refuse = (path: string) => {
  throw new APIError(`The query cannot filter or sort by “${path.slice(0, 100)}”: it reaches into records you cannot read.`, 400, { field: path.slice(0, 100) }, true)
}

/** The paths a where-query names, at any depth of `and` and `or`. */
function pathsOf(where: Where | undefined): string[] {
  if (!where || typeof where !== 'object') return []
  return Object.entries(where).flatMap(([key, value]) => (key.toLowerCase() === 'and' || key.toLowerCase() === 'or' ? conditionsOf(value).flatMap(pathsOf) : [key]))
}

const VERSION_OPERATIONS = new Set(['findVersions', 'findVersionByID', 'countVersions'])

/**
 * Narrows a reader's where-query (and refuses a sort) that passes through a relation by what
 * the reader may read of the related collection. Server code using the gate is not narrowed.
 */
export const whereWithinReach: CollectionBeforeOperationHook = async ({ args, operation, collection, req }) => {
  const a = args as { where?: Where; sort?: string | string[]; overrideAccess?: boolean }
  // Server code that overrides access (the gate) is not narrowed; a request (REST, GraphQL) leaves it unset, and is.
  if (a.overrideAccess === true) return args
  const versions = VERSION_OPERATIONS.has(operation)
  const fields = (collection as SanitizedCollectionConfig).flattenedFields
  const resolve = (path: string) => {
    const own = versions ? (path.startsWith('version.') ? path.slice('version.'.length) : null) : path
    if (own === null) return null
    const found = crossing(fields, own)
    return found ? { ...found, through: versions ? `version.${found.through}` : found.through } : null
  }
  const sorts = (Array.isArray(a.sort) ? a.sort : typeof a.sort === 'string' ? a.sort.split(',') : []).map((s) => s.trim().replace(/^-/, ''))
  for (const path of sorts) {
    const found = resolve(path)
    if (!found) continue
    const targets = Array.isArray(found.relationTo) ? found.relationTo : [found.relationTo]
    for (const t of targets) if ((await readable(req, t)) !== true) refuse(path)
  }
  const extra: Where[] = []
  const seen = new Set<string>()
  for (const path of pathsOf(a.where)) {
    const found = resolve(path)
    if (!found || seen.has(found.through)) continue
    seen.add(found.through)
    if (Array.isArray(found.relationTo)) {
      // Through a relation to several collections: only where every one is open to the reader.
      for (const t of found.relationTo) if ((await readable(req, t)) !== true) refuse(path)
      continue
    }
    const allowed = await readable(req, found.relationTo)
    if (allowed === false) refuse(path)
    if (allowed !== true && allowed !== false) extra.push(prefixed(allowed, `${found.through}.`))
  }
  if (!extra.length) return args
  return { ...args, where: { and: [a.where as Where, ...extra] } }
}
