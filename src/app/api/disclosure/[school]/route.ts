import { disclosure } from '@/api/endpoints'
import { preflight } from '@/api/respond'

export const GET = disclosure
export const OPTIONS = preflight
