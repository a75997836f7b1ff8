/**
 * Holding editors' publishing for review (src/features/approvals), on the server, for every
 * path: the admin, REST, GraphQL and the Local API with a user all meet the same access rule
 * and hook, so a hidden button is not the only thing in the way.
 *
 * - The access rule refuses an editor's `_status: published` (a 403; the admin reads it as "no
 *   publish permission" and offers "Submit for review" instead).
 * - The hook refuses any save of an editor's that would put content live: also a change to a
 *   published item saved without a status, a restore "as published", a bulk publish.
 * - When an item is published by anyone else (a reviewer's Publish, an approval, a schedule a
 *   reviewer made), its waiting request is marked approved.
 */
import { APIError, type Access, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionConfig, type PayloadRequest } from 'payload'

import type { Role } from '@/access/roles'
import { describeStaffer } from '@/hooks/history'
import { forSchoolOf, schoolIdOf, schoolOfStaff, type SchoolGate } from '@/tenancy'
import { APPROVAL_SETTINGS, HELD_MESSAGE, isPublishing, mustSubmit, REVIEW_REQUESTS, type ApprovalSettingsLike } from '@/features/approvals/rules'

type Account = { id?: number | string; role?: Role | null; name?: string | null; email?: string | null } | null | undefined

/** An editor's publish refused for review: routine, logged as information (payload.config `loggingLevels`), answered 403 with the reason. */
export class ApprovalRequired extends APIError {
  constructor() {
    super(HELD_MESSAGE, 403, undefined, true)
    this.name = 'ApprovalRequired'
  }
}

const roleOf = (req: Pick<PayloadRequest, 'user'>) => (req.user as Account)?.role ?? null

/** A school's approval settings, read once per request (access rules are asked several times). */
export async function approvalSettings(gate: SchoolGate, req?: Pick<PayloadRequest, 'context'>): Promise<ApprovalSettingsLike> {
  const key = `approvals:settings:${gate.schoolId}`
  const known = req?.context?.[key] as Promise<ApprovalSettingsLike> | undefined
  if (known) return known
  const reading = gate
    .page(APPROVAL_SETTINGS as never, { depth: 0, select: { required: true, alertsExempt: true } })
    .then((doc) => {
      const d = doc as ApprovalSettingsLike & { id?: unknown }
      // A school that never saved the page has the defaults: not required, alerts exempt.
      return { required: Boolean(d.required), alertsExempt: d.id === undefined ? true : Boolean(d.alertsExempt) }
    })
  if (req?.context) req.context[key] = reading
  return reading
}

/** Whether this request's user must submit changes to `collection` of `school` for review. */
export async function heldFor(req: PayloadRequest, collection: string, school: unknown): Promise<boolean> {
  if (roleOf(req) !== 'editor') return false
  const gate = await forSchoolOf(req, { school })
  if (!gate) return false
  return mustSubmit(roleOf(req), await approvalSettings(gate, req), collection)
}

/** The access rule: an editor held for review has no publish permission (anything else: the collection's own rule). */
const holdsPublish =
  (slug: string, own: Access | undefined): Access =>
  async (args) => {
    const { req, data } = args
    if (roleOf(req) === 'editor' && (data as { _status?: unknown } | undefined)?._status === 'published') {
      const school = schoolIdOf(data as { school?: unknown }) ?? (await schoolOfStaff(req))?.id ?? null
      if (school !== null && (await heldFor(req, slug, school))) return false
    }
    return own ? own(args) : Boolean(req.user)
  }

/** The hook: whatever the path, an editor held for review does not put content live. */
const refuseHeldPublish: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, operation, req }) => {
  if (roleOf(req) !== 'editor' || !isPublishing(data, originalDoc, operation)) return data
  if (await heldFor(req, collection.slug, data.school ?? originalDoc?.school)) throw new ApprovalRequired()
  return data
}

/** Published by someone not held (a reviewer, or a schedule a reviewer made): the item's waiting request is approved. */
const approveWaiting: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  if ((doc as { _status?: unknown })._status !== 'published') return doc
  const gate = await forSchoolOf(req, doc as { school?: unknown })
  if (!gate) return doc
  const { docs } = await gate.find({
    collection: REVIEW_REQUESTS as never,
    where: { and: [{ collectionSlug: { equals: collection.slug } }, { docId: { equals: doc.id } }, { status: { equals: 'pending' } }] },
    depth: 0,
    limit: 10,
    req,
  })
  for (const request of docs as { id: number }[]) {
    await gate.update({
      collection: REVIEW_REQUESTS as never,
      id: request.id,
      data: { status: 'approved', reviewedBy: describeStaffer(req.user as Account) ?? 'A schedule', reviewedAt: new Date().toISOString(), publishedAt: new Date().toISOString() } as never,
      req,
    })
  }
  return doc
}

/** Whether a collection's items have drafts, and so can wait for review. */
export const hasDrafts = (collection: Pick<CollectionConfig, 'versions'>): boolean =>
  typeof collection.versions === 'object' && Boolean(collection.versions.drafts)

/**
 * A collection with drafts, held for review where its school requires it: the access rules,
 * the hooks above, and the item's review status in the sidebar (what a reviewer said).
 */
export function withApprovals(collection: CollectionConfig): CollectionConfig {
  if (!hasDrafts(collection) || collection.slug === REVIEW_REQUESTS) return collection
  const access = collection.access ?? {}
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    access: { ...access, create: holdsPublish(collection.slug, access.create), update: holdsPublish(collection.slug, access.update) },
    hooks: {
      ...hooks,
      beforeChange: [...(hooks.beforeChange ?? []), refuseHeldPublish],
      afterChange: [...(hooks.afterChange ?? []), approveWaiting],
    },
    fields: [
      ...collection.fields,
      {
        name: 'reviewStatus',
        type: 'ui',
        admin: { position: 'sidebar', components: { Field: '@/components/admin/ReviewStatus#ReviewStatus' } },
      },
    ],
  }
}

/** Whether this request's user must submit the item `id` of `collection` for review (its own school's settings). */
export async function publishingHeld(req: PayloadRequest, collection: string, id: number | string): Promise<boolean> {
  if (roleOf(req) !== 'editor' || !req.payload.collections[collection as never]) return false
  const doc = await req.payload.findByID({ collection: collection as never, id, depth: 0, overrideAccess: false, req, disableErrors: true, trash: true })
  return Boolean(doc) && heldFor(req, collection, (doc as unknown as { school?: unknown }).school)
}
