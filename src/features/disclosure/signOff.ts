/**
 * The head's sign-off on the mandatory disclosure (CBSE expects the head of school to attest
 * it): an administrator attests the disclosure as it stands, and the record keeps who (name,
 * designation, the account), when, and a fingerprint (SHA-256) of the content attested. The
 * public page shows "Attested by …" only while the disclosure's content still has that
 * fingerprint; any change after it takes the line off the page, and the compliance monitor
 * lists the change until the head signs off again. Records are never changed or deleted: the
 * list is the history of sign-offs.
 */
import { createHash } from 'node:crypto'

import type { CollectionBeforeChangeHook, CollectionConfig, CollectionSlug, Endpoint } from 'payload'

import { admins, staff } from '@/access'
import { isStaff } from '@/access/roles'
import { contentType } from '@/content/facts'
import { dayAndTime } from '@/fields'
import { describeStaffer } from '@/hooks/history'
import { expireCollectionCache } from '@/hooks/revalidate'
import { forSchoolOf, schoolOfStaff, type SchoolGate } from '@/tenancy'
import { attestedContent, type Attestation } from '@/features/disclosure/rules'

export const SIGN_OFFS = 'disclosure-sign-offs'
const DISCLOSURE = 'mandatory-disclosure'

const nobody = () => false

/** The fingerprint of a school's disclosure as it is stored now (every language, its files by name and size). */
export async function disclosureFingerprint(gate: SchoolGate): Promise<string> {
  const doc = await gate.page(DISCLOSURE as CollectionSlug, { depth: 1, locale: 'all' })
  return createHash('sha256')
    .update(JSON.stringify(attestedContent(doc) ?? {}))
    .digest('hex')
}

type SignOff = { name?: string | null; designation?: string | null; signedAt?: string | null; fingerprint?: string | null }

/** The school's latest sign-off, and whether the disclosure is unchanged since; null when never signed off. */
export async function attestationOf(gate: SchoolGate): Promise<Attestation | null> {
  const { docs } = await gate.find({ collection: SIGN_OFFS as CollectionSlug, sort: '-signedAt', limit: 1, depth: 0 })
  const latest = docs[0] as unknown as SignOff | undefined
  if (!latest?.signedAt) return null
  return {
    name: latest.name ?? '',
    designation: latest.designation ?? '',
    signedAt: latest.signedAt,
    current: latest.fingerprint === (await disclosureFingerprint(gate)),
  }
}

/** Who, when and what: filled in on the server, whatever the request sent. */
const stamp: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const gate = await forSchoolOf(req, data as { school?: unknown })
  if (!gate) return data
  return {
    ...data,
    signedBy: describeStaffer(req.user as { name?: string | null; email?: string | null }),
    signedAt: new Date().toISOString(),
    fingerprint: await disclosureFingerprint(gate),
  }
}

/** `GET /cms-api/disclosure-sign-offs/status`: the disclosure page's box in the admin (the school switch's school). */
const statusEndpoint: Endpoint = {
  path: '/status',
  method: 'get',
  handler: async (req) => {
    if (!isStaff(req.user)) return Response.json({ errors: [{ message: 'Sign in as staff.' }] }, { status: 403 })
    const gate = await forSchoolOf(req, { school: (await schoolOfStaff(req))?.id ?? null })
    return Response.json({ attestation: gate ? await attestationOf(gate) : null }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

export const DisclosureSignOffs: CollectionConfig = contentType(
  {
    slug: SIGN_OFFS,
    labels: { singular: 'Disclosure sign-off', plural: 'Disclosure sign-offs' },
    // The head signs off: the school's administrators. Nobody changes or deletes a sign-off.
    access: { read: staff, create: admins, update: nobody, delete: nobody },
    defaultSort: '-signedAt',
    admin: {
      group: 'Pages',
      useAsTitle: 'name',
      defaultColumns: ['name', 'designation', 'signedAt', 'signedBy'],
      description:
        'The head of school attests the mandatory disclosure as it stands now. The public page shows “Attested by …” until the disclosure changes; then it needs a new sign-off.',
    },
    endpoints: [statusEndpoint],
    hooks: { beforeChange: [stamp], afterChange: [expireCollectionCache] },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'name',
            label: 'Name of the head of school',
            type: 'text',
            required: true,
            maxLength: 120,
            defaultValue: ({ user }: { user?: { name?: string | null } | null }) => user?.name ?? undefined,
          },
          { name: 'designation', type: 'text', required: true, maxLength: 80, defaultValue: 'Principal' },
        ],
      },
      { name: 'signedAt', label: 'Signed off', type: 'date', index: true, admin: { readOnly: true, date: dayAndTime } },
      { name: 'signedBy', label: 'Account', type: 'text', admin: { readOnly: true } },
      {
        name: 'fingerprint',
        type: 'text',
        admin: { readOnly: true, description: 'A fingerprint (SHA-256) of the disclosure as it was attested: any change to it makes a different one.' },
      },
    ],
  },
  { private: true },
)
