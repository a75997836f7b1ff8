/** `GET /admission/receipt` (src/features/admissions/handlers.server.ts). */
import { receiptGet } from '@/features/admissions/handlers.server'

export const dynamic = 'force-dynamic'

export const GET = (request: Request) => receiptGet(request)
