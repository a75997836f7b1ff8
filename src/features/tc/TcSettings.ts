import type { GlobalConfig } from 'payload'

import { admins } from '@/access'
import { DEFAULT_TC_RETENTION_YEARS } from '@/features/tc/rules'

/**
 * How much the public TC lookup (/tc and `POST /api/tc/{school}`) reveals, and for how long.
 * Administrators only: visitors never read these settings, the lookup reads them on the server.
 */
export const TcSettings: GlobalConfig = {
  slug: 'tc-settings',
  label: 'TC lookup settings',
  access: { read: admins, update: admins },
  admin: {
    group: 'Transfer certificates',
    description:
      'A lookup with the exact admission number and name shows the student name, admission number, TC number and the scanned certificate. Anything more is shown only if you turn it on here.',
  },
  fields: [
    {
      name: 'showClass',
      label: 'Show class in TC lookup',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Also show the class last studied.' },
    },
    {
      name: 'showDates',
      label: 'Show dates in TC lookup',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Also show the date of issue.' },
    },
    {
      name: 'retentionYears',
      label: 'Years a TC stays in the lookup',
      type: 'number',
      required: true,
      min: 1,
      max: 100,
      defaultValue: DEFAULT_TC_RETENTION_YEARS,
      admin: {
        description:
          'Sets "Remove from lookup after" on certificates saved without one: the date of issue plus this many years. Certificates already saved keep their date.',
      },
      validate: (v: unknown) =>
        (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 100) || 'Enter a whole number of years, 1 to 100',
    },
  ],
}
