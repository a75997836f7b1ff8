/** `/subscriptions/unsubscribe?s=…&t=…`: a notice e-mail's List-Unsubscribe address (src/features/notices/linkRoute). */
import { linkGet, linkPost } from '@/features/notices/linkRoute'

export const dynamic = 'force-dynamic'

export const GET = (request: Request) => linkGet(request, 'unsubscribe')
export const POST = (request: Request) => linkPost(request, 'unsubscribe')
