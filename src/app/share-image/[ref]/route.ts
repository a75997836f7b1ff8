import { pictureResponse } from '@/data/pictureResponse'
import { shareCard } from '@/data/shareImages'
import { parseRecordId } from '@/lib/params'

export const dynamic = 'force-dynamic'

/** The 1200×630 picture a shared link shows (og:image): an uploaded image's, or `school` for the school's own. */
export async function GET(request: Request, { params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params
  const id = ref === 'school' ? 'school' : parseRecordId(ref)
  return pictureResponse(request, id === null ? null : await shareCard(id))
}
