import type { Payload } from 'payload'

import { SUBSCRIPTIONS } from './collections'

/** The address a subscription is known by: an e-mail address, a phone's push address or a mobile number. */
type Address = { email: string } | { endpoint: string } | { phone: string }

/** A school's subscription with this address, if there is one (each is unique per school). */
export async function subscriptionWith(payload: Payload, school: number, address: Address) {
  const [field, value] = Object.entries(address)[0] as [string, string]
  const { docs } = await payload.find({
    collection: SUBSCRIPTIONS,
    where: { and: [{ [field]: { equals: value } }, { school: { equals: school } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}
