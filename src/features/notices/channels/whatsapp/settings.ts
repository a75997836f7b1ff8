/**
 * Settings → WhatsApp notices: one document per school (src/tenancy/pages.ts), read and changed
 * by its administrators only (a public page would give away the account's ids). The access
 * token, the webhook's verify token and the app secret are write-only, as the school sign-in's
 * client secret is (src/features/oidc/SingleSignOn.ts): typed into a box that is never stored as
 * such, kept in a field no API and no page returns, with the time it was saved to show that one is.
 * Kept apart from the pages' history (src/payload.config.ts), so no old version holds a token.
 */
import { ValidationError, type Field, type FieldAccess, type GlobalConfig } from 'payload'

import { admins } from '@/access'
import { dayAndTime } from '@/fields'
import { LOCALES } from '@/lib/i18n/locales'
import { GRAPH_ID, TEMPLATE_NAME, type StoredWhatsApp } from './whatsapp'

export const WHATSAPP_SETTINGS = 'whatsapp-settings'

/** The stored secrets: written by this page's own hook only, never read back by anyone (REST, GraphQL, the admin). */
const nobody: FieldAccess = () => false

/** The write-only values, each typed into `new…` and kept in its own name. */
const SECRETS = [
  { name: 'accessToken', typed: 'newAccessToken', label: 'Access token', max: 1000, description: 'A permanent token of a system user of your Meta Business account, with the whatsapp_business_messaging permission.' },
  { name: 'verifyToken', typed: 'newVerifyToken', label: 'Webhook verify token', max: 200, description: 'Any long word you make up; type the same in Meta’s webhook set-up.' },
  { name: 'appSecret', typed: 'newAppSecret', label: 'App secret', max: 200, description: 'Meta app → App settings → Basic → App secret: proves a status report comes from Meta.' },
] as const

const whenOn = (data: Partial<StoredWhatsApp> | undefined) => Boolean(data?.enabled)

/** A write-only value's three fields: the box it is typed into, where it is kept, and when it was saved. */
const secretFields = ({ name, typed, label, max, description }: (typeof SECRETS)[number]): Field[] => [
  {
    name: typed,
    label,
    type: 'text',
    virtual: true,
    // Never stored as such, never sent back: the page's hook moves it into its own field.
    hooks: { afterRead: [() => undefined] },
    admin: { description: `${description} Once saved it is never shown again; leave this empty to keep the saved one.`, components: { Field: '@/components/admin/SecretField#SecretField' } },
    validate: (value: unknown) => typeof value !== 'string' || value.length <= max || `At most ${max} characters.`,
  },
  { name, type: 'text', access: { read: nobody, create: nobody, update: nobody }, admin: { hidden: true } },
  { name: `${name}SavedAt`, label: `${label} saved`, type: 'date', access: { create: nobody, update: nobody }, admin: { readOnly: true, date: dayAndTime, description: 'Empty: none is saved yet.' } },
]

/** A required-when-on text of a given shape. */
const shaped = (re: RegExp, missing: string, wrong: string) => (value: unknown, { data }: { data: Partial<StoredWhatsApp> }) => {
  const v = typeof value === 'string' ? value.trim() : ''
  if (!v) return whenOn(data) ? missing : true
  return re.test(v) || wrong
}

export const WhatsAppSettings: GlobalConfig = {
  slug: WHATSAPP_SETTINGS,
  label: 'WhatsApp notices',
  access: { read: admins, update: admins },
  admin: {
    group: 'Administration',
    hideAPIURL: true,
    description:
      'Notices on WhatsApp to parents who ask for them on the "Get notices" page, through your school’s WhatsApp Business account (Meta’s Cloud API). Off until this is ticked and filled in; the staff guide says where each value is found.',
  },
  hooks: {
    beforeChange: [
      ({ data, originalDoc, req }) => {
        const before = originalDoc as Record<string, unknown> | undefined
        // Turning it on needs a token, typed now or saved before.
        const token = typeof data.newAccessToken === 'string' ? data.newAccessToken.trim() : ''
        if ((data.enabled ?? before?.enabled) && !token && !before?.accessToken) {
          throw new ValidationError({ collection: WHATSAPP_SETTINGS, errors: [{ path: 'newAccessToken', message: 'Paste the access token to turn this on.' }], req }, req.t)
        }
        // A new value replaces the saved one; an empty box keeps it.
        for (const { name, typed } of SECRETS) {
          const value = typeof data[typed] === 'string' ? (data[typed] as string).trim() : ''
          if (value) {
            data[name] = value
            data[`${name}SavedAt`] = new Date().toISOString()
          }
          delete data[typed]
        }
        return data
      },
    ],
  },
  fields: [
    {
      name: 'enabled',
      label: 'Send notices on WhatsApp',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'When on, the Get notices page offers WhatsApp, and notices go to the parents who confirmed their number.' },
    },
    {
      name: 'phoneNumberId',
      label: 'Phone number ID',
      type: 'text',
      admin: { description: 'WhatsApp Manager → Phone numbers, or the app’s WhatsApp → API Setup: the number’s ID (digits), not the phone number.' },
      validate: shaped(GRAPH_ID, 'Enter the phone number ID to turn this on.', 'The phone number ID is digits only.'),
    },
    {
      name: 'businessAccountId',
      label: 'Business account ID (optional)',
      type: 'text',
      admin: { description: 'The WhatsApp Business account’s ID, for your records and support; sending does not need it.' },
      validate: (value: unknown) => !(typeof value === 'string' && value.trim()) || GRAPH_ID.test(value.trim()) || 'The account ID is digits only.',
    },
    ...secretFields(SECRETS[0]),
    {
      name: 'noticeTemplate',
      label: 'Notice template name',
      type: 'text',
      admin: { description: 'As approved by Meta (utility), e.g. school_notice. Body: {{1}} the title, {{2}} the link to stop; one "Visit website" button with a dynamic address: your site’s address, a slash, {{1}}.' },
      validate: shaped(TEMPLATE_NAME, 'Enter the notice template’s name to turn this on.', 'A template name has only small letters, digits and underscores.'),
    },
    {
      name: 'codeTemplate',
      label: 'Confirmation code template name',
      type: 'text',
      admin: { description: 'As approved by Meta, e.g. notice_code: its {{1}} is the six-digit code.' },
      validate: shaped(TEMPLATE_NAME, 'Enter the confirmation template’s name to turn this on.', 'A template name has only small letters, digits and underscores.'),
    },
    {
      name: 'codeTemplateKind',
      label: 'Confirmation template category',
      type: 'select',
      defaultValue: 'authentication',
      options: [
        { value: 'authentication', label: 'Authentication (with a "Copy code" button)' },
        { value: 'utility', label: 'Utility (the code in the text only)' },
      ],
    },
    {
      name: 'languages',
      label: 'Languages the templates are approved in',
      type: 'select',
      hasMany: true,
      defaultValue: ['en'],
      options: LOCALES.map((l) => ({ value: l, label: l === 'en' ? 'English (en)' : 'Hindi (hi)' })),
      admin: { description: 'A parent gets their own language when both templates are approved in it, else the first one here.' },
      validate: (value: unknown, { data }: { data: Partial<StoredWhatsApp> }) => (Array.isArray(value) && value.length > 0) || !whenOn(data) || 'Choose at least one language to turn this on.',
    },
    ...secretFields(SECRETS[1]),
    ...secretFields(SECRETS[2]),
  ],
}
