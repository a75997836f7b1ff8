/**
 * The transfer-certificate register: exported and imported whole (admins' backup of the
 * register), never listed by the API; `POST /api/tc/{school}` answers one verified record.
 */
import { z } from 'zod'

import type { TransferCertificate } from '@/payload-types'
import { defineResource, fileRef, firstId, oneFileRef, text } from './kit'

const fields = {
  admission: z.number().int().positive().describe('The admission number.'),
  name: text.describe("The student's name."),
  class: text.describe('The class last studied.'),
  dateOfIssue: z.preprocess(
    (v) => (typeof v === 'string' ? v.slice(0, 10) : v),
    z.iso.date({ error: 'must be a date YYYY-MM-DD' }),
  ),
  tcNumber: text,
}

export const tc = defineResource<TransferCertificate>({
  name: 'tc',
  schemaName: 'TcRecord',
  collection: 'transfer-certificates',
  sort: ['-dateOfIssue', '-id'],
  key: 'admission',
  record: z.object({ ...fields, attachments: oneFileRef.describe('The scanned certificate.') }),
  files: [{ key: 'attachments', kind: 'certificates' }],
  endpoints: [],
  toRecord: (d) => ({
    admission: d.admissionNumber,
    name: d.studentName,
    class: d.classLastStudied,
    dateOfIssue: d.dateOfIssue.slice(0, 10),
    tcNumber: d.tcNumber,
    attachments: [fileRef(d.certificate)].filter(Boolean),
  }),
  toData: (r, f) => ({
    admissionNumber: r.admission,
    studentName: r.name,
    classLastStudied: r.class,
    dateOfIssue: r.dateOfIssue,
    tcNumber: r.tcNumber,
    certificate: firstId(f.attachments),
  }),
})

/** What `POST /api/tc/{school}` takes. */
export const tcRequest = z.object({ name: fields.name, admission: fields.admission })

/** What it answers for a verified certificate: the record, with a signed link to the scan. */
export const tcVerified = z.object({
  ...fields,
  certificateUrl: z.string().nullable().describe('A signed link to the scanned certificate.'),
})
