import type { CollectionConfig } from 'payload'

import { admins } from '@/access'
import { importRun, dayOnly } from '@/fields'
import { updatedBy, VERSIONS_KEPT } from '@/hooks/history'
import { revalidates } from '../shared'

/**
 * The register of issued transfer certificates. CBSE requires each one to be published
 * for verification; visitors reach a record only through the lookup by admission number
 * and name, so the register itself is readable by administrators alone.
 */
export const TransferCertificates: CollectionConfig = {
  slug: 'transfer-certificates',
  labels: { singular: 'Transfer certificate', plural: 'Transfer certificates' },
  access: { read: admins, create: admins, update: admins, delete: admins, readVersions: admins },
  versions: { maxPerDoc: VERSIONS_KEPT },
  hooks: revalidates,
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
          type: 'number',
          required: true,
          unique: true,
          index: true,
          min: 1,
          validate: (value: unknown) =>
            (typeof value === 'number' && Number.isInteger(value) && value > 0) || 'Enter the admission number (digits only)',
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
    importRun,
    updatedBy,
  ],
}
