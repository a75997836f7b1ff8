import type { GlobalConfig } from 'payload'

import { admins } from '@/access'

/**
 * A school's own sign-in rules, changed by its administrators (one document per school, as
 * every page is: src/tenancy/pages.ts). Two-factor sign-in for all its staff here; the deployment
 * may require it of operators and administrators besides (TWO_FACTOR_REQUIRED).
 */
export const SignInSettings: GlobalConfig = {
  slug: 'sign-in-settings',
  label: 'Sign-in settings',
  access: { read: admins, update: admins },
  admin: {
    group: 'Administration',
    description: 'How your staff sign in to this admin.',
  },
  fields: [
    {
      name: 'requireTwoFactor',
      label: 'Require two-factor sign-in for all staff',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'After their password, every member of staff must also enter a code from an authenticator app (or use a passkey). Those who have not set it up are asked to at their next sign-in, before anything else opens.',
      },
    },
  ],
}
