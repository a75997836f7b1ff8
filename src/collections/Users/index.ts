import type { CollectionConfig } from 'payload'

import { admins, adminsFieldLevel, adminsOrSelf } from '@/access'
import { ROLES } from '@/access/roles'
import { env } from '@/env'
import { limitSignIn } from './hooks/limitSignIn'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff account', plural: 'Staff accounts' },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: 'Administration' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // Secure cookies wherever the site is served over HTTPS; never sent on cross-site requests.
    cookies: { secure: env().SERVER_URL?.startsWith('https://') ?? false, sameSite: 'Lax' },
  },
  hooks: { beforeOperation: [limitSignIn] },
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
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: ROLES.map((r) => ({ label: r === 'admin' ? 'Administrator' : 'Editor', value: r })),
      access: { create: adminsFieldLevel, update: adminsFieldLevel },
      admin: {
        description:
          'Administrators manage staff accounts, the TC register and the school profile. Editors manage all other content.',
      },
    },
  ],
}
