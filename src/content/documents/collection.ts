import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { staff } from '@/access'
import { shownWhenUsed } from '@/access/files'
import { importRun, publicOnItsOwn } from '@/fields'
import { updatedBy, VERSIONS_KEPT } from '@/hooks/history'
import { titleFromFileName } from '@/lib/admin'
import { accessibilityWarningField, checkUpload, flagScannedPdf, PDF_RULE, textContentField } from '@/hooks/uploadChecks'
import { revalidates, storedIn } from '@/content/shared'
import { contentType } from '@/content/facts'

/** A PDF uploaded without a title is titled from its file name ("fee-structure_2026-27.pdf": "Fee structure 2026-27"). */
const titleFromFile: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  // An update that leaves the title out keeps the one stored.
  if (!data || (operation === 'update' && !('title' in data)) || (typeof data.title === 'string' && data.title.trim())) return data
  const name = req.file?.name ?? (typeof data.filename === 'string' ? data.filename : null)
  const title = name ? titleFromFileName(name) : ''
  return title ? { ...data, title } : data
}

/** PDFs: circulars, newsletters, disclosure documents, date sheets, calendars. */
export const Documents: CollectionConfig = contentType(
  {
    slug: 'documents',
    labels: { singular: 'Document (PDF)', plural: 'Documents (PDF)' },
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'filename', 'updatedAt'], group: 'Files' },
    // Visitors: a PDF something published uses, or one public on its own (src/access/files).
    access: { read: shownWhenUsed('documents'), create: staff, update: staff, delete: staff, readVersions: staff },
    versions: { maxPerDoc: VERSIONS_KEPT },
    hooks: { beforeOperation: [checkUpload(PDF_RULE)], beforeValidate: [titleFromFile], beforeChange: [flagScannedPdf], ...revalidates },
    upload: { staticDir: storedIn('documents'), mimeTypes: ['application/pdf'], pasteURL: false },
    fields: [
      {
        name: 'title',
        type: 'text',
        required: true,
        admin: {
          description: 'Filled in from the file name; change it to what visitors should read.',
          components: { Field: '@/components/admin/DocumentTitleField#DocumentTitleField' },
        },
      },
      accessibilityWarningField,
      textContentField,
      publicOnItsOwn,
      importRun,
      updatedBy,
    ],
  },
  { upload: 'public' },
)
