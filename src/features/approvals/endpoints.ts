/**
 * The review queue's endpoints, under /cms-api/review-requests:
 * - `POST /submit` {collection, id, note?}: an editor held for review submits the item's latest
 *   draft (saved just before by the admin's "Submit for review"); the school's administrators get an e-mail;
 * - `POST /<request>/approve` {publishAt?}: a reviewer publishes the submitted draft now, or at a
 *   time through the scheduling that exists (hooks/schedulePublish);
 * - `POST /<request>/return` {comment}: a reviewer sends it back with a comment; nothing is published;
 * - `GET /state?collection=&id=`: for the admin's button and sidebar, whether this person's
 *   publishing is held here, and the item's latest request.
 * JSON in and out; the dashboard's plain forms (no JavaScript needed) are answered with a
 * redirect back to it.
 */
import type { CollectionSlug, Endpoint, PayloadRequest, SanitizedCollectionConfig } from 'payload'

import { apiError } from '@/lib/apiError'
import { isStaff, type Role } from '@/access/roles'
import { env } from '@/env'
import { mailFrom } from '@/email/smtp'
import { describeStaffer } from '@/hooks/history'
import { schedulePublishServerFunction } from '@/hooks/schedulePublish'
import { schoolSender } from '@/lib/mailSender'
import { fromIndiaWallClock } from '@/lib/schedule'
import { forSchoolOf, schoolOfStaff, type SchoolGate } from '@/tenancy'
import { approvalSettings, hasDrafts } from './hold'
import { commentProblem, isReviewerRole, mustSubmit, REVIEW_REQUESTS, reviewRequestEmail } from '@/features/approvals/rules'

type Account = { id: number; role?: Role | null; name?: string | null; email?: string | null }
type Request = {
  id: number
  collectionSlug: string
  docId: number
  title?: string | null
  status: string
  school?: unknown
  versionId?: string | null
  comment?: string | null
  reviewedBy?: string | null
  reviewedAt?: string | null
  requestedBy?: string | null
  requestedAt?: string | null
  publishAt?: string | null
}

const QUEUE = '/admin#reviews'

/** A form post from the dashboard (answered with a redirect), or a JSON client. */
const isForm = (req: PayloadRequest) => (req.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')

async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    if (isForm(req)) return Object.fromEntries(new URLSearchParams(await req.text!()))
    if ((req.headers.get('content-type') ?? '').includes('application/json')) return ((await req.json!()) as Record<string, unknown>) ?? {}
  } catch {
    // An unreadable body is an empty one: each field then says what it needs.
  }
  return {}
}

/** Payload's error shape; for the dashboard's forms, back to it with the message. */
function answer(req: PayloadRequest, status: number, message: string, path?: string): Response {
  if (isForm(req) && status >= 400) return new Response(null, { status: 303, headers: { location: `/admin?review=${encodeURIComponent(message)}${QUEUE.slice(6)}` } })
  if (isForm(req)) return new Response(null, { status: 303, headers: { location: QUEUE } })
  if (status >= 400) return apiError(status, message, path)
  return Response.json({ message }, { status })
}

const titleOf = (config: SanitizedCollectionConfig, doc: Record<string, unknown>) => {
  const field = config.admin?.useAsTitle
  const title = field ? doc[field] : undefined
  return typeof title === 'string' && title.trim() ? title.trim() : `#${String(doc.id)}`
}

const kindOf = (config: SanitizedCollectionConfig) => (typeof config.labels?.singular === 'string' ? config.labels.singular : config.slug).toLowerCase()

/** The newest version of an item, and its newest published one. */
async function versionsOf(gate: SchoolGate, collection: string, id: number) {
  const newest = async (published: boolean) =>
    (
      await gate.findVersions({
        collection: collection as CollectionSlug,
        where: { and: [{ parent: { equals: id } }, ...(published ? [{ 'version._status': { equals: 'published' } }] : [])] },
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
      })
    ).docs[0]?.id
  return { latest: await newest(false), published: await newest(true) }
}

/** Payload's comparison of the submitted version with the published one (or with the version before it). */
export const compareLink = (r: { collectionSlug: string; docId: number; versionId?: string | null; publishedVersionId?: string | null }) =>
  r.versionId
    ? `/admin/collections/${r.collectionSlug}/${r.docId}/versions/${r.versionId}${r.publishedVersionId ? `?versionFrom=${r.publishedVersionId}` : ''}`
    : `/admin/collections/${r.collectionSlug}/${r.docId}`

/** The school's administrators (not operators: the school's own work), for the e-mail. */
async function reviewerAddresses(gate: SchoolGate): Promise<string[]> {
  const { docs } = await gate.find({ collection: 'users', where: { role: { equals: 'admin' } }, depth: 0, pagination: false, select: { email: true } } as never)
  return (docs as unknown as { email?: string }[]).map((u) => u.email).filter((e): e is string => typeof e === 'string' && e.includes('@'))
}

async function mailReviewers(req: PayloadRequest, gate: SchoolGate, request: Request, config: SanitizedCollectionConfig, note: string | null) {
  const origin = env().publicOrigin
  const mail = reviewRequestEmail({
    schoolName: gate.school.name,
    kind: kindOf(config),
    title: request.title ?? '',
    requestedBy: request.requestedBy ?? 'An editor',
    note,
    link: `${origin}${compareLink(request)}`,
    queue: `${origin}${QUEUE}`,
  })
  const from = schoolSender(gate.school.name, mailFrom(req.payload))
  for (const to of await reviewerAddresses(gate)) {
    try {
      await req.payload.sendEmail({ to, from, ...mail })
    } catch (err) {
      // The request is in the queue whatever the mail server says; the dashboard lists it.
      req.payload.logger.error({ err }, 'A reviewer could not be e-mailed about a review request')
    }
  }
}

/** The item an editor may open (its latest draft), and its school's gate; null when it is not theirs. */
async function itemOf(req: PayloadRequest, collection: string, id: number) {
  const config = req.payload.collections[collection as CollectionSlug]?.config
  if (!config || !hasDrafts(config) || collection === REVIEW_REQUESTS) return null
  const doc = (await req.payload.findByID({ collection: collection as CollectionSlug, id, draft: true, depth: 0, overrideAccess: false, req, disableErrors: true })) as Record<
    string,
    unknown
  > | null
  const gate = doc && (await forSchoolOf(req, doc as { school?: unknown }))
  return doc && gate ? { config, doc, gate } : null
}

const idOf = (v: unknown): number | null => (typeof v === 'number' || (typeof v === 'string' && /^\d{1,12}$/.test(v)) ? Number(v) : null)

export const submitEndpoint: Endpoint = {
  path: '/submit',
  method: 'post',
  handler: async (req) => {
    const user = req.user as Account | null
    if (!isStaff(user)) return answer(req, 403, 'Sign in as staff to submit a change for review.')
    const body = await bodyOf(req)
    const collection = typeof body.collection === 'string' ? body.collection : ''
    const id = idOf(body.id)
    if (id === null) return answer(req, 400, 'id: the number of the item to submit.', 'id')
    const item = await itemOf(req, collection, id)
    if (!item) return answer(req, 404, 'No such item with drafts, or not one you can open.')
    const { config, doc, gate } = item
    if (!mustSubmit(user!.role, await approvalSettings(gate, req), collection)) return answer(req, 409, 'Your changes here need no approval: publish them yourself.')
    const versions = await versionsOf(gate, collection, id)
    const note = typeof body.note === 'string' && body.note.trim() ? body.note.trim().slice(0, 1000) : null
    const data = {
      collectionSlug: collection,
      docId: id,
      title: titleOf(config, doc),
      status: 'pending',
      note,
      requestedBy: describeStaffer(user),
      requestedById: user!.id,
      requestedAt: new Date().toISOString(),
      versionId: versions.latest === undefined ? null : String(versions.latest),
      publishedVersionId: versions.published === undefined ? null : String(versions.published),
    }
    // A second submission of an item still waiting replaces the first; a returned one stays as it was answered.
    const { docs } = await gate.find({
      collection: REVIEW_REQUESTS as CollectionSlug,
      where: { and: [{ collectionSlug: { equals: collection } }, { docId: { equals: id } }, { status: { equals: 'pending' } }] },
      limit: 1,
      depth: 0,
      req,
    })
    const waiting = docs[0] as { id: number } | undefined
    const request = (
      waiting
        ? await gate.update({ collection: REVIEW_REQUESTS as CollectionSlug, id: waiting.id, data: data as never, depth: 0, req })
        : await gate.create({ collection: REVIEW_REQUESTS as CollectionSlug, data: data as never, depth: 0, req })
    ) as unknown as Request
    await mailReviewers(req, gate, request, config, note)
    if (isForm(req)) return answer(req, 201, 'Submitted for review.')
    return Response.json({ message: 'Submitted for review: the school’s administrators have been told.', doc: request }, { status: 201 })
  },
}

/** A request a reviewer may answer: theirs to read (their schools'), still waiting, and the item unchanged since it was submitted. */
async function answerable(req: PayloadRequest): Promise<{ request: Request; gate: SchoolGate } | Response> {
  const user = req.user as Account | null
  if (!isReviewerRole(user?.role)) return answer(req, 403, 'Only the school’s administrators review changes.')
  const id = idOf(req.routeParams?.id)
  const request =
    id === null
      ? null
      : ((await req.payload.findByID({ collection: REVIEW_REQUESTS as CollectionSlug, id, depth: 0, overrideAccess: false, req, disableErrors: true })) as unknown as Request | null)
  const gate = request && (await forSchoolOf(req, request))
  if (!request || !gate) return answer(req, 404, 'No such review request.')
  if (request.status !== 'pending') return answer(req, 409, `This request was already answered (${request.status}).`)
  const { latest } = await versionsOf(gate, request.collectionSlug, request.docId)
  if (request.versionId && latest !== undefined && String(latest) !== request.versionId) {
    return answer(req, 409, 'The item has changed since it was submitted: open it to see the latest, or wait for the editor to submit it again.')
  }
  return { request, gate }
}

/** A time the reviewer gave: a full date-time, or the dashboard's "2026-11-28T16:30" in India time. */
function timeOf(value: unknown): Date | null {
  if (typeof value !== 'string' || !value.trim()) return null
  const wall = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim())
  if (wall) {
    const [year, month, day, hour, minute] = wall.slice(1).map(Number) as [number, number, number, number, number]
    return fromIndiaWallClock({ year, month, day, hour, minute })
  }
  const t = Date.parse(value)
  return Number.isNaN(t) ? new Date(Number.NaN) : new Date(t)
}

export const approveEndpoint: Endpoint = {
  path: '/:id/approve',
  method: 'post',
  handler: async (req) => {
    const found = await answerable(req)
    if (found instanceof Response) return found
    const { request, gate } = found
    const body = await bodyOf(req)
    const at = timeOf(body.publishAt)
    const reviewer = describeStaffer(req.user as Account)
    if (at) {
      // The scheduling that exists (the admin's Publish ▾ → Schedule publish): a time past is refused; the job publishes as this reviewer.
      const result = await schedulePublishServerFunction({
        type: 'publish',
        date: at,
        doc: { relationTo: request.collectionSlug as CollectionSlug, value: String(request.docId) },
        timezone: 'Asia/Kolkata',
        req,
        importMap: {},
        cookies: new Map(),
      } as never)
      if ('error' in result) return answer(req, 400, result.error, 'publishAt')
      await gate.update({
        collection: REVIEW_REQUESTS as CollectionSlug,
        id: request.id,
        data: { status: 'approved', reviewedBy: reviewer, reviewedAt: new Date().toISOString(), publishAt: at.toISOString() } as never,
        req,
      })
      return answer(req, 200, 'Approved: it will be published at the time chosen.')
    }
    // Published as this reviewer, with their access; the publishing hook marks the request approved.
    await req.payload.update({ collection: request.collectionSlug as CollectionSlug, id: request.docId, data: { _status: 'published' } as never, depth: 0, overrideAccess: false, req })
    return answer(req, 200, 'Approved and published.')
  },
}

export const returnEndpoint: Endpoint = {
  path: '/:id/return',
  method: 'post',
  handler: async (req) => {
    const found = await answerable(req)
    if (found instanceof Response) return found
    const { request, gate } = found
    const { comment } = await bodyOf(req)
    const problem = commentProblem(comment)
    if (problem) return answer(req, 400, problem, 'comment')
    await gate.update({
      collection: REVIEW_REQUESTS as CollectionSlug,
      id: request.id,
      data: { status: 'returned', comment: String(comment).trim(), reviewedBy: describeStaffer(req.user as Account), reviewedAt: new Date().toISOString() } as never,
      req,
    })
    return answer(req, 200, 'Returned to the editor with your comment.')
  },
}

export const stateEndpoint: Endpoint = {
  path: '/state',
  method: 'get',
  handler: async (req) => {
    const user = req.user as Account | null
    if (!isStaff(user)) return answer(req, 403, 'Sign in as staff.')
    const collection = req.searchParams?.get('collection') ?? ''
    const id = idOf(req.searchParams?.get('id'))
    const item = id === null ? null : await itemOf(req, collection, id)
    const school = item?.gate ?? (await forSchoolOf(req, { school: (await schoolOfStaff(req))?.id ?? null }))
    const config = req.payload.collections[collection as CollectionSlug]?.config
    const held = Boolean(config && hasDrafts(config) && school && mustSubmit(user!.role, await approvalSettings(school, req), collection))
    let request: Request | null = null
    if (item && id !== null) {
      const { docs } = await item.gate.find({
        collection: REVIEW_REQUESTS as CollectionSlug,
        where: { and: [{ collectionSlug: { equals: collection } }, { docId: { equals: id } }] },
        sort: '-requestedAt',
        limit: 1,
        depth: 0,
        req,
      })
      request = (docs[0] as unknown as Request | undefined) ?? null
    }
    const shown = request && {
      status: request.status,
      comment: request.comment ?? null,
      reviewedBy: request.reviewedBy ?? null,
      reviewedAt: request.reviewedAt ?? null,
      requestedBy: request.requestedBy ?? null,
      requestedAt: request.requestedAt ?? null,
      publishAt: request.publishAt ?? null,
    }
    return Response.json({ held, request: shown }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
