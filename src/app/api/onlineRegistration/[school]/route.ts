import { onlineRegistrations } from '@/api/endpoints'
import { preflight } from '@/api/respond'

export const GET = onlineRegistrations
export const OPTIONS = preflight
