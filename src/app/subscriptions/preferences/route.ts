/** `POST /subscriptions/preferences`: the preferences page's Save (src/features/notices/preferencesRoute). */
import { preferencesPost } from '@/features/notices/preferencesRoute'

export const dynamic = 'force-dynamic'

export const POST = (request: Request) => preferencesPost(request)
