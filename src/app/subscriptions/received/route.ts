/** `POST /subscriptions/received`: a phone's service worker says a notice's push arrived (src/features/notices/tracking). */
import { receivedPost } from '@/features/notices/tracking'

export const dynamic = 'force-dynamic'

export const POST = (request: Request) => receivedPost(request)
