import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/access'
import { importRun } from '@/fields'
import { updatedBy, VERSIONS_KEPT } from '@/hooks/history'
import { checkUpload, IMAGE_RULE } from '@/hooks/uploadChecks'
import { revalidates, storedIn } from '../shared'

/** Photos and pictures. Resized copies are made on upload for phones, cards and wide screens. */
export const Images: CollectionConfig = {
  slug: 'images',
  labels: { singular: 'Image', plural: 'Images' },
  admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'], group: 'Files' },
  access: { read: anyone, create: staff, update: staff, delete: staff, readVersions: staff },
  versions: { maxPerDoc: VERSIONS_KEPT },
  hooks: { beforeOperation: [checkUpload(IMAGE_RULE)], ...revalidates },
  upload: {
    staticDir: storedIn('images'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    pasteURL: false,
    focalPoint: true,
    imageSizes: [
      { name: 'thumb', width: 320, formatOptions: { format: 'webp', options: { quality: 72 } } },
      { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'large', width: 1280, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'hero', width: 1920, formatOptions: { format: 'webp', options: { quality: 78 } } },
    ],
    adminThumbnail: 'thumb',
  },
  fields: [
    {
      name: 'alt',
      label: 'Description for screen readers',
      type: 'text',
      required: true,
      admin: { description: 'Say what the picture shows, e.g. "Students planting saplings on Van Mahotsav".' },
    },
    importRun,
    updatedBy,
  ],
}
