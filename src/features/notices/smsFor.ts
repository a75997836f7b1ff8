import type { Payload } from 'payload'

import { env } from '@/env'
import { findPage } from '@/features/schools/pages'
import { smsSettingsOf, type SmsSettings } from './sms'

/** The gateway and a school's DLT registration, when both are there; else null (no SMS for that school). */
export async function smsFor(payload: Payload, school: number | null): Promise<{ gateway: { url: string; token?: string }; settings: SmsSettings } | null> {
  const url = env().SMS_GATEWAY_URL
  if (!url || school === null) return null
  const profile = await findPage(payload, { slug: 'school-profile', school, depth: 0, overrideAccess: true, select: { sms: true } })
  const settings = smsSettingsOf(profile.sms)
  return settings ? { gateway: { url, token: env().SMS_GATEWAY_TOKEN }, settings } : null
}
