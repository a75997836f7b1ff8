/** `GET /admission/paid` (src/features/admissions/handlers.server.ts). */
import { paidGet } from '@/features/admissions/handlers.server'

export const dynamic = 'force-dynamic'

export const GET = (request: Request) => paidGet(request)
