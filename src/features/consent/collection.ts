import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'

import { staff } from '@/access'
import { CONSENT_RECORDS, forgetConsentState } from '@/features/consent/access'
import { dayOnly } from '@/fields'
import { updatedBy, VERSIONS_KEPT } from '@/hooks/history'
import { expireCollectionCache } from '@/hooks/revalidate'
import { checkUpload, SCAN_RULE } from '@/hooks/uploadChecks'
import { CONSENT_SCOPES } from '@/features/consent/rules'
import { indexDocuments } from '@/features/search/indexer'
import { storedIn } from '@/content/shared'
import { allSchools, forSchoolOf } from '@/tenancy'
import { contentType } from '@/content/facts'
import { auditConsent } from '@/features/audit/consent'

/** Ticking "withdrawn" notes the day it happened (kept if already set; cleared when unticked). */
const noteWithdrawal: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.withdrawn && !originalDoc?.withdrawn) data.withdrawnOn = data.withdrawnOn ?? new Date().toISOString()
  if (data.withdrawn === false) data.withdrawnOn = null
  return data
}

/** A change of consent: the toppers it covers are indexed for search again (in or out). */
const reindexToppers: CollectionAfterChangeHook = async ({ doc, req }) => {
  forgetConsentState(req)
  const school = await forSchoolOf(req, doc)
  if (!school) return doc
  const { docs } = await school.find({
    collection: 'toppers',
    where: { consent: { equals: doc.id } },
    select: { updatedAt: true },
    depth: 0,
    limit: 0,
    pagination: false,
    trash: true,
  })
  await indexDocuments(
    req.payload,
    'toppers',
    docs.map((d) => d.id),
    req,
  )
  return doc
}

/** A record still tied to a topper or an image cannot be deleted: withdrawing is the way to take the child off the site. */
const keepWhileUsed: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { consent: { equals: id } }
  // Every school's: a record is only ever linked within its own (src/tenancy/relations), and none may go while linked.
  const all = allSchools(req.payload, 'references', req)
  const [toppers, images] = await Promise.all([all.count({ collection: 'toppers', where, trash: true }), all.count({ collection: 'images', where })])
  if (toppers.totalDocs + images.totalDocs > 0) {
    throw new APIError(
      `This consent record is used by ${toppers.totalDocs} topper(s) and ${images.totalDocs} image(s). Tick "Consent withdrawn" instead: that takes the child off the site.`,
      400,
      undefined,
      true,
    )
  }
}

/**
 * A parent's or guardian's consent to publish a child's photo and/or name (DPDP Act 2023).
 * Staff only: never readable by visitors, in no search, sitemap or public API. The signed
 * form may be attached (a PDF or a scan), kept with the record and served to staff only.
 */
export const ConsentRecords: CollectionConfig = contentType(
  {
    slug: CONSENT_RECORDS,
    labels: { singular: 'Consent record', plural: 'Consent records' },
    admin: {
      useAsTitle: 'childName',
      defaultColumns: ['childName', 'givenBy', 'scope', 'dateGiven', 'withdrawn'],
      group: 'Children’s consent',
      description:
        'A parent’s or guardian’s consent to show a child’s photo or name on the website. Tick "Consent withdrawn" to take the child off every page at once.',
    },
    access: { read: staff, create: staff, update: staff, delete: staff, readVersions: staff },
    versions: { maxPerDoc: VERSIONS_KEPT },
    hooks: {
      beforeOperation: [checkUpload(SCAN_RULE)],
      beforeChange: [noteWithdrawal],
      beforeDelete: [keepWhileUsed],
      afterChange: [reindexToppers, expireCollectionCache, auditConsent],
      afterDelete: [expireCollectionCache],
    },
    upload: {
      staticDir: storedIn(CONSENT_RECORDS),
      mimeTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
      filesRequiredOnCreate: false,
      pasteURL: false,
      displayPreview: false,
    },
    fields: [
      { name: 'childName', label: 'Child’s name', type: 'text', required: true, maxLength: 120 },
      {
        type: 'row',
        fields: [
          { name: 'givenBy', label: 'Given by (parent or guardian)', type: 'text', required: true, maxLength: 120 },
          { name: 'relation', label: 'Relation to the child', type: 'text', admin: { description: 'e.g. Mother, Father, Guardian' } },
          { name: 'dateGiven', label: 'Date given', type: 'date', required: true, admin: { date: dayOnly } },
        ],
      },
      {
        name: 'scope',
        label: 'Consent covers',
        type: 'select',
        required: true,
        defaultValue: 'photo-and-name',
        options: [...CONSENT_SCOPES],
      },
      {
        name: 'evidence',
        label: 'Evidence (note)',
        type: 'textarea',
        admin: {
          description: 'Optional: where the signed form is kept, or how consent was given. The signed form itself can be uploaded above.',
        },
      },
      {
        type: 'row',
        fields: [
          { name: 'withdrawn', label: 'Consent withdrawn', type: 'checkbox', defaultValue: false, index: true },
          {
            name: 'withdrawnOn',
            label: 'Withdrawn on',
            type: 'date',
            admin: { date: dayOnly, readOnly: true, description: 'Set when "Consent withdrawn" is ticked.' },
          },
        ],
      },
      updatedBy,
    ],
  },
  { private: true, hidesChildren: true },
)
