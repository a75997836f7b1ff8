import { highlights } from '@/api/endpoints'
import { preflight } from '@/api/respond'

export const GET = highlights
export const OPTIONS = preflight
