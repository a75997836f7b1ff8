/**
 * Two pages of a school's own (one document per school, src/tenancy/pages.ts):
 * - its payment gateway's keys, write-only: typed in, kept, never read back by any API or page;
 *   the online fee is off until they are set;
 * - its fee schedule per class (heads as its state lists them, amounts, how often, the
 *   approval's date and validity), shown at /fees in Hindi and English, and checked by the
 *   compliance monitor against the state's caps (./rules.ts `feeFindings`).
 */
import { ValidationError, type Field, type FieldAccess, type GlobalConfig } from 'payload'

import { admins, anyone } from '@/access'
import { isCalendarDate } from './rules'
import { STATE_PACKS, type FeeHeadKey } from './statePacks'

const nobody: FieldAccess = () => false

export const PAYMENT_GATEWAY = 'payment-gateway'
export const FEE_SCHEDULE = 'fee-schedule'

type Keys = { enabled?: boolean | null; keyId?: string | null; newKeySecret?: string | null; keySecret?: string | null; newWebhookSecret?: string | null; webhookSecret?: string | null }

const SECRETS = [
  ['newKeySecret', 'keySecret'],
  ['newWebhookSecret', 'webhookSecret'],
] as const

/** A box a secret is pasted into: never stored as such, never sent back (the page's hook keeps it). */
const secretBox = (name: string, label: string): Field => ({
  name,
  label,
  type: 'text',
  virtual: true,
  hooks: { afterRead: [() => undefined] },
  admin: {
    description: 'Paste it here. Once saved it is never shown again; leave this empty to keep the saved one.',
    components: { Field: '@/components/admin/SecretField#SecretField' },
  },
  validate: (value: unknown) => typeof value !== 'string' || value.length <= 200 || 'At most 200 characters.',
})

export const PaymentGateway: GlobalConfig = {
  slug: PAYMENT_GATEWAY,
  label: 'Online fee payment',
  access: { read: admins, update: admins },
  admin: {
    group: 'Admissions',
    hideAPIURL: true,
    description:
      'The registration fee is paid on Razorpay’s own page (UPI, cards, net banking); card details never reach this site. Paste the keys from the Razorpay dashboard (Settings → API keys, and the webhook’s secret). Saved secrets are never shown again; an empty box keeps them.',
  },
  hooks: {
    beforeChange: [
      ({ data, originalDoc, req }) => {
        const before = (originalDoc ?? {}) as Keys
        for (const [typed, kept] of SECRETS) {
          const value = typeof data[typed] === 'string' ? data[typed].trim() : ''
          if (value) data[kept] = value
          delete data[typed]
        }
        const on = data.enabled ?? before.enabled
        const missing = SECRETS.filter(([, kept]) => !data[kept] && !before[kept]).map(([typed]) => typed)
        if (on && (!String(data.keyId ?? before.keyId ?? '').trim() || missing.length)) {
          const errors = [...(String(data.keyId ?? before.keyId ?? '').trim() ? [] : ['keyId']), ...missing].map((path) => ({ path, message: 'Needed to take the fee online.' }))
          throw new ValidationError({ collection: PAYMENT_GATEWAY, errors, req }, req.t)
        }
        return data
      },
    ],
  },
  fields: [
    { name: 'enabled', label: 'Take the registration fee online', type: 'checkbox', defaultValue: false },
    { name: 'keyId', label: 'Key ID', type: 'text', maxLength: 100, admin: { description: 'Starts rzp_live_ (or rzp_test_ while trying it).' } },
    secretBox('newKeySecret', 'Key secret'),
    { name: 'keySecret', type: 'text', access: { read: nobody, create: nobody, update: nobody }, admin: { hidden: true } },
    secretBox('newWebhookSecret', 'Webhook secret'),
    { name: 'webhookSecret', type: 'text', access: { read: nobody, create: nobody, update: nobody }, admin: { hidden: true } },
  ],
}

const HEADS: { value: FeeHeadKey; label: string }[] = [
  { value: 'registration', label: 'Registration' },
  { value: 'admission', label: 'Admission' },
  { value: 'caution', label: 'Caution money (refundable)' },
  { value: 'tuition', label: 'Tuition' },
  { value: 'annual', label: 'Annual charges' },
  { value: 'development', label: 'Development' },
  { value: 'transport', label: 'Transport' },
  { value: 'other', label: 'Other' },
]

const dateCheck = (v: unknown) => (v === undefined || v === null || v === '' ? true : isCalendarDate(v) || 'Enter a date as YYYY-MM-DD')

export const FeeSchedule: GlobalConfig = {
  slug: FEE_SCHEDULE,
  label: 'Fee schedule',
  access: { read: anyone, update: admins },
  admin: {
    group: 'Admissions',
    description: 'The fees per class as approved, shown on the Fees page in English and Hindi. The compliance monitor checks each head and amount against the state’s rules.',
  },
  fields: [
    { name: 'state', label: 'State rules', type: 'select', required: true, defaultValue: 'DL', options: Object.values(STATE_PACKS).map((p) => ({ value: p.code, label: p.name.en })) },
    {
      type: 'row',
      fields: [
        { name: 'approvedOn', label: 'Approved on', type: 'text', validate: dateCheck, admin: { placeholder: 'YYYY-MM-DD' } },
        { name: 'validUntil', label: 'Approval valid until', type: 'text', validate: dateCheck, admin: { placeholder: 'YYYY-MM-DD' } },
        { name: 'approvedBy', label: 'Approved by', type: 'text', maxLength: 200, admin: { description: 'For example the school’s fee regulation committee.' } },
      ],
    },
    {
      name: 'classes',
      type: 'array',
      labels: { singular: 'Class', plural: 'Classes' },
      fields: [
        { type: 'row', fields: [{ name: 'className', label: 'Class', type: 'text', required: true, localized: true, maxLength: 60 }] },
        {
          name: 'lines',
          type: 'array',
          labels: { singular: 'Fee', plural: 'Fees' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'head', type: 'select', required: true, options: HEADS },
                { name: 'amount', label: 'Amount (₹)', type: 'number', required: true, min: 0, max: 10_000_000 },
                {
                  name: 'frequency',
                  type: 'select',
                  required: true,
                  defaultValue: 'yearly',
                  options: [
                    { value: 'once', label: 'Once, at admission' },
                    { value: 'monthly', label: 'Monthly' },
                    { value: 'quarterly', label: 'Quarterly' },
                    { value: 'yearly', label: 'Yearly' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
