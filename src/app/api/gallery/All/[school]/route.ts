import { allAlbums } from '@/api/endpoints'
import { preflight } from '@/api/respond'

export const GET = allAlbums
export const OPTIONS = preflight
