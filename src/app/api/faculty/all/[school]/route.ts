import { faculty } from '@/api/endpoints'
import { preflight } from '@/api/respond'

export const GET = faculty
export const OPTIONS = preflight
