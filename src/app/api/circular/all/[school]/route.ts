import { circulars } from '@/api/endpoints'
import { preflight } from '@/api/respond'

export const GET = circulars
export const OPTIONS = preflight
