import type { CollectionConfig } from 'payload'

import { staff } from '@/access'
import { contentType } from '@/content/facts'
import { dayAndTime } from '@/fields'
import { REVIEW_REQUESTS, REVIEW_STATUSES } from '@/features/approvals/rules'
import type { MovedIds } from '@/features/schools/move'
import { approveEndpoint, returnEndpoint, stateEndpoint, submitEndpoint } from './endpoints'

const nobody = () => false

/**
 * A school moved to another deployment (src/features/schools/move.ts): a request names its item
 * by collection and number, renumbered there (one whose item did not move is left out); the
 * versions and the account it named are this deployment's, so it keeps their names only.
 */
const requestMoved: MovedIds = (doc, relink) => {
  const id = typeof doc.collectionSlug === 'string' ? relink(doc.collectionSlug, doc.docId) : null
  if (id === null) return false
  doc.docId = id
  doc.versionId = null
  doc.publishedVersionId = null
  doc.requestedById = null
}

/**
 * The school's review queue (src/features/approvals): one request per "Submit for review",
 * with what, who asked and when, its status and the reviewer's answer. Staff of the school
 * read it (editors see what was said of their changes); nobody writes it through the API: only
 * the endpoints below (submit, approve, return) and the publishing hooks change it.
 */
export const ReviewRequests: CollectionConfig = contentType(
  {
    slug: REVIEW_REQUESTS,
    custom: { moved: requestMoved },
    labels: { singular: 'Review request', plural: 'Review requests' },
    access: { read: staff, create: nobody, update: nobody, delete: nobody },
    defaultSort: '-requestedAt',
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'status', 'requestedBy', 'requestedAt', 'reviewedBy'],
      group: 'Content',
      description: 'Changes editors submitted for review. The dashboard lists those waiting, with Approve and Return.',
    },
    endpoints: [submitEndpoint, approveEndpoint, returnEndpoint, stateEndpoint],
    fields: [
      { name: 'title', label: 'Item', type: 'text', admin: { readOnly: true } },
      {
        type: 'row',
        fields: [
          { name: 'collectionSlug', label: 'Kind', type: 'text', required: true, index: true, admin: { readOnly: true } },
          { name: 'docId', label: 'Item number', type: 'number', required: true, index: true, admin: { readOnly: true } },
        ],
      },
      { name: 'status', type: 'select', required: true, index: true, defaultValue: 'pending', options: [...REVIEW_STATUSES], admin: { readOnly: true } },
      { name: 'note', label: 'Note from the editor', type: 'textarea', admin: { readOnly: true } },
      { name: 'requestedBy', label: 'Submitted by', type: 'text', admin: { readOnly: true } },
      { name: 'requestedById', type: 'number', index: true, admin: { hidden: true } },
      { name: 'requestedAt', label: 'Submitted', type: 'date', index: true, admin: { readOnly: true, date: dayAndTime } },
      // The version submitted, and the published one it changes: what the comparison shows, and what an approval publishes.
      { name: 'versionId', type: 'text', admin: { hidden: true } },
      { name: 'publishedVersionId', type: 'text', admin: { hidden: true } },
      { name: 'reviewedBy', label: 'Reviewed by', type: 'text', admin: { readOnly: true } },
      { name: 'reviewedAt', label: 'Reviewed', type: 'date', admin: { readOnly: true, date: dayAndTime } },
      { name: 'comment', label: 'Reviewer’s comment', type: 'textarea', admin: { readOnly: true } },
      { name: 'publishAt', label: 'To be published at', type: 'date', admin: { readOnly: true, date: dayAndTime } },
      { name: 'publishedAt', label: 'Published', type: 'date', admin: { readOnly: true, date: dayAndTime } },
    ],
  },
  // Staff only, never on a page: the compliance monitor does not read it.
  { private: true },
)
