import type { CollectionBeforeValidateHook } from 'payload'

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
