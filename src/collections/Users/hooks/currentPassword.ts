import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { verifyPassword } from '@/lib/password'
import { allSchools } from '@/tenancy'

export const CURRENT_PASSWORD_MESSAGE = 'Enter your current password to change your password or e-mail address.'

/**
 * Changing one's own password or e-mail address asks for the current password, so that a
 * session left open on a shared staff-room computer cannot take over the account. An
 * administrator changing someone else's account, and a password reset by e-mail, do not.
 */
export const requireCurrentPassword: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' || !req.user) return args
  const { id, data } = args as { id?: number | string; data?: { password?: unknown; email?: unknown; currentPassword?: unknown } }
  if (id === undefined || String(id) !== String(req.user.id) || !data) return args
  const changesPassword = typeof data.password === 'string' && data.password.length > 0
  const changesEmail = typeof data.email === 'string' && data.email.toLowerCase().trim() !== String(req.user.email ?? '').toLowerCase()
  if (!changesPassword && !changesEmail) return args
  const stored = await allSchools(req.payload, 'staff accounts', req).db.findOne<{ id: number; hash?: string; salt?: string }>({ collection: 'users', where: { id: { equals: id } } })
  if (!(await verifyPassword(data.currentPassword, stored))) {
    // A plain 400 with the whole sentence: the admin shows it as it is.
    throw new APIError(CURRENT_PASSWORD_MESSAGE, 400, undefined, true)
  }
  return args
}
