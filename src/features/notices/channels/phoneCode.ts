/**
 * What the channels reached at a mobile number (SMS, WhatsApp) share: the number as a parent
 * types it, and the six-digit code that proves it is theirs, with the code page that takes it
 * (./phoneCode.server.ts is the flow). Pure.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** Why a code-confirmed channel's form was not taken (`optin`: WhatsApp's opt-in box left empty). */
export type CodeProblem = 'phone' | 'topics' | 'optin' | 'unavailable' | 'not-sent' | 'too-fast' | 'expired' | 'invalid'

/** An Indian mobile number as kept and sent: 91 and its ten digits (6–9 first); else null. */
export function parsePhone(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 30) return null
  const digits = input.replace(/[\s().-]/g, '').replace(/^\+/, '')
  if (!/^\d+$/.test(digits)) return null
  const ten = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits
  return /^[6-9]\d{9}$/.test(ten) ? `91${ten}` : null
}

/**
 * Codes are made per window of CODE_WINDOW_MINUTES: asked for again within one window (by
 * anyone), the same code is sent again, and nothing is stored. A code works until
 * CODE_GRACE_MINUTES after its window ends, so 5 to 15 minutes; a new window's code never
 * undoes the last one's. Each network address that asked has CODE_TRIES tries at it.
 */
export const CODE_WINDOW_MINUTES = 10
export const CODE_GRACE_MINUTES = 5
export const CODE_MINUTES = CODE_WINDOW_MINUTES + CODE_GRACE_MINUTES
export const CODE_TRIES = 5

/** Until when a code asked for at `now` works: its window's end and the grace. The same for every number, subscribed or not. */
export function codeUntilFor(now: number): number {
  const window = CODE_WINDOW_MINUTES * 60_000
  return (Math.floor(now / window) + 1) * window + CODE_GRACE_MINUTES * 60_000
}

/**
 * A key of the site's own for one use, from its secret (each use its own: nothing made with one reveals another's).
 * The uses below are named `sms-…` from when SMS alone had codes: kept, so that codes and pages already sent stay good.
 */
const keyFor = (secret: string, use: string) => createHmac('sha256', secret).update(`notices:${use}:v1`).digest()

/**
 * The six-digit code of one subscription's number until `until`: a keyed hash with a key used
 * for nothing else (a page's token, signed with the secret, must not give the code away), so
 * nothing of it is stored and the same code can be sent again.
 */
export function codeFor(secret: string, id: number, phone: string, until: number): string {
  const hash = createHmac('sha256', keyFor(secret, 'sms-code-key')).update(`${id}:${phone}:${until}`).digest()
  return String(hash.readUIntBE(0, 6) % 1_000_000).padStart(6, '0')
}

/** Whether what was typed (spaces allowed) is that code. */
export function codeMatches(secret: string, id: number, phone: string, until: number, given: unknown): boolean {
  if (typeof given !== 'string') return false
  const code = given.replace(/\s/g, '')
  if (!/^\d{6}$/.test(code)) return false
  return timingSafeEqual(Buffer.from(code), Buffer.from(codeFor(secret, id, phone, until)))
}

/** What a code page is for: the subscription (0: a number not subscribed), until when, and who asked (a digest of their network address). */
export type CodePage = { id: number; until: number; asker: string }

/** Who asked, as a page seals it: 16 bytes of a digest of their address (src/lib/clientAddress limitKey). */
export const askerOf = (address: string) => createHash('sha256').update(`sms-asker:${address}`).digest().subarray(0, 16).toString('base64url')

const SEALED = /^[A-Za-z0-9_-]{72}$/
/** A code page's `s`: 72 characters (sealPage). */
export const isSealedPage = (value: unknown): value is string => typeof value === 'string' && SEALED.test(value)

/**
 * A code page's `s`, what its address carries: the page sealed (AES-GCM, a fresh nonce each
 * time), so the address looks alike for every number, subscribed or not, and only the site
 * can read or make one.
 */
export function sealPage(secret: string, page: CodePage): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, 'sms-page-key'), iv)
  const plain = Buffer.alloc(26)
  plain.writeUInt32BE(page.id)
  plain.writeUIntBE(page.until, 4, 6)
  Buffer.from(page.asker, 'base64url').copy(plain, 10, 0, 16)
  return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]).toString('base64url')
}

/** What a code page's `s` seals, or null when it is not one this site sealed. */
export function openPage(secret: string, sealed: unknown): CodePage | null {
  if (!isSealedPage(sealed)) return null
  const bytes = Buffer.from(sealed, 'base64url')
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, 'sms-page-key'), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(38))
    const plain = Buffer.concat([decipher.update(bytes.subarray(12, 38)), decipher.final()])
    return { id: plain.readUInt32BE(0), until: plain.readUIntBE(4, 6), asker: plain.subarray(10, 26).toString('base64url') }
  } catch {
    return null
  }
}
