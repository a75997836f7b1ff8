import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/access'

/** PDFs: circulars, newsletters, disclosure documents, date sheets, calendars. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Document (PDF)', plural: 'Documents (PDF)' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'filename', 'updatedAt'], group: 'Files' },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  upload: { mimeTypes: ['application/pdf'] },
  fields: [{ name: 'title', type: 'text', required: true }],
}
