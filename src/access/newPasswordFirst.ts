/**
 * An account that must choose a new password (users' `mustChangePassword`: the first account's
 * password printed at start-up, one printed by `school:add`, or one an administrator asked to be
 * changed) can do nothing else until it has: it may ask who it is, sign out, and change its
 * password (with the current one); every other request is refused.
 *
 * - REST and GraphQL under /cms-api: 403 with this message (src/app/(payload)/cms-api/guards.ts);
 * - the admin: its pages send it to its account page (app/(payload)/admin/…/page.tsx), and the
 *   admin's own server functions, like the Local API with its user, find every collection and
 *   global closed to it (`closedUntilNewPassword` below), but what its account page needs;
 * - an update of its own account that does not set a password is refused (users' hooks).
 */
import type { Access, SanitizedConfig } from 'payload'

import { AccountRefusal } from '@/features/accounts/refusal'

export const NEW_PASSWORD_FIRST_MESSAGE =
  'Choose a new password first: until you do, this account can only change its password (on its account page) or sign out.'

type MaybeUser = { id?: unknown; mustChangePassword?: boolean | null } | null | undefined

/** Whether the signed-in account must choose a new password before anything else. */
export const mustChooseNewPassword = (user: MaybeUser): boolean => Boolean(user?.mustChangePassword)

/** The refusal, as Payload answers it (403, the message shown as it is). */
export const newPasswordFirstError = () => new AccountRefusal(NEW_PASSWORD_FIRST_MESSAGE, 403)

/**
 * What such an account may still do, all that its account page needs: read and update its own
 * account, read its schools' names (the school switch), and Payload's own records of its admin
 * preferences and of which document it has open (by their own rules).
 */
const KEPT_AS_THEY_ARE = new Set(['payload-preferences', 'payload-locked-documents'])

function whileNewPasswordDue(slug: string, operation: string, rule: Access, args: Parameters<Access>[0]): ReturnType<Access> {
  if (slug === 'users') return operation === 'read' || operation === 'update' ? { id: { equals: (args.req.user as { id: number }).id } } : false
  if (slug === 'schools' && operation === 'read') return rule(args)
  if (KEPT_AS_THEY_ARE.has(slug)) return rule(args)
  return false
}

/**
 * Every collection's and global's access (Payload's own collections included, hence on the
 * sanitized config) closed to an account that must choose a new password, but what
 * `whileNewPasswordDue` keeps.
 * The users collection's `admin` access (whether the admin opens at all) stays as it is: the
 * account page is where the password is changed.
 */
export function closedUntilNewPassword(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) {
    const access = entity.access as Record<string, Access | undefined>
    for (const [operation, rule] of Object.entries(access)) {
      if (typeof rule !== 'function' || (entity.slug === 'users' && operation === 'admin')) continue
      access[operation] = (args) => (mustChooseNewPassword(args.req.user as MaybeUser) ? whileNewPasswordDue(entity.slug, operation, rule, args) : rule(args))
    }
  }
  return config
}
