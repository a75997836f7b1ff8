import 'server-only'

import { cachedRead } from '@/data/queries'
import { payloadClient } from '@/data/payload'
import { forSchool } from '@/tenancy'
import { attestationOf, SIGN_OFFS } from './signOff'

/**
 * The head's sign-off as the public page shows it (./signOff.ts), cached with the page: a save
 * of the disclosure, a new sign-off or a changed file expires it.
 */
export const getAttestation = cachedRead('disclosure-attestation', ['mandatory-disclosure', SIGN_OFFS, 'documents'], async (as) => {
  const school = as.context.school
  if (!school) return null
  // Through the school's gate: the fingerprint is of the disclosure as stored, whoever reads the page.
  return attestationOf(forSchool(await payloadClient(), school))
})
