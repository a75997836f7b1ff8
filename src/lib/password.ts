/**
 * Checks a password against a stored Payload hash (PBKDF2-SHA256, the current
 * `pbkdf2-sha256-v1:` format or the legacy one), taking the same time whether or not there
 * is an account: without one, the check runs against a fixed hash of the current format,
 * so a sign-in's answer time does not tell who is staff. Node only; no Payload.
 */
import { pbkdf2, timingSafeEqual } from 'node:crypto'

const CURRENT = { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

export type StoredPassword = { hash?: string | null; salt?: string | null }

/** A hash of nothing anyone knows, in the current format: what an unknown account is checked against. */
const NO_ACCOUNT = {
  salt: '6e6f2d6163636f756e742d73616c742d666f722d657175616c2d74696d696e67',
  hash: `${CURRENT.prefix}${'0'.repeat(64)}`,
}

const derive = (password: string, salt: string, iterations: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) => pbkdf2(password, salt, iterations, keyLength, 'sha256', (err, key) => (err ? reject(err) : resolve(key))))

/** Whether `password` matches; with no stored hash, false after the same work. */
export async function verifyPassword(password: unknown, stored: StoredPassword | null | undefined): Promise<boolean> {
  const real = typeof stored?.hash === 'string' && typeof stored.salt === 'string'
  const { hash, salt } = real ? { hash: stored.hash as string, salt: stored.salt as string } : NO_ACCOUNT
  const current = hash.startsWith(CURRENT.prefix)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const expected = Buffer.from(current ? hash.slice(CURRENT.prefix.length) : hash, 'hex')
  const given = await derive(typeof password === 'string' ? password : '', salt, iterations, keyLength)
  return real && given.length === expected.length && timingSafeEqual(given, expected)
}
