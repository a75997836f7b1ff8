/**
 * Deleting a school (`npm run school:delete`, scripts/school-delete.ts): a school leaving the
 * vendor, or asking for its data to be erased (DPDP), takes everything of it: every document
 * of every collection that belongs to a school (with its history and its uploaded files), its
 * search entries, its staff accounts that work for it alone (others just lose it from their
 * list), and the school itself. Only after a confirmation that names the school.
 */
import type { CollectionSlug, Payload } from 'payload'

import { ACCOUNT_SCHOOLS, allSchools, forSchool, namesItsSchool, schoolForCommand, SCHOOL_FIELD } from '@/tenancy'
import { schoolIdOf } from '@/tenancy/rules'
import { movedCollections } from './move'

export type Removal = { school: string; documents: number; accounts: number }

/** A deletion refused before anything was deleted (no such school, or no confirmation). */
export class DeletionRefused extends Error {}

/** Why a deletion may not go ahead (empty when it may): the code must name a school, and the confirmation its name. */
export function deletionProblem(school: { name: string } | null, code: string, confirmation: string | undefined): string | null {
  if (!school) return `No school has the code ${code}.`
  if (confirmation?.trim() !== school.name) return `To delete ${school.name} and everything of it, confirm with --confirm "${school.name}".`
  return null
}

export async function removeSchool(payload: Payload, code: string, confirmation: string | undefined): Promise<Removal> {
  const found = await schoolForCommand(payload, code)
  const school = typeof found === 'string' ? null : found
  const problem = deletionProblem(school, code, confirmation)
  if (problem || !school) throw new DeletionRefused(problem ?? `No school has the code ${code}.`)
  const within = forSchool(payload, school)
  let documents = 0
  // Each before what it links to (a page before its photos: a required photo cannot be unlinked).
  const linked = movedCollections(payload).reverse()
  const rest = payload.config.collections.map((c) => c.slug as CollectionSlug).filter((slug) => !linked.includes(slug))
  for (const slug of [...linked, ...rest]) {
    if (!namesItsSchool(payload, slug)) continue
    // Through Payload, so uploaded files and versions go with their documents; the Trash too.
    const removed = (await within.delete({ collection: slug, where: {}, trash: true } as never)) as unknown as { docs: unknown[]; errors: unknown[] }
    if (removed.errors.length) throw new Error(`Could not delete every ${slug} of ${school.name}: ${JSON.stringify(removed.errors[0])}`)
    documents += removed.docs.length
  }
  // Entries the deletions' own hooks wrote back (a deleted PDF re-indexes the pages) go too.
  await within.db.deleteMany({ collection: 'search-index' as CollectionSlug, where: {} })
  // Staff: an account working for this school alone goes; one working for others keeps them.
  const accounts = allSchools(payload, 'adding and removing schools')
  let removedAccounts = 0
  const { docs: staff } = await within.find({ collection: 'users', limit: 0, pagination: false, depth: 0 })
  for (const account of staff) {
    const rows = (account[ACCOUNT_SCHOOLS] ?? []) as { [SCHOOL_FIELD]?: unknown }[]
    const others = rows.filter((row) => schoolIdOf({ school: row[SCHOOL_FIELD] }) !== school.id)
    if (others.length) await accounts.update({ collection: 'users', id: account.id, data: { [ACCOUNT_SCHOOLS]: others } as never })
    else await accounts.delete({ collection: 'users', id: account.id })
    removedAccounts += 1
  }
  await accounts.delete({ collection: 'schools', id: school.id })
  return { school: school.name, documents, accounts: removedAccounts }
}
