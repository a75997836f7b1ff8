import type { GlobalConfig } from 'payload'

import { admins } from '@/access'
import { APPROVAL_SETTINGS } from '@/features/approvals/rules'

/**
 * Whether the school's editors publish themselves or submit their changes for review
 * (src/features/approvals). One per school, set by its administrators; off by default, when
 * nothing changes for anyone.
 */
export const ApprovalSettings: GlobalConfig = {
  slug: APPROVAL_SETTINGS,
  label: 'Approvals',
  access: { read: admins, update: admins },
  admin: {
    group: 'Administration',
    description:
      'When approvals are required, editors cannot publish or schedule: their “Submit for review” puts the change in the queue on the dashboard, and an administrator publishes it (now or at a time) or returns it with a comment.',
  },
  fields: [
    {
      name: 'required',
      label: 'Editors’ changes need an administrator’s approval',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'News, events, notices, circulars, highlights, albums, toppers and the other items with drafts. Pages are saved as before.' },
    },
    {
      name: 'alertsExempt',
      label: 'Emergency alerts are exempt',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Editors publish an emergency alert (“School closed today”) at once, without waiting for approval.' },
    },
  ],
}
