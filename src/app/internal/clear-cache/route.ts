import { isClearCacheToken } from '@/data/clearCache'
import { pageCache } from '@/data/pageCache'

/** Lets `npm run content:import` (another process) clear the cached reads behind the pages. */
export async function POST(request: Request) {
  if (!isClearCacheToken(request.headers.get('authorization'))) return Response.json({ error: 'Forbidden' }, { status: 403 })
  pageCache().clear()
  return Response.json({ cleared: true })
}
