/**
 * The notices feature's three collections (docs/decisions/0014-notices.md), each belonging to
 * one school (src/tenancy/plugin.ts):
 *
 * - `notice-subscriptions`: who asked for what, with the consent they gave. Administrators
 *   only; written only by the feature's own code (the form, the confirm and unsubscribe
 *   links); erased on unsubscribe; never in a content export (src/content/export reads
 *   resources only), but moved with its school (src/features/schools/move.ts).
 * - `notice-sends`: one per published item that notified subscribers, with its figures.
 * - `notice-deliveries`: the queue, one row per subscriber a send goes to (unique per send
 *   and subscription), claimed by the sending instances (./queue.ts). It names the
 *   subscription by number only: nothing of a parent remains in it after they unsubscribe.
 *
 * The first two are made for the topics the content types' facts name (./topics.ts): the
 * config (src/content/index.ts) works those out from its other collections and gives them here.
 */
import type { Access, CollectionConfig } from 'payload'

import { admins, staff } from '@/access'
import { dayAndTime } from '@/fields'
import { isAdmin } from '@/access/roles'
import { LOCALES } from '@/lib/i18n/locales'
import { FREQUENCIES, type NoticeTopic } from './rules'
import { exportEndpoint } from './exportSubscribers'
import { importRosterEndpoint } from './rosterImport'
import { sendFigures, type ClassFigures, type SendFigures } from './queue'
import { forSchool, schoolOfRecord, type SchoolGate } from '@/tenancy'
import type { MovedIds } from '@/features/schools/move'
import { CLASSES, classesField } from '@/features/classes/collection'
import { classIdsOf, classKey } from '@/features/classes/rules'

const nobody: Access = () => false
export const NOTICES_GROUP = 'Notices to parents'

export const SUBSCRIPTIONS = 'notice-subscriptions'
export const SENDS = 'notice-sends'
export const DELIVERIES = 'notice-deliveries'

/** What names a notice's item, unique within the school: one notice per item. */
export const sourceKeyOf = (source: string, id: number | string) => `${source}:${id}`

/** A school moved to another deployment (src/features/schools/move.ts): a notice names its item by its collection and id. */
const sendMoved: MovedIds = (doc, relink) => {
  const id = typeof doc.source === 'string' ? relink(doc.source, doc.sourceId) : null
  if (id === null) return
  doc.sourceId = id
  doc.sourceKey = sourceKeyOf(String(doc.source), id)
}

/**
 * … and a queued delivery its notice and its subscriber by number. One to a parent who has
 * since unsubscribed is kept for the notice's figures, naming no one (0), unless it was still to
 * be sent.
 */
const deliveryMoved: MovedIds = (doc, relink) => {
  const send = relink(SENDS, doc.send)
  const subscription = relink(SUBSCRIPTIONS, doc.subscription)
  if (send === null || (subscription === null && doc.state === 'pending')) return false
  doc.send = send
  doc.subscription = subscription ?? 0
}

export const subscriptionsFor = (topics: readonly NoticeTopic[]): CollectionConfig => ({
  slug: SUBSCRIPTIONS,
  labels: { singular: 'Subscriber', plural: 'Subscribers' },
  defaultSort: '-createdAt',
  access: { read: admins, create: nobody, update: nobody, delete: admins },
  // Who a notice goes to and how many (./queue.ts audienceOf): a school's confirmed subscribers.
  // Without it SQLite, which keeps no statistics, took the index on `confirmed` alone, true of
  // nearly every row of every school: with 200 schools of 6,000 a read of all 1.2 million, 150 ms
  // a time, in the server's thread while it publishes (npm run bench:notices, docs/benchmarks.md).
  indexes: [{ fields: ['school', 'confirmed'] }],
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'phone', 'whatsapp', 'channel', 'confirmed', 'frequency', 'createdAt'],
    group: NOTICES_GROUP,
    hidden: ({ user }) => !isAdmin(user as { role?: 'admin' } | null),
    description:
      'Parents who asked for notices, with the consent they gave. Only administrators see this list. A parent unsubscribes through the link in every e-mail; deleting one here stops their notices too.',
    components: { beforeListTable: ['@/features/notices/MailStatus#MailStatus', '@/features/notices/ExportLink#ExportLink', '@/features/notices/ExportLink#RosterImportLink'] },
  },
  endpoints: [exportEndpoint, importRosterEndpoint],
  hooks: {
    // The queue matches classes by this key, with no join (src/features/classes/rules).
    beforeChange: [({ data }) => ('classes' in data ? { ...data, classKey: classKey(classIdsOf(data.classes)) } : data)],
  },
  fields: [
    { name: 'channel', type: 'select', required: true, defaultValue: 'email', options: [{ value: 'email', label: 'E-mail' }, { value: 'push', label: 'Phone (push)' }, { value: 'sms', label: 'SMS' }, { value: 'whatsapp', label: 'WhatsApp' }], admin: { readOnly: true } },
    { name: 'email', type: 'text', unique: true, maxLength: 254, admin: { readOnly: true, condition: (d) => d.channel === 'email' } },
    { name: 'endpoint', label: 'Push address', type: 'text', unique: true, maxLength: 1000, admin: { readOnly: true, condition: (d) => d.channel === 'push' } },
    { name: 'phone', label: 'Mobile number', type: 'text', unique: true, maxLength: 12, admin: { readOnly: true, condition: (d) => d.channel === 'sms' } },
    // WhatsApp's number apart from SMS's: one number may get both, each confirmed and stopped on its own.
    { name: 'whatsapp', label: 'WhatsApp number', type: 'text', unique: true, maxLength: 12, admin: { readOnly: true, condition: (d) => d.channel === 'whatsapp' } },
    { name: 'p256dh', type: 'text', maxLength: 200, admin: { hidden: true } },
    { name: 'auth', type: 'text', maxLength: 100, admin: { hidden: true } },
    {
      name: 'topics',
      type: 'group',
      admin: { readOnly: true },
      // One box per topic: a new topic is a new column, false for everybody subscribed before it.
      fields: topics.map((t) => ({ name: t, type: 'checkbox' as const, defaultValue: false })),
    },
    { ...classesField('The classes the parent chose: notices for those classes reach them, as do those for the whole school.'), admin: { readOnly: true } },
    { name: 'classKey', type: 'text', defaultValue: '', maxLength: 1000, admin: { hidden: true } },
    { name: 'frequency', type: 'select', required: true, defaultValue: 'immediate', options: [...FREQUENCIES], admin: { readOnly: true } },
    { name: 'locale', label: 'Language', type: 'select', required: true, defaultValue: 'en', options: [...LOCALES], admin: { readOnly: true } },
    { name: 'confirmed', type: 'checkbox', defaultValue: false, index: true, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true, position: 'sidebar', date: dayAndTime } },
    {
      name: 'consent',
      type: 'group',
      admin: { readOnly: true, description: 'What the parent was shown and agreed to, when, and in which language.' },
      fields: [
        { name: 'wording', type: 'textarea', required: true },
        { name: 'givenAt', type: 'date', required: true, admin: { date: dayAndTime } },
        { name: 'locale', type: 'select', options: [...LOCALES], required: true },
      ],
    },
  ],
})

/** A notice's figures as its record shows them (./queue.ts SendFigures says how each is counted). */
const FIGURES = [
  { name: 'sent', label: 'Sent', description: 'Handed to the e-mail server, the push service or the SMS gateway (first messages, one per parent).' },
  { name: 'delivered', label: 'Delivered', description: 'Arrived, as far as can be known: e-mail and SMS once the server or gateway took them, a phone notification once the phone said so.' },
  { name: 'opened', label: 'Opened', description: 'Parents who opened the link in the message or tapped the notification (the first time counts).' },
  { name: 'failed', label: 'Failed', description: 'Could not be sent, or bounced.' },
  { name: 'pending', label: 'Still to send', description: undefined },
  { name: 'bounced', label: 'Bounced', description: 'Of the failed: the address no longer exists (the subscriber was removed).' },
  { name: 'unsubscribedSince', label: 'Unsubscribed since', description: undefined },
  { name: 'resent', label: 'Sent again', description: 'Emergency alerts not opened in time, sent once more by SMS or WhatsApp (School profile → Emergency alerts sent again).' },
  { name: 'resentOpened', label: 'Opened after sending again', description: undefined },
] as const

/** A notice's lines per class with the classes' names (one read), in the school's order; a class since deleted keeps its line. */
async function namedClasses(gate: SchoolGate, lines: readonly ClassFigures[]) {
  const ids = lines.flatMap((l) => (l.class === null ? [] : [l.class]))
  const found = ids.length ? await gate.find({ collection: CLASSES, where: { id: { in: ids } }, depth: 0, limit: ids.length, sort: ['order', 'name'], select: { name: true } }) : { docs: [] }
  const order = new Map(found.docs.map((c, i) => [c.id, { at: i, name: c.name }]))
  // The school's classes in its order, then those since deleted, then "No class chosen".
  const place = (l: ClassFigures) => (l.class === null ? Infinity : (order.get(l.class)?.at ?? found.docs.length))
  return [...lines]
    .sort((a, b) => place(a) - place(b))
    .map((l) => ({ ...l, name: l.class === null ? 'No class chosen' : (order.get(l.class)?.name ?? 'A class since deleted') }))
}

export const noticeSendsFor = (topics: readonly NoticeTopic[]): CollectionConfig => ({
  slug: SENDS,
  labels: { singular: 'Notice sent', plural: 'Notices sent' },
  custom: { moved: sendMoved },
  defaultSort: '-createdAt',
  access: { read: staff, create: nobody, update: nobody, delete: admins },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'topic', 'subscribers', 'sent', 'delivered', 'opened', 'failed', 'createdAt'],
    group: NOTICES_GROUP,
    description:
      'Each published item that notified subscribers ("Notify subscribers" when publishing), with how many it went to, and what became of them.',
    components: { beforeListTable: ['@/features/notices/MailStatus#MailStatus'] },
  },
  hooks: {
    // The figures are counted from the queue when the list or the page is read; once its rows
    // are pruned (./queue.ts pruneSettled), a notice shows the figures it had then.
    // One grouped read of its rows per notice (the page's table per class too; its class names one more read).
    afterRead: [
      async ({ context, doc, req, findMany }) => {
        if (context.noFigures) return doc
        // Counted within the notice's own school.
        const settled = doc.settled as Partial<SendFigures> | null
        // The list shows the totals only: a pruned notice's need no query.
        if (settled && findMany) return { ...doc, ...settled, byClass: undefined }
        const school = await schoolOfRecord(req.payload, doc)
        if (!school) return settled ? { ...doc, ...settled, byClass: undefined } : doc
        const gate = forSchool(req.payload, school, req)
        const figures = settled ?? (await sendFigures(gate, doc.id as number))
        if (findMany) return { ...doc, ...figures, byClass: undefined }
        return { ...doc, ...figures, byClass: await namedClasses(gate, figures.byClass ?? []) }
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'topic', type: 'select', required: true, options: [...topics], admin: { readOnly: true } },
    // The collection of the item it tells of (a type whose facts name a notice topic, src/content/facts).
    { name: 'source', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'sourceId', type: 'number', required: true, admin: { readOnly: true } },
    { name: 'sourceKey', type: 'text', unique: true, required: true, admin: { hidden: true } },
    /** The item's classes when it was sent (empty: the whole school): only their parents were queued. */
    { ...classesField('The classes it went to; none: the whole school.'), admin: { readOnly: true } },
    { name: 'items', type: 'json', required: true, admin: { hidden: true } },
    { name: 'subscribers', type: 'number', admin: { readOnly: true, description: 'Subscribers it was queued for.' } },
    /** The figures as they were when the notice's rows were pruned (NOTICES_KEEP_DAYS after it was sent). */
    { name: 'settled', type: 'json', admin: { hidden: true } },
    ...FIGURES.map(({ name, label, description }) => ({ name, label, type: 'number' as const, virtual: true, admin: { readOnly: true, description } })),
    /** The figures per class (./queue.ts SendFigures `byClass`, with the classes' names): the table below the figures shows them. */
    { name: 'byClass', type: 'json', virtual: true, admin: { hidden: true } },
    {
      name: 'classFigures',
      label: 'Per class',
      type: 'ui',
      admin: { disableListColumn: true, components: { Field: '@/components/admin/NoticeClassFigures#NoticeClassFigures' } },
    },
  ],
})

export const Deliveries: CollectionConfig = {
  slug: DELIVERIES,
  labels: { singular: 'Delivery', plural: 'Deliveries' },
  custom: { moved: deliveryMoved },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  indexes: [
    // One first message per notice and subscriber, and at most one re-send (an emergency alert not opened in time: ./queue.ts queueResends).
    { fields: ['send', 'subscription', 'resend'], unique: true },
    { fields: ['state', 'notBefore'] },
    // A claim's reads (./queue.ts claimDue): each school's waiting rows, its emergency alerts apart, in the order they fell due.
    { fields: ['state', 'school', 'urgent', 'notBefore'] },
    // The sender's look for emergency alerts sent a while ago and not opened (./queue.ts queueResends): the last day's only.
    { fields: ['urgent', 'sentAt'] },
  ],
  fields: [
    { name: 'send', type: 'number', required: true, index: true },
    { name: 'subscription', type: 'number', required: true, index: true },
    { name: 'channel', type: 'text', required: true },
    { name: 'digest', type: 'checkbox', defaultValue: false },
    /** The classes the subscriber counted for (`|3|7|`, '' none: src/features/classes/rules): the notice's classes they chose, or for a whole-school notice all they chose. */
    { name: 'classes', type: 'text', defaultValue: '' },
    /** An emergency alert's: claimed before every other waiting row (./queue.ts claimDue). */
    { name: 'urgent', type: 'checkbox', defaultValue: false },
    /** pending → sent | failed | bounced | dropped (the subscription was gone when its turn came). */
    { name: 'state', type: 'text', required: true, defaultValue: 'pending' },
    { name: 'notBefore', type: 'number', required: true, defaultValue: 0 },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'claimedBy', type: 'text' },
    { name: 'claimedUntil', type: 'number' },
    /** When the channel's service took it (ms). */
    { name: 'sentAt', type: 'number' },
    /** When it arrived, as far as the channel knows (ms): e-mail and SMS when the server or gateway took it, push when the phone said so, WhatsApp from its status report. */
    { name: 'deliveredAt', type: 'number' },
    /** When the parent first opened its link or tapped its notification (ms; later opens change nothing). */
    { name: 'openedAt', type: 'number' },
    /** A second message of an emergency alert the first was not opened in time (./queue.ts queueResends). */
    { name: 'resend', type: 'checkbox', defaultValue: false },
    { name: 'error', type: 'text' },
    /** The service's id of the message (WhatsApp's `wamid.…`): how its status reports find the row (channels/whatsapp/webhook.ts). */
    { name: 'providerRef', type: 'text', index: true },
  ],
}
