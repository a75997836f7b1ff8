import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/access'
import { accessibilityWarningField, checkUpload, flagScannedPdf, PDF_RULE } from '@/hooks/uploadChecks'

/** PDFs: circulars, newsletters, disclosure documents, date sheets, calendars. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Document (PDF)', plural: 'Documents (PDF)' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'filename', 'updatedAt'], group: 'Files' },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: { beforeOperation: [checkUpload(PDF_RULE)], beforeChange: [flagScannedPdf] },
  upload: { mimeTypes: ['application/pdf'], pasteURL: false },
  fields: [{ name: 'title', type: 'text', required: true }, accessibilityWarningField],
}
