import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/access'
import { importRun } from '@/fields'
import { updatedBy, VERSIONS_KEPT } from '@/hooks/history'
import { accessibilityWarningField, checkUpload, flagScannedPdf, PDF_RULE } from '@/hooks/uploadChecks'
import { revalidates, storedIn } from '../shared'

/** PDFs: circulars, newsletters, disclosure documents, date sheets, calendars. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Document (PDF)', plural: 'Documents (PDF)' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'filename', 'updatedAt'], group: 'Files' },
  access: { read: anyone, create: staff, update: staff, delete: staff, readVersions: staff },
  versions: { maxPerDoc: VERSIONS_KEPT },
  hooks: { beforeOperation: [checkUpload(PDF_RULE)], beforeChange: [flagScannedPdf], ...revalidates },
  upload: { staticDir: storedIn('documents'), mimeTypes: ['application/pdf'], pasteURL: false },
  fields: [{ name: 'title', type: 'text', required: true }, accessibilityWarningField, importRun, updatedBy],
}
