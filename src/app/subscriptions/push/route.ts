/** `POST /subscriptions/push`: a phone's browser subscribes to notices, or stops (src/features/notices/pushRoute). */
import { pushPost } from '@/features/notices/pushRoute'

export const dynamic = 'force-dynamic'

export const POST = (request: Request) => pushPost(request)
