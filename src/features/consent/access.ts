/**
 * The consent rule (lib/consent) as access control: every public read of a topper or an
 * image (pages, the JSON API, /cms-api, files, share cards, photos inside albums, news and
 * pages) goes through it, so a withdrawn or narrowed consent hides the child everywhere at once.
 */
import type { Access, Payload, PayloadRequest, Where } from 'payload'

import { type ChildItemKind, type ConsentState, consentStateOf, shownToVisitorsWhere } from '@/features/consent/rules'
import { isStaff } from '@/access/roles'
import { forSchool, schoolOfRead, type School } from '@/tenancy'

export const CONSENT_RECORDS = 'consent-records'
const STATE_KEY = 'consentState'

type Req = Pick<PayloadRequest, 'payload' | 'context'> & Partial<PayloadRequest>

/**
 * A school's switch and its consent records that do not allow a photo or a name (withdrawn,
 * or narrowed to one of them), read now (in the request's transaction). No school: its switch
 * reads as on, and no record allows anything.
 */
export async function loadConsentState(payload: Payload, school: School | null, req?: Partial<PayloadRequest>): Promise<ConsentState> {
  if (!school) return consentStateOf(true, [])
  const within = forSchool(payload, school, req)
  const [profile, limited] = await Promise.all([
    within.page('school-profile', { depth: 0, select: { requireConsent: true } }),
    within.find({
      collection: CONSENT_RECORDS,
      // Records allowing both photo and name change nothing: only the others are read.
      where: { or: [{ withdrawn: { equals: true } }, { scope: { not_equals: 'photo-and-name' } }, { scope: { exists: false } }] },
      select: { withdrawn: true, scope: true },
      depth: 0,
      limit: 0,
      pagination: false,
    }),
  ])
  return consentStateOf(Boolean(profile.requireConsent), limited.docs)
}

/** The state of the school read (src/tenancy), read once per request and school (a page's many reads and their photos share it). */
export async function consentStateFor(req: Req): Promise<ConsentState> {
  const school = await schoolOfRead(req as PayloadRequest)
  const context = req.context as Record<string, unknown>
  const known = (context[STATE_KEY] ??= new Map()) as Map<number | null, Promise<ConsentState>>
  const key = school?.id ?? null
  if (!known.has(key)) known.set(key, loadConsentState(req.payload, school, req))
  return known.get(key)!
}

/** Forgets the state read by this request (after a change to it within the request). */
export function forgetConsentState(req: Req) {
  delete (req.context as Record<string, unknown>)[STATE_KEY]
}

/** Read access: staff see everything; visitors what `also` allows, and only where consent allows. */
export const childItemRead =
  (kind: ChildItemKind, also?: Access): Access =>
  async (args) => {
    if (isStaff(args.req.user)) return true
    const base = also ? await also(args) : true
    if (base === false) return false
    const consent = shownToVisitorsWhere(kind, await consentStateFor(args.req)) as Where
    return base === true ? consent : { and: [base, consent] }
  }
