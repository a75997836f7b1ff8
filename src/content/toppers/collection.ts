import type { CollectionConfig } from 'payload'

import { publishedOrStaff } from '@/access'
import { childItemRead } from '@/features/consent/access'
import { consentField, syncPhotoConsent } from '@/features/consent/fields'
import { image, importRun, legacyId } from '@/fields'
import { updatedBy } from '@/hooks/history'
import { isSessionYear } from '@/lib/sessionYear'
import { CONTENT_GROUP, publishable, revalidates } from '@/content/shared'
import { contentType } from '@/content/facts'
import { routes } from '@/lib/routes'

export const TOPPER_CLASSES = ['X', 'XII'] as const

export const Toppers: CollectionConfig = contentType(
  {
    slug: 'toppers',
    labels: { singular: 'Topper', plural: 'Toppers' },
    ...publishable,
    // Published, and only while the child's consent allows (src/features/consent/rules.ts).
    access: { ...publishable.access, read: childItemRead('topper', publishedOrStaff) },
    defaultSort: '-percentage',
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'class', 'sessionYear', 'percentage', '_status'],
      group: CONTENT_GROUP,
    },
    hooks: { ...revalidates, afterChange: [syncPhotoConsent, ...revalidates.afterChange] },
    fields: [
      { name: 'name', type: 'text', required: true, maxLength: 120 },
      {
        type: 'row',
        fields: [
          {
            name: 'class',
            type: 'select',
            required: true,
            index: true,
            options: TOPPER_CLASSES.map((c) => ({ label: `Class ${c}`, value: c })),
          },
          {
            name: 'sessionYear',
            type: 'text',
            required: true,
            index: true,
            admin: { description: 'e.g. 2024-25' },
            validate: (value: unknown) => isSessionYear(value) || 'Write the session as YYYY-YY, e.g. 2024-25',
          },
          { name: 'percentage', type: 'number', required: true, min: 0, max: 100 },
          { name: 'stream', type: 'text', admin: { description: 'e.g. Science, Commerce, Humanities' } },
        ],
      },
      image('photo'),
      consentField('topper'),
      legacyId,
      importRun,
      updatedBy,
    ],
  },
  { shown: true, search: 'topper', path: (doc) => routes.toppers(doc.class === 'XII' ? 'XII' : 'X') },
)
