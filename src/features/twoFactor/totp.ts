/**
 * The authenticator app (TOTP, RFC 6238: six digits every 30 seconds, SHA-1, as every app
 * supports) with `otpauth`; the key kept encrypted with a key derived from PAYLOAD_SECRET, so a
 * copy of the database alone cannot make codes.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

import * as OTPAuth from 'otpauth'
import QRCode from 'qrcode'

const PERIOD = 30

const keyFrom = (payloadSecret: string) => createHash('sha256').update(`two-factor-key:${payloadSecret}`).digest()

/** `v1.<iv>.<tag>.<ciphertext>` (base64url), AES-256-GCM. */
export function sealSecret(base32: string, payloadSecret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFrom(payloadSecret), iv)
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.')
}

export function openSecret(sealed: string, payloadSecret: string): string | null {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !body) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(payloadSecret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** A new key: 160 random bits, in base32 as apps take it typed. */
export const newTotpSecret = (): string => new OTPAuth.Secret({ size: 20 }).base32

const totpOf = (base32: string, label = 'staff', issuer = 'School website') =>
  new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: OTPAuth.Secret.fromBase32(base32) })

/**
 * The 30-second step a code belongs to, when it is right now or one step either side (a phone's
 * clock a little off), and later than `after` (a code already used is not accepted again).
 */
export function acceptedStep(base32: string, code: string, after: number | null | undefined, now = Date.now()): number | null {
  const delta = totpOf(base32).validate({ token: code, window: 1, timestamp: now })
  if (delta === null) return null
  const step = Math.floor(now / 1000 / PERIOD) + delta
  return after != null && step <= after ? null : step
}

/** The current code (tests, and nothing else, make codes). */
export const currentCode = (base32: string, now = Date.now()): string => totpOf(base32).generate({ timestamp: now })

/** The spaced key for typing ("ABCD EFGH …"), the otpauth:// address and its QR code as an SVG data: URL. */
export async function setupDetails(base32: string, account: string, issuer: string) {
  const uri = totpOf(base32, account, issuer).toString()
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return {
    key: base32.replace(/(.{4})/g, '$1 ').trim(),
    uri,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  }
}
