/**
 * The applications as a spreadsheet (CSV) for the school's ERP:
 * `GET /cms-api/applications/export`, admissions staff and administrators only, their own
 * school's applications only (the same access rules as the admin's list), in the audit log.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { worksAdmissions } from '@/access/roles'
import { csvCell } from '@/lib/csv'
import { recordAudit } from '@/features/audit/record'
import { schoolIdOf } from '@/tenancy'

const HEADER = ['Application number', 'Class', 'Status', 'Points', 'Fee', 'Child', 'Date of birth', 'Parent', 'E-mail', 'Phone', 'Address', 'Language', 'Submitted']

type Row = Record<string, unknown>

export const applicationLine = (d: Row): string =>
  [d.number, d.classCode, d.status, d.points, d.feeStatus, d.childName, d.childDob, d.parentName, d.email, d.phone, d.address, d.language, d.submittedAt].map(csvCell).join(',')

export const applicationsCsvEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!req.user || !worksAdmissions(req.user as { role?: 'admin' })) {
      return Response.json({ errors: [{ message: 'Only the school’s admissions staff and administrators may download applications.' }] }, { status: 403 })
    }
    const { docs } = await req.payload.find({ collection: 'applications', where: { status: { not_equals: 'draft' } }, limit: 0, pagination: false, depth: 0, overrideAccess: false, user: req.user, req, sort: 'number' })
    const body = [HEADER.join(','), ...docs.map((d) => applicationLine(d as unknown as Row))].join('\r\n') + '\r\n'
    await recordAudit(req, { kind: 'export', target: { collection: 'applications' }, summary: `Downloaded the applications (${docs.length})`, ...(docs.length ? { schools: [...new Set(docs.map(schoolIdOf))] } : {}) })
    return new Response(body, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="applications.csv"', 'cache-control': 'no-store' } })
  },
}
