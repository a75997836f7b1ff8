/** The list endpoints' route handlers, called directly as Next would call them. */
type ListRoute = { GET: (request: Request, ctx: { params: Promise<{ school: string }> }) => Promise<Response> }

/** The endpoints with route files of their own. */
export const LIST_ROUTES: Record<string, () => Promise<ListRoute>> = {
  '/api/highlight/{school}': () => import('@/app/api/highlight/[school]/route'),
  '/api/news/{school}': () => import('@/app/api/news/[school]/route'),
  '/api/events/{school}': () => import('@/app/api/events/[school]/route'),
  '/api/events/All/{school}': () => import('@/app/api/events/All/[school]/route'),
  '/api/gallery/{school}': () => import('@/app/api/gallery/[school]/route'),
  '/api/gallery/All/{school}': () => import('@/app/api/gallery/All/[school]/route'),
  '/api/notification/{school}': () => import('@/app/api/notification/[school]/route'),
  '/api/topper/{school}': () => import('@/app/api/topper/[school]/route'),
  '/api/onlineRegistration/{school}': () => import('@/app/api/onlineRegistration/[school]/route'),
  '/api/slider/{school}': () => import('@/app/api/slider/[school]/route'),
  '/api/principalMessage/{school}': () => import('@/app/api/principalMessage/[school]/route'),
  '/api/media/{school}': () => import('@/app/api/media/[school]/route'),
  '/api/circular/all/{school}': () => import('@/app/api/circular/all/[school]/route'),
  '/api/faculty/all/{school}': () => import('@/app/api/faculty/all/[school]/route'),
}

/** Any other: a content type with a listing of its own, answered by the catch-all under /api (src/api/endpoints listedEndpoint). */
async function catchAll(): Promise<ListRoute> {
  const { GET } = await import('@/app/api/[...path]/route')
  return { GET: (request) => GET(request, { params: Promise.resolve({ path: new URL(request.url).pathname.split('/').slice(2) }) }) }
}

/** `path` may end in a query: `/api/news/{school}?limit=10`. */
export async function getList(path: string, school = 'KSR', headers: Record<string, string> = {}): Promise<Response> {
  const route = path.split('?')[0]!
  const { GET } = await (LIST_ROUTES[route] ?? catchAll)()
  return GET(new Request(`http://localhost${path.replace('{school}', school)}`, { headers }), { params: Promise.resolve({ school }) })
}

export async function getSubGallery(query: string): Promise<Response> {
  const { GET } = await import('@/app/api/subGallery/route')
  return GET(new Request(`http://localhost/api/subGallery${query}`), { params: Promise.resolve({}) })
}
