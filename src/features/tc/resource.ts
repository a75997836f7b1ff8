/**
 * The transfer-certificate register: exported and imported whole (admins' backup of the
 * register), never listed by the API; `POST /api/tc/{school}` answers one verified record,
 * with the minimal fields of `tcVerified`.
 */
import { z } from 'zod'

import type { TransferCertificate } from '@/payload-types'
import { ADMISSION_FORMAT, admissionForApi, normaliseAdmission } from '@/features/tc/rules'
import { defineResource, fileRef, firstId, oneFileRef, text } from '@/content/kit'

const fields = {
  admission: z
    .union([z.number(), z.string()])
    .transform((v, ctx) => normaliseAdmission(v) ?? (ctx.addIssue({ code: 'custom', message: ADMISSION_FORMAT }), z.NEVER))
    .describe('The admission number: digits (as a number or text), or text with letters, / and -, e.g. "KSR/2026/0042".'),
  name: text.describe("The student's name."),
  class: text.describe('The class last studied.'),
  dateOfIssue: z.preprocess((v) => (typeof v === 'string' ? v.slice(0, 10) : v), z.iso.date({ error: 'must be a date YYYY-MM-DD' })),
  tcNumber: text,
}

export const tc = defineResource<TransferCertificate>()({
  name: 'tc',
  schemaName: 'TcRecord',
  collection: 'transfer-certificates',
  sort: ['-dateOfIssue', '-id'],
  key: 'admission',
  record: z.object({
    ...fields,
    removeFromLookupAfter: z
      .preprocess(
        (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? v.slice(0, 10) : v),
        z.iso.date({ error: 'must be a date YYYY-MM-DD' }).nullable(),
      )
      .describe("The last day the public lookup shows it (YYYY-MM-DD); none: the date of issue plus the school's years."),
    attachments: oneFileRef.describe('The scanned certificate.'),
  }),
  files: [{ key: 'attachments', kind: 'certificates' }],
  endpoints: [],
  toRecord: (d) => ({
    admission: admissionForApi(d.admissionNumber),
    name: d.studentName,
    class: d.classLastStudied,
    dateOfIssue: d.dateOfIssue.slice(0, 10),
    tcNumber: d.tcNumber,
    removeFromLookupAfter: d.removeFromLookupAfter ? d.removeFromLookupAfter.slice(0, 10) : null,
    attachments: [fileRef(d.certificate)].filter(Boolean),
  }),
  toData: (r, f) => ({
    admissionNumber: r.admission,
    studentName: r.name,
    classLastStudied: r.class,
    dateOfIssue: r.dateOfIssue,
    tcNumber: r.tcNumber,
    removeFromLookupAfter: r.removeFromLookupAfter ?? null,
    certificate: firstId(f.attachments),
  }),
})

/** What `POST /api/tc/{school}` takes. */
export const tcRequest = z.object({ name: fields.name, admission: fields.admission })

/**
 * What it answers for a verified certificate: the least that verifies it, with a signed link
 * to the scan. `class` and `dateOfIssue` (the old API's names) are present only when the
 * school shows them in its TC lookup settings; by default they are left out.
 */
export const tcVerified = z.object({
  admission: fields.admission,
  name: fields.name,
  class: fields.class.optional().describe('The class last studied; only when the school shows it.'),
  dateOfIssue: fields.dateOfIssue.optional().describe('The date of issue (YYYY-MM-DD); only when the school shows dates.'),
  tcNumber: fields.tcNumber,
  certificateUrl: z
    .string()
    .nullable()
    .describe('A signed link to the scanned certificate; it works for 30 minutes, and only while the record is in the lookup.'),
})

/** The fields of `tcVerified` a response may leave out. */
export const TC_OPTIONAL_FIELDS = ['class', 'dateOfIssue']
