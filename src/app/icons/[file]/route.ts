import { pictureResponse } from '@/data/pictureResponse'
import { ICON_SIZES, iconPng, type IconSize } from '@/data/shareImages'

export const dynamic = 'force-dynamic'

/** `/icons/192.png` and its sizes: the logo as a square icon for home screens and the web app manifest. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const size = Number(/^(\d{2,3})\.png$/.exec((await params).file)?.[1])
  const known = (ICON_SIZES as readonly number[]).includes(size)
  return pictureResponse(request, known ? await iconPng(size as IconSize) : null)
}
