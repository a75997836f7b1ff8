/**
 * "Notify subscribers" on the items a parent can be told of (those whose type's facts name a
 * notice topic: emergency alerts, circulars, news, events, achievements): a tick box beside
 * Publish, on by default for emergency alerts. When an item
 * with it ticked is published (at once, or by a schedule), its notice is written and queued
 * for the school's subscribers (./queue.ts), once per item: saving it again sends nothing more.
 */
import { setImmediate as nextTurn } from 'node:timers/promises'

import type { CollectionAfterChangeHook, CollectionConfig, CollectionSlug, Payload } from 'payload'

import { afterCommit } from '@/db/afterCommit'
import { env } from '@/env'
import { LOCALES, localizedHref, type Locale } from '@/lib/i18n/locales'
import { allSchools, forSchool, schoolOfRecord, schoolsList, type SchoolGate } from '@/tenancy'
import { publicOriginOf } from '@/tenancy/rules'
import { runsNoticesSender, wakeNoticesSender } from '@/server/noticesSender'
import { SENDS, sourceKeyOf } from './collections'
import type { NoticeItem } from './channels/channel'
import { queuedCount, queueNotice } from './queue'
import { ALERTS, type NoticeTopic } from './rules'
import { factsOf, type ContentFacts } from '@/content/facts'
import type { NoticeSend } from '@/payload-types'
import { classIdsOf } from '@/features/classes/rules'
import { withConfirmation } from './confirm'

export const NOTIFY_FIELD = 'notifySubscribers'

type Doc = { id: number; school?: unknown; [field: string]: unknown }

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
const clip = (s: string, max = 300) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s)

type Notice = NonNullable<ContentFacts['notice']>

/** What a type's facts say a notice of it is (src/content/facts), or null when none is sent for it. */
const noticeOf = (collection: { custom?: Record<string, unknown> } | undefined): Notice | null => factsOf(collection).notice ?? null

/**
 * What a notice says of an item, in one language, with the address of its page: its type's
 * summary, and its link (its page unless the type names another; an address elsewhere as it is).
 */
export function noticeItem(notice: Notice, path: string | null, doc: Doc, origin: string, locale: Locale): NoticeItem {
  const link = notice.link?.(doc) ?? path ?? '/'
  const url = /^https:\/\//.test(link) ? link : `${origin}${localizedHref(link, locale)}`
  return { kind: notice.topic, title: str(doc.title), summary: clip(notice.summary(doc)), url }
}

/** Writes an item's notice and queues it, unless it already has one. Returns the notice's id, or null. */
export async function notifySubscribers(payload: Payload, source: CollectionSlug, id: number, school: SchoolGate): Promise<number | null> {
  const config = payload.collections[source]?.config
  const notice = noticeOf(config)
  if (!notice) return null
  // SQLite's client answers in the same turn of the event loop: without a turn between the reads,
  // they would hold up every request that came meanwhile, in every school, one after another.
  await nextTurn()
  const doc = (await school.findByID({ collection: source, id, depth: 0, locale: 'en', disableErrors: true })) as unknown as Doc | null
  if (!doc) return null
  const sourceKey = sourceKeyOf(source, id)
  await nextTurn()
  const existing = await school.find({ collection: SENDS, where: { sourceKey: { equals: sourceKey } }, limit: 1, depth: 0, context: { noFigures: true } })
  if (existing.docs.length) return null
  const origin = publicOriginOf(school.school, await schoolsList(payload), env().publicOrigin, env().API_HOST)
  const items: Partial<Record<Locale, NoticeItem>> = {}
  for (const locale of LOCALES) {
    await nextTurn()
    const localized = locale === 'en' ? doc : ((await school.findByID({ collection: source, id, depth: 0, locale, fallbackLocale: 'en' })) as unknown as Doc)
    items[locale] = noticeItem(notice, factsOf(config).path?.(localized) ?? null, localized, origin, locale)
  }
  await nextTurn()
  let send: { id: number; classes?: unknown }
  try {
    send = await school.create({
      collection: SENDS,
      // No count until it is queued: a notice without one is queued by the sender's next look (queueWaiting).
      // Its topic is one of the choices: they are the facts' topics (src/content/index.ts).
      // An item for some classes goes to their parents only (src/features/classes).
      data: { title: str(doc.title), topic: notice.topic as NoticeSend['topic'], source, sourceId: id, sourceKey, items, classes: notice.byClass ? classIdsOf(doc.classes) : [] },
      context: { noFigures: true },
    })
  } catch {
    // Another save of the same item wrote it first (its key is unique within the school).
    return null
  }
  // Who it goes to, and how many, is for the sender to work out (queueWaiting, as it starts),
  // in its own process on the last CPU: here, in a server, that was about 100 ms of the
  // thread every school's pages are served from (docs/benchmarks.md). Where no sender runs in
  // this process (RUN_JOBS=0, a script), it is queued here, and another instance's sender sends it.
  if (runsNoticesSender()) wakeNoticesSender()
  else await queue(school, { id: send.id, topic: notice.topic, classes: send.classes })
  return send.id
}

/** Queues a notice for its subscribers (again: a row already queued is not added twice) and records how many it went to. */
async function queue(school: SchoolGate, send: { id: number; topic: NoticeTopic; classes?: unknown }) {
  await queueNotice(school, { send: send.id, topic: send.topic, classes: classIdsOf(send.classes) })
  await school.update({ collection: SENDS, id: send.id, data: { subscribers: await queuedCount(school, send.id) }, context: { noFigures: true } })
}

/**
 * Notices written but never queued (the process stopped between the two, or the database was
 * busy): queued now, each in its own school. The sender asks on each look, so a published item
 * always reaches its subscribers.
 */
export async function queueWaiting(payload: Payload) {
  const { docs } = await allSchools(payload, 'notices sender').find({ collection: SENDS, where: { subscribers: { exists: false } }, limit: 10, depth: 0, context: { noFigures: true } })
  for (const doc of docs) {
    const school = await schoolOfRecord(payload, doc)
    if (school) await queue(forSchool(payload, school), { id: doc.id, topic: doc.topic, classes: doc.classes })
  }
}

/** The notices being written now, after their items' saves committed (kept on globalThis: every bundle of the process shares it). */
const WRITING = Symbol.for('school-site.notices-writing')
const writing = (): Set<Promise<unknown>> => ((globalThis as { [WRITING]?: Set<Promise<unknown>> })[WRITING] ??= new Set())

/** Resolves once the notices being written now are written (or have failed). */
export async function noticesWritten(): Promise<void> {
  await Promise.allSettled([...writing()])
}

const onPublish: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  const source = collection.slug as CollectionSlug
  if (!noticeOf(collection) || doc._status !== 'published' || doc[NOTIFY_FIELD] !== true) return doc
  const payload = req.payload
  await afterCommit(req, () => {
    const work = schoolOfRecord(payload, doc)
      .then((school) => school && notifySubscribers(payload, source, doc.id as number, forSchool(payload, school)))
      .catch((err: unknown) => payload.logger.error({ err, source, id: doc.id }, 'Subscribers could not be notified'))
    writing().add(work)
    void work.finally(() => writing().delete(work))
  })
  return doc
}

/** Adds the tick box and the hook to the collections a notice can be sent for, and the check of who it goes to before it leaves (./confirm.ts). */
export function withNotify(collection: CollectionConfig): CollectionConfig {
  const notice = noticeOf(collection)
  if (!notice) return collection
  // An emergency alert's notice goes unless staff untick it.
  const alert = notice.topic === ALERTS
  return withConfirmation({
    ...collection,
    fields: [
      ...collection.fields,
      {
        name: NOTIFY_FIELD,
        label: 'Notify subscribers',
        type: 'checkbox',
        defaultValue: alert,
        admin: {
          position: 'sidebar',
          description: 'When this is published, parents who asked for these notices get an e-mail (once; later saves send nothing more). See "Notices sent".',
        },
      },
    ],
    hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), onPublish] },
  })
}
