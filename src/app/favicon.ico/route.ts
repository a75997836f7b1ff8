import { pictureResponse } from '@/data/pictureResponse'
import { favicon } from '@/data/shareImages'

export const dynamic = 'force-dynamic'

/** The browser tab's icon: the school's logo (school profile in the CMS). */
export async function GET(request: Request) {
  return pictureResponse(request, await favicon())
}
