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
