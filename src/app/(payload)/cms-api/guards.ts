/**
 * What the CMS API's routes check before Payload's own handlers, so that malformed requests
 * get 400 with Payload's error shape (`{ errors: [{ message }] }`) rather than a 500.
 */
import { queryParamProblem } from '@/lib/badQuery'

const badRequest = (message: string, status = 400) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/** REST: a query parameter in a shape Payload would pass to the database as it is (src/lib/badQuery). */
export const checkQuery =
  <A extends unknown[]>(handler: (request: Request, ...rest: A) => Promise<Response>) =>
  (request: Request, ...rest: A): Promise<Response> => {
    const problem = queryParamProblem(new URL(request.url).searchParams)
    return problem ? Promise.resolve(badRequest(problem.message)) : handler(request, ...rest)
  }

/**
 * GraphQL: Payload's handler reads the body before its own error handling, so a body that is
 * not JSON throws its 400 (`Invalid JSON`) out of the route, which Next answers 500 with no
 * body. Such a client error is answered here; anything else is the server's and goes on to Next.
 */
export const clientErrorsAnswered =
  (handler: (request: Request) => Promise<Response>) =>
  async (request: Request): Promise<Response> => {
    try {
      return await handler(request)
    } catch (err) {
      const status = (err as { status?: unknown } | null)?.status
      if (typeof status !== 'number' || status < 400 || status > 499) throw err
      const message = (err as Error).message === 'Invalid JSON' ? 'The body is not valid JSON: send { "query": "…" }.' : (err as Error).message
      return badRequest(message, status)
    }
  }
