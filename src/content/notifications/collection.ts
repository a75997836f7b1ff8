import type { CollectionConfig } from 'payload'

import { attachments, importRun, legacyId, dayOnly } from '@/fields'
import { updatedBy } from '@/hooks/history'
import { HOME_GROUP, publishable, revalidates } from '@/content/shared'
import { contentType } from '@/content/facts'
import { routes } from '@/lib/routes'

/** Announcements shown in the home page's pop-up, once per visit. */
export const Notifications: CollectionConfig = contentType(
  {
    slug: 'notifications',
    labels: { singular: 'Notification', plural: 'Notifications' },
    ...publishable,
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'showUntil', '_status'],
      group: HOME_GROUP,
    },
    hooks: revalidates,
    fields: [
      { name: 'title', type: 'text', required: true, maxLength: 200 },
      { name: 'description', type: 'textarea' },
      attachments('image', ['images']),
      attachments(),
      {
        name: 'url',
        label: 'Link (the "Click Here" button)',
        type: 'text',
        validate: (value: unknown) => !value || /^https?:\/\/\S+$/.test(String(value)) || 'Enter a full web address starting with https://',
      },
      {
        name: 'showUntil',
        type: 'date',
        admin: { description: 'Optional: stop showing it after this day.', date: dayOnly },
      },
      legacyId,
      importRun,
      updatedBy,
    ],
  },
  { shown: true, translated: true, search: 'notice', path: () => routes.home },
)
