/**
 * The audit log is kept a year (./rules.ts AUDIT_KEEP_DAYS): a daily job deletes older lines,
 * through the gate, for every school and the deployment's own. Nothing else deletes a line.
 */
import type { Payload, TaskConfig } from 'payload'

import { allSchools } from '@/tenancy'
import { AUDIT_EVENTS } from './record'
import { keptSince } from './rules'

/** Deletes the lines older than a year before `now`. */
export async function pruneAuditLog(payload: Payload, now: Date = new Date()): Promise<void> {
  await allSchools(payload, 'retention').db.deleteMany({ collection: AUDIT_EVENTS, where: { at: { less_than: keptSince(now).toISOString() } } })
}

export const auditRetentionTask: TaskConfig = {
  slug: 'auditRetention',
  label: 'Audit log: delete lines older than a year',
  // Daily, at an hour of little work (the compliance check runs at 01:30).
  schedule: [{ cron: '0 10 2 * * *', queue: 'default' }],
  retries: 1,
  handler: async ({ req }) => {
    await pruneAuditLog(req.payload)
    return { output: {} }
  },
}
