/**
 * Every piece of content belongs to exactly one school (docs/decisions/0012-many-schools.md):
 * Payload's multi-tenant plugin puts a `school` relation on each collection, keeps staff to the
 * schools their account lists, and gives the admin a school switch. What it leaves to us:
 *
 * - a document is never saved without a school (drafts included), and keeps the school it was
 *   made in: only an operator moves one;
 * - a new document's school: the one chosen in the admin's switch, else the account's only
 *   school, else the deployment's only school;
 * - a value that must be unique is unique within its school (two schools both have admission
 *   number 12345), by a compound index;
 * - staff accounts list their schools; an administrator gives a new account their own, and may
 *   list only schools they belong to;
 * - deleting a school is our command (the plugin's clean-up is off: it runs too late).
 */
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import {
  ValidationError,
  type Access,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type DefaultValue,
  type Field,
  type Plugin,
  type Where,
} from 'payload'

import { isAdmin, isOperator, type Role } from '@/access/roles'
import type { Config as Types } from '@/payload-types'
import { ACCOUNT_SCHOOLS, allSchools, SCHOOL_FIELD } from './gate'
import { schoolsList } from './list'
import { isPage, pagesAsCollections } from './pages'
import { versionWithinReach } from './payloadCollections'
import { relationsWithinSchool, whereWithinReach } from './relations'
import { schoolIdOf } from './rules'
import { namedSchool, schoolOfRead, schoolOfStaff, schoolsOf } from './which'
import { factsOf } from '@/content/facts'

export { ACCOUNT_SCHOOLS, SCHOOL_FIELD }

/** A condition no document meets (every document has an id). */
export const NOTHING: Where = { id: { exists: false } }

/**
 * Collections that belong to no school, as their facts say (`shared`, src/content/facts): the
 * list itself, and staff accounts (which list theirs).
 */
export const isShared = (collection: { custom?: Record<string, unknown> }) => Boolean(factsOf(collection).shared)

type SchoolRef = number | { id: number } | null | undefined
const idOf = (ref: SchoolRef): number | null => schoolIdOf({ school: ref })

type Account = { role?: Role | null; [ACCOUNT_SCHOOLS]?: { [SCHOOL_FIELD]?: SchoolRef }[] | null } | null | undefined

/** The deployment's only school, when it has exactly one. */
async function onlySchool(payload: Parameters<typeof schoolsList>[0]): Promise<number | null> {
  const schools = await schoolsList(payload)
  return schools.length === 1 && schools[0] ? schools[0].id : null
}

/** A new document's school (see the header): the switch's, the account's only one, the deployment's only one. */
const defaultSchool: DefaultValue = async ({ req }) => (await schoolOfStaff(req))?.id ?? (await onlySchool(req.payload))

/** A refusal naming the field, as Payload's own validation gives it. */
const refuse = (path: string, message: string) => new ValidationError({ errors: [{ path, message }] })

const noSchool = () =>
  refuse(SCHOOL_FIELD, 'Choose the school this belongs to with the school switch at the top of the menu; if there is none yet, the vendor’s operator adds it under Vendor → Schools.')

/** Never saved without a school; only an operator moves a document to another one. */
const keepsItsSchool: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const before = idOf(originalDoc?.[SCHOOL_FIELD] as SchoolRef)
  let school = idOf(data[SCHOOL_FIELD] as SchoolRef)
  if (operation === 'update' && before !== null && school !== before && !isOperator(req.user as Account) && req.user) school = before
  if (school === null) school = before ?? (await onlySchool(req.payload))
  if (school === null) throw noSchool()
  return { ...data, [SCHOOL_FIELD]: school }
}

/**
 * The fields with their unique values made unique within the school instead (rows, collapsibles
 * and unnamed tabs hold top-level fields too); the names go to `names`.
 */
function withoutUnique(fields: Field[], names: string[]): Field[] {
  return fields.map((f) => {
    if (f.type === 'row' || f.type === 'collapsible') return { ...f, fields: withoutUnique(f.fields, names) }
    if (f.type === 'tabs') return { ...f, tabs: f.tabs.map((t) => ('name' in t && t.name ? t : { ...t, fields: withoutUnique(t.fields, names) })) }
    if ('unique' in f && f.unique && 'name' in f && !('localized' in f && f.localized)) {
      names.push(f.name)
      return { ...f, unique: false, index: true }
    }
    return f
  }) as Field[]
}

/** Unique within its school: each unique top-level value becomes a compound index with the school. */
function uniquePerSchool(collection: CollectionConfig): CollectionConfig {
  const names: string[] = []
  const fields = withoutUnique(collection.fields, names)
  if (!names.length) return collection
  return { ...collection, fields, indexes: [...(collection.indexes ?? []), ...names.map((name) => ({ fields: [name, SCHOOL_FIELD], unique: true }))] }
}

/**
 * Visitors read one school's content: the school of the page or host they ask (./which.ts
 * `schoolOfRead`), ANDed with what the collection shows them (published, not in the Trash…).
 * The plugin scopes staff only; this is the visitors' half of the one gate (and a staff
 * preview's: a page shows its own school's drafts).
 */
function visitorsSeeTheirSchool(collection: CollectionConfig): CollectionConfig {
  const read = collection.access?.read
  if (!read) return collection
  const scoped: Access = async (args) => {
    const result = await read(args)
    if (result === false) return result
    // Staff (scoped by the plugin) see every school they work for, except where the read names
    // one: a page's preview shows that page's school only.
    if (args.req.user && !namedSchool(args.req)) return result
    const school = await schoolOfRead(args.req)
    // No school: nothing at all (an empty list, as for a school with nothing published).
    const own: Where = school ? { [SCHOOL_FIELD]: { equals: school.id } } : NOTHING
    return result === true ? own : { and: [result, own] }
  }
  return { ...collection, access: { ...collection.access, read: scoped } }
}

/**
 * A staff account lists the schools it works for. An operator chooses them; an administrator's
 * new account gets the administrator's own; nobody but an operator lists a school they are not
 * in, changes an account that works for a school they are not in (its password, e-mail or
 * schools), makes an account an operator, or changes an operator's account.
 */
const accountSchools: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  if (!data) return data
  const user = req.user as Account
  const rows = data[ACCOUNT_SCHOOLS] as { [SCHOOL_FIELD]?: SchoolRef }[] | undefined
  if (user && !isOperator(user)) {
    const before = originalDoc as Account
    if (data.role === 'operator' && before?.role !== 'operator') throw refuse('role', 'Only a vendor operator can make an account an operator.')
    if (operation === 'update' && before && !mayManage(user, before)) {
      throw refuse(ACCOUNT_SCHOOLS, 'This account also works for a school you do not; the vendor’s operator can change it.')
    }
  }
  if (operation === 'create' && (!rows || rows.length === 0)) {
    const given = user && !isOperator(user) ? schoolsOf(user) : [await onlySchool(req.payload)].filter((id): id is number => id !== null)
    return { ...data, [ACCOUNT_SCHOOLS]: given.map((id) => ({ [SCHOOL_FIELD]: id })) }
  }
  if (rows && user && !isOperator(user)) {
    const mine = new Set(schoolsOf(user))
    if (rows.some((r) => !mine.has(idOf(r[SCHOOL_FIELD]) ?? -1))) throw refuse(ACCOUNT_SCHOOLS, 'You can only give an account the schools you work for.')
  }
  return data
}

/** Whether a non-operator may change or delete `account`: their own, or one working only for schools they work for. */
const mayManage = (user: Account, account: Account): boolean => {
  if ((user as { id?: unknown })?.id === (account as { id?: unknown })?.id) return true
  if (account?.role === 'operator') return false
  const mine = new Set(schoolsOf(user))
  return schoolsOf(account).every((id) => mine.has(id))
}

/** Deleting: the same rule as changing. */
const accountDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = req.user as Account
  if (!user || isOperator(user)) return
  const account = (await allSchools(req.payload, 'staff accounts', req).findByID({ collection: 'users', id, depth: 0, disableErrors: true })) as Account
  if (account && !mayManage(user, account)) throw refuse(ACCOUNT_SCHOOLS, 'This account also works for a school you do not; the vendor’s operator can delete it.')
}

/** The plugin, for every collection but the list of schools and the staff accounts. */
export const perSchool: Plugin = (withGlobals) => {
  // The pages, written as globals, become one document per school (./pages.ts).
  const config = pagesAsCollections(withGlobals)
  const slugs = (config.collections ?? []).filter((c) => !isShared(c)).map((c) => c.slug)
  const pages = new Set((config.collections ?? []).filter(isPage).map((c) => c.slug))
  const collections = (config.collections ?? []).map((given) => {
    // Every collection: a reader's query through a relation stays within what they may read (./relations.ts),
    // and a version they may not reach is restored as one that is not there (./payloadCollections.ts).
    const c = { ...given, hooks: { ...given.hooks, beforeOperation: [whereWithinReach, versionWithinReach, ...(given.hooks?.beforeOperation ?? [])] } }
    if (c.slug === 'users') {
      const hooks = { ...c.hooks, beforeValidate: [...(c.hooks?.beforeValidate ?? []), accountSchools], beforeDelete: [...(c.hooks?.beforeDelete ?? []), accountDelete] }
      return { ...c, hooks }
    }
    if (isShared(c)) return c
    // The school first, then every relation checked against it (./relations.ts).
    const beforeChange = [keepsItsSchool, relationsWithinSchool, ...(c.hooks?.beforeChange ?? [])]
    return visitorsSeeTheirSchool(uniquePerSchool({ ...c, hooks: { ...c.hooks, beforeChange } }))
  })
  return multiTenantPlugin<Types>({
    tenantsSlug: 'schools',
    tenantField: { name: SCHOOL_FIELD, defaultValue: defaultSchool, admin: { description: 'The school this belongs to.' } },
    tenantsArrayField: {
      includeDefaultField: true,
      arrayFieldName: ACCOUNT_SCHOOLS,
      arrayTenantFieldName: SCHOOL_FIELD,
      // Administrators give accounts their own schools (accountSchools checks which).
      arrayFieldAccess: { create: ({ req }) => isAdmin(req.user as Account), update: ({ req }) => isAdmin(req.user as Account) },
    },
    userHasAccessToAllTenants: (user) => isOperator(user as Account),
    cleanupAfterTenantDelete: false,
    collections: Object.fromEntries(slugs.map((slug) => [slug, { isGlobal: pages.has(slug) }])),
    i18n: {
      translations: {
        en: {
          'nav-tenantSelector-label': 'School',
          'assign-tenant-button-label': 'Move to another school',
          'assign-tenant-modal-title': 'Move “{{title}}” to another school',
          'field-assignedTenant-label': 'School',
        },
      },
    },
  })({ ...config, collections })
}
