'use client'
/**
 * What the item's "Submit for review" button and its review status in the sidebar ask the
 * server (src/features/approvals/endpoints.ts `/review-requests/state`), read again when the
 * item is submitted (the `review-submitted` event).
 */
import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useCallback, useEffect, useState } from 'react'

export type ReviewRequestState = {
  status: 'pending' | 'approved' | 'returned'
  comment: string | null
  reviewedBy: string | null
  reviewedAt: string | null
  requestedBy: string | null
  requestedAt: string | null
  publishAt: string | null
}
export type ReviewState = { held: boolean; request: ReviewRequestState | null }

export const REVIEW_SUBMITTED = 'review-submitted'

export function useReviewState(): { state: ReviewState | null; api: string } {
  const { id, collectionSlug } = useDocumentInfo()
  const {
    config: {
      routes: { api: apiRoute },
    },
  } = useConfig()
  const api = formatAdminURL({ apiRoute, path: '/review-requests' })
  const [state, setState] = useState<ReviewState | null>(null)
  const [asked, setAsked] = useState(0)
  const again = useCallback(() => setAsked((n) => n + 1), [])
  useEffect(() => {
    window.addEventListener(REVIEW_SUBMITTED, again)
    return () => window.removeEventListener(REVIEW_SUBMITTED, again)
  }, [again])
  useEffect(() => {
    if (!collectionSlug) return
    let current = true
    const query = new URLSearchParams({ collection: collectionSlug, ...(id ? { id: String(id) } : {}) })
    fetch(`${api}/state?${query}`, { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<ReviewState>) : null))
      .then((s) => {
        if (current) setState(s)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [api, collectionSlug, id, asked])
  return { state, api }
}

const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' })
export const formatWhen = (iso: string | null) => (iso ? when.format(new Date(iso)) : '')
