/** `POST /subscriptions/push`: a phone's browser subscribes to notices, or stops (src/features/notices/channels/push/route). */
import { pushPost } from '@/features/notices/channels/push/route'

export const dynamic = 'force-dynamic'

export const POST = (request: Request) => pushPost(request)
