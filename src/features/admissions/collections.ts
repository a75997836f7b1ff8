/**
 * Admissions as data, per school (docs/decisions/0017-admissions.md): a school's admission
 * sessions (classes, seats, age rules, dates, criteria, documents, the fee, the draw), the
 * applications families make on the site, the files they upload and the payments of the fee.
 *
 * Applications, their files and payments are a child's data: only the school's admissions staff
 * and administrators read them (`worksAdmissions`), every opening of one is in the audit log,
 * and nobody makes one through the APIs: the public pages' server code does, after its checks
 * (./apply.server.ts, ./payments.ts).
 */
import type { Access, CollectionAfterChangeHook, CollectionAfterOperationHook, CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionConfig, FieldAccess } from 'payload'
import { APIError, ValidationError } from 'payload'

import { afterCommit } from '@/db/afterCommit'

import { admins } from '@/access'
import { isAdmin, worksAdmissions } from '@/access/roles'
import { contentType } from '@/content/facts'
import { storedIn } from '@/content/shared'
import { dayAndTime, dayOnly } from '@/fields'
import { checkUpload } from '@/hooks/uploadChecks'
import { recordAuditQuietly } from '@/features/audit/record'
import { APPLICATION_STATUSES, DOCUMENT_RULE, FEE_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './words'
import { drawCommitment, isCalendarDate } from './rules'
import { STATE_PACKS } from './statePacks'
import { applicationStatusChanged } from './notify'
import { applicationsCsvEndpoint } from './exportApplications'
import { scoreApplication } from './score'
import { paidAtCounter, paymentReference } from './payments'
import { allSchools, forSchoolOf } from '@/tenancy'

export const ADMISSION_SESSIONS = 'admission-sessions'
export const APPLICATIONS = 'applications'
export const APPLICATION_FILES = 'application-files'
export const ADMISSION_PAYMENTS = 'admission-payments'

const nobody = () => false
const nobodyField: FieldAccess = () => false
const admissionsStaff: Access = ({ req: { user } }) => worksAdmissions(user)
const adminsField: FieldAccess = ({ req: { user } }) => isAdmin(user)

const GROUP = 'Admissions'

const dateText = (name: string, label: string, required = false) => ({
  name,
  label,
  type: 'text' as const,
  required,
  admin: { placeholder: 'YYYY-MM-DD' },
  validate: (v: unknown) => (v === undefined || v === null || v === '' ? (required ? 'Enter a date as YYYY-MM-DD' : true) : isCalendarDate(v) || 'Enter a date as YYYY-MM-DD'),
})

/** An application with a fee payment, or a session with applications, is kept whole: refused (400), naming why. */
const keptWhile =
  (linked: string, field: string, why: string): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    // Whatever links it, in any school (links are only ever made within the school, src/tenancy/relations).
    const found = await allSchools(req.payload, 'references', req).count({ collection: linked as typeof ADMISSION_PAYMENTS, where: { [field]: { equals: id } } })
    if (found.totalDocs) throw new APIError(`This cannot be deleted: ${why}.`, 400, undefined, true)
  }

/** A session's secret is stored as typed; its hash (the commitment published before the list closes) is worked out on each save. */
const commitDraw: CollectionBeforeChangeHook = ({ data }) => {
  const secret = typeof data.drawSecret === 'string' ? data.drawSecret.trim() : ''
  data.drawCommitment = secret ? drawCommitment(secret) : null
  if (data.drawRevealed && !secret) throw new ValidationError({ collection: ADMISSION_SESSIONS, errors: [{ path: 'drawRevealed', message: 'Set the draw secret before revealing it.' }] })
  return data
}

/**
 * One admission session of a school: what is open, to whom, when, and how applications are
 * ranked. Visitors read it through the admission pages (never the draw's secret before the draw).
 */
export const AdmissionSessions: CollectionConfig = contentType(
  {
    slug: ADMISSION_SESSIONS,
    labels: { singular: 'Admission session', plural: 'Admission sessions' },
    defaultSort: '-startYear',
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'opensOn', 'closesOn', 'listsPublished'],
      group: GROUP,
      description: 'The classes open for admission, their seats and age rules, the dates, the points criteria, the documents asked and the registration fee.',
    },
    access: { read: admissionsStaff, create: admins, update: admins, delete: admins },
    hooks: { beforeChange: [commitDraw], beforeDelete: [keptWhile(APPLICATIONS, 'session', 'applications were made in this session')] },
    fields: [
      { name: 'title', type: 'text', required: true, localized: true, maxLength: 120, admin: { description: 'For example “Admissions 2027–28”. Each name and label here has a Hindi version: switch the language at the top.' } },
      { name: 'startYear', label: 'Session starts in (year)', type: 'number', required: true, min: 2000, max: 2100 },
      {
        name: 'state',
        label: 'State rules',
        type: 'select',
        required: true,
        defaultValue: 'DL',
        options: Object.values(STATE_PACKS).map((p) => ({ value: p.code, label: p.name.en })),
        admin: { description: 'The state whose age rules and fee caps apply.' },
      },
      {
        type: 'row',
        fields: [dateText('opensOn', 'Forms open', true), dateText('closesOn', 'Forms close', true), dateText('pointsOn', 'Points published'), dateText('listsOn', 'First list')],
      },
      { name: 'registrationFee', label: 'Registration fee (₹)', type: 'number', required: true, min: 0, max: 100000, defaultValue: 25 },
      {
        name: 'classes',
        type: 'array',
        required: true,
        minRows: 1,
        labels: { singular: 'Class', plural: 'Classes' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'code', type: 'text', required: true, maxLength: 8, admin: { description: 'Short code, e.g. NUR' }, validate: (v: unknown) => (typeof v === 'string' && /^[A-Z0-9]{1,8}$/.test(v)) || 'Capital letters and digits, up to 8' },
              { name: 'name', type: 'text', required: true, localized: true, maxLength: 60 },
            ],
          },
          {
            type: 'row',
            fields: [
              { name: 'seats', type: 'number', required: true, min: 0, max: 10000 },
              { name: 'rteSeats', label: 'RTE seats (25 %)', type: 'number', min: 0, max: 10000 },
              { name: 'minYears', label: 'At least (years)', type: 'number', required: true, min: 0, max: 25 },
              { name: 'maxYears', label: 'Under (years)', type: 'number', required: true, min: 1, max: 30 },
            ],
          },
          { type: 'row', fields: [dateText('cutoff', 'Age on', true), { name: 'relaxationDays', label: 'Relaxation (days)', type: 'number', min: 0, max: 366, defaultValue: 0 }] },
          {
            name: 'documents',
            type: 'array',
            labels: { singular: 'Document asked', plural: 'Documents asked' },
            fields: [
              { type: 'row', fields: [{ name: 'key', type: 'text', required: true, maxLength: 40 }, { name: 'label', type: 'text', required: true, localized: true, maxLength: 120 }] },
              { name: 'required', type: 'checkbox', defaultValue: true },
            ],
          },
        ],
      },
      {
        name: 'criteria',
        type: 'array',
        labels: { singular: 'Criterion', plural: 'Points criteria' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'key', type: 'text', required: true, maxLength: 40 },
              { name: 'label', type: 'text', required: true, localized: true, maxLength: 160 },
            ],
          },
          { type: 'row', fields: [{ name: 'kind', type: 'select', required: true, defaultValue: 'yes-no', options: [{ value: 'yes-no', label: 'Yes or no' }, { value: 'distance', label: 'Distance bands' }] }, { name: 'points', type: 'number', min: 0, max: 1000 }] },
          {
            name: 'bands',
            type: 'array',
            admin: { condition: (_, s) => s?.kind === 'distance' },
            fields: [{ type: 'row', fields: [{ name: 'uptoKm', label: 'Up to (km)', type: 'number', required: true, min: 0 }, { name: 'points', type: 'number', required: true, min: 0, max: 1000 }] }],
          },
        ],
      },
      { name: 'rtePortal', label: 'RTE portal address', type: 'text', maxLength: 300, admin: { description: 'Where families apply for the RTE 25 % seats (the state portal).' } },
      {
        name: 'retentionDays',
        label: 'Delete documents after (days)',
        type: 'number',
        required: true,
        min: 1,
        max: 3650,
        defaultValue: 90,
        admin: { description: 'The documents of applications not admitted are deleted this many days after the first list.' },
      },
      {
        type: 'collapsible',
        label: 'Lists and the draw',
        fields: [
          { name: 'listsPublished', label: 'Publish the lists', type: 'checkbox', defaultValue: false },
          {
            name: 'drawSecret',
            label: 'Draw secret',
            type: 'text',
            maxLength: 200,
            access: { read: adminsField, update: adminsField, create: adminsField },
            admin: { description: 'A long random phrase, kept secret until the draw. Its hash is published with the points; revealing it lets anyone check the order of equal points.' },
          },
          { name: 'drawCommitment', label: 'Published hash of the secret', type: 'text', admin: { readOnly: true } },
          { name: 'drawRevealed', label: 'Reveal the secret (the draw is held)', type: 'checkbox', defaultValue: false },
        ],
      },
    ],
  },
  { private: true },
)

/** Works out the points and the age outcome from the answers, against the session's rules (./score.ts). */
const scored: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  // Staff never move an application to another session (a link to another school's, or to none, is refused before this, naming the field).
  if (operation === 'update' && req.user) data.session = originalDoc?.session
  return scoreApplication(req, { ...originalDoc, ...data }, data)
}

/** Staff opening one application is in the audit log (a list shows no family's details beyond its columns). */
const auditViews: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (!req.user) return result
  if (operation === 'findByID' && result) {
    const doc = result as { id: number | string; number?: string }
    await recordAuditQuietly(req, { kind: 'application-view', summary: `Opened application ${doc.number ?? doc.id}`, target: { collection: APPLICATIONS, id: String(doc.id), title: doc.number } })
  }
  return result
}

/** The family is told of each change of status, once the change is saved. */
const toldOfStatus: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && previousDoc?.status && previousDoc.status !== doc.status && doc.status !== 'draft') {
    const payload = req.payload
    await afterCommit(req, () => void applicationStatusChanged(payload, doc).catch((err: unknown) => payload.logger.error({ err }, 'A status e-mail could not be sent')))
  }
  return doc
}

export const Applications: CollectionConfig = contentType(
  {
    slug: APPLICATIONS,
    labels: { singular: 'Application', plural: 'Applications' },
    defaultSort: '-createdAt',
    admin: {
      useAsTitle: 'number',
      defaultColumns: ['number', 'classCode', 'status', 'points', 'feeStatus', 'submittedAt'],
      listSearchableFields: ['number'],
      group: GROUP,
      description: 'Applications made on the website. Filter by class and status; tick each document once checked. A change of status is told to the family by e-mail, in their language.',
      components: { beforeListTable: ['@/features/admissions/ExportLink#ApplicationsExportLink'] },
    },
    access: { read: admissionsStaff, create: nobody, update: admissionsStaff, delete: admins },
    hooks: { beforeChange: [scored], afterChange: [toldOfStatus], afterOperation: [auditViews], beforeDelete: [keptWhile(ADMISSION_PAYMENTS, 'application', 'a fee payment belongs to this application')] },
    endpoints: [applicationsCsvEndpoint],
    fields: [
      { name: 'number', label: 'Application number', type: 'text', required: true, unique: true, index: true, access: { update: nobodyField }, admin: { readOnly: true } },
      { name: 'session', type: 'relationship', relationTo: ADMISSION_SESSIONS, required: true, admin: { readOnly: true } },
      { name: 'classCode', label: 'Class', type: 'text', required: true, index: true, access: { update: nobodyField }, admin: { readOnly: true } },
      { name: 'status', type: 'select', required: true, defaultValue: 'draft', index: true, options: APPLICATION_STATUSES.map((s) => ({ value: s.value, label: s.label.en })) },
      { name: 'language', type: 'select', required: true, defaultValue: 'en', options: [{ value: 'en', label: 'English' }, { value: 'hi', label: 'Hindi' }], access: { update: nobodyField }, admin: { readOnly: true } },
      {
        type: 'collapsible',
        label: 'Child and family',
        fields: [
          { name: 'childName', type: 'text', required: true, maxLength: 120 },
          { name: 'childDob', label: 'Date of birth', type: 'text', maxLength: 10 },
          { name: 'parentName', type: 'text', maxLength: 120 },
          { name: 'email', type: 'text', maxLength: 254 },
          { name: 'phone', type: 'text', maxLength: 20 },
          { name: 'address', type: 'textarea', maxLength: 500 },
          { name: 'answers', type: 'json', admin: { readOnly: true } },
        ],
      },
      { name: 'ageOutcome', label: 'Age', type: 'text', admin: { readOnly: true } },
      { name: 'points', type: 'number', admin: { readOnly: true } },
      { name: 'pointsLines', label: 'Points, each with its reason', type: 'json', admin: { readOnly: true } },
      {
        name: 'documents',
        type: 'array',
        fields: [
          { type: 'row', fields: [{ name: 'key', type: 'text', required: true, admin: { readOnly: true } }, { name: 'file', type: 'upload', relationTo: APPLICATION_FILES, admin: { readOnly: true } }, { name: 'checked', label: 'Checked', type: 'checkbox', defaultValue: false }] },
        ],
      },
      { name: 'feeStatus', label: 'Fee', type: 'select', required: true, defaultValue: 'unpaid', options: FEE_STATUSES.map((s) => ({ value: s.value, label: s.label.en })) },
      { name: 'consentPurpose', label: 'Consent given for', type: 'textarea', admin: { readOnly: true } },
      { name: 'consentAt', label: 'Consent given', type: 'date', admin: { readOnly: true, date: dayOnly } },
      { name: 'submittedAt', type: 'date', index: true, admin: { readOnly: true, position: 'sidebar', date: dayAndTime } },
      { name: 'documentsDeletedAt', label: 'Documents deleted', type: 'date', admin: { readOnly: true, position: 'sidebar', date: dayAndTime } },
      { name: 'staffNotes', type: 'textarea', maxLength: 2000 },
      // The hash of the family's link (./links.ts): never read back by anyone.
      { name: 'accessHash', type: 'text', index: true, access: { read: nobodyField, update: nobodyField, create: nobodyField }, admin: { hidden: true } },
    ],
  },
  { private: true },
)

/** A family's documents: a PDF or a photo, up to the size in DOCUMENT_RULE; never public. */
export const ApplicationFiles: CollectionConfig = contentType(
  {
    slug: APPLICATION_FILES,
    labels: { singular: 'Application document', plural: 'Application documents' },
    admin: { useAsTitle: 'filename', group: GROUP, hidden: true },
    access: { read: admissionsStaff, create: nobody, update: nobody, delete: admins },
    hooks: { beforeOperation: [checkUpload(DOCUMENT_RULE)] },
    upload: { staticDir: storedIn(APPLICATION_FILES), mimeTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'], pasteURL: false },
    fields: [],
  },
  { upload: 'private', private: true },
)

/** What staff never change on a payment: it is the gateway's record, or the counter's as first saved. */
const KEPT = ['reference', 'application', 'method', 'amount', 'checkoutId', 'checkoutUrl', 'paymentId', 'paidAt', 'receiptNumber', 'receiptSentAt'] as const

/**
 * A payment's reference is its application's (one per application), for staff's cash payments
 * too. A change by staff keeps the record: only the status moves, from pending to paid for cash,
 * and from paid to refunded by an administrator.
 */
const paymentKept: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  if (operation === 'update') {
    if (!req.user) return data
    for (const k of KEPT) data[k] = originalDoc?.[k]
    const from = originalDoc?.status
    const to = data.status ?? from
    const allowed = to === from || (from === 'pending' && to === 'paid' && originalDoc?.method === 'cash') || (from === 'paid' && to === 'refunded' && isAdmin(req.user))
    if (!allowed) throw new ValidationError({ collection: ADMISSION_PAYMENTS, errors: [{ path: 'status', message: 'A paid fee can only be marked refunded, by an administrator; an online payment is marked paid by the gateway alone.' }] })
    return data
  }
  if (req.user && data.method !== 'cash') throw new ValidationError({ collection: ADMISSION_PAYMENTS, errors: [{ path: 'method', message: 'Staff record cash payments; online payments are recorded by the gateway.' }] })
  const school = await forSchoolOf(req, data)
  const id = typeof data.application === 'object' && data.application ? data.application.id : data.application
  const application = school && id ? ((await school.findByID({ collection: APPLICATIONS, id, depth: 0, disableErrors: true })) as { number?: string } | null) : null
  if (!application?.number) throw new ValidationError({ collection: ADMISSION_PAYMENTS, errors: [{ path: 'application', message: 'Choose the application this payment is for.' }] })
  data.reference = paymentReference(application.number)
  return data
}

/** Cash recorded as paid at the counter: once saved, the application is marked paid and the receipt sent, as for a payment online. */
const cashTaken: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.method === 'cash' && doc.status === 'paid' && previousDoc?.status !== 'paid') {
    const payload = req.payload
    await afterCommit(req, () => {
      void (async () => {
        const school = await forSchoolOf({ payload }, doc)
        if (school) await paidAtCounter(payload, school, doc.id)
      })().catch((err: unknown) => payload.logger.error({ err, payment: doc.id }, 'A cash payment’s receipt could not be sent'))
    })
  }
  return doc
}

/**
 * The fee's payments: one per application (its `reference`), by the gateway (counted paid only
 * once the gateway's signed webhook or a server-side check says so) or recorded by staff as cash.
 */
export const AdmissionPayments: CollectionConfig = contentType(
  {
    slug: ADMISSION_PAYMENTS,
    labels: { singular: 'Fee payment', plural: 'Fee payments' },
    defaultSort: '-createdAt',
    admin: { useAsTitle: 'reference', defaultColumns: ['reference', 'method', 'amount', 'status', 'paidAt'], group: GROUP, description: 'Registration fees paid online, and cash recorded at the counter.' },
    access: { read: admissionsStaff, create: admissionsStaff, update: admissionsStaff, delete: nobody },
    hooks: { beforeChange: [paymentKept], afterChange: [cashTaken] },
    fields: [
      { name: 'application', type: 'relationship', relationTo: APPLICATIONS, required: true },
      { name: 'reference', type: 'text', unique: true, admin: { readOnly: true, description: 'One per application (its number): the gateway’s idempotency key.' } },
      { name: 'method', type: 'select', required: true, defaultValue: 'cash', options: PAYMENT_METHODS.map((m) => ({ value: m.value, label: m.label })) },
      { name: 'amount', label: 'Amount (₹)', type: 'number', required: true, min: 0 },
      { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: PAYMENT_STATUSES.map((s) => ({ value: s.value, label: s.label })) },
      { name: 'checkoutId', label: 'Gateway payment link', type: 'text', index: true, admin: { readOnly: true } },
      { name: 'checkoutUrl', type: 'text', admin: { hidden: true } },
      { name: 'paymentId', label: 'Gateway payment', type: 'text', unique: true, admin: { readOnly: true } },
      { name: 'paidAt', type: 'date', admin: { readOnly: true, date: dayAndTime } },
      { name: 'receiptNumber', type: 'text', admin: { readOnly: true } },
      { name: 'receiptSentAt', type: 'date', admin: { readOnly: true, date: dayAndTime } },
    ],
  },
  { private: true },
)

export const admissionCollections = [AdmissionSessions, Applications, ApplicationFiles, AdmissionPayments]
