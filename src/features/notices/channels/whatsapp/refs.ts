/**
 * A WhatsApp message's id (`wamid.…`) on its queue rows (`provider_ref`), so that the status
 * webhook (./webhook.ts) finds the rows Meta reports on, within the school the webhook's
 * address names.
 */
import { sql } from '@payloadcms/db-sqlite'

import type { SchoolGate } from '@/tenancy'
import { errorText } from '../../queue'

/** Notes the id Meta gave a message on the rows it sent (before they are marked sent). */
export async function noteRef(school: SchoolGate, ids: number[], ref: string) {
  if (!ids.length) return
  await school.sql.write(
    sql`UPDATE notice_deliveries SET provider_ref = ${ref} WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND school_id = ${school.schoolId} RETURNING id`,
  )
}

/**
 * What Meta reported of a message: `delivered` (at, ms) sets when it reached the phone, once;
 * `failed` fails a row that was sent, with Meta's error. Returns how many rows it changed (none
 * for an id not this school's). A `read` status is no "opened": only a link opened counts as that.
 */
export async function markByRef(school: SchoolGate, ref: string, outcome: { delivered: number } | { failed: string }): Promise<number> {
  const got =
    'delivered' in outcome
      ? await school.sql.write(
          sql`UPDATE notice_deliveries SET delivered_at = ${outcome.delivered} WHERE provider_ref = ${ref} AND school_id = ${school.schoolId} AND delivered_at IS NULL RETURNING id`,
        )
      : await school.sql.write(
          sql`UPDATE notice_deliveries SET state = 'failed', error = ${errorText(outcome.failed)} WHERE provider_ref = ${ref} AND school_id = ${school.schoolId} AND state = 'sent' AND delivered_at IS NULL RETURNING id`,
        )
  return got.length
}
