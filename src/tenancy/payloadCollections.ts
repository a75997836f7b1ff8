/**
 * Payload's own collections, per school (docs/security.md, "Isolation between schools").
 * Payload adds them while it sanitizes the config, after every plugin, so their rules are set
 * here on the sanitized config:
 *
 * - **Locks** (`payload-locked-documents`: who is editing what). Payload lets any signed-in
 *   account list, make, change and delete any lock. Here a staff member sees, takes over and
 *   releases only the locks on documents they may open, and makes a lock only in their own name
 *   on such a document; an operator, any. The admin makes and drops its own locks past these
 *   rules (in the adapter), for the person editing.
 * - **Preferences** (`payload-preferences`): Payload keeps each account to its own (and saves a
 *   new one in its maker's name). Its "forget this preference" (`DELETE /cms-api/payload-preferences/<key>`)
 *   failed with a server error on SQLite (its query joined the account's relation under a name
 *   the database did not know): it is answered here, deleting the caller's own preference alone.
 * - **Jobs** (`payload-jobs`): closed to the APIs by Payload; the schedule drawer's server
 *   functions are checked in src/hooks/schedulePublish (a document the person may open); running
 *   the queue and its stats are the deployment's (src/access/jobs).
 * - **Versions** restored by id: one of a document the person may not open is answered as a
 *   version that is not there (`versionWithinReach`).
 *
 * Versions, the Trash and the search index are collections of documents that name their school,
 * narrowed by the plugin (./plugin.ts) like the rest.
 */
import type { Access, CollectionBeforeChangeHook, CollectionBeforeOperationHook, CollectionSlug, Endpoint, PayloadRequest, SanitizedConfig, Where } from 'payload'
import { Forbidden, NotFound, ValidationError } from 'payload'

import { isOperator, isStaff } from '@/access/roles'
import { allSchools } from './gate'
import { whereWithinReach } from './relations'

const LOCKS = 'payload-locked-documents'
const PREFERENCES = 'payload-preferences'

type Ref = { relationTo?: unknown; value?: unknown } | null | undefined

const refOf = (ref: Ref): { relationTo: CollectionSlug; id: number | string } | null => {
  if (!ref || typeof ref !== 'object' || typeof ref.relationTo !== 'string') return null
  const value = ref.value && typeof ref.value === 'object' ? (ref.value as { id?: unknown }).id : ref.value
  return typeof value === 'number' || typeof value === 'string' ? { relationTo: ref.relationTo as CollectionSlug, id: value } : null
}

/**
 * Whether the signed-in staff member may open this document in the admin: it is within their
 * reach as the plugin narrows their reads (their schools' documents; an operator, all).
 */
export async function mayOpen(req: Pick<PayloadRequest, 'payload' | 'user'> & Partial<PayloadRequest>, relationTo: string, id: number | string): Promise<boolean> {
  if (!isStaff(req.user) || !req.payload.collections[relationTo as CollectionSlug]) return false
  try {
    const { totalDocs } = await req.payload.count({
      collection: relationTo as CollectionSlug,
      where: { id: { equals: id } },
      user: req.user,
      overrideAccess: false,
      trash: true,
      req,
    })
    return totalDocs > 0
  } catch (err) {
    // A collection closed to them (its read refused): none of its documents is within reach.
    if (err instanceof Forbidden) return false
    throw err
  }
}

/**
 * A restore names a version by its id alone. Payload looks the version up past access (an
 * unknown id: 404), then its document with the caller's (not theirs: 403), which would tell
 * another school's version ids from missing ones. A version of a document the caller may not
 * open is answered here as one that is not there.
 */
export const versionWithinReach: CollectionBeforeOperationHook = async ({ args, operation, collection, req }) => {
  const a = args as { id?: number | string; overrideAccess?: boolean }
  if (operation !== 'restoreVersion' || a.overrideAccess === true || a.id === undefined || a.id === null) return args
  const { docs } = await allSchools(req.payload, 'references', req).findVersions({
    collection: collection.slug as CollectionSlug,
    where: { id: { equals: a.id } },
    limit: 1,
    depth: 0,
    pagination: false,
    trash: true,
  } as never)
  const parent = (docs[0] as { parent?: unknown } | undefined)?.parent
  const id = parent && typeof parent === 'object' ? (parent as { id?: unknown }).id : parent
  if ((typeof id !== 'number' && typeof id !== 'string') || !(await mayOpen(req, collection.slug, id))) throw new NotFound(req.t)
  return args
}

/** The locks a staff member may see and change: those on documents they may open (and their own on a page-wide record). */
const reachableLocks: Access = async ({ req }) => {
  if (!isStaff(req.user)) return false
  if (isOperator(req.user)) return true
  // Locks are few (one per document open in an editor; stale ones are dropped), so they are read whole.
  const { docs } = await allSchools(req.payload, 'locks and preferences', req).find({ collection: LOCKS, limit: 0, depth: 0, pagination: false })
  const ids: (number | string)[] = []
  for (const lock of docs as { id: number | string; document?: Ref; user?: Ref }[]) {
    const doc = refOf(lock.document)
    const holder = refOf(lock.user)
    if (doc ? await mayOpen(req, doc.relationTo, doc.id) : holder?.id === req.user?.id) ids.push(lock.id)
  }
  return { id: { in: ids } }
}

/** A lock is made in the maker's own name, on a document they may open. */
const ownLockOnReachable: CollectionBeforeChangeHook = async ({ data, req, operation, originalDoc }) => {
  if (!req.user || isOperator(req.user)) return data
  const holder = refOf((data.user ?? originalDoc?.user) as Ref)
  // Taking over a lock (the admin's "take over") puts it in the taker's name: never another's.
  if (!holder || holder.relationTo !== req.user.collection || String(holder.id) !== String(req.user.id)) {
    throw new ValidationError({ errors: [{ path: 'user', message: 'A lock is held in your own name only.' }] })
  }
  const doc = refOf((data.document ?? originalDoc?.document) as Ref)
  if (doc && !(await mayOpen(req, doc.relationTo, doc.id))) {
    throw new ValidationError({ errors: [{ path: 'document', message: 'You can only lock a document you may open.' }] })
  }
  if (!doc && operation === 'create' && typeof data.globalSlug !== 'string') {
    throw new ValidationError({ errors: [{ path: 'document', message: 'Name the document to lock.' }] })
  }
  return data
}

/** `DELETE /cms-api/payload-preferences/<key>`: the caller's own preference of that key goes; 404 when they have none. */
const deleteOwnPreference: Endpoint['handler'] = async (req) => {
  if (!req.user) return Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 401 })
  const key = String((req.routeParams as { key?: unknown } | undefined)?.key ?? '')
  const preferences = allSchools(req.payload, 'locks and preferences', req)
  const mine: Where = { and: [{ key: { equals: key } }, { 'user.value': { equals: req.user.id } }, { 'user.relationTo': { equals: req.user.collection } }] }
  const { docs } = await preferences.find({ collection: PREFERENCES, where: mine, limit: 1, depth: 0, pagination: false })
  const found = docs[0]
  if (!found) return Response.json({ message: req.t('general:notFound') }, { status: 404 })
  await preferences.db.deleteMany({ collection: PREFERENCES, where: { id: { equals: found.id } } })
  return Response.json({ message: req.t('general:deletedSuccessfully') })
}

/** Sets the rules above on Payload's own collections in the sanitized config. */
export function perSchoolPayloadCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.slug === LOCKS || collection.slug === PREFERENCES) {
      // A reader's query through a relation (`user.email`) stays within what they may read (./relations.ts).
      collection.hooks.beforeOperation = [whereWithinReach, ...(collection.hooks.beforeOperation ?? [])]
    }
    if (collection.slug === LOCKS) {
      collection.access = { ...collection.access, read: reachableLocks, update: reachableLocks, delete: reachableLocks, create: ({ req }) => isStaff(req.user) }
      collection.hooks.beforeChange = [...(collection.hooks.beforeChange ?? []), ownLockOnReachable]
    }
    if (collection.slug === PREFERENCES && Array.isArray(collection.endpoints)) {
      collection.endpoints = collection.endpoints.map((e) => (e.method === 'delete' && e.path === '/:key' ? { ...e, handler: deleteOwnPreference } : e))
    }
  }
  return config
}
