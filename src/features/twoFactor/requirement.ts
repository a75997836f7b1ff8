/**
 * Whether an account must use a second factor: it turned it on, the deployment requires it of its
 * role (TWO_FACTOR_REQUIRED), or one of its schools requires it of all staff (Sign-in settings).
 */
import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/env'
import { forSchool, schoolOfRecord, schoolsOf } from '@/tenancy'
import { needsSecondFactor, roleRequiresTwoFactor } from './rules'

export type AccountFacts = {
  id?: unknown
  role?: string | null
  totpOn?: boolean | null
  schools?: { school?: unknown }[] | null
}

/** Whether any of the account's schools requires two-factor sign-in of all its staff. */
export async function schoolRequiresTwoFactor(payload: Payload, user: AccountFacts, req?: Partial<PayloadRequest>): Promise<boolean> {
  for (const id of schoolsOf(user as Parameters<typeof schoolsOf>[0])) {
    const school = await schoolOfRecord(payload, id)
    if (!school) continue
    const settings = (await forSchool(payload, school, req).page('sign-in-settings', { depth: 0 })) as { requireTwoFactor?: boolean | null }
    if (settings?.requireTwoFactor) return true
  }
  return false
}

/** Whether the account must use a second factor, and why not yet set up ones are asked to set it up. */
export async function isRequired(payload: Payload, user: AccountFacts, req?: Partial<PayloadRequest>): Promise<boolean> {
  return roleRequiresTwoFactor(user.role, env().TWO_FACTOR_REQUIRED) || (await schoolRequiresTwoFactor(payload, user, req))
}

export async function twoFactorState(payload: Payload, user: AccountFacts, req?: Partial<PayloadRequest>) {
  const totpOn = Boolean(user.totpOn)
  const required = await isRequired(payload, user, req)
  return { totpOn, required, needed: needsSecondFactor({ totpOn, required }) }
}
