import type { CollectionConfig } from 'payload'

import { staff } from '@/access'
import { childItemRead } from '@/features/consent/access'
import { shownWhenUsed } from '@/access/files'
import { consentField } from '@/features/consent/fields'
import { importRun, publicOnItsOwn } from '@/fields'
import { updatedBy, VERSIONS_KEPT } from '@/hooks/history'
import { checkUpload, IMAGE_RULE } from '@/hooks/uploadChecks'
import { CHILD_PHOTO_CACHE } from '@/lib/files'
import { revalidates, storedIn } from '@/content/shared'
import { contentType } from '@/content/facts'

/** Photos and pictures. Resized copies are made on upload for phones, cards and wide screens. */
export const Images: CollectionConfig = contentType(
  {
    slug: 'images',
    labels: { singular: 'Image', plural: 'Images' },
    admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'], group: 'Files' },
    // Visitors: an image something published uses (or public on its own), except a photo of
    // children whose consent is withdrawn, does not cover a photo, or is missing (src/features/consent/rules.ts).
    access: { read: childItemRead('image', shownWhenUsed('images')), create: staff, update: staff, delete: staff, readVersions: staff },
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
      // The CMS's own file address (/cms-api/images/file/…) answers by who asks (staff see a
      // hidden child's photo): never for shared caches, and checked again on every use.
      modifyResponseHeaders: ({ headers }) => {
        headers.set('Cache-Control', CHILD_PHOTO_CACHE)
        return headers
      },
    },
    fields: [
      {
        name: 'alt',
        label: 'Description for screen readers',
        type: 'text',
        required: true,
        admin: { description: 'Say what the picture shows, e.g. "Students planting saplings on Van Mahotsav".' },
      },
      {
        name: 'showsChildren',
        label: 'Shows identifiable children',
        type: 'checkbox',
        defaultValue: false,
        admin: {
          description:
            'Tick when a child can be recognised in this photo. It then needs a parent’s consent record once the school requires consent (School profile).',
        },
      },
      consentField('image'),
      publicOnItsOwn,
      importRun,
      updatedBy,
    ],
  },
  { upload: 'public' },
)
