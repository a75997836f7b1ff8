/**
 * Consent records in the audit log (src/features/consent wires the hook in): a consent recorded,
 * its scope changed, withdrawn or given again. By the record's id, never the child's name (the
 * log is about who did what, not about the child). Deleting a record is the decorator's
 * (./content.ts).
 */
import type { CollectionAfterChangeHook } from 'payload'

import { schoolIdOf } from '@/tenancy'
import { recordAudit } from './record'

type Consent = { id?: number | string; scope?: string | null; withdrawn?: boolean | null; school?: unknown }

/** What changed in a consent record, in a few words; null when nothing the consent allows did. */
export function consentChange(before: Consent | null | undefined, after: Consent, created: boolean): string | null {
  if (created) return `Consent recorded (${after.scope ?? 'no scope'})${after.withdrawn ? ', withdrawn' : ''}`
  if (Boolean(after.withdrawn) !== Boolean(before?.withdrawn)) return after.withdrawn ? 'Consent withdrawn' : 'Consent given again (no longer withdrawn)'
  if (after.scope !== before?.scope) return `Consent changed from ${before?.scope ?? 'none'} to ${after.scope ?? 'none'}`
  return null
}

export const auditConsent: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, collection }) => {
  if (!req.user) return doc
  const change = consentChange(previousDoc as Consent, doc as Consent, operation === 'create')
  if (!change) return doc
  await recordAudit(req, {
    kind: 'consent-change',
    target: { collection: collection.slug, id: (doc as Consent).id },
    schools: [schoolIdOf(doc)],
    summary: `${change}: consent record ${String((doc as Consent).id)}`,
  })
  return doc
}
