/** `/notices/o/<ref>`: a notice message's tracked link to its item (src/features/notices/tracking). */
import { openedLink } from '@/features/notices/tracking'

export const dynamic = 'force-dynamic'

export const GET = async (request: Request, { params }: { params: Promise<{ ref: string }> }) => openedLink(request, (await params).ref)
