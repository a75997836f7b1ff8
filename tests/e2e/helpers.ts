import { expect, request, type APIRequestContext } from '@playwright/test'

export const admin = {
  email: process.env.E2E_ADMIN_EMAIL!,
  password: process.env.E2E_ADMIN_PASSWORD!,
}

/**
 * A request context signed in as the first admin. It is separate from the test's own
 * `request`, which stays anonymous (a login would otherwise leave a cookie in it).
 */
export async function signedInAsAdmin(baseURL: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL })
  const res = await ctx.post('/cms-api/users/login', { data: admin })
  expect(res.status()).toBe(200)
  return ctx
}

/** Published documents of a collection, read anonymously through Payload's REST API. */
export async function published<T>(api: APIRequestContext, slug: string, query = ''): Promise<T[]> {
  const res = await api.get(`/cms-api/${slug}?limit=100&depth=0${query}`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { docs: T[] }).docs
}

export async function globalDoc<T>(api: APIRequestContext, slug: string): Promise<T> {
  const res = await api.get(`/cms-api/globals/${slug}?depth=0`)
  expect(res.status()).toBe(200)
  return (await res.json()) as T
}

/** HTML-escapes text the way React writes it into the page. */
export const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
