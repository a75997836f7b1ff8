'use client'
/**
 * In the sidebar of an item with drafts, where the school requires approvals: whether it is
 * waiting for review, was approved, or was returned, with the reviewer's comment, so the
 * editor sees what to change on the item itself (src/features/approvals).
 */
import type { ReactElement } from 'react'

import { formatWhen, useReviewState } from './reviewState'

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem', marginBottom: '1rem' }

export function ReviewStatus(): ReactElement | null {
  const { state } = useReviewState()
  if (!state || (!state.held && !state.request)) return null
  const r = state.request
  return (
    <div className="review-status" style={box} role="status">
      <strong style={{ display: 'block', marginBottom: '0.25rem' }}>Review</strong>
      {!r ? (
        <p style={{ margin: 0 }}>Changes here need an administrator’s approval: when the draft is ready, press “Submit for review”.</p>
      ) : r.status === 'pending' ? (
        <p style={{ margin: 0 }}>
          Waiting for review since {formatWhen(r.requestedAt)}
          {r.requestedBy ? ` (submitted by ${r.requestedBy})` : ''}.
        </p>
      ) : r.status === 'returned' ? (
        <>
          <p style={{ margin: '0 0 0.25rem' }}>
            Returned by {r.reviewedBy ?? 'a reviewer'} on {formatWhen(r.reviewedAt)} with this comment:
          </p>
          <blockquote className="review-status__comment" style={{ margin: 0, whiteSpace: 'pre-wrap', fontStyle: 'italic' }}>
            {r.comment}
          </blockquote>
          {state.held ? <p style={{ margin: '0.5rem 0 0' }}>Make the changes, then press “Submit for review” again.</p> : null}
        </>
      ) : (
        <p style={{ margin: 0 }}>
          Approved by {r.reviewedBy ?? 'a reviewer'} on {formatWhen(r.reviewedAt)}
          {r.publishAt ? `, to be published at ${formatWhen(r.publishAt)} (India time)` : ''}.
        </p>
      )}
    </div>
  )
}
