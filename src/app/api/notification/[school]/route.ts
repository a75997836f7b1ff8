import { notifications } from '@/api/endpoints'
import { preflight } from '@/api/respond'

export const GET = notifications
export const OPTIONS = preflight
