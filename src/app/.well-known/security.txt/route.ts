/**
 * `/.well-known/security.txt` (RFC 9116): the school's contact for reporting a security
 * problem, from the school profile; the address it is canonical at (the school's own,
 * src/features/schools) only when SERVER_URL says what the deployment's addresses are.
 */
import { getSchoolProfile } from '@/data/queries'
import { env } from '@/env'
import { requestOrigin } from '@/tenancy/request.server'
import { securityContact, securityTxt } from '@/lib/securityTxt'

export const dynamic = 'force-dynamic'

const TEXT = { 'content-type': 'text/plain; charset=utf-8' }

export async function GET() {
  const contact = securityContact((await getSchoolProfile()).emails)
  if (!contact) return new Response('No contact for security reports is set yet.\n', { status: 404, headers: TEXT })
  const origin = env().SERVER_URL ? await requestOrigin() : null
  return new Response(securityTxt({ contact, now: new Date(), origin }), { headers: TEXT })
}
