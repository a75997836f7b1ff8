/** `POST /subscriptions/confirm`: the confirmation page's button (src/features/notices/linkRoute). */
import { linkGet, linkPost } from '@/features/notices/linkRoute'

export const dynamic = 'force-dynamic'

export const GET = (request: Request) => linkGet(request, 'confirm')
export const POST = (request: Request) => linkPost(request, 'confirm')
