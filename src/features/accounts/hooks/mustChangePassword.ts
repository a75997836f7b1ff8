import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook } from 'payload'

import { mustChooseNewPassword, newPasswordFirstError } from '@/access/newPasswordFirst'

/**
 * Choosing a new password clears "Must choose a new password at next sign-in": a change on the
 * account page (an update carrying a password) or a reset by e-mail (Payload's reset runs this
 * hook with the account being reset, its reset token still on it, and ignores what it returns:
 * hence the change in place).
 */
export const clearMustChangePassword: CollectionBeforeValidateHook = ({ data, operation }) => {
  if (operation !== 'update' || !data) return data
  const newPassword = typeof data.password === 'string' && data.password.length > 0
  const resetting = typeof data.resetPasswordToken === 'string' && data.resetPasswordToken.length > 0
  if (newPassword || resetting) data.mustChangePassword = false
  return data
}

/**
 * While a new password is due (access/newPasswordFirst), an update of one's own account must set
 * one: nothing else about the account changes first.
 */
export const newPasswordBeforeOtherChanges: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !mustChooseNewPassword(req.user) || String(originalDoc?.id) !== String(req.user?.id)) return data
  if (!(typeof data.password === 'string' && data.password.length > 0)) throw newPasswordFirstError()
  return data
}
