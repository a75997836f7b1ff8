export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = { role?: Role | null } | null | undefined

export const isAdmin = (user: MaybeUser): boolean => user?.role === 'admin'
export const isStaff = (user: MaybeUser): boolean =>
  user?.role === 'admin' || user?.role === 'editor'
