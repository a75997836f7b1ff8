import type { CollectionConfig } from 'payload'

import { admins, adminsFieldLevel, adminsOrSelf, operators } from '@/access'
import { ROLE_LABELS, ROLES } from '@/access/roles'
import { env } from '@/env'
import { resetEmailHtml, resetEmailSubject } from '@/email/reset'
import { requireCurrentPassword } from './hooks/currentPassword'
import { clearMustChangePassword, newPasswordBeforeOtherChanges } from './hooks/mustChangePassword'
import { requireStrongPassword } from './hooks/strongPassword'
import { limitSignIn } from './hooks/limitSignIn'
import { acceptInvitationEndpoint, inviteEndpoint } from './invitations'
import { auditAccountChange, auditPasswordReset, auditSignIn, auditSignOut, noteNewPassword } from '@/features/audit/accounts'
import { sessionsEndpoint, signOutEndpoint } from '@/features/audit/sessions'
import { revalidates } from '@/content/shared'
import { contentType } from '@/content/facts'
import { hideWaitingSessions, twoFactorEndpoints, twoFactorFields } from '@/features/twoFactor'

export const Users: CollectionConfig = contentType(
  {
    slug: 'users',
    labels: { singular: 'Staff account', plural: 'Staff accounts' },
    admin: {
      useAsTitle: 'email',
      defaultColumns: ['name', 'email', 'role'],
      group: 'Administration',
      // Administrators add staff by invitation (./invitations.ts); only an operator makes accounts directly.
      components: { beforeListTable: ['@/components/admin/InviteStaff#InviteStaff'] },
    },
    auth: {
      // No lock-out a stranger could trigger: wrong passwords are counted per account and
      // address instead (hooks/limitSignIn).
      maxLoginAttempts: 0,
      tokenExpiration: 8 * 60 * 60,
      forgotPassword: {
        // One hour to use the link. Requests are limited per address (limitSignIn); Payload's own
        // per-account interval would write outside the request's transaction, which SQLite refuses.
        expiration: 60 * 60 * 1000,
        minRequestInterval: 0,
        generateEmailSubject: resetEmailSubject,
        generateEmailHTML: resetEmailHtml,
      },
      // Secure cookies wherever the site is served over HTTPS; never sent on cross-site requests.
      cookies: { secure: env().SERVER_URL?.startsWith('https://') ?? false, sameSite: 'Lax' },
    },
    hooks: {
      beforeOperation: [limitSignIn, requireStrongPassword],
      beforeValidate: [clearMustChangePassword],
      beforeChange: [newPasswordBeforeOtherChanges, requireCurrentPassword, noteNewPassword],
      ...revalidates,
      // A session still waiting for its second factor is hidden from Payload's session check (src/features/twoFactor).
      afterRead: [hideWaitingSessions],
      // The audit log (src/features/audit): sign-ins, sign-outs, password, e-mail, role and school changes.
      afterChange: [...(revalidates.afterChange ?? []), auditAccountChange],
      afterLogin: [auditSignIn],
      afterLogout: [auditSignOut],
      afterOperation: [auditPasswordReset],
    },
    endpoints: [inviteEndpoint, acceptInvitationEndpoint, sessionsEndpoint, signOutEndpoint, ...twoFactorEndpoints],
    access: {
      admin: ({ req: { user } }) => Boolean(user),
      // Administrators invite (./invitations.ts): a made account would tell them whether the address had one elsewhere.
      create: operators,
      read: adminsOrSelf,
      update: adminsOrSelf,
      delete: admins,
      unlock: admins,
    },
    fields: [
      {
        // Told to one's own account while the password printed at first start is still in use.
        name: 'passwordNotice',
        type: 'ui',
        admin: {
          condition: (data, _sibling, { user }) => Boolean(data?.mustChangePassword && user && data.id === user.id),
          components: { Field: '@/components/admin/PasswordChangeNotice#PasswordChangeNotice' },
        },
      },
      {
        // Where the account is signed in, and signing sessions out (src/features/audit/sessions).
        name: 'sessionsPanel',
        type: 'ui',
        admin: { condition: (data) => Boolean(data?.id), components: { Field: '@/components/admin/SessionsPanel#SessionsPanel' } },
      },
      { name: 'name', type: 'text', required: true },
      {
        name: 'currentPassword',
        label: 'Current password',
        type: 'text',
        virtual: true,
        // Never stored, never sent back.
        hooks: { afterRead: [() => undefined] },
        admin: {
          description: 'Needed to change your own password or e-mail address.',
          condition: (data, _sibling, { user }) => Boolean(data?.id && user && data.id === user.id),
          components: { Field: '@/components/admin/CurrentPasswordField#CurrentPasswordField' },
        },
      },
      {
        name: 'role',
        type: 'select',
        required: true,
        defaultValue: 'editor',
        saveToJWT: true,
        options: ROLES.map((r) => ({ label: ROLE_LABELS[r], value: r })),
        access: { create: adminsFieldLevel, update: adminsFieldLevel },
        admin: {
          description:
            'Administrators manage staff accounts, the TC register and the school profile. Editors manage all other content. Admissions staff work the admission applications only. A vendor operator also adds and removes schools.',
        },
      },
      {
        // Set on the first administrator when start-up generated (and printed) its password; the
        // admin sends such an account to this page until its owner chooses a new password
        // (app/(payload)/admin/…/page.tsx). Choosing one clears it (hooks/mustChangePassword).
        name: 'mustChangePassword',
        label: 'Must choose a new password at next sign-in',
        type: 'checkbox',
        defaultValue: false,
        // An administrator may ask it of another account; nobody can lift it from their own but by a new password.
        access: { create: adminsFieldLevel, update: (args) => Boolean(adminsFieldLevel(args)) && String(args.id) !== String(args.req.user?.id) },
        admin: {
          position: 'sidebar',
          description: 'Until then the admin shows only this account page. Cleared when the password is changed.',
        },
      },
      ...twoFactorFields,
    ],
  },
  { shared: true, private: true },
)
