/**
 * Approvals, as an editor, a reviewer and a visitor meet them: with the school's setting on, an
 * editor's publish is refused on every path (REST, GraphQL, the Local API with the editor, the
 * schedule drawer's server function) while "Submit for review" puts the draft in the queue and
 * e-mails the school's administrators; a reviewer approves (visitors then see it) or returns it
 * with a comment (the editor sees it, nothing is published); emergency alerts are exempt when
 * the school says so; without the setting nothing changes.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailHandedOver } from '@/email/smtp'
import { schedulePublishServerFunction } from '@/hooks/schedulePublish'
import { HELD_MESSAGE } from '@/features/approvals/rules'
import type { User } from '@/payload-types'
import type { SchoolGate } from '@/tenancy'
import { getList } from '../../../tests/int/apiRoutes'
import { startInbox } from '../../../tests/int/inbox'
import { adminRequest, graphql, rest, signIn, type Caller } from '../../../tests/int/isolation'
import { schoolGate, staffUsers, testPayload } from '../../../tests/int/payload'

let payload: Payload
let inbox: Awaited<ReturnType<typeof startInbox>>
let gate: SchoolGate
let admin: User
let editor: User
let asAdmin: Caller
let asEditor: Caller

const PASSWORD = 'correct-horse-battery'

const settings = (data: { required: boolean; alertsExempt?: boolean }) => gate.savePage('approval-settings' as never, data)

const newsTitles = async () => ((await (await getList('/api/news/{school}')).json()) as { title: string }[]).map((n) => n.title)

const item = (title: string) => ({ title, description: 'For the notice board.', fromDate: new Date().toISOString() })

/** A news draft made by the editor through REST. */
async function editorDraft(title: string): Promise<number> {
  const made = await rest(asEditor, 'POST', '/news?draft=true', { ...item(title), _status: 'draft' })
  expect(made.status).toBe(201)
  return (made.body.doc as { id: number }).id
}

const stored = (id: number) => payload.findByID({ collection: 'news', id, depth: 0, overrideAccess: false, user: admin })
const submit = (id: number, collection = 'news') => rest(asEditor, 'POST', '/review-requests/submit', { collection, id })
const stateOf = async (id: number) => (await rest(asEditor, 'GET', `/review-requests/state?collection=news&id=${id}`)).body as { held: boolean; request: Record<string, unknown> | null }

beforeAll(async () => {
  inbox = await startInbox()
  process.env.SMTP_URL = inbox.url
  process.env.MAIL_FROM = 'Test School <office@school.example>'
  payload = await testPayload()
  gate = await schoolGate(payload)
  ;({ admin, editor } = await staffUsers(payload))
  asAdmin = await signIn(payload, admin.email, PASSWORD)
  asEditor = await signIn(payload, editor.email, PASSWORD)
  await settings({ required: true, alertsExempt: true })
})

afterAll(async () => {
  // Mail is handed to the server in the background: all of it before the inbox closes.
  await mailHandedOver()
  await inbox?.close()
})

describe('with approvals required', () => {
  it('refuses an editor’s publish on every path, and “Submit for review” queues the draft and e-mails the administrators', async () => {
    const title = `Sports day moved ${Date.now()}`
    const id = await editorDraft(title)

    // REST: publishing the draft, or making an item published at once.
    expect((await rest(asEditor, 'PATCH', `/news/${id}`, { _status: 'published' })).status).toBe(403)
    expect((await rest(asEditor, 'POST', '/news', { ...item(`${title} (direct)`), _status: 'published' })).status).toBe(403)
    // GraphQL.
    const mutation = await graphql(asEditor, `mutation { updateNews(id: ${id}, data: { _status: published }) { id _status } }`)
    expect(mutation.body.errors).toBeTruthy()
    // The Local API with the editor.
    await expect(payload.update({ collection: 'news', id, data: { _status: 'published' }, user: editor, overrideAccess: false })).rejects.toThrow()
    // The schedule drawer.
    const scheduled = await schedulePublishServerFunction({
      type: 'publish',
      date: new Date(Date.now() + 3_600_000),
      doc: { relationTo: 'news', value: String(id) },
      timezone: 'Asia/Kolkata',
      req: await adminRequest(payload, asEditor),
      importMap: {},
      cookies: new Map(),
    } as never)
    expect(scheduled).toEqual({ error: HELD_MESSAGE })
    expect((await stored(id))._status).toBe('draft')
    expect(await newsTitles()).not.toContain(title)
    expect((await stateOf(id)).held).toBe(true)

    const submitted = await submit(id)
    expect(submitted.status).toBe(201)
    expect((submitted.body.doc as { status: string }).status).toBe('pending')
    const mail = await inbox.to(admin.email)
    expect(mail.subject).toContain(title)
    expect(mail.text).toContain(`/admin/collections/news/${id}/versions/`)
    expect(inbox.mails.some((m) => m.address === editor.email)).toBe(false)
    expect((await stateOf(id)).request).toMatchObject({ status: 'pending' })
    // Still not on the site.
    expect(await newsTitles()).not.toContain(title)
    // An editor cannot answer a request.
    const request = (submitted.body.doc as { id: number }).id
    expect((await rest(asEditor, 'POST', `/review-requests/${request}/approve`, {})).status).toBe(403)
    // Nor change the queue through the API.
    expect((await rest(asEditor, 'PATCH', `/review-requests/${request}`, { status: 'approved' })).status).toBe(403)
  })

  it('an approved change is published and visitors see it', async () => {
    const title = `Annual day on Friday ${Date.now()}`
    const id = await editorDraft(title)
    const request = ((await submit(id)).body.doc as { id: number }).id
    const approved = await rest(asAdmin, 'POST', `/review-requests/${request}/approve`, {})
    expect(approved.status).toBe(200)
    expect((await stored(id))._status).toBe('published')
    expect(await newsTitles()).toContain(title)
    const state = await stateOf(id)
    expect(state.request).toMatchObject({ status: 'approved' })
    expect(String(state.request?.reviewedBy)).toContain(admin.email)
    // Answered once.
    expect((await rest(asAdmin, 'POST', `/review-requests/${request}/return`, { comment: 'Too late' })).status).toBe(409)
  })

  it('a returned change stays unpublished, and the editor sees the reviewer’s comment', async () => {
    const title = `Fee notice ${Date.now()}`
    const id = await editorDraft(title)
    const request = ((await submit(id)).body.doc as { id: number }).id
    expect((await rest(asAdmin, 'POST', `/review-requests/${request}/return`, { comment: '  ' })).status).toBe(400)
    const returned = await rest(asAdmin, 'POST', `/review-requests/${request}/return`, { comment: 'Please add the last date for paying the fee.' })
    expect(returned.status).toBe(200)
    expect((await stored(id))._status).toBe('draft')
    expect(await newsTitles()).not.toContain(title)
    expect((await stateOf(id)).request).toMatchObject({ status: 'returned', comment: 'Please add the last date for paying the fee.' })
    // In the queue as the editor reads it.
    const queue = await rest(asEditor, 'GET', `/review-requests?where[docId][equals]=${id}&where[collectionSlug][equals]=news`)
    expect((queue.body.docs as { status: string; comment: string }[])[0]).toMatchObject({ status: 'returned', comment: 'Please add the last date for paying the fee.' })
  })

  it('a change to a published item waits too: visitors see the published text until it is approved', async () => {
    const title = `Holiday list ${Date.now()}`
    const published = await rest(asAdmin, 'POST', '/news', { ...item(title), _status: 'published' })
    expect(published.status).toBe(201)
    const id = (published.body.doc as { id: number }).id
    // Saved without a status, the change would go live: refused.
    expect((await rest(asEditor, 'PATCH', `/news/${id}`, { title: `${title} (changed)` })).status).toBe(403)
    // As a draft it is kept, and the site still shows what was published.
    expect((await rest(asEditor, 'PATCH', `/news/${id}?draft=true`, { title: `${title} (changed)` })).status).toBe(200)
    expect(await newsTitles()).toContain(title)
    expect(await newsTitles()).not.toContain(`${title} (changed)`)
    const request = ((await submit(id)).body.doc as { id: number }).id
    // Changed again after it was submitted: not approved unseen.
    expect((await rest(asEditor, 'PATCH', `/news/${id}?draft=true`, { title: `${title} (changed twice)` })).status).toBe(200)
    expect((await rest(asAdmin, 'POST', `/review-requests/${request}/approve`, {})).status).toBe(409)
    await submit(id)
    expect((await rest(asAdmin, 'POST', `/review-requests/${request}/approve`, {})).status).toBe(200)
    expect(await newsTitles()).toContain(`${title} (changed twice)`)
  })

  it('approves for a time through the scheduling that exists, refusing a time past', async () => {
    const id = await editorDraft(`Exam timetable ${Date.now()}`)
    const request = ((await submit(id)).body.doc as { id: number }).id
    const past = await rest(asAdmin, 'POST', `/review-requests/${request}/approve`, { publishAt: new Date(Date.now() - 60_000).toISOString() })
    expect(past.status).toBe(400)
    const later = new Date(Date.now() + 3_600_000)
    expect((await rest(asAdmin, 'POST', `/review-requests/${request}/approve`, { publishAt: later.toISOString() })).status).toBe(200)
    expect((await stored(id))._status).toBe('draft')
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { 'input.doc.value': { equals: String(id) } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(new Date(docs[0]!.waitUntil as string).getTime()).toBe(later.getTime())
    expect((await stateOf(id)).request).toMatchObject({ status: 'approved', publishAt: later.toISOString() })
  })

  it('the dashboard shows the queue with counts: a reviewer gets Compare, Approve and Return; the editor sees the comments on their changes', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { ReviewQueue } = await import('@/components/admin/ReviewQueue')
    type Request = { id: number; collectionSlug: string; docId: number; status: string; versionId: string }
    const docs = (await payload.find({ collection: 'review-requests' as never, overrideAccess: true, depth: 0, limit: 0, sort: '-requestedAt' })).docs as unknown as Request[]
    const newest = new Map<string, Request>()
    for (const d of docs) if (!newest.has(`${d.collectionSlug}:${d.docId}`)) newest.set(`${d.collectionSlug}:${d.docId}`, d)
    const waiting = [...newest.values()].filter((d) => d.status === 'pending')
    const returned = [...newest.values()].filter((d) => d.status === 'returned')
    expect(waiting.length).toBeGreaterThan(0)
    expect(returned.length).toBeGreaterThan(0)

    const forReviewer = renderToStaticMarkup((await ReviewQueue({ payload, user: admin }))!)
    expect(forReviewer).toContain(`${waiting.length} waiting for review, ${returned.length} returned.`)
    expect(forReviewer).toContain(`Waiting for review (${waiting.length})`)
    expect(forReviewer).toContain(`action="/cms-api/review-requests/${waiting[0]!.id}/approve"`)
    expect(forReviewer).toContain(`action="/cms-api/review-requests/${waiting[0]!.id}/return"`)
    expect(forReviewer).toContain(`/admin/collections/news/${waiting[0]!.docId}/versions/${waiting[0]!.versionId}`)
    expect(forReviewer).toContain('Please add the last date for paying the fee.')

    const forEditor = renderToStaticMarkup((await ReviewQueue({ payload, user: editor }))!)
    expect(forEditor).toContain('Please add the last date for paying the fee.')
    expect(forEditor).not.toContain('Approve and publish now')
  })

  it('answers the dashboard’s plain forms with a redirect back to the queue', async () => {
    const id = await editorDraft(`Parents' meeting ${Date.now()}`)
    const request = ((await submit(id)).body.doc as { id: number }).id
    const { POST } = await import('@/app/(payload)/cms-api/[...slug]/route')
    const post = (what: string, body: string) =>
      POST(
        new Request(`http://localhost/cms-api/review-requests/${request}/${what}`, {
          method: 'POST',
          headers: { authorization: `JWT ${asAdmin.token}`, 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
        { params: Promise.resolve({ slug: ['review-requests', String(request), what] }) },
      )
    const empty = await post('return', 'comment=')
    expect(empty.status).toBe(303)
    expect(empty.headers.get('location')).toBe(`/admin?review=${encodeURIComponent('Write a comment saying what to change.')}#reviews`)
    const returned = await post('return', new URLSearchParams({ comment: 'Say which hall.' }).toString())
    expect(returned.status).toBe(303)
    expect(returned.headers.get('location')).toBe('/admin#reviews')
    expect((await stateOf(id)).request).toMatchObject({ status: 'returned', comment: 'Say which hall.' })
  })

  it('lets an editor publish an emergency alert at once when alerts are exempt, and holds it when they are not', async () => {
    const alert = (title: string) => ({
      title,
      severity: 'warning',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      // It notifies subscribers (ticked by default for alerts): who it goes to is confirmed.
      notifyConfirmed: true,
      _status: 'published',
    })
    expect((await rest(asEditor, 'POST', '/emergency-alerts', alert(`School closed (rain) ${Date.now()}`))).status).toBe(201)
    await settings({ required: true, alertsExempt: false })
    expect((await rest(asEditor, 'POST', '/emergency-alerts', alert(`School closed (strike) ${Date.now()}`))).status).toBe(403)
    await settings({ required: true, alertsExempt: true })
  })
})

describe('without approvals', () => {
  it('changes nothing: the editor publishes at once and is not offered review', async () => {
    await settings({ required: false, alertsExempt: true })
    const title = `Library week ${Date.now()}`
    const made = await rest(asEditor, 'POST', '/news', { ...item(title), _status: 'published' })
    expect(made.status).toBe(201)
    expect(await newsTitles()).toContain(title)
    const id = (made.body.doc as { id: number }).id
    expect((await stateOf(id)).held).toBe(false)
    expect((await submit(id)).status).toBe(409)
  })
})
