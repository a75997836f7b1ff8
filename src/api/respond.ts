/**
 * How every endpoint under /api/ answers: JSON always (errors included), CORS open to any
 * origin, the old fixed `Authorization` header accepted and ignored, the school code
 * checked against the school profile, and an unexpected fault logged and answered as a
 * JSON 500 rather than an HTML page.
 */
import { getSchoolProfile, PUBLISHED } from '@/data/queries'
import { payloadClient } from '@/data/payload'

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '86400',
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: { ...CORS_HEADERS, 'Cache-Control': status === 200 ? 'public, max-age=0, must-revalidate' : 'no-store', ...headers },
  })
}

/** An error body: `{ error, message, field? }`. */
export const apiError = (status: number, message: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  json({ error: ERROR_NAMES[status] ?? 'Error', message, ...extra }, status, headers)

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
}

export const unknownSchool = (code: string) => apiError(404, `Unknown school code: ${code.slice(0, 40)}`, { field: 'school' })

export const preflight = () => new Response(null, { status: 204, headers: CORS_HEADERS })

/** Whether a path's school code is this school's (from the CMS school profile). */
export async function isOurSchool(code: string | undefined): Promise<boolean> {
  if (!code) return false
  const profile = await getSchoolProfile(PUBLISHED)
  return Boolean(profile.schoolCode) && code === profile.schoolCode
}

export type RouteContext<P> = { params: Promise<P> }

/** Wraps a handler so that nothing it throws becomes an HTML error page. */
export function guarded<P>(handler: (request: Request, ctx: RouteContext<P>) => Promise<Response>) {
  return async (request: Request, ctx: RouteContext<P>): Promise<Response> => {
    try {
      return await handler(request, ctx)
    } catch (err) {
      try {
        ;(await payloadClient()).logger.error({ err, url: request.url }, 'API request failed')
      } catch {
        console.error('API request failed', err)
      }
      return apiError(500, 'The request could not be completed. Please try again later.')
    }
  }
}

/** A GET endpoint under /api/{…}/{school} answering a JSON array. */
export function listEndpoint(read: (school: string) => Promise<unknown[]>) {
  return guarded<{ school: string }>(async (_request, { params }) => {
    const { school } = await params
    if (!(await isOurSchool(school))) return unknownSchool(school)
    return json(await read(school))
  })
}
