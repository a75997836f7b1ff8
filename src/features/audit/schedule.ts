/**
 * Scheduling in the audit log: a publish or unpublish scheduled from the admin's drawer, or a
 * schedule cancelled (src/hooks/schedulePublish wires it in, once the drawer's request is done).
 */
import type { CollectionSlug, PayloadRequest } from 'payload'

import { factsOf, textOf } from '@/content/facts'
import { schoolIdOf } from '@/tenancy'
import { recordAudit } from './record'

export async function recordSchedule(req: PayloadRequest, doc: { collection: string; id: number | string }, what: 'publish' | 'unpublish' | 'cancelled', at: string | null): Promise<void> {
  const config = req.payload.collections[doc.collection as CollectionSlug]?.config
  // Read as the person who scheduled it (they may open it: the drawer checked).
  const found = config
    ? ((await req.payload.findByID({ collection: config.slug, id: doc.id, depth: 0, draft: true, disableErrors: true, overrideAccess: false, user: req.user, req })) as Record<string, unknown> | null)
    : null
  const titleField = config && !factsOf(config).private ? config.admin?.useAsTitle : undefined
  const title = titleField && found ? textOf(found[titleField]) || null : null
  const label = typeof config?.labels?.singular === 'string' ? config.labels.singular : doc.collection
  const name = title ? `${label} “${title}”` : `${label} ${doc.id}`
  const summary = what === 'cancelled' ? `Cancelled the schedule (${at ?? 'no time'}) of ${name}` : `Scheduled to ${what} at ${at}: ${name}`
  await recordAudit(req, { kind: 'schedule', target: { collection: doc.collection, id: doc.id, title }, schools: found ? [schoolIdOf(found)] : undefined, summary })
}
