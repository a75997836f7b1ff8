/**
 * Staff roles. Administrators and editors work for their school; admissions staff work its
 * applications only (src/features/admissions), no content; a vendor operator runs the
 * deployment: adds and removes schools (src/features/schools) and is an administrator everywhere.
 */
export const ROLES = ['admin', 'editor', 'operator', 'admissions'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = { admin: 'Administrator', editor: 'Editor', operator: 'Vendor operator', admissions: 'Admissions staff' }

type MaybeUser = { role?: Role | null } | null | undefined

export const isOperator = (user: MaybeUser): boolean => user?.role === 'operator'
export const isAdmin = (user: MaybeUser): boolean => user?.role === 'admin' || isOperator(user)
export const isStaff = (user: MaybeUser): boolean => user?.role === 'editor' || isAdmin(user)
/** Reads and works the school's applications: its admissions staff and its administrators. */
export const worksAdmissions = (user: MaybeUser): boolean => user?.role === 'admissions' || isAdmin(user)
