/**
 * A school's own sign-in (src/features/oidc) in a browser, on a server of its own (it changes
 * the school's sign-in policy) with SERVER_URL set, as production runs: Payload's CSRF check
 * is on, so the admin must accept the new session on the first page it opens after the
 * provider sends the person back. The provider is oidc-provider on a loopback port
 * (tests/oidcProvider.ts), where the person is already signed in.
 */
import { randomBytes } from 'node:crypto'

import { expect, request, test, type APIRequestContext } from '@playwright/test'

import { startOpenIdProvider, type OpenIdProvider } from '../oidcProvider'
import { freePort } from '../servers/postgres'
import { startSite, type SiteServer } from '../servers/site'
import { admin as operator } from './helpers'

test.describe.configure({ mode: 'serial', timeout: 5 * 60_000 })

const schoolAdmin = { email: 'admin@ksr.example', password: randomBytes(12).toString('base64url') }
const CLIENT_ID = 'ksr-website'
const CLIENT_SECRET = `secret-${randomBytes(16).toString('hex')}`

let site: SiteServer | undefined
let provider: OpenIdProvider | undefined
let api: APIRequestContext | undefined
let redirect = ''
let settingsId = 0

test.beforeAll(async () => {
  test.setTimeout(12 * 60_000)
  const port = await freePort()
  site = await startSite({
    port,
    seeded: true,
    env: { ADMIN_EMAIL: operator.email, ADMIN_PASSWORD: operator.password, SERVER_URL: `http://127.0.0.1:${port}` },
    limitMs: 11 * 60_000,
  })
  redirect = `${site.url}/cms-api/school-sign-in/callback`
  provider = await startOpenIdProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [redirect],
    people: { editor: { email: 'editor@ksr.example', email_verified: true } },
  })
  provider.signingIn = 'editor'
  // The vendor's operator makes the school's staff accounts (administrators invite; here there is no mail).
  api = await request.newContext({ baseURL: site.url, extraHTTPHeaders: { origin: site.url } })
  expect((await api.post('/cms-api/users/login', { data: operator })).status()).toBe(200)
  const school = ((await (await api.get('/cms-api/schools?limit=1&depth=0')).json()) as { docs: { id: number }[] }).docs[0]!.id
  for (const [account, role] of [
    [{ email: 'editor@ksr.example', password: randomBytes(12).toString('base64url') }, 'editor'],
    [schoolAdmin, 'admin'],
  ] as const) {
    const made = await api.post('/cms-api/users', { data: { ...account, name: account.email.split('@')[0], role, schools: [{ school }] } })
    expect(made.status(), await made.text()).toBe(201)
  }
  const saved = await api.post('/cms-api/single-sign-on', {
    data: { school, enabled: true, issuer: provider.issuer, clientId: CLIENT_ID, newClientSecret: CLIENT_SECRET, allowedDomains: 'ksr.example' },
  })
  expect(saved.status(), await saved.text()).toBe(201)
  settingsId = ((await saved.json()) as { doc: { id: number } }).doc.id
})

test.afterAll(async () => {
  await api?.dispose()
  await provider?.close()
  await site?.stop()
})

test("the sign-in page's button signs a member of staff in with their school account and opens the admin", async ({ page }) => {
  await page.goto(`${site!.url}/admin/login`)
  await page.getByRole('link', { name: 'Sign in with your school account' }).click()
  await page.waitForURL((url) => url.pathname === '/admin', { timeout: 60_000 })
  // Signed in: the admin shows its dashboard, not the sign-in form, and the session is the editor's.
  await expect(page.getByRole('button', { name: /log ?in|sign ?in/i })).toHaveCount(0)
  const me = await page.evaluate(async () => (await (await fetch('/cms-api/users/me')).json()) as { user: { email: string } | null })
  expect(me.user?.email).toBe('editor@ksr.example')
})

test('the settings page shows the redirect address to copy, and never the saved secret', async ({ page }) => {
  await page.goto(`${site!.url}/admin/login`)
  await page.getByLabel(/email/i).fill(schoolAdmin.email)
  await page.getByLabel(/password/i).fill(schoolAdmin.password)
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/admin/login'), { timeout: 60_000 })
  await page.goto(`${site!.url}/admin/collections/single-sign-on/${settingsId}`)
  await expect(page.getByLabel('Redirect address (copy this into Google or Microsoft)')).toHaveValue(redirect)
  await expect(page.getByLabel('Issuer')).toHaveValue(provider!.issuer)
  await expect(page.getByLabel('Client secret', { exact: true })).toHaveValue('')
  expect(await page.content()).not.toContain(CLIENT_SECRET)
})
