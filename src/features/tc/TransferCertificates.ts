import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { admins } from '@/access'
import { importRun, dayOnly } from '@/fields'
import { updatedBy, VERSIONS_KEPT } from '@/hooks/history'
import { ADMISSION_FORMAT, DEFAULT_TC_RETENTION_YEARS, MAX_ADMISSION, normaliseAdmission, removeFromLookupDate } from '@/features/tc/rules'
import type { TransferCertificate } from '@/payload-types'
import { revalidates } from '@/content/shared'
import { forSchool, schoolOfRecord } from '@/tenancy'
import { contentType } from '@/content/facts'

/** A school's number of years a TC stays in the lookup (its TC lookup settings). */
export async function retentionYears(req: Parameters<CollectionBeforeChangeHook>[0]['req'], record: { school?: unknown }): Promise<number> {
  const school = await schoolOfRecord(req.payload, record)
  if (!school) return DEFAULT_TC_RETENTION_YEARS
  const settings = await forSchool(req.payload, school, req).page('tc-settings', { depth: 0 })
  const years = settings?.retentionYears
  return typeof years === 'number' && Number.isInteger(years) && years > 0 ? years : DEFAULT_TC_RETENTION_YEARS
}

/** A record saved without "Remove from lookup after" gets the date of issue plus the school's years. */
const defaultRemoval: CollectionBeforeChangeHook<TransferCertificate> = async ({ data, originalDoc, req }) => {
  if (data.removeFromLookupAfter) return data
  const issued = data.dateOfIssue ?? originalDoc?.dateOfIssue
  const removal = removeFromLookupDate(issued, await retentionYears(req, { school: data.school ?? originalDoc?.school }))
  return removal ? { ...data, removeFromLookupAfter: removal } : data
}

/**
 * The register of issued transfer certificates. CBSE requires each one to be published
 * for verification; visitors reach a record only through the lookup by admission number
 * and name, so the register itself is readable by administrators alone. Each record leaves
 * the lookup after its "Remove from lookup after" day (src/features/tc/lookup.server.ts filters by today).
 */
export const TransferCertificates: CollectionConfig = contentType(
  {
    slug: 'transfer-certificates',
    labels: { singular: 'Transfer certificate', plural: 'Transfer certificates' },
    access: { read: admins, create: admins, update: admins, delete: admins, readVersions: admins },
    versions: { maxPerDoc: VERSIONS_KEPT },
    hooks: { ...revalidates, beforeChange: [defaultRemoval] },
    defaultSort: '-dateOfIssue',
    admin: {
      useAsTitle: 'studentName',
      defaultColumns: ['admissionNumber', 'studentName', 'classLastStudied', 'dateOfIssue', 'tcNumber'],
      group: 'Transfer certificates',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'admissionNumber',
            type: 'text',
            required: true,
            unique: true,
            index: true,
            maxLength: MAX_ADMISSION,
            admin: { description: 'As in the admission register: letters, digits, / and -, e.g. 12345 or KSR/2026/0042.' },
            // Kept in the lookup's spelling (no surrounding spaces, capitals), so "ksr-98765" finds "KSR-98765".
            hooks: { beforeValidate: [({ value }) => normaliseAdmission(value) ?? value] },
            validate: (value: unknown) => normaliseAdmission(value) !== null || ADMISSION_FORMAT,
          },
          { name: 'studentName', label: 'Student full name', type: 'text', required: true },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'classLastStudied', type: 'text', required: true, admin: { description: 'e.g. VIII' } },
          {
            name: 'dateOfIssue',
            type: 'date',
            required: true,
            admin: { date: dayOnly },
          },
          { name: 'tcNumber', label: 'TC number', type: 'text', required: true, unique: true },
        ],
      },
      { name: 'certificate', label: 'Scanned certificate', type: 'upload', relationTo: 'certificates', required: true },
      {
        name: 'removeFromLookupAfter',
        label: 'Remove from lookup after',
        type: 'date',
        index: true,
        admin: {
          date: dayOnly,
          description:
            'After this day the certificate no longer appears in the public lookup (it stays here). Left empty, it is set to the date of issue plus the years in TC lookup settings.',
        },
      },
      importRun,
      updatedBy,
    ],
  },
  { private: true },
)
