import type { Field, FieldAccess } from 'payload'

const nobody: FieldAccess = () => false

/** A field kept by the two-factor endpoints alone: never read, written or shown through any API or the admin. */
const kept = (name: string, type: 'text' | 'number' | 'json'): Field =>
  ({ name, type, hidden: true, access: { read: nobody, create: nobody, update: nobody }, admin: { disabled: true } }) as Field

/**
 * What two-factor sign-in keeps on a staff account. Only ./endpoints.ts and ./passkeys.ts change
 * them (through the gate's adapter calls, no access): nobody sets another person's second factor.
 */
export const twoFactorFields: Field[] = [
  {
    // The account page's link to its owner's two-factor set-up (/admin/two-factor).
    name: 'twoFactorLink',
    type: 'ui',
    admin: {
      condition: (data, _sibling, { user }) => Boolean(data?.id && user && data.id === user.id),
      components: { Field: '@/components/admin/TwoFactor#TwoFactorLink' },
    },
  },
  {
    name: 'totpOn',
    label: 'Two-factor sign-in on',
    type: 'checkbox',
    defaultValue: false,
    access: { create: nobody, update: nobody },
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: 'Turned on and off by the account owner on their Two-factor sign-in page.',
    },
  },
  // The authenticator app's key (encrypted: ./totp.ts), the key being set up, the last code's time step (a code works once).
  kept('totpSecret', 'text'),
  kept('totpPendingSecret', 'text'),
  kept('totpLastStep', 'number'),
  // Hashes of the unused recovery codes.
  kept('recoveryCodes', 'json'),
  // Passkeys (./passkeys.ts) and the challenge of the passkey ceremony under way.
  kept('passkeys', 'json'),
  kept('webauthnChallenge', 'text'),
  {
    // The sids of the sessions that passed the second factor (./session.ts). Not `hidden`: Payload's
    // session check reads the account with access overridden but hidden fields removed, and
    // ./hooks.ts needs this list there.
    name: 'secondFactorSessions',
    type: 'json',
    access: { read: nobody, create: nobody, update: nobody },
    admin: { disabled: true },
  },
]
