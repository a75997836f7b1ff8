/**
 * The "Consent record" field of toppers and images, and its check before publishing
 * (src/features/consent/rules.ts consentProblem): drafts are not checked; publishing (or saving an image)
 * is refused with a message on the field when the consent does not allow it.
 */
import type { CollectionAfterChangeHook, Field, PayloadRequest } from 'payload'

import { CONSENT_RECORDS } from '@/features/consent/access'
import { forSchoolOf } from '@/tenancy'
import { expireCollectionCache } from '@/hooks/revalidate'
import { type ChildItemKind, consentIdOf, consentProblem, type ConsentRecordLike } from '@/features/consent/rules'

async function checkConsent(
  kind: ChildItemKind,
  value: unknown,
  data: Record<string, unknown>,
  req: PayloadRequest,
): Promise<true | string> {
  const id = consentIdOf(value as number | null)
  // The school the item belongs to (set before validation: src/tenancy/plugin): its switch and
  // its records only (another school's record is not found).
  const school = await forSchoolOf(req, data)
  const [profile, record] = await Promise.all([
    school ? school.page('school-profile', { depth: 0, select: { requireConsent: true } }) : { requireConsent: true },
    id === null || !school ? null : school.findByID({ collection: CONSENT_RECORDS, id, depth: 0, disableErrors: true }),
  ])
  const problem = consentProblem(
    kind,
    { consent: id, showsChildren: data.showsChildren as boolean | null, photo: data.photo },
    (record as ConsentRecordLike | null) ?? null,
    Boolean(profile.requireConsent),
  )
  return problem ?? true
}

export function consentField(kind: ChildItemKind): Field {
  return {
    name: 'consent',
    label: 'Consent record',
    type: 'relationship',
    relationTo: CONSENT_RECORDS,
    index: true,
    admin: {
      position: 'sidebar',
      description:
        kind === 'topper'
          ? 'The parent’s or guardian’s consent to show this child’s name and photo. If it is withdrawn or no longer covers the name, the topper leaves the site at once; if it no longer covers the photo, the photo does.'
          : 'For a photo of children: the parent’s or guardian’s consent. If it is withdrawn or no longer covers a photo, the photo leaves the site at once.',
    },
    validate: async (value: unknown, { data, req }: { data: unknown; req: PayloadRequest }) =>
      checkConsent(kind, value, (data ?? {}) as Record<string, unknown>, req),
  } as Field
}

/**
 * A topper's photo shows the topper: it is marked as showing a child, and takes the topper's
 * consent when it has none of its own, so that a withdrawal hides the file itself too.
 */
export const syncPhotoConsent: CollectionAfterChangeHook = async ({ doc, req }) => {
  const photo = consentIdOf(doc.photo)
  if (photo === null) return doc
  const school = await forSchoolOf(req, doc)
  const image = school && (await school.findByID({ collection: 'images', id: photo, depth: 0, disableErrors: true }))
  if (!school || !image) return doc
  const consent = consentIdOf(image.consent) ?? consentIdOf(doc.consent)
  if (image.showsChildren && consentIdOf(image.consent) === consent) return doc
  // Straight to the database: a draft topper is not checked, and neither is this copy of its consent.
  await school.db.updateOne({ collection: 'images', id: photo, data: { showsChildren: true, consent }, returning: false })
  await expireCollectionCache({ collection: { slug: 'images' }, doc, req })
  return doc
}
