/**
 * The check before a notice leaves (./audience.ts has the words), on the server:
 *
 * - `GET /cms-api/<collection>/notice-audience?school=&classes=3,7&id=`: the school's name, the
 *   classes by name and how many people each channel would reach now, for the item's topic and
 *   the classes chosen in the form (one grouped read: ./queue.ts audienceCounts). Staff only,
 *   within a school their account works for (the form's school, else the admin's switch); never
 *   cached. With `id`, whether the item's notice was sent already.
 * - a hook on every save (admin, REST, GraphQL, Local API with a user, a scheduled publish,
 *   an approval): a save that would queue a notice (published, "Notify subscribers" ticked, no
 *   notice sent for the item yet) is refused (400, naming CONFIRM_FIELD) unless "I have checked
 *   the school and the numbers" is ticked. A scheduled publish carries the tick of the draft it
 *   publishes, given when it was scheduled (the schedule drawer asks for it: hooks/schedulePublish).
 *   The server's own work with no user (seed, import, commands) is not asked.
 */
import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig, type CollectionSlug, type Endpoint, type Field, type PayloadRequest } from 'payload'

import { isOperator, isStaff } from '@/access/roles'
import { apiError } from '@/lib/apiError'
import { factsOf } from '@/content/facts'
import { forSchool, forSchoolOf, schoolOfRecord, schoolOfStaff, schoolsOf, type School } from '@/tenancy'
import { CLASSES } from '@/features/classes/collection'
import { MAX_CLASSES } from '@/features/classes/rules'
import { SENDS, sourceKeyOf } from './collections'
import { audienceCounts } from './queue'
import { classIdsParam, CONFIRM_FIELD, CONFIRM_LABEL, UNCONFIRMED_MESSAGE, type Audience } from './audience'

const NOTIFY_FIELD = 'notifySubscribers'

type Doc = Record<string, unknown>

const noStore = { headers: { 'Cache-Control': 'no-store' } }

/** The notice already sent for an item (unique per item within its school), if any. */
async function sentFor(req: PayloadRequest, source: string, doc: Doc): Promise<{ at: string; subscribers: number | null } | null> {
  const id = doc.id
  if (typeof id !== 'number' && typeof id !== 'string') return null
  const school = await forSchoolOf(req, doc)
  if (!school) return null
  const { docs } = await school.find({ collection: SENDS, where: { sourceKey: { equals: sourceKeyOf(source, id) } }, limit: 1, depth: 0, context: { noFigures: true }, req })
  const send = docs[0]
  return send ? { at: send.createdAt, subscribers: send.subscribers ?? null } : null
}

/** Whether this save would queue a notice that has not been confirmed (see the header). */
async function unconfirmed(req: PayloadRequest, source: string, doc: Doc): Promise<boolean> {
  if (doc._status !== 'published' || doc[NOTIFY_FIELD] !== true || doc[CONFIRM_FIELD] === true) return false
  return !(await sentFor(req, source, doc))
}

/** The hook (see the header). */
export const refuseUnconfirmedNotice: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, req }) => {
  // Seed, import and commands (Local API, no user) are the server's own work.
  if (!req.user) return data
  const merged: Doc = { ...((originalDoc as Doc | undefined) ?? {}), ...data }
  if (await unconfirmed(req, collection.slug, merged)) {
    throw new ValidationError({ collection: collection.slug, errors: [{ path: CONFIRM_FIELD, label: CONFIRM_LABEL, message: UNCONFIRMED_MESSAGE }] })
  }
  return data
}

/**
 * For the schedule drawer: whether the saved draft of an item would queue a notice that has not
 * been confirmed (then the schedule is refused now, rather than failing when it falls due).
 */
export async function scheduleNeedsConfirmation(req: PayloadRequest, source: string, id: number | string): Promise<boolean> {
  const config = req.payload.collections[source as CollectionSlug]?.config
  if (!factsOf(config).notice) return false
  const draft = (await req.payload.findByID({ collection: source as CollectionSlug, id, draft: true, depth: 0, overrideAccess: false, user: req.user, req, disableErrors: true })) as Doc | null
  return Boolean(draft && (await unconfirmed(req, source, { ...draft, _status: 'published' })))
}

/** The message the schedule drawer shows then. */
export const SCHEDULE_UNCONFIRMED = `This item will notify parents when it is published: tick "${CONFIRM_LABEL}" beside "Notify subscribers", save, then schedule it.`

const digits = (v: string | null | undefined) => (v && /^\d{1,12}$/.test(v) ? Number(v) : null)

/** The school the panel asks about: the form's, when the account works for it; else the one the admin's switch is on. */
async function schoolAsked(req: PayloadRequest, given: string | null | undefined): Promise<School | null | 'refused'> {
  if (!given) return schoolOfStaff(req)
  const id = digits(given)
  const school = id === null ? null : await schoolOfRecord(req.payload, id)
  if (!school) return 'refused'
  return isOperator(req.user) || schoolsOf(req.user as never).includes(school.id) ? school : 'refused'
}

/** The panel's endpoint (see the header), for one collection. */
export const audienceEndpoint = (slug: string): Endpoint => ({
  path: '/notice-audience',
  method: 'get',
  handler: async (req) => {
    if (!isStaff(req.user)) return apiError(403, 'Sign in as staff to see who a notice goes to.')
    const notice = factsOf(req.payload.collections[slug as CollectionSlug]?.config).notice
    if (!notice) return apiError(404, 'These items send no notice.')
    const school = await schoolAsked(req, req.searchParams?.get('school'))
    if (school === 'refused') return apiError(403, 'school: you do not work for that school.', 'school')
    if (!school) return apiError(400, 'Choose the school with the school switch at the top of the menu.', 'school')
    const gate = forSchool(req.payload, school, req)
    const asked = notice.byClass ? classIdsParam(req.searchParams?.get('classes'), MAX_CLASSES) : []
    // Only the school's own classes (another school's ids would match nobody anyway), in its order.
    const classes = asked.length
      ? (await gate.find({ collection: CLASSES, where: { id: { in: asked } }, sort: ['order', 'name'], limit: MAX_CLASSES, depth: 0, select: { name: true }, req })).docs.map((c) => ({ id: c.id, name: c.name }))
      : []
    const counts = await audienceCounts(gate, { topic: notice.topic, classes: classes.map((c) => c.id) })
    const id = digits(req.searchParams?.get('id'))
    const sent = id === null ? null : await sentFor(req, slug, { id, school: school.id })
    const answer: Audience = { school: { id: school.id, name: school.name }, classes, counts, sent }
    return Response.json(answer, noStore)
  },
})

/** The panel and the tick box, after "Notify subscribers" (both shown only while it is ticked). */
export const confirmFields: Field[] = [
  {
    name: 'noticeAudience',
    label: 'Who the notice goes to',
    type: 'ui',
    admin: {
      position: 'sidebar',
      disableListColumn: true,
      condition: (data) => data?.[NOTIFY_FIELD] === true,
      components: { Field: '@/components/admin/NoticeAudience#NoticeAudience' },
    },
  },
  {
    name: CONFIRM_FIELD,
    label: CONFIRM_LABEL,
    type: 'checkbox',
    defaultValue: false,
    // A copy is another notice, to be checked again.
    hooks: { beforeDuplicate: [() => false] },
    admin: {
      position: 'sidebar',
      condition: (data) => data?.[NOTIFY_FIELD] === true,
      description: 'Needed to publish with "Notify subscribers": the school and the numbers above are who the notice goes to. Changing the classes clears it.',
    },
  },
]

/** The tick box, the panel's endpoint and the hook, for a collection that sends notices (./notify.ts withNotify). */
export const withConfirmation = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  fields: [...collection.fields, ...confirmFields],
  endpoints: [...(collection.endpoints || []), audienceEndpoint(collection.slug)],
  hooks: { ...collection.hooks, beforeChange: [...(collection.hooks?.beforeChange ?? []), refuseUnconfirmedNotice] },
})
