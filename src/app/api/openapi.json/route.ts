import { openApiDocument } from '@/api/openapi'
import { json, preflight } from '@/api/respond'

export const dynamic = 'force-static'

export const GET = () => json(openApiDocument())
export const OPTIONS = preflight
