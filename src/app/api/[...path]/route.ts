import { listedEndpoint } from '@/api/endpoints'
import { preflight } from '@/api/respond'

/** Anything under /api/ that no endpoint claims: a JSON 404, never the HTML page. */
const notFound = () => Response.json({ error: 'Not found' }, { status: 404 })

type Context = { params: Promise<{ path: string[] }> }

/** A content type with a listing of its own answers its list here (src/api/endpoints); any other path is a JSON 404. */
export async function GET(request: Request, { params }: Context) {
  const segments = (await params).path
  const endpoint = await listedEndpoint(segments)
  return endpoint ? endpoint(request, { params: Promise.resolve({ school: segments[1]! }) }) : notFound()
}

export async function OPTIONS(_request: Request, { params }: Context) {
  return (await listedEndpoint((await params).path)) ? preflight() : notFound()
}

export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
