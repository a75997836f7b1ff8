import type { Where } from 'payload'

import type { SchoolGate } from '@/tenancy'
import { SUBSCRIPTIONS } from './collections'
import { dropPending } from './queue'

/**
 * Erases a school's subscriptions (unsubscribed, bounced, a push address gone) with their rows
 * still waiting; the rows already sent keep only the subscription's number. Returns how many.
 */
export async function eraseSubscriptions(school: SchoolGate, where: Where): Promise<number> {
  const { docs } = await school.delete({ collection: SUBSCRIPTIONS, where })
  for (const doc of docs) await dropPending(school, doc.id)
  return docs.length
}
