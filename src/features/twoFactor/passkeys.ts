/**
 * Passkeys (WebAuthn, @simplewebauthn/server) as the second factor: registered, named, on one's
 * own account once the authenticator app is on (so that recovery codes exist), and used after the
 * password in place of a code. The relying party is the school's own site: its id the host name
 * the request came to (one of the deployment's served hosts), the origin that host.
 *
 * - `POST …/passkeys/register-options`, then `…/passkeys/register` `{ name, response }`;
 * - `POST …/passkeys/sign-in-options`, then `…/passkeys/sign-in` `{ response }` (a waiting session);
 * - `POST …/passkeys/remove` `{ id }`.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { Endpoint, PayloadRequest } from 'payload'

import { env } from '@/env'
import { hostMatch } from '@/tenancy'
import { hostName } from '@/tenancy/rules'
import { answer, bodyOf, failed, mayTry, NOT_SIGNED_IN, refusal, succeeded } from './endpoints'
import { auditSecondFactor, twoFactorChanged } from './audit'
import { accounts, completeSession, sessionOf, type StoredPasskey } from './session'

/** The relying party of this request: its host, when the deployment serves it. Null: not one of ours. */
export async function relyingParty(req: PayloadRequest): Promise<{ rpID: string; origin: string } | null> {
  const header = req.headers.get('host')
  const host = hostName(header)
  if (!header || !host) return null
  const configured = env().SERVER_URL ? new URL(env().SERVER_URL!) : null
  const served = (configured && configured.hostname === host) || (await hostMatch(req.payload, host)).kind === 'school'
  if (!served) return null
  const protocol = configured?.protocol ?? 'http:'
  return { rpID: host.replace(/^\[|\]$/g, ''), origin: `${protocol}//${header.trim().toLowerCase()}` }
}

const MAX_PASSKEYS = 10
const NOT_HERE = 'Passkeys cannot be used at this address: open the admin at the school’s own address.'

const listed = (keys: StoredPasskey[] | null | undefined) => keys ?? []
const transportsOf = (key: StoredPasskey) => key.transports as AuthenticatorTransport[] | undefined

const registerOptions: Endpoint = {
  path: '/two-factor/passkeys/register-options',
  method: 'post',
  handler: async (req) => {
    const found = await sessionOf(req.payload, req.headers, req)
    if (!found) return refusal(NOT_SIGNED_IN, 401)
    if (!found.complete) return refusal('Enter a code from your authenticator app first.', 403)
    if (!found.totpOn) return refusal('Set up the authenticator app first: passkeys are added once it is on.', 409)
    const rp = await relyingParty(req)
    if (!rp) return refusal(NOT_HERE, 400)
    const keys = listed(found.user.passkeys)
    if (keys.length >= MAX_PASSKEYS) return refusal(`An account can have ${MAX_PASSKEYS} passkeys at most: remove one first.`, 409)
    const options = await generateRegistrationOptions({
      rpName: 'School website',
      rpID: rp.rpID,
      userName: found.user.email,
      userDisplayName: found.user.name ?? found.user.email,
      userID: new TextEncoder().encode(`user-${found.user.id}`),
      attestationType: 'none',
      excludeCredentials: keys.map((k) => ({ id: k.id, transports: transportsOf(k) })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    })
    await accounts(req.payload, req).db.updateOne({ collection: 'users', id: found.user.id, data: { webauthnChallenge: options.challenge }, returning: false })
    return answer(options as unknown as Record<string, unknown>)
  },
}

const register: Endpoint = {
  path: '/two-factor/passkeys/register',
  method: 'post',
  handler: async (req) => {
    const found = await sessionOf(req.payload, req.headers, req)
    if (!found) return refusal(NOT_SIGNED_IN, 401)
    if (!found.complete || !found.totpOn) return refusal('Enter a code from your authenticator app first.', 403)
    const rp = await relyingParty(req)
    if (!rp) return refusal(NOT_HERE, 400)
    const data = await bodyOf(req)
    const name = typeof data.name === 'string' ? data.name.trim().slice(0, 60) : ''
    if (!name) return refusal('Give the passkey a name, such as "Office laptop".', 400)
    const challenge = found.user.webauthnChallenge
    if (!challenge) return refusal('Start again: no passkey was being added.', 409)
    let verified
    try {
      verified = await verifyRegistrationResponse({
        response: data.response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: false,
      })
    } catch (err) {
      return refusal(`The passkey could not be added: ${(err as Error).message}`, 400)
    }
    if (!verified.verified || !verified.registrationInfo) return refusal('The passkey could not be added.', 400)
    const { credential } = verified.registrationInfo
    const key: StoredPasskey = {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports,
      name,
      createdAt: new Date().toISOString(),
    }
    const passkeys = [...listed(found.user.passkeys).filter((k) => k.id !== key.id), key]
    await accounts(req.payload, req).db.updateOne({ collection: 'users', id: found.user.id, data: { passkeys, webauthnChallenge: null }, returning: false })
    await twoFactorChanged(req, found.user, `Added the passkey "${name}"`, { keep: found.sid })
    return answer({ message: `Passkey "${name}" added.`, passkey: { id: key.id, name } })
  },
}

const signInOptions: Endpoint = {
  path: '/two-factor/passkeys/sign-in-options',
  method: 'post',
  handler: async (req) => {
    const found = await sessionOf(req.payload, req.headers, req)
    if (!found) return refusal(NOT_SIGNED_IN, 401)
    const keys = listed(found.user.passkeys)
    if (keys.length === 0) return refusal('This account has no passkey.', 409)
    const rp = await relyingParty(req)
    if (!rp) return refusal(NOT_HERE, 400)
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      allowCredentials: keys.map((k) => ({ id: k.id, transports: transportsOf(k) })),
      userVerification: 'preferred',
    })
    await accounts(req.payload, req).db.updateOne({ collection: 'users', id: found.user.id, data: { webauthnChallenge: options.challenge }, returning: false })
    return answer(options as unknown as Record<string, unknown>)
  },
}

const signIn: Endpoint = {
  path: '/two-factor/passkeys/sign-in',
  method: 'post',
  handler: async (req) => {
    const found = await sessionOf(req.payload, req.headers, req)
    if (!found) return refusal(NOT_SIGNED_IN, 401)
    if (found.complete) return answer({ message: 'Signed in.' })
    const rp = await relyingParty(req)
    if (!rp) return refusal(NOT_HERE, 400)
    const attempt = await mayTry(req, found.user.id)
    if ('refused' in attempt) return attempt.refused
    const response = (await bodyOf(req)).response as AuthenticationResponseJSON | undefined
    const keys = listed(found.user.passkeys)
    const key = keys.find((k) => k.id === response?.id)
    const challenge = found.user.webauthnChallenge
    const refuse = async () => {
      await failed(attempt.key)
      return refusal('That passkey was not accepted. Try again, or enter a code from your app.', 401)
    }
    if (!key || !challenge || !response) return refuse()
    let verified
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: { id: key.id, publicKey: Buffer.from(key.publicKey, 'base64url'), counter: key.counter, transports: transportsOf(key) },
        requireUserVerification: false,
      })
    } catch {
      return refuse()
    }
    if (!verified.verified) return refuse()
    await succeeded(attempt.key)
    const passkeys = keys.map((k) => (k.id === key.id ? { ...k, counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date().toISOString() } : k))
    // The challenge is used up: the same answer cannot be sent twice.
    await completeSession(req.payload, found.user, found.sid, req, { passkeys, webauthnChallenge: null })
    await auditSecondFactor(req, found.user, found.sid, 'passkey', true)
    return answer({ message: 'Signed in with a passkey.' })
  },
}

const remove: Endpoint = {
  path: '/two-factor/passkeys/remove',
  method: 'post',
  handler: async (req) => {
    const found = await sessionOf(req.payload, req.headers, req)
    if (!found) return refusal(NOT_SIGNED_IN, 401)
    if (!found.complete) return refusal('Enter a code from your authenticator app first.', 403)
    const id = (await bodyOf(req)).id
    const keys = listed(found.user.passkeys)
    if (!keys.some((k) => k.id === id)) return refusal('No such passkey on your account.', 404)
    await accounts(req.payload, req).db.updateOne({ collection: 'users', id: found.user.id, data: { passkeys: keys.filter((k) => k.id !== id) }, returning: false })
    await twoFactorChanged(req, found.user, 'Removed a passkey', { keep: found.sid })
    return answer({ message: 'Passkey removed.' })
  },
}

export const passkeyEndpoints: Endpoint[] = [registerOptions, register, signInOptions, signIn, remove]
