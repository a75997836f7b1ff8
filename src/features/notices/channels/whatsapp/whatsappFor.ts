import { env } from '@/env'
import type { SchoolGate } from '@/tenancy'
import { WHATSAPP_SETTINGS } from './settings'
import { webhookSettingsOf, whatsAppSettingsOf, type StoredWhatsApp, type WebhookSettings, type WhatsAppSettings } from './whatsapp'

/** A school's WhatsApp settings page as stored (its secrets too: read through the school's gate, never an API). */
const storedOf = async (school: SchoolGate) => (await school.page(WHATSAPP_SETTINGS, { depth: 0 })) as StoredWhatsApp

/** The Cloud API and a school's WhatsApp set-up, when it is on and whole; else null (no WhatsApp for that school). */
export async function whatsappFor(school: SchoolGate | null): Promise<{ api: { url: string; token: string }; settings: WhatsAppSettings } | null> {
  if (!school) return null
  const settings = whatsAppSettingsOf(await storedOf(school))
  return settings ? { api: { url: env().WHATSAPP_API_URL, token: settings.accessToken }, settings } : null
}

/** What the school's status webhook checks requests with, when its verify token and app secret are saved; else null. */
export async function webhookFor(school: SchoolGate): Promise<WebhookSettings | null> {
  return webhookSettingsOf(await storedOf(school))
}
