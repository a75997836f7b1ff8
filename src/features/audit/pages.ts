/**
 * The school's pages in the audit log. A page (About, Admission, the timings, the disclosure…)
 * has no drafts: a staff member's save puts it on the site at once, so each save is recorded as
 * a publish of that page. Applied once to every page of the Pages group (src/globals/index.ts).
 */
import type { GlobalAfterChangeHook, GlobalConfig } from 'payload'

import { schoolIdOf } from '@/tenancy'
import { recordAudit } from './record'

export function auditedPage(page: GlobalConfig): GlobalConfig {
  const label = typeof page.label === 'string' ? page.label : page.slug
  const saved: GlobalAfterChangeHook = async ({ doc, req }) => {
    if (!req.user) return doc
    const id = (doc as { id?: number }).id
    await recordAudit(req, {
      kind: 'publish',
      target: { collection: page.slug, id: id ?? null, title: label },
      summary: `Saved the page “${label}” (shown at once)`,
      schools: [schoolIdOf(doc as { school?: unknown })],
    })
    return doc
  }
  return { ...page, hooks: { ...page.hooks, afterChange: [...(page.hooks?.afterChange ?? []), saved] } }
}
