'use client'
/**
 * The Publish button of an editor whose school requires approvals (src/features/approvals):
 * "Submit for review" saves the draft and puts it in the school's review queue; the school's
 * administrators are e-mailed. The server refuses the editor's publish on every path anyway.
 */
import { FormSubmit, toast, useConfig, useDocumentInfo, useForm, useFormModified, useLocale } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useCallback, useState, type ReactElement } from 'react'

import { REVIEW_SUBMITTED, useReviewState } from './reviewState'

export function SubmitForReview(): ReactElement | null {
  const { id, collectionSlug, hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount, uploadStatus } = useDocumentInfo()
  const { state, api } = useReviewState()
  const { submit } = useForm()
  const modified = useFormModified()
  const { code: locale } = useLocale()
  const {
    config: {
      routes: { api: apiRoute },
    },
  } = useConfig()
  const [busy, setBusy] = useState(false)
  const waiting = state?.request?.status === 'pending'
  // Something to submit: unsaved changes, a draft newer than what is published, a never-published item; first saved once.
  const somethingNew = modified || unpublishedVersionCount > 0 || !hasPublishedDoc
  const disabled = !id || busy || uploadStatus === 'uploading' || !somethingNew || (waiting && !modified)

  const submitForReview = useCallback(async () => {
    if (!id || !collectionSlug) return
    setBusy(true)
    try {
      if (modified) {
        const path = `/${collectionSlug}/${id}?${new URLSearchParams({ locale, depth: '0', 'fallback-locale': 'null', draft: 'true' })}` as `/${string}`
        const saved = await submit({ action: formatAdminURL({ apiRoute, path }), method: 'PATCH', overrides: { _status: 'draft' }, skipValidation: true, disableSuccessStatus: true } as never)
        if (!saved) return
        setUnpublishedVersionCount((n) => n + 1)
      }
      const res = await fetch(`${api}/submit`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ collection: collectionSlug, id }),
      })
      const json = (await res.json().catch(() => ({}))) as { message?: string; errors?: { message?: string }[] }
      if (res.ok) toast.success(json.message ?? 'Submitted for review.')
      else toast.error(json.errors?.[0]?.message ?? 'Could not submit it for review.')
      window.dispatchEvent(new Event(REVIEW_SUBMITTED))
    } finally {
      setBusy(false)
    }
  }, [api, apiRoute, collectionSlug, id, locale, modified, setUnpublishedVersionCount, submit])

  if (!state?.held) return null
  return (
    <FormSubmit buttonId="action-submit-for-review" disabled={disabled} onClick={() => void submitForReview()} size="medium" type="button">
      {!id ? 'Save a draft, then submit for review' : waiting && !modified ? 'Waiting for review' : 'Submit for review'}
    </FormSubmit>
  )
}
