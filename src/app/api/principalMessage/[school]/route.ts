import { principalMessage } from '@/api/endpoints'
import { preflight } from '@/api/respond'

export const GET = principalMessage
export const OPTIONS = preflight
