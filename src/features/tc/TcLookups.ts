import type { CollectionConfig } from 'payload'

import { admins } from '@/access'
import { TC_LOOKUP_LOG_DAYS } from '@/features/tc/rules'
import { contentType } from '@/content/facts'

/**
 * The log of public TC lookups (page and API), for the school to see how the lookup is used
 * and spot abuse. Deliberately little: when, from which address, through which door, and the
 * outcome. Never the name or the admission number searched for: a log of who looked up which
 * student would itself be a record about that student. Written only by the server
 * (src/features/tc/log.server.ts); administrators read it; entries older than TC_LOOKUP_LOG_DAYS are
 * deleted as new ones are written.
 */
export const TcLookups: CollectionConfig = contentType(
  {
    slug: 'tc-lookups',
    labels: { singular: 'TC lookup', plural: 'TC lookup log' },
    access: { read: admins, create: () => false, update: () => false, delete: admins },
    defaultSort: '-createdAt',
    admin: {
      group: 'Transfer certificates',
      defaultColumns: ['createdAt', 'outcome', 'channel', 'clientAddress'],
      description: `Every public TC lookup: when, from which address, and whether it found a certificate. What was searched for is not kept. Entries are kept for ${TC_LOOKUP_LOG_DAYS} days.`,
    },
    fields: [
      {
        name: 'outcome',
        type: 'select',
        required: true,
        index: true,
        options: [
          { label: 'Found', value: 'found' },
          { label: 'Not found', value: 'not-found' },
          { label: 'Rate-limited', value: 'rate-limited' },
          { label: 'Invalid input', value: 'invalid' },
        ],
      },
      {
        name: 'channel',
        label: 'Through',
        type: 'select',
        required: true,
        options: [
          { label: 'The /tc page', value: 'page' },
          { label: 'The JSON API', value: 'api' },
        ],
      },
      { name: 'clientAddress', label: 'Client address', type: 'text', required: true },
    ],
  },
  { private: true },
)
