import { recentAlbums } from '@/api/endpoints'
import { preflight } from '@/api/respond'

export const GET = recentAlbums
export const OPTIONS = preflight
