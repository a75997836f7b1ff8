/**
 * Adding a school to the list (the operator's commands, the demo seed): the record, and the
 * school decided from it for the work that follows (its first administrator, its content).
 */
import type { Payload, PayloadRequest } from 'payload'

import type { School as SchoolDoc } from '@/payload-types'
import { FIRST_ADMIN, FIRST_ADMIN_LINK, KEPT_HOSTS, type KeptHosts } from './collection'
import { allSchools } from './gate'
import { toEntry } from './list'
import { decided, type School } from './school'

export type NewSchool = { code: string; name: string; domains: string[] }

/** The school a record just made or found is: for the work a command does in it. */
const fromRecord = (doc: Pick<SchoolDoc, 'id' | 'code' | 'name' | 'domains' | 'status'>): School => decided(toEntry(doc), 'command')

/**
 * Adds a school to the list; with `invite`, its first administrator is made and e-mailed a link
 * to choose a password (./collection.ts, as an operator's add in the admin does). `kept`: the
 * hosts the deployment's first school keeps as its domains, now that it has two. `invitation`:
 * the one-time link the first administrator was e-mailed (for the operator, should the mail
 * fail). `req` joins it to a transaction (a school imported with everything of it).
 */
export async function addSchoolWith(
  payload: Payload,
  s: NewSchool,
  options: { invite?: string; req?: Partial<PayloadRequest> } = {},
): Promise<{ school: School; kept: KeptHosts | null; invitation: string | null }> {
  const told: { kept?: KeptHosts } = {}
  const invited: { link?: string } = {}
  const doc = await allSchools(payload, 'adding and removing schools', options.req).create({
    collection: 'schools',
    data: {
      code: s.code,
      name: s.name.trim(),
      status: 'active',
      domains: s.domains.map((domain) => ({ domain })),
      ...(options.invite ? { [FIRST_ADMIN]: options.invite } : {}),
    },
    context: { [KEPT_HOSTS]: told, [FIRST_ADMIN_LINK]: invited },
  })
  return { school: fromRecord(doc), kept: told.kept ?? null, invitation: invited.link ?? null }
}

/** Adds a school to the list. */
export const addSchoolRecord = async (payload: Payload, s: NewSchool): Promise<School> => (await addSchoolWith(payload, s)).school

/** The school with this code, added first when there is none (the demo seed, run any number of times). */
export async function ensureSchool(payload: Payload, s: NewSchool): Promise<School> {
  const { docs } = await allSchools(payload, 'adding and removing schools').find({ collection: 'schools', where: { code: { equals: s.code } }, limit: 1, depth: 0 })
  return docs[0] ? fromRecord(docs[0]) : addSchoolRecord(payload, s)
}

/** Adds a domain to a school's list (the demo's reference school keeps answering at 127.0.0.1 beside a second school). */
export async function addDomain(payload: Payload, school: School, domain: string): Promise<void> {
  const gate = allSchools(payload, 'adding and removing schools')
  const doc = await gate.findByID({ collection: 'schools', id: school.id, depth: 0 })
  if ((doc.domains ?? []).some((d) => d.domain === domain)) return
  await gate.update({ collection: 'schools', id: school.id, data: { domains: [...(doc.domains ?? []), { domain }] } })
}
