/**
 * The audit log (docs/security.md, "Audit log"): one school's record of who signed in or failed
 * to, who changed passwords, roles and schools, and who published, unpublished, scheduled,
 * deleted or restored what, changed a consent or took data away. Read by the school's
 * administrators (the tenancy plugin keeps them to their schools) and by vendor operators (every
 * school's, and the deployment's own events, which name no school). Nobody creates, changes or
 * deletes a line through any API: the server writes them (./record.ts) and the daily job deletes
 * those older than a year (./retention.ts), both through the gate (src/tenancy).
 */
import type { CollectionConfig, Endpoint, PayloadRequest, Where } from 'payload'

import { apiError } from '@/lib/apiError'
import { admins } from '@/access'
import { isAdmin } from '@/access/roles'
import { contentType } from '@/content/facts'
import { dayAndTime } from '@/fields'
import { csvCell } from '@/lib/csv'
import { AUDIT_EVENTS, recordAudit } from './record'
import { AUDIT_CSV_HEADER, AUDIT_KEEP_DAYS, AUDIT_KINDS, auditCells, SIGN_IN_METHODS } from './rules'

/** The most lines one download holds (a year of a busy school is far fewer). */
const CSV_MAX_LINES = 100_000


/**
 * `GET /cms-api/audit-events/csv?where[…]`: the lines the list shows with the same filters, as a
 * spreadsheet. Administrators only; the access rules keep them to their school's lines.
 * The download is itself a line of the log.
 */
export const auditCsvEndpoint: Endpoint = {
  path: '/csv',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!req.user || !isAdmin(req.user as { role?: 'admin' })) return apiError(403, 'Only administrators may download the audit log.')
    const where = (req.query?.where ?? undefined) as Where | undefined
    const { docs } = await req.payload.find({
      collection: AUDIT_EVENTS,
      where,
      sort: '-at',
      limit: CSV_MAX_LINES,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const body = [AUDIT_CSV_HEADER.join(','), ...docs.map((d) => auditCells(d).map(csvCell).join(','))].join('\r\n') + '\r\n'
    await recordAudit(req, { kind: 'export', summary: `Downloaded the audit log (${docs.length} lines)`, target: { collection: AUDIT_EVENTS } })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(`\ufeff${body}`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="audit-log-${day}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}

/** Never through any API: the server writes (./record.ts) and prunes (./retention.ts) through the gate. */
const nobody = () => false

export const AuditEvents: CollectionConfig = contentType(
  {
    slug: AUDIT_EVENTS,
    labels: { singular: 'Audit event', plural: 'Audit log' },
    access: { read: admins, create: nobody, update: nobody, delete: nobody },
    defaultSort: '-at',
    disableDuplicate: true,
    admin: {
      group: 'Administration',
      useAsTitle: 'summary',
      defaultColumns: ['at', 'kind', 'actorEmail', 'summary', 'address'],
      hidden: ({ user }) => !isAdmin(user as { role?: 'admin' } | null),
      description: `Who signed in, changed accounts, published, unpublished, scheduled, deleted or restored content, changed a consent or downloaded data, and from which address. Filter it with “Filters” (kind, person, date); nobody can change or delete a line. Kept ${AUDIT_KEEP_DAYS} days.`,
      components: { beforeListTable: ['@/components/admin/AuditCsvLink#AuditCsvLink'] },
    },
    endpoints: [auditCsvEndpoint],
    fields: [
      { name: 'at', label: 'When', type: 'date', required: true, index: true, admin: { date: dayAndTime } },
      { name: 'kind', type: 'select', required: true, index: true, options: AUDIT_KINDS.map((k) => ({ value: k.value, label: k.label })) },
      { name: 'actorEmail', label: 'Who', type: 'text', index: true, admin: { description: 'The account’s e-mail address when it happened (kept if the account is deleted).' } },
      { name: 'actorId', label: 'Account id', type: 'text' },
      { name: 'summary', type: 'text', required: true },
      {
        type: 'row',
        fields: [
          { name: 'targetCollection', label: 'Collection', type: 'text' },
          { name: 'targetId', label: 'Document id', type: 'text' },
          { name: 'targetTitle', label: 'Title', type: 'text' },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'address', label: 'From address', type: 'text' },
          { name: 'browser', type: 'text' },
          { name: 'method', label: 'Sign-in method', type: 'select', options: SIGN_IN_METHODS.map((m) => ({ value: m.value, label: m.label })) },
        ],
      },
      // The sign-in session an event made or ended: where a person is signed in (./sessions.ts).
      { name: 'session', type: 'text', index: true, admin: { hidden: true } },
    ],
  },
  { private: true },
)
