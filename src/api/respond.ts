/**
 * How every endpoint under /api/ answers: JSON always (errors included), CORS open to any
 * origin, the old fixed `Authorization` header accepted and ignored, the school code
 * checked against the request's host (src/features/schools), and a fault (the database away) logged and answered
 * as a JSON 503 with Retry-After rather than an HTML page.
 */
import 'server-only'

import { payloadClient } from '@/data/payload'
import { inSchool, type School } from '@/tenancy'
import { apiSchool } from '@/tenancy/request.server'

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '86400',
  'Access-Control-Expose-Headers': 'X-Total-Count, Link',
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
  503: 'Service Unavailable',
}

export const unknownSchool = (code: string) => apiError(404, `Unknown school code: ${code.slice(0, 40)}`, { field: 'school' })

export const preflight = () => new Response(null, { status: 204, headers: CORS_HEADERS })

/**
 * Runs `answer` for the school a path's code names, when this host answers for it (its own
 * school's code, or any on the shared API host), with every read in it for that school; else
 * the JSON 404 naming the field.
 */
export async function forSchool(request: Request, code: string | undefined, answer: (school: School) => Promise<Response>) {
  const school = await apiSchool(request, code)
  if (!school) return unknownSchool(code ?? '')
  return inSchool(school, () => answer(school))
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
      // What fails here is the database or the upload store being away: try again shortly.
      return apiError(503, 'The request could not be completed just now. Please try again in a minute.', {}, { 'Retry-After': '30' })
    }
  }
}

/** `?limit=&page=` of a list request: none (everything), a page, or the field that is wrong. */
export function paging(url: URL): { limit: number; page: number } | null | { field: string; message: string } {
  const raw = { limit: url.searchParams.get('limit'), page: url.searchParams.get('page') }
  if (raw.limit === null && raw.page === null) return null
  const limit = raw.limit === null ? 100 : /^\d{1,4}$/.test(raw.limit) ? Number(raw.limit) : NaN
  const page = raw.page === null ? 1 : /^\d{1,9}$/.test(raw.page) ? Number(raw.page) : NaN
  if (!(limit >= 1 && limit <= 1000)) return { field: 'limit', message: 'limit must be a whole number from 1 to 1000.' }
  if (!(page >= 1)) return { field: 'page', message: 'page must be a whole number from 1.' }
  return { limit, page }
}

/**
 * A GET endpoint under /api/{…}/{school} answering a JSON array: every item, or one page
 * of them with `?limit=&page=` (X-Total-Count and Link say the rest). Never a silent cut.
 */
export function listEndpoint(read: (school: string) => Promise<unknown[]>) {
  return guarded<{ school: string }>(async (request, { params }) =>
    forSchool(request, (await params).school, async ({ code: school }) => {
      const url = new URL(request.url)
      const pages = paging(url)
      if (pages && 'field' in pages) return apiError(400, pages.message, { field: pages.field })
      const items = await read(school)
      const total = { 'X-Total-Count': String(items.length) }
      if (!pages) return json(items, 200, total)
      const { limit, page } = pages
      const link = (p: number) => {
        const u = new URL(url)
        u.searchParams.set('limit', String(limit))
        u.searchParams.set('page', String(p))
        return `<${u.pathname}${u.search}>`
      }
      const links = [
        ...(page * limit < items.length ? [`${link(page + 1)}; rel="next"`] : []),
        ...(page > 1 ? [`${link(page - 1)}; rel="prev"`] : []),
      ]
      return json(items.slice((page - 1) * limit, page * limit), 200, { ...total, ...(links.length ? { Link: links.join(', ') } : {}) })
    }),
  )
}
