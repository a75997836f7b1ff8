/** `POST /payments/razorpay`: Razorpay's signed events for the school the host serves (src/features/admissions/handlers.server.ts). */
import { webhookPost } from '@/features/admissions/handlers.server'

export const dynamic = 'force-dynamic'

export const POST = (request: Request) => webhookPost(request)
