/** `POST /admission/pay` (src/features/admissions/handlers.server.ts). */
import { payPost } from '@/features/admissions/handlers.server'

export const dynamic = 'force-dynamic'

export const POST = (request: Request) => payPost(request)
