import { env } from '@/env'
import type { SchoolGate } from '@/tenancy'
import { smsSettingsOf, type SmsSettings } from './sms'

/** The gateway and a school's DLT registration, when both are there; else null (no SMS for that school). */
export async function smsFor(school: SchoolGate | null): Promise<{ gateway: { url: string; token?: string }; settings: SmsSettings } | null> {
  const url = env().SMS_GATEWAY_URL
  if (!url || !school) return null
  const profile = await school.page('school-profile', { depth: 0, select: { sms: true } })
  const settings = smsSettingsOf(profile.sms)
  return settings ? { gateway: { url, token: env().SMS_GATEWAY_TOKEN }, settings } : null
}
