import { allEvents } from '@/api/endpoints'
import { preflight } from '@/api/respond'

export const GET = allEvents
export const OPTIONS = preflight
