import type { Payload, Where } from 'payload'

import { SUBSCRIPTIONS } from './collections'
import { dropPending } from './queue'

/**
 * Erases subscriptions (unsubscribed, bounced, a push address gone) with their rows still
 * waiting; the rows already sent keep only the subscription's number. Returns how many.
 */
export async function eraseSubscriptions(payload: Payload, where: Where): Promise<number> {
  const { docs } = await payload.delete({ collection: SUBSCRIPTIONS, where, overrideAccess: true })
  for (const doc of docs) await dropPending(payload, doc.id)
  return docs.length
}
