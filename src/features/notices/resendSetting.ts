/**
 * The school profile's tab "Emergency alerts sent again" (src/globals/SchoolProfile.ts): whether
 * an emergency alert that a parent has not opened within so many minutes goes to them once more,
 * on the channels that send again (SMS, WhatsApp: ./channels `resendsUrgent`). Off unless the
 * school's administrator turns it on. The sender reads it in SQL (./queue.ts resendDue).
 */
import type { Tab } from 'payload'

import { RESEND_MINUTES } from './rules'

export const alertResendTab: Tab = {
  label: 'Emergency alerts sent again',
  description:
    'An emergency alert sent by SMS (or WhatsApp) that a parent has not opened within the time set here is sent to them once more, on the same channel. E-mail and phone (push) notices are not sent again. Each parent gets at most one second message per alert, and only within a day of the first.',
  fields: [
    {
      name: 'alertResend',
      type: 'group',
      label: false,
      fields: [
        { name: 'enabled', label: 'Send an emergency alert again by SMS (or WhatsApp) if it was not opened in time', type: 'checkbox', defaultValue: false },
        {
          name: 'minutes',
          label: 'Minutes to wait before sending it again',
          type: 'number',
          min: RESEND_MINUTES.min,
          max: RESEND_MINUTES.max,
          defaultValue: 30,
          admin: { description: `Between ${RESEND_MINUTES.min} and ${RESEND_MINUTES.max} minutes after the first message was sent.`, condition: (_, group) => group?.enabled === true },
        },
      ],
    },
  ],
}
