/**
 * Staff roles. Administrators and editors work for their school; a vendor operator runs the
 * deployment: adds and removes schools (src/features/schools) and is an administrator everywhere.
 */
export const ROLES = ['admin', 'editor', 'operator'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = { admin: 'Administrator', editor: 'Editor', operator: 'Vendor operator' }

type MaybeUser = { role?: Role | null } | null | undefined

export const isOperator = (user: MaybeUser): boolean => user?.role === 'operator'
export const isAdmin = (user: MaybeUser): boolean => user?.role === 'admin' || isOperator(user)
export const isStaff = (user: MaybeUser): boolean => user?.role === 'editor' || isAdmin(user)
