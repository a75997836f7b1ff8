/**
 * Two-factor sign-in in the browser (src/features/twoFactor), on a server of its own whose
 * deployment requires it of administrators (TWO_FACTOR_REQUIRED): the first administrator is
 * made to set it up after the password (QR code and key, a code from otpauth, ten recovery codes),
 * adds a passkey (Chromium's virtual authenticator), then signs in with the passkey, a code, and
 * a recovery code (which works once); meanwhile the password alone opens neither the admin nor
 * REST nor GraphQL.
 */
import { expect, test, type Page } from '@playwright/test'
import * as OTPAuth from 'otpauth'

import { startSite, type SiteServer } from '../servers/site'
import { admin } from './helpers'

test.describe.configure({ mode: 'serial', timeout: 5 * 60_000 })

let site: SiteServer
// WebAuthn takes a host name, never an IP address, for the relying party: the browser opens the site as localhost.
let base: string
let secret: string
let recoveryCodes: string[] = []

const codeAt = (offsetSeconds = 0) =>
  new OTPAuth.TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSeconds * 1000 })

test.beforeAll(async () => {
  test.setTimeout(12 * 60_000)
  site = await startSite({
    seeded: true,
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, TWO_FACTOR_REQUIRED: 'operators-and-admins' },
    limitMs: 10 * 60_000,
  })
  base = `http://localhost:${site.port}`
})
test.afterAll(async () => site?.stop())

async function signInWithPassword(page: Page) {
  await page.context().clearCookies()
  await page.goto(`${base}/admin/login`)
  // On a loaded machine a click can come before the admin's form is ready and do nothing: fill
  // and click again until the admin has moved on (a second sign-in is only one more session).
  await expect(async () => {
    if (/\/admin\/login/.test(page.url())) {
      await page.getByLabel(/email/i).fill(admin.email)
      await page.getByLabel(/password/i).fill(admin.password)
      await page.getByRole('button', { name: /log ?in|sign ?in/i }).click()
    }
    await page.waitForURL(/\/admin\/two-factor$/, { timeout: 15_000 })
  }).toPass({ timeout: 90_000 })
}

/** What the browser's own cookie opens, besides the page: REST and GraphQL. */
async function passwordAloneOpensNothing(page: Page) {
  const me = await page.request.get(`${base}/cms-api/users/me`)
  expect(((await me.json()) as { user: unknown }).user).toBeNull()
  expect((await page.request.get(`${base}/cms-api/users`)).status()).toBe(403)
  const gql = await page.request.post(`${base}/cms-api/graphql`, { data: { query: '{ meUser { user { email } } }' } })
  expect(((await gql.json()) as { data: { meUser: { user: unknown } } }).data.meUser.user).toBeNull()
  // Any admin page sends the person back to the second step.
  await page.goto(`${base}/admin/collections/news`)
  await page.waitForURL(/\/admin\/two-factor$/)
}

const dashboard = (page: Page) => page.waitForURL((url) => url.pathname === '/admin', { timeout: 60_000 })

test('required for administrators: after the password, the set-up and nothing else; a QR code, the key as text, a code, ten recovery codes', async ({ page }) => {
  await signInWithPassword(page)
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible()
  await expect(page.getByText('Two-factor sign-in is required for your account')).toBeVisible()
  await passwordAloneOpensNothing(page)

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible()
  secret = ((await page.getByTestId('totp-key').textContent()) ?? '').replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  // A wrong code says so, by the field.
  await page.getByLabel('Code from your app').fill('000000')
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(page.locator('.two-factor__error')).toContainText('not right')
  await page.getByLabel('Code from your app').fill(codeAt())
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  const codes = page.getByTestId('recovery-codes').locator('code')
  await expect(codes).toHaveCount(10)
  recoveryCodes = await codes.allTextContents()
  await page.getByRole('link', { name: /continue to the admin/ }).click()
  await dashboard(page)
})

test('adds a passkey, and signs in with it after the password', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  })
  await signInWithPassword(page)
  await page.getByLabel('Code from your authenticator app').fill(codeAt(30))
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await dashboard(page)

  await page.goto(`${base}/admin/two-factor`)
  // The hint names examples once the page's script runs in a browser that can make passkeys: what
  // is typed before that would be sent by the browser as a plain form, without the passkey.
  await expect(page.getByText('Such as "Office laptop" or "My phone".')).toBeVisible()
  await page.getByLabel('Name of the new passkey').fill('Office laptop')
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(page.getByTestId('passkeys')).toContainText('Office laptop')

  await signInWithPassword(page)
  await passwordAloneOpensNothing(page)
  await page.getByRole('button', { name: 'Use a passkey' }).click()
  await dashboard(page)
  const me = await page.request.get(`${base}/cms-api/users/me`)
  expect(((await me.json()) as { user: { email: string } }).user.email).toBe(admin.email)
})

test('a recovery code signs in once; used again, it is refused with a clear message', async ({ page }) => {
  await signInWithPassword(page)
  await page.getByText('Lost your phone? Use a recovery code').click()
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!)
  await page.getByRole('button', { name: 'Sign in with the recovery code' }).click()
  await dashboard(page)

  await signInWithPassword(page)
  await page.getByText('Lost your phone? Use a recovery code').click()
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!)
  await page.getByRole('button', { name: 'Sign in with the recovery code' }).click()
  await expect(page.locator('.two-factor__error')).toContainText('already used')
  await expect(page).toHaveURL(/\/admin\/two-factor$/)
  await passwordAloneOpensNothing(page)

  // Giving up: signing out ends the waiting sign-in.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.waitForURL(/\/admin\/login/)
  await page.goto(`${base}/admin/two-factor`)
  await page.waitForURL(/\/admin\/login/)
})
