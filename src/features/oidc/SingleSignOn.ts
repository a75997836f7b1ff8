import { ValidationError, type FieldAccess, type GlobalConfig } from 'payload'

import { admins } from '@/access'
import { dayAndTime } from '@/fields'
import { isLoopbackDeployment } from './deployment'
import { domainsProblem, issuerProblem } from './rules'

/** The stored client secret: written by this page's own hook only, never read back by anyone (REST, GraphQL, the admin). */
const nobody: FieldAccess = () => false

type Data = { enabled?: boolean | null; issuer?: string | null; clientId?: string | null; newClientSecret?: string | null; clientSecret?: string | null; allowedDomains?: string | null }

const whenOn = (data: Partial<Data> | undefined) => Boolean(data?.enabled)

/**
 * A school's own sign-in with Google Workspace or Microsoft Entra (OpenID Connect,
 * src/features/oidc): one document per school (src/tenancy/pages.ts), changed by its
 * administrators. The client secret is write-only: typed into `newClientSecret` (never stored
 * as such), kept in `clientSecret`, which no API and no page ever returns.
 */
export const SingleSignOn: GlobalConfig = {
  slug: 'single-sign-on',
  label: 'Sign-in with school accounts',
  access: { read: admins, update: admins },
  admin: {
    group: 'Administration',
    hideAPIURL: true,
    description:
      'Let staff sign in with their school Google Workspace or Microsoft account instead of a password. Each person still needs a staff account here with the same e-mail address: nobody gets an account by signing in.',
  },
  hooks: {
    beforeChange: [
      ({ data, originalDoc, req }) => {
        // A new secret replaces the saved one; an empty box keeps it.
        const typed = typeof data.newClientSecret === 'string' ? data.newClientSecret.trim() : ''
        const before = originalDoc as Data | undefined
        if ((data.enabled ?? before?.enabled) && !typed && !before?.clientSecret) {
          throw new ValidationError({ collection: 'single-sign-on', errors: [{ path: 'newClientSecret', message: 'Paste the client secret to turn this on.' }], req }, req.t)
        }
        if (typed) {
          data.clientSecret = typed
          data.clientSecretSavedAt = new Date().toISOString()
        }
        delete data.newClientSecret
        return data
      },
    ],
  },
  fields: [
    {
      name: 'enabled',
      label: 'Staff may sign in with their school account',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'When on, the sign-in page shows a button for it. Passwords keep working.' },
    },
    {
      name: 'issuer',
      label: 'Issuer',
      type: 'text',
      admin: {
        description: 'Google Workspace: https://accounts.google.com. Microsoft: https://login.microsoftonline.com/<Directory (tenant) ID>/v2.0.',
      },
      validate: (value: unknown, { data }: { data: Partial<Data> }) => {
        const issuer = typeof value === 'string' ? value.trim() : ''
        if (!issuer) return whenOn(data) ? 'Enter the issuer to turn this on.' : true
        return issuerProblem(issuer, { deploymentOnLoopback: isLoopbackDeployment() }) ?? true
      },
    },
    {
      name: 'clientId',
      label: 'Client ID',
      type: 'text',
      admin: { description: 'From Google Cloud (OAuth client ID) or Microsoft Entra (Application (client) ID).' },
      validate: (value: unknown, { data }: { data: Partial<Data> }) =>
        (typeof value === 'string' && value.trim().length > 0 && value.length <= 500) || !whenOn(data) || 'Enter the client ID to turn this on.',
    },
    {
      name: 'newClientSecret',
      label: 'Client secret',
      type: 'text',
      virtual: true,
      // Never stored as such, never sent back: the page's hook moves it into `clientSecret`.
      hooks: { afterRead: [() => undefined] },
      admin: {
        description: 'Paste the client secret here. Once saved it is never shown again; leave this empty to keep the saved one, or paste a new one to replace it.',
        components: { Field: '@/components/admin/SecretField#SecretField' },
      },
      validate: (value: unknown) => typeof value !== 'string' || value.length <= 1000 || 'A client secret is at most 1000 characters.',
    },
    {
      name: 'clientSecret',
      type: 'text',
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
    },
    {
      name: 'clientSecretSavedAt',
      label: 'Client secret saved',
      type: 'date',
      admin: {
        readOnly: true,
        date: dayAndTime,
        description: 'When a client secret was last saved. Empty: none is saved yet.',
      },
      access: { create: nobody, update: nobody },
    },
    {
      name: 'allowedDomains',
      label: 'Allowed e-mail domains',
      type: 'textarea',
      admin: { description: 'The part after @ in your staff\'s addresses, one a line (e.g. school.edu.in). Addresses at any other domain are refused.' },
      validate: (value: unknown, { data }: { data: Partial<Data> }) => {
        const text = typeof value === 'string' ? value : ''
        if (!text.trim() && !whenOn(data)) return true
        return domainsProblem(text) ?? true
      },
    },
    {
      name: 'redirectAddress',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/SignInRedirectAddress#SignInRedirectAddress' } },
    },
  ],
}
