import type { CollectionConfig } from 'payload'

import { dayAndTime, importRun } from '@/fields'
import { updatedBy } from '@/hooks/history'
import { ALERT_SEVERITIES, isAlertLink } from '@/features/alerts/rules'
import { CONTENT_GROUP, publishable, revalidates } from '@/content/shared'
import { contentType, textOf } from '@/content/facts'
import { routes } from '@/lib/routes'

/**
 * A banner above the header of every page ("School closed today because of heavy rain"),
 * shown from its start until its end without anyone unpublishing it, and in the alerts feed.
 * Pages are cached: they are made again when an alert starts or ends (docs/decisions/0009).
 */
export const EmergencyAlerts: CollectionConfig = contentType(
  {
    slug: 'emergency-alerts',
    labels: { singular: 'Emergency alert', plural: 'Emergency alerts' },
    ...publishable,
    defaultSort: '-startsAt',
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'severity', 'startsAt', 'endsAt', '_status'],
      group: CONTENT_GROUP,
      description: 'A banner above the header of every page, from its start until its end. Visitors can dismiss it.',
    },
    hooks: revalidates,
    fields: [
      {
        name: 'title',
        type: 'text',
        required: true,
        maxLength: 120,
        admin: { description: 'One short line, e.g. "School closed today (14 Aug) because of heavy rain".' },
      },
      { name: 'message', type: 'textarea', maxLength: 600, admin: { description: 'Optional: a sentence or two more.' } },
      {
        name: 'severity',
        type: 'select',
        required: true,
        defaultValue: 'warning',
        options: ALERT_SEVERITIES.map(({ value, label, description }) => ({ value, label: `${label}: ${description}` })),
      },
      {
        name: 'link',
        label: 'Link (optional)',
        type: 'text',
        admin: { description: 'A page of this site (e.g. /newsletters) or a full address starting with https://' },
        validate: (value: unknown) =>
          !value || isAlertLink(String(value)) || 'Enter a page of this site starting with / or an address starting with https://',
      },
      {
        type: 'row',
        fields: [
          {
            name: 'startsAt',
            label: 'Show from',
            type: 'date',
            required: true,
            index: true,
            timezone: true,
            defaultValue: () => new Date().toISOString(),
            admin: { date: dayAndTime, description: 'India time.' },
          },
          {
            name: 'endsAt',
            label: 'Show until',
            type: 'date',
            required: true,
            index: true,
            timezone: true,
            admin: { date: dayAndTime, description: 'India time. It disappears by itself then.' },
            validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
              if (!value) return 'Choose when the alert stops showing.'
              const end = Date.parse(String(value))
              const start = Date.parse(String(siblingData.startsAt ?? ''))
              if (Number.isNaN(end)) return 'Enter a valid date and time.'
              return Number.isNaN(start) || end > start || '"Show until" must be after "Show from".'
            },
          },
        ],
      },
      // The visitors' access rule (publishedOrStaff) asks for it, as of every published collection.
      importRun,
      updatedBy,
    ],
  },
  {
    translated: true,
    notice: {
      topic: 'alerts',
      byClass: true,
      order: 1,
      label: { en: 'Emergency alerts (school closed, urgent changes)', hi: 'आपातकालीन सूचनाएँ (विद्यालय बंद, अत्यावश्यक बदलाव)' },
      kind: { hi: 'आपातकालीन सूचना' },
      summary: (doc) => textOf(doc.message),
      // An alert's notice leads to its own link: a page of the site, or a secure address elsewhere.
      link: (doc) => ((link) => (link.startsWith('https://') || link.startsWith('/') ? link : routes.home))(textOf(doc.link)),
    },
    path: () => routes.home,
  },
)
