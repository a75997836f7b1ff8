/**
 * The review queue on the admin dashboard (server component; src/features/approvals): for the
 * school the staff member works in (the school switch, else their only school), what waits
 * for review and what was returned, with counts. A reviewer (an administrator) gets, for each
 * waiting change, a link to Payload's comparison with what is published, Approve (now, or at a
 * time in India time) and Return with a comment; an editor sees their own requests and the
 * reviewers' comments. Plain forms: no JavaScript needed.
 */
import { headers } from 'next/headers'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import type { Role } from '@/access/roles'
import { compareLink } from '@/features/approvals/endpoints'
import { approvalSettings } from '@/features/approvals/hold'
import { isReviewerRole, REVIEW_REQUESTS } from '@/features/approvals/rules'
import { forSchool, schoolOfStaff } from '@/tenancy'

type Account = { id?: number; role?: Role | null } | null | undefined
type Row = {
  id: number
  title?: string | null
  collectionSlug: string
  docId: number
  status: string
  note?: string | null
  requestedBy?: string | null
  requestedById?: number | null
  requestedAt?: string | null
  reviewedBy?: string | null
  reviewedAt?: string | null
  comment?: string | null
  versionId?: string | null
  publishedVersionId?: string | null
}

const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' })
const at = (iso?: string | null) => (iso ? when.format(new Date(iso)) : '')

async function requestHeaders(): Promise<Headers> {
  try {
    return (await headers()) as unknown as Headers
  } catch {
    return new Headers()
  }
}

const button = 'btn btn--style-secondary btn--size-small'

function Waiting({ row, api, reviewer }: { row: Row; api: string; reviewer: boolean }) {
  const action = (what: string) => `${api}/${REVIEW_REQUESTS}/${row.id}/${what}`
  return (
    <li style={{ marginBottom: '1rem' }} data-review-request={row.id}>
      <strong>{row.title}</strong> ({row.collectionSlug.replace(/-/g, ' ')}): submitted by {row.requestedBy ?? 'an editor'} on {at(row.requestedAt)}.
      {row.note ? <> Note: “{row.note}”</> : null} <a href={compareLink(row)}>Compare with what is published</a> · <a href={`/admin/collections/${row.collectionSlug}/${row.docId}`}>Open</a>
      {reviewer ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end', marginTop: '0.5rem' }}>
          <form method="post" action={action('approve')}>
            <button type="submit" className={button} style={{ margin: 0 }}>
              Approve and publish now
            </button>
          </form>
          <form method="post" action={action('approve')}>
            <label style={{ display: 'block' }}>
              Publish at (India time){' '}
              <input type="datetime-local" name="publishAt" required />
            </label>{' '}
            <button type="submit" className={button} style={{ margin: 0 }}>
              Approve for that time
            </button>
          </form>
          <form method="post" action={action('return')}>
            <label style={{ display: 'block' }}>
              Comment for the editor <textarea name="comment" rows={2} cols={40} required maxLength={2000} />
            </label>
            <button type="submit" className={button} style={{ margin: 0 }}>
              Return with comment
            </button>
          </form>
        </div>
      ) : null}
    </li>
  )
}

export async function ReviewQueue({ payload, user, searchParams }: { payload: Payload; user?: Account; searchParams?: Record<string, string | string[] | undefined> }) {
  const hdrs = await requestHeaders()
  const school = user ? await schoolOfStaff({ payload, user: user as PayloadRequest['user'], headers: hdrs }) : null
  if (!school) return null
  const gate = forSchool(payload, school)
  const settings = await approvalSettings(gate)
  const reviewer = isReviewerRole(user?.role)
  const { docs } = await gate.find({
    collection: REVIEW_REQUESTS as CollectionSlug,
    sort: '-requestedAt',
    depth: 0,
    limit: 200,
  })
  // Each item's newest request only: a returned change submitted again is waiting, not returned.
  const seen = new Set<string>()
  const newest = (docs as unknown as Row[]).filter((r) => {
    const key = `${r.collectionSlug}:${r.docId}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const rows = newest.filter((r) => (reviewer || r.requestedById === user?.id) && r.status !== 'approved')
  const waiting = rows.filter((r) => r.status === 'pending')
  const returned = rows.filter((r) => r.status === 'returned').slice(0, 20)
  if (!settings.required && !rows.length) return null
  const api = payload.config.routes.api
  const message = typeof searchParams?.review === 'string' ? searchParams.review : null
  return (
    <section id="reviews" aria-labelledby="reviews-heading" style={{ marginBottom: '2rem' }}>
      <h2 id="reviews-heading" style={{ marginBottom: '0.25rem' }}>
        Review queue
      </h2>
      <p style={{ margin: 0 }}>
        {waiting.length} waiting for review, {returned.length} returned{reviewer ? '' : ' (your changes)'}.
        {settings.required ? ' Editors’ changes are published once an administrator approves them.' : ' Approvals are not required any more: editors publish themselves.'}
      </p>
      {message ? (
        <p role="alert" style={{ fontWeight: 600 }}>
          {message}
        </p>
      ) : null}
      {waiting.length ? (
        <>
          <h3 style={{ margin: '1rem 0 0.5rem' }}>Waiting for review ({waiting.length})</h3>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {waiting.map((r) => (
              <Waiting key={r.id} row={r} api={api} reviewer={reviewer} />
            ))}
          </ul>
        </>
      ) : null}
      {returned.length ? (
        <>
          <h3 style={{ margin: '1rem 0 0.5rem' }}>Returned with a comment ({returned.length})</h3>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {returned.map((r) => (
              <li key={r.id} style={{ marginBottom: '0.5rem' }}>
                <a href={`/admin/collections/${r.collectionSlug}/${r.docId}`}>{r.title}</a>: returned by {r.reviewedBy ?? 'a reviewer'} on {at(r.reviewedAt)}: “{r.comment}”
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
