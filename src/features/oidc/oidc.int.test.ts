/**
 * A school's own Google- or Microsoft-style sign-in, against a real OpenID provider started
 * here (oidc-provider, on this machine's loopback), through the CMS API's real route as Next
 * calls it: the school's administrator saves the settings over REST, a person signs in at the
 * provider, and the callback signs in the staff account of that school with that e-mail, or
 * refuses in plain words.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { build } from '@/seed/builders'
import { forSchool, schoolOfRecord } from '@/tenancy'
import { graphql } from '../../../tests/int/cmsApi'
import { testPayload } from '../../../tests/int/payload'
import { startOpenIdProvider, type OpenIdProvider, type Person } from '../../../tests/oidcProvider'
import { redirectAddressFor } from './signIn'

const CLIENT_ID = 'ksr-website'
const CLIENT_SECRET = 'the-client-secret-only-google-knows-0123456789'
const PASSWORD = 'correct-horse-battery'

/** The people the provider knows, by their subject; `signingIn` is the one who signs in next. */
const people: Record<string, Person> = {
  editor: { email: 'editor@ksr.example', email_verified: true },
  unverified: { email: 'admin@ksr.example', email_verified: false },
  personal: { email: 'editor.at.home@gmail.com', email_verified: true },
  otherSchool: { email: 'teacher@ksr.example', email_verified: true },
  operator: { email: 'vendor@ksr.example', email_verified: true },
  stranger: { email: 'nobody@ksr.example', email_verified: true },
}

let payload: Payload
let provider: OpenIdProvider
let ksr: number
let riverside: number
const KSR_HOST = 'ksr.localhost:3000'
let adminToken: string

/** A GET of the CMS API as Next's route gets it, on `host`, from `address`. */
async function cmsGet(path: string, { host = KSR_HOST, address, cookie }: { host?: string; address: string; cookie?: string }): Promise<Response> {
  const route = await import('@/app/(payload)/cms-api/[...slug]/route')
  const slug = path.split('?')[0]!.split('/').filter(Boolean)
  const headers: Record<string, string> = { host, 'x-forwarded-for': address }
  if (cookie) headers.cookie = cookie
  return route.GET(new Request(`http://${host}/cms-api${path}`, { headers }), { params: Promise.resolve({ slug }) })
}

/** The `name=value` of a response's Set-Cookie for `name`. */
const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(';')[0]

let addresses = 0
/** A fresh client address per sign-in: the per-address limit is tested on its own. */
const nextAddress = () => `198.51.100.${(addresses += 1)}`

/** The whole sign-in of `person`: the button, the provider (its cookies kept as a browser would), and the callback's answer. */
async function signIn(person: string, host = KSR_HOST): Promise<Response> {
  provider.signingIn = person
  const address = nextAddress()
  const start = await cmsGet('/school-sign-in', { host, address })
  expect(start.status).toBe(303)
  const state = cookieOf(start, 'school-sign-in')
  expect(state).toBeTruthy()
  const jar = new Map<string, string>()
  let location = start.headers.get('location')!
  expect(location.startsWith(provider.issuer)).toBe(true)
  const callback = `http://${host}/cms-api/school-sign-in/callback`
  for (let hops = 0; !location.startsWith(callback); hops += 1) {
    expect(hops).toBeLessThan(10)
    const res = await fetch(location, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } })
    for (const set of res.headers.getSetCookie()) {
      const [pair = ''] = set.split(';')
      const at = pair.indexOf('=')
      if (pair.slice(at + 1)) jar.set(pair.slice(0, at), pair.slice(at + 1))
      else jar.delete(pair.slice(0, at))
    }
    expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(300)
    location = new URL(res.headers.get('location')!, location).href
  }
  return cmsGet(`/school-sign-in/callback${new URL(location).search}`, { host, address, cookie: state })
}

beforeAll(async () => {
  payload = await testPayload()
  const first = (await payload.find({ collection: 'schools', sort: 'id', limit: 1 })).docs[0]!
  ksr = first.id
  await payload.update({ collection: 'schools', id: ksr, data: { domains: [{ domain: 'ksr.localhost' }, { domain: 'www.ksr.localhost' }] } })
  riverside = (await payload.create({ collection: 'schools', data: build.school({ code: 'RVS', name: 'Riverside School', domains: [{ domain: 'riverside.localhost' }] }) })).id
  const account = (email: string, role: 'admin' | 'editor' | 'operator', schools: number[]) =>
    payload.create({ collection: 'users', data: { email, name: email.split('@')[0]!, role, password: PASSWORD, schools: schools.map((school) => ({ school })) } })
  await account('editor@ksr.example', 'editor', [ksr])
  await account('admin@ksr.example', 'admin', [ksr])
  await account('editor.at.home@gmail.com', 'editor', [ksr])
  await account('teacher@ksr.example', 'editor', [riverside])
  await account('vendor@ksr.example', 'operator', [ksr])
  adminToken = (await payload.login({ collection: 'users', data: { email: 'admin@ksr.example', password: PASSWORD } })).token!

  const redirect = await redirectAddressFor(payload, (await schoolOfRecord(payload, ksr))!)
  expect(redirect).toBe(`http://${KSR_HOST}/cms-api/school-sign-in/callback`)
  provider = await startOpenIdProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [redirect], people })

  // The school's administrator turns it on over REST, as the admin's settings page saves it.
  const { rest } = await import('../../../tests/int/cmsApi')
  const saved = await rest('POST', '/single-sign-on', {
    token: adminToken,
    body: { school: ksr, enabled: true, issuer: provider.issuer, clientId: CLIENT_ID, newClientSecret: CLIENT_SECRET, allowedDomains: 'ksr.example\n@KSR.edu.in' },
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(201)
})

afterAll(async () => {
  await provider?.close()
})

describe("a school's own sign-in", () => {
  it('signs in the staff account of that school with the verified e-mail: the cookie opens /cms-api/users/me as that account', async () => {
    const answer = await signIn('editor')
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('Signed in as editor@ksr.example')
    const session = cookieOf(answer, 'payload-token')
    expect(session).toBeTruthy()
    // The sign-in's own cookie is used once, then cleared.
    expect(answer.headers.getSetCookie().some((c) => /^school-sign-in=;.*Max-Age=0/.test(c))).toBe(true)
    const me = await cmsGet('/users/me', { address: nextAddress(), cookie: session })
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe('editor@ksr.example')
  })

  it('counts as the second factor where the school requires two-factor sign-in: the password alone then opens nothing', async () => {
    const within = forSchool(payload, (await schoolOfRecord(payload, ksr))!)
    await within.savePage('sign-in-settings', { requireTwoFactor: true })
    try {
      const session = cookieOf(await signIn('editor'), 'payload-token')
      const me = await cmsGet('/users/me', { address: nextAddress(), cookie: session })
      expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe('editor@ksr.example')
      // The school's audit log says how they signed in.
      const lines = await payload.find({ collection: 'audit-events', where: { kind: { equals: 'sign-in' }, actorEmail: { equals: 'editor@ksr.example' } }, sort: '-at', limit: 1 })
      expect(lines.docs[0]?.method).toBe('oidc')
      const { token } = await payload.login({ collection: 'users', data: { email: 'editor@ksr.example', password: PASSWORD } })
      const byPassword = await cmsGet('/users/me', { address: nextAddress(), cookie: `payload-token=${token}` })
      expect(((await byPassword.json()) as { user: unknown }).user).toBeNull()
    } finally {
      await within.savePage('sign-in-settings', { requireTwoFactor: false })
    }
  })

  it('refuses an e-mail at a domain the school did not allow, signing nobody in', async () => {
    const answer = await signIn('personal')
    expect(answer.status).toBe(403)
    expect(await answer.text()).toContain('This e-mail address is not one of this school&#39;s')
    expect(cookieOf(answer, 'payload-token')).toBeUndefined()
  })

  it("refuses an account that works only for another school, as if it had none", async () => {
    const answer = await signIn('otherSchool')
    expect(answer.status).toBe(403)
    expect(await answer.text()).toContain('There is no staff account with this e-mail address at this school.')
    expect(cookieOf(answer, 'payload-token')).toBeUndefined()
    // And an address with no account at all gets the very same words.
    const stranger = await signIn('stranger')
    expect(await stranger.text()).toBe(await (await signIn('otherSchool')).text())
  })

  it('refuses a vendor operator, even one listed for the school', async () => {
    const answer = await signIn('operator')
    expect(answer.status).toBe(403)
    expect(await answer.text()).toContain('Vendor operators cannot sign in with a school account.')
    expect(cookieOf(answer, 'payload-token')).toBeUndefined()
  })

  it('refuses an e-mail the provider has not verified', async () => {
    const answer = await signIn('unverified')
    expect(answer.status).toBe(403)
    expect(await answer.text()).toContain('is not verified')
    expect(cookieOf(answer, 'payload-token')).toBeUndefined()
  })

  it('refuses a return without the sign-in it started (no cookie, or a forged one), and a school where it is off', async () => {
    const noCookie = await cmsGet('/school-sign-in/callback?code=abc&state=def', { address: nextAddress() })
    expect(noCookie.status).toBe(400)
    expect(await noCookie.text()).toContain('The sign-in took too long or was started in another browser window.')
    const forged = await cmsGet('/school-sign-in/callback?code=abc&state=def', { address: nextAddress(), cookie: 'school-sign-in=eyJzY2hvb2wiOjF9.forged' })
    expect(forged.status).toBe(400)
    const off = await cmsGet('/school-sign-in', { host: 'riverside.localhost:3000', address: nextAddress() })
    expect(off.status).toBe(404)
    expect(await off.text()).toContain('not turned on for this school')
  })

  it('never returns the client secret: not over REST, not over GraphQL, to the school\'s own administrator', async () => {
    const { rest } = await import('../../../tests/int/cmsApi')
    const read = await rest('GET', `/single-sign-on?where[school][equals]=${ksr}`, { token: adminToken })
    expect(read.status).toBe(200)
    const doc = (read.body.docs as Record<string, unknown>[])[0]!
    expect(doc.clientId).toBe(CLIENT_ID)
    expect(doc.clientSecretSavedAt).toBeTruthy()
    expect(JSON.stringify(read.body)).not.toContain(CLIENT_SECRET)
    expect(doc).not.toHaveProperty('clientSecret')
    const byId = await rest('GET', `/single-sign-on/${String(doc.id)}`, { token: adminToken })
    expect(JSON.stringify(byId.body)).not.toContain(CLIENT_SECRET)
    // Saving again without a new secret keeps it (the sign-in still works), and the answer holds none.
    const kept = await rest('PATCH', `/single-sign-on/${String(doc.id)}`, { token: adminToken, body: { clientId: CLIENT_ID } })
    expect(kept.status).toBe(200)
    expect(JSON.stringify(kept.body)).not.toContain(CLIENT_SECRET)
    expect((await signIn('editor')).status).toBe(200)
    const asked = await graphql('{ SingleSignOns { docs { clientId clientSecret clientSecretSavedAt } } }', adminToken)
    expect(JSON.stringify(asked.body)).not.toContain(CLIENT_SECRET)
    const docs = (asked.body.data as { SingleSignOns: { docs: { clientId: string; clientSecret: string | null }[] } } | null)?.SingleSignOns.docs ?? []
    expect(docs.map((d) => d.clientSecret ?? null)).toEqual(docs.map(() => null))
  })

  it("starts at the school's address the provider returns to, when opened on another of its domains", async () => {
    const elsewhere = await cmsGet('/school-sign-in', { host: 'www.ksr.localhost:3000', address: nextAddress() })
    expect(elsewhere.status).toBe(303)
    expect(elsewhere.headers.get('location')).toBe(`http://${KSR_HOST}/cms-api/school-sign-in`)
    // No sign-in begun there: its cookie would be on a host the provider never returns to.
    expect(cookieOf(elsewhere, 'school-sign-in')).toBeUndefined()
  })

  it('cannot be turned on without a client secret, and says so', async () => {
    const { rest, firstError } = await import('../../../tests/int/cmsApi')
    const operatorToken = (await payload.login({ collection: 'users', data: { email: 'vendor@ksr.example', password: PASSWORD } })).token!
    const refused = await rest('POST', '/single-sign-on', {
      token: operatorToken,
      body: { school: riverside, enabled: true, issuer: provider.issuer, clientId: CLIENT_ID, allowedDomains: 'riverside.example' },
    })
    expect(refused.status).toBe(400)
    expect(firstError(refused)).toMatchObject({ field: 'newClientSecret', fieldMessage: 'Paste the client secret to turn this on.' })
  })

  it('is limited per client address, with a page that says to wait', async () => {
    const address = '203.0.113.77'
    const answers: number[] = []
    for (let i = 0; i < 12; i += 1) answers.push((await cmsGet('/school-sign-in', { address })).status)
    expect(answers.slice(0, 10).every((s) => s === 303)).toBe(true)
    const refused = await cmsGet('/school-sign-in', { address })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.text()).toContain('Too many sign-in attempts from your network.')
  })
})
