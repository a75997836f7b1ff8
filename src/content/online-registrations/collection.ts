import type { CollectionConfig } from 'payload'

import { attachments, importRun, legacyId } from '@/fields'
import { updatedBy } from '@/hooks/history'
import { HOME_GROUP, revalidates, staffEdited } from '@/content/shared'
import { contentType } from '@/content/facts'

/** While any exists, the home page shows a registration banner for the first one. */
export const OnlineRegistrations: CollectionConfig = contentType(
  {
    slug: 'online-registrations',
    labels: { singular: 'Online registration', plural: 'Online registrations' },
    ...staffEdited,
    admin: { useAsTitle: 'title', group: HOME_GROUP },
    hooks: revalidates,
    fields: [{ name: 'title', type: 'text', required: true, maxLength: 200 }, attachments(), legacyId, importRun, updatedBy],
  },
  { shown: true },
)
