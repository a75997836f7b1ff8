/**
 * Access rules as tiny named functions. Anonymous visitors read published content only;
 * staff (admins and editors) write content; admins alone manage users, the TC register
 * and the school profile.
 */
import type { Access, FieldAccess, Where } from 'payload'

import { visibleWhere } from '@/lib/visibility'
import { isAdmin, isOperator, isStaff } from './roles'

export const anyone: Access = () => true

export const staff: Access = ({ req: { user } }) => isStaff(user)

export const admins: Access = ({ req: { user } }) => isAdmin(user)

export const operators: Access = ({ req: { user } }) => isOperator(user)

/** Staff see drafts and the Trash; everyone else sees what visitors may (src/lib/visibility): published documents only. */
const published = visibleWhere({ drafts: true, trash: true, imports: true }) as Where
export const publishedOrStaff: Access = ({ req: { user } }) => (isStaff(user) ? true : published)

/** For collections with a Trash and no drafts: staff see it; everyone else sees what is not in it. */
const notTrashed = visibleWhere({ trash: true, imports: true }) as Where
export const notTrashedOrStaff: Access = ({ req: { user } }) => (isStaff(user) ? true : notTrashed)

/** For the pages: staff see a page's outline (copied from another school, not yet written); everyone else reads the page as not written. */
const written = visibleWhere({ outlines: true }) as Where
export const writtenOrStaff: Access = ({ req: { user } }) => (isStaff(user) ? true : written)

/** Admins see every account; a signed-in user sees only their own. */
export const adminsOrSelf: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (user) return { id: { equals: user.id } }
  return false
}

export const adminsFieldLevel: FieldAccess = ({ req: { user } }) => isAdmin(user)
