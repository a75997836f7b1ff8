import { news } from '@/api/endpoints'
import { preflight } from '@/api/respond'

export const GET = news
export const OPTIONS = preflight
