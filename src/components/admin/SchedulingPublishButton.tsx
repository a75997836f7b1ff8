'use client'
/**
 * Payload's own Publish button, with one correction for scheduling. Payload (3.90) opens
 * "Schedule publish" on Unpublish unless it has counted drafts newer than a published
 * version, and it counts those only when a published version exists: a draft that was never
 * published counts none, so its schedule started on Unpublish, which does nothing for it.
 * Such a draft is one version waiting to be published, and counting it so makes the drawer
 * start on Publish. The count is used for nothing else while nothing is published (the
 * status reads "Draft" whatever it says), and Payload sets it again once it is published.
 */
import { PublishButton, useDocumentInfo } from '@payloadcms/ui'
import type { PublishButtonClientProps } from 'payload'
import { useEffect } from 'react'

export function SchedulingPublishButton(props: PublishButtonClientProps) {
  const { id, hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount } = useDocumentInfo()

  useEffect(() => {
    if (id !== undefined && id !== null && !hasPublishedDoc && !(unpublishedVersionCount > 0)) setUnpublishedVersionCount(1)
  }, [id, hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount])

  return <PublishButton {...props} />
}
