import { slider } from '@/api/endpoints'
import { preflight } from '@/api/respond'

export const GET = slider
export const OPTIONS = preflight
