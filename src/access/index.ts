/**
 * Access rules as tiny named functions. Anonymous visitors read published content only;
 * staff (admins and editors) write content; admins alone manage users, the TC register
 * and the school profile.
 */
import type { Access, FieldAccess, Where } from 'payload'

import { isAdmin, isOperator, isStaff } from './roles'

export const anyone: Access = () => true

export const staff: Access = ({ req: { user } }) => isStaff(user)

export const admins: Access = ({ req: { user } }) => isAdmin(user)

export const operators: Access = ({ req: { user } }) => isOperator(user)

/** Not in the Trash, and not part of a content import still under way. */
const shownToVisitors: Where = { and: [{ deletedAt: { exists: false } }, { importRun: { exists: false } }] }

/** Staff see drafts and the Trash; everyone else sees published documents only. */
export const publishedOrStaff: Access = ({ req: { user } }) =>
  isStaff(user) ? true : { and: [{ _status: { equals: 'published' } }, shownToVisitors] }

/** For collections with a Trash: staff see it; everyone else sees what is not in it. */
export const notTrashedOrStaff: Access = ({ req: { user } }) => (isStaff(user) ? true : shownToVisitors)

/** Admins see every account; a signed-in user sees only their own. */
export const adminsOrSelf: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (user) return { id: { equals: user.id } }
  return false
}

export const adminsFieldLevel: FieldAccess = ({ req: { user } }) => isAdmin(user)
