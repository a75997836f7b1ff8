/**
 * Payload's REST routes under /cms-api as a browser sends them: from an address (the
 * X-Forwarded-For the server writes: src/server/serve.ts) and with a User-Agent, signed in by a
 * token or not; the answer's status, headers and text (a CSV) or JSON.
 */
export type BrowserAnswer = { status: number; text: string; headers: Headers; body: Record<string, unknown> }

export const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

let next = 0
/** A new address each time (the sign-in limit counts per address): 192.0.2.x, then 198.18.x.y. */
export const freshAddress = () => {
  next += 1
  return next < 250 ? `192.0.2.${next}` : `198.18.${Math.floor(next / 250)}.${next % 250}`
}

export async function asBrowser(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  { token, body, address = freshAddress(), userAgent = FIREFOX_ON_WINDOWS }: { token?: string; body?: unknown; address?: string; userAgent?: string } = {},
): Promise<BrowserAnswer> {
  const route = await import('@/app/(payload)/cms-api/[...slug]/route')
  const slug = url.split('?')[0]!.split('/').filter(Boolean)
  const headers: Record<string, string> = {
    'x-forwarded-for': address,
    'user-agent': userAgent,
    ...(token ? { authorization: `JWT ${token}` } : {}),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  }
  const request = new Request(`http://localhost/cms-api${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const res = await route[method](request, { params: Promise.resolve({ slug }) })
  const text = await res.text()
  let parsed: Record<string, unknown> = {}
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    parsed = {}
  }
  return { status: res.status, text, headers: res.headers, body: parsed }
}
