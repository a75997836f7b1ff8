import { recentEvents } from '@/api/endpoints'
import { preflight } from '@/api/respond'

export const GET = recentEvents
export const OPTIONS = preflight
