/**
 * The subscribers list as a spreadsheet (CSV) for the school's own records:
 * `GET /cms-api/notice-subscriptions/export`, administrators only, their own school's
 * subscribers only (the same access rules as the admin's list). Never part of a content
 * export, which moves content between sites (src/content/export).
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/roles'
import { csvCell } from '@/lib/csv'
import { recordAudit } from '@/features/audit/record'
import { schoolIdOf } from '@/tenancy'
import type { NoticeTopic } from './rules'
import { topicNames } from './topics'


const HEADER = ['Address', 'Channel', 'Notices', 'How often', 'Language', 'Confirmed', 'Confirmed at', 'Consent given at', 'Consent wording']

type Row = {
  channel?: string | null
  email?: string | null
  phone?: string | null
  whatsapp?: string | null
  endpoint?: string | null
  topics?: Record<string, boolean | null | undefined> | null
  frequency?: string | null
  locale?: string | null
  confirmed?: boolean | null
  confirmedAt?: string | null
  consent?: { wording?: string | null; givenAt?: string | null } | null
}

/** One subscriber's line; `topics`, the config's, in their order. */
export const subscriberLine = (d: Row, topics: readonly NoticeTopic[]): string =>
  [
    d.channel === 'push' ? '(a phone)' : d.channel === 'sms' ? d.phone : d.channel === 'whatsapp' ? d.whatsapp : d.email,
    d.channel,
    topics.filter((t) => d.topics?.[t]).join(' '),
    d.frequency,
    d.locale,
    d.confirmed ? 'yes' : 'no',
    d.confirmedAt,
    d.consent?.givenAt,
    d.consent?.wording,
  ]
    .map(csvCell)
    .join(',')

export const exportEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!req.user || !isAdmin(req.user as { role?: 'admin' })) {
      return Response.json({ errors: [{ message: 'Only administrators may download the subscribers list.' }] }, { status: 403 })
    }
    // The access rules keep an administrator to their own school's subscribers.
    const { docs } = await req.payload.find({ collection: 'notice-subscriptions', limit: 0, pagination: false, depth: 0, overrideAccess: false, user: req.user, req, sort: 'createdAt' })
    const topics = topicNames(req.payload.config.collections)
    const body = [HEADER.join(','), ...docs.map((d) => subscriberLine(d, topics))].join('\r\n') + '\r\n'
    await recordAudit(req, { kind: 'subscriber-download', target: { collection: 'notice-subscriptions' }, summary: `Downloaded the subscribers list (${docs.length} subscribers)`, ...(docs.length ? { schools: [...new Set(docs.map(schoolIdOf))] } : {}) })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(`\ufeff${body}`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="subscribers-${day}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
