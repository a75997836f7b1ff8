/**
 * Two-factor sign-in's rules, as small pure functions (no Payload): who must use a second
 * factor, which sessions are complete, and the one-time recovery codes.
 */
import { createHash, randomInt } from 'node:crypto'

/** The deployment's requirement (TWO_FACTOR_REQUIRED, src/env.ts). */
export type DeploymentRequirement = 'none' | 'operators' | 'operators-and-admins'

/** Whether the deployment's setting requires a second factor of an account with this role. */
export function roleRequiresTwoFactor(role: string | null | undefined, setting: DeploymentRequirement): boolean {
  if (setting === 'operators') return role === 'operator'
  if (setting === 'operators-and-admins') return role === 'operator' || role === 'admin'
  return false
}

export type TwoFactorState = {
  /** The authenticator app is set up (confirmed with a code). */
  totpOn: boolean
  /** The deployment or one of the account's schools requires it. */
  required: boolean
}

/** Whether a password-only session of this account is still waiting for a second factor. */
export const needsSecondFactor = (state: TwoFactorState): boolean => state.totpOn || state.required

type Session = { id?: unknown; expiresAt?: unknown }

/**
 * The account's sessions that may be used: all of them when no second factor is needed, else
 * only those that completed one (`completed`, sids). Payload's own session check
 * (auth strategy `local-jwt`) then finds no session for a token still waiting.
 */
export function usableSessions<S extends Session>(sessions: S[], completed: readonly string[], needed: boolean): S[] {
  if (!needed) return sessions
  const done = new Set(completed)
  return sessions.filter((s) => typeof s.id === 'string' && done.has(s.id))
}

/** The completed sids still naming a session of the account (the rest are dropped when it is saved). */
export const stillOpen = (completed: readonly string[], sessions: Session[]): string[] => {
  const open = new Set(sessions.map((s) => s.id))
  return completed.filter((sid) => open.has(sid))
}

/** Letters and digits nobody misreads (no 0/O, 1/l/I). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const RECOVERY_CODE_COUNT = 10

/** Ten new recovery codes, `xxxxx-xxxxx` (about 49 bits each): shown once, only their hashes kept. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/** A recovery code as typed (any case, spaces or dashes anywhere) in its stored form's spelling. */
export const normalRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[^a-z0-9]/g, '')

/** What is stored of a recovery code. Each code is random enough that a plain SHA-256 cannot be reversed by guessing. */
export const recoveryCodeHash = (code: string): string => createHash('sha256').update(`recovery:${normalRecoveryCode(code)}`).digest('hex')

/** A code from an authenticator app as typed: six digits, spaces allowed. Null: not such a code. */
export function normalTotpCode(typed: unknown): string | null {
  if (typeof typed !== 'string') return null
  const digits = typed.replace(/\s/g, '')
  return /^\d{6}$/.test(digits) ? digits : null
}
