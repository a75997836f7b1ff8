import type { SchoolGate } from '@/tenancy'
import { SUBSCRIPTIONS } from './collections'

/** The address a subscription is known by: an e-mail address, a phone's push address or a mobile number (SMS's, WhatsApp's). */
type Address = { email: string } | { endpoint: string } | { phone: string } | { whatsapp: string }

/** The school's subscription with this address, if there is one (each is unique per school). */
export async function subscriptionWith(school: SchoolGate, address: Address) {
  const [field, value] = Object.entries(address)[0] as [string, string]
  const { docs } = await school.find({ collection: SUBSCRIPTIONS, where: { [field]: { equals: value } }, limit: 1, depth: 0 })
  return docs[0]
}
