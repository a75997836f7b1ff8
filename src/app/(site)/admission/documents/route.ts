/** `POST /admission/documents` (src/features/admissions/handlers.server.ts). */
import { documentsPost } from '@/features/admissions/handlers.server'

export const dynamic = 'force-dynamic'

export const POST = (request: Request) => documentsPost(request)
