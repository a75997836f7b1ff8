/**
 * Payload's REST and GraphQL routes under /cms-api, called as Next calls them (with the checks
 * in front of them: src/app/(payload)/cms-api/guards.ts), for a signed-in account or nobody.
 */
export type Answer = { status: number; body: Record<string, unknown> }

const read = async (res: Response): Promise<Answer> => {
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

const headersFor = (token: string | undefined, extra: Record<string, string> = {}) => ({
  ...(token ? { authorization: `JWT ${token}` } : {}),
  ...extra,
})

/** `path` under /cms-api, with its query: `/users?where[id][equals]=1`. */
export async function rest(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const route = await import('@/app/(payload)/cms-api/[...slug]/route')
  const slug = path.split('?')[0]!.split('/').filter(Boolean)
  const request = new Request(`http://localhost/cms-api${path}`, {
    method,
    headers: headersFor(token, body === undefined ? {} : { 'content-type': 'application/json' }),
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return read(await route[method](request, { params: Promise.resolve({ slug }) }))
}

export async function graphql(query: string, token?: string): Promise<Answer> {
  const { POST } = await import('@/app/(payload)/cms-api/graphql/route')
  const request = new Request('http://localhost/cms-api/graphql', {
    method: 'POST',
    headers: headersFor(token, { 'content-type': 'application/json' }),
    body: JSON.stringify({ query }),
  })
  return read(await POST(request))
}

/** The first error's message and, for a refused field, its path: what a client is told. */
export const firstError = ({ body }: Answer) => {
  const error = (body.errors as { message?: string; data?: { errors?: { path?: string; message?: string }[] }; extensions?: { statusCode?: number } }[] | undefined)?.[0]
  return { message: error?.message, field: error?.data?.errors?.[0]?.path, fieldMessage: error?.data?.errors?.[0]?.message, statusCode: error?.extensions?.statusCode }
}
