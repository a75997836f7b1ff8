import type { CollectionConfig } from 'payload'

import { admins, staff } from '@/access'
import { FEEDBACK_TOPICS, MAX_CONTACT, MAX_MESSAGE, MAX_NAME } from '@/features/feedback/rules'
import { contentType } from '@/content/facts'

const nobody = () => false

/**
 * Messages from the public feedback form (/feedback). Staff read them and mark them handled;
 * nobody creates one through the APIs: the form's server action does, after its checks
 * (src/features/feedback/submit.server.ts). No sender's network address is kept.
 */
export const Feedback: CollectionConfig = contentType(
  {
    slug: 'feedback',
    labels: { singular: 'Feedback message', plural: 'Feedback' },
    defaultSort: '-createdAt',
    admin: {
      useAsTitle: 'summary',
      defaultColumns: ['summary', 'topic', 'handled', 'createdAt'],
      group: 'Feedback',
      description: 'Messages sent through the feedback form on the website. Tick "Handled" once a message has been dealt with.',
    },
    access: { read: staff, create: nobody, update: staff, delete: admins },
    fields: [
      { name: 'topic', type: 'select', required: true, defaultValue: 'general', options: FEEDBACK_TOPICS.map((t) => ({ ...t })) },
      { name: 'name', type: 'text', maxLength: MAX_NAME, admin: { readOnly: true } },
      { name: 'contact', label: 'E-mail or phone', type: 'text', maxLength: MAX_CONTACT, admin: { readOnly: true } },
      { name: 'message', type: 'textarea', required: true, maxLength: MAX_MESSAGE, admin: { readOnly: true } },
      {
        name: 'summary',
        type: 'text',
        admin: { hidden: true },
        hooks: { beforeChange: [({ siblingData }) => String(siblingData.message ?? '').slice(0, 80)] },
      },
      { name: 'handled', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    ],
  },
  { private: true },
)
