import type { CollectionConfig } from 'payload'

import { admins, adminsFieldLevel, adminsOrSelf } from '@/access'
import { ROLES } from '@/access/roles'
import { env } from '@/env'
import { resetEmailHtml, resetEmailSubject } from '@/email/reset'
import { requireCurrentPassword } from './hooks/currentPassword'
import { limitSignIn } from './hooks/limitSignIn'
import { revalidates } from '../shared'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff account', plural: 'Staff accounts' },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: 'Administration' },
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
  hooks: { beforeOperation: [limitSignIn, requireCurrentPassword], ...revalidates },
  access: {
    admin: ({ req: { user } }) => Boolean(user),
    create: admins,
    read: adminsOrSelf,
    update: adminsOrSelf,
    delete: admins,
    unlock: admins,
  },
  fields: [
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
      options: ROLES.map((r) => ({ label: r === 'admin' ? 'Administrator' : 'Editor', value: r })),
      access: { create: adminsFieldLevel, update: adminsFieldLevel },
      admin: {
        description: 'Administrators manage staff accounts, the TC register and the school profile. Editors manage all other content.',
      },
    },
  ],
}
