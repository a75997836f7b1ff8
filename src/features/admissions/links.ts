/**
 * A family's way back to its application: a random link sent by e-mail (no account, no
 * password). Only its SHA-256 hash is stored, so the database never holds a working link.
 * Pure but for the random bytes.
 */
import { createHash, randomBytes } from 'node:crypto'

/** 24 random bytes, base64url: 32 characters, unguessable. */
export const newLinkToken = (): string => randomBytes(24).toString('base64url')

export const linkHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex')

/** A token as a link carries it: 32 base64url characters, nothing else (anything else is not looked up). */
export const isLinkToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value)
