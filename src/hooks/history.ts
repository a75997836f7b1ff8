/**
 * History: every content collection and content page keeps its earlier versions (the
 * admin's "Versions" tab lists them, compares them and restores one), and each version
 * records which staff member saved it.
 */
import type { Access, Field, FieldAccess, GlobalConfig } from 'payload'

import { staff } from '@/access'
import { isStaff } from '@/access/roles'

/** How many earlier versions each document or page keeps. */
export const VERSIONS_KEPT = 50

type Staffer = { name?: string | null; email?: string | null }

/** How a staff member appears in the history: "Name (email)". */
export function describeStaffer(user: Staffer | null | undefined): string | null {
  if (!user) return null
  const name = user.name?.trim()
  const email = user.email?.trim()
  if (name && email) return `${name} (${email})`
  return name || email || null
}

const staffOnly: FieldAccess = ({ req: { user } }) => isStaff(user)

/**
 * "Last changed by": set on every save from the signed-in user, whatever the request sent.
 * Saves made by the system (the publishing schedule, a content import) record nobody.
 * Kept as text, so the history still names someone whose account was later removed.
 */
export const updatedBy: Field = {
  name: 'updatedBy',
  label: 'Last changed by',
  type: 'text',
  access: { read: staffOnly },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Filled in on every save. Each version in the Versions tab keeps its own.',
  },
  hooks: {
    beforeChange: [({ req }) => describeStaffer(req.user as Staffer | undefined)],
  },
}

/** Whoever may change a document may read its history; nobody else. */
const historyReaders = (update: Access | undefined): Access => update ?? staff

/** The version options a config already sets (drafts, scheduling), if any. */
const versionOptions = <V>(versions: V | boolean | undefined): Partial<V> => (typeof versions === 'object' ? versions : {})

export function withGlobalHistory(g: GlobalConfig): GlobalConfig {
  return {
    ...g,
    access: { ...g.access, readVersions: g.access?.readVersions ?? historyReaders(g.access?.update) },
    versions: { ...versionOptions(g.versions), max: VERSIONS_KEPT },
    fields: [...g.fields, updatedBy],
  }
}
