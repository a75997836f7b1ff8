import type { CollectionBeforeChangeHook } from 'payload'

import { verifyPassword } from '@/lib/password'
import { allSchools } from '@/tenancy'
import { AccountRefusal } from '../refusal'

export const CURRENT_PASSWORD_MESSAGE = 'Enter your current password to change your password or e-mail address.'

const sameEmail = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.toLowerCase().trim() === b.toLowerCase().trim()

/**
 * Changing one's own password or e-mail address asks for the current password, so that a
 * session left open on a shared staff-room computer cannot take over the account. Checked for
 * each account an update saves, so every path asks it alike: an update by id or by `where`
 * (REST's bulk PATCH), GraphQL, the admin's account page and the Local API with a user. An
 * administrator changing someone else's account (by the rules of src/tenancy/plugin.ts),
 * and a password reset or invitation link (which run without this hook, or with nobody signed in),
 * do not need it.
 */
export const requireCurrentPassword: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !req.user || !originalDoc || String(originalDoc.id) !== String(req.user.id)) return data
  const changesPassword = typeof data.password === 'string' && data.password.length > 0
  const changesEmail = typeof data.email === 'string' && !sameEmail(data.email, originalDoc.email)
  if (!changesPassword && !changesEmail) return data
  const stored = await allSchools(req.payload, 'staff accounts', req).db.findOne<{ id: number; hash?: string; salt?: string }>({ collection: 'users', where: { id: { equals: originalDoc.id } } })
  if (!(await verifyPassword(data.currentPassword, stored))) {
    // A plain 400 with the whole sentence: the admin shows it as it is.
    throw new AccountRefusal(CURRENT_PASSWORD_MESSAGE, 400)
  }
  return data
}
