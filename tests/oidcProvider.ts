/**
 * An OpenID provider on this machine's loopback for the tests of a school's own sign-in
 * (src/features/oidc): oidc-provider with one client (the school's website), and people it
 * knows by their subject. Nobody types anything at the provider: its interaction signs in
 * whoever `signingIn` names and grants what was asked, as Google does for someone already
 * signed in there who allowed the site before.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import Provider from 'oidc-provider'

export type Person = { email: string; email_verified: boolean }

export type OpenIdProvider = {
  issuer: string
  /** Who signs in at the provider next. */
  signingIn: string
  close(): Promise<void>
}

export async function startOpenIdProvider({
  clientId,
  clientSecret,
  redirectUris,
  people,
}: {
  clientId: string
  clientSecret: string
  redirectUris: string[]
  people: Record<string, Person>
}): Promise<OpenIdProvider> {
  // Made once the port (and so the issuer) is known; the server answers 503 until then.
  const made: { provider?: Provider } = {}
  const state = { signingIn: Object.keys(people)[0] ?? '' }
  const server = http.createServer((req, res) => {
    void (async () => {
      const provider = made.provider
      if (!provider) return void res.writeHead(503).end()
      if (req.url?.startsWith('/interaction/')) {
        const details = await provider.interactionDetails(req, res)
        const accountId = state.signingIn
        const grant = new provider.Grant({ accountId, clientId: details.params.client_id! })
        grant.addOIDCScope(details.params.scope!)
        const grantId = await grant.save()
        await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false })
        return
      }
      provider.callback()(req, res)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  made.provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, token_endpoint_auth_method: 'client_secret_post' }],
    findAccount: async (_ctx: unknown, sub: string) => (people[sub] ? { accountId: sub, claims: async () => ({ sub, ...people[sub] }) } : undefined),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // Google and Microsoft put the e-mail in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['a-test-cookie-key'] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  })
  return {
    issuer,
    get signingIn() {
      return state.signingIn
    },
    set signingIn(person: string) {
      state.signingIn = person
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
