import { media } from '@/api/endpoints'
import { preflight } from '@/api/respond'

export const GET = media
export const OPTIONS = preflight
