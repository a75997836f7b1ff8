import { toppers } from '@/api/endpoints'
import { preflight } from '@/api/respond'

export const GET = toppers
export const OPTIONS = preflight
