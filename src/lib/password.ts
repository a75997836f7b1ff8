/**
 * Checks a password against a stored Payload hash (PBKDF2-SHA256, the current
 * `pbkdf2-sha256-v1:` format or the legacy one), taking the same time whether or not there
 * is an account: without one, the check runs against a fixed hash of the current format,
 * so a sign-in's answer time does not tell who is staff; and whether a new password is good
 * enough (`passwordProblem`). Node only; no Payload.
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

/** The fewest characters a new password may have. */
export const MIN_PASSWORD_LENGTH = 10

/**
 * zxcvbn's score (0 to 4) a new password must reach: 3 is "safely unguessable", about 10⁸
 * guesses, the estimator's own advice for a minimum.
 */
const MIN_SCORE = 3
/**
 * What one check may cost: only the first 32 characters are estimated (32 varied characters are
 * strong already; a weak start is refused, never a weak end accepted), with at most 4 look-alike
 * substitutions ("p@$$w0rd") tried. A check then takes at most about a tenth of the PBKDF2 hash
 * Payload makes of every password it stores, about 50 ms of one core here, whatever its length
 * up to Payload's cap of 1024 characters (`npm run bench:passwords`); the estimator's defaults
 * (256 characters, 100 substitutions) took 5 s for one 256-character password.
 */
const ESTIMATED_LENGTH = 32
const SUBSTITUTIONS = 4
/** The dictionaries (about 60 MB of the process's memory) are let go after this long unused; they load again in about a second. */
const KEEP_LOADED_MS = 10 * 60 * 1000

type Estimate = (password: string, related: string[]) => { score: number; warning: string | null }

let loading: Promise<Estimate> | null = null
let letGo: ReturnType<typeof setTimeout> | undefined

async function load(): Promise<Estimate> {
  const [{ ZxcvbnFactory }, common, en] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')])
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    // Its own sentences, but the one about "personal or page related data", which a clerk would not follow.
    translations: { ...en.translations, warnings: { ...en.translations.warnings, userInputs: 'It contains your name or e-mail address.' } },
    maxLength: ESTIMATED_LENGTH,
    l33tMaxSubstitutions: SUBSTITUTIONS,
  })
  return (password, related) => {
    const { score, feedback } = zxcvbn.check(password, related)
    return { score, warning: feedback.warning }
  }
}

/** The estimator with its dictionaries: loaded on first use (on the server only), let go when unused. */
function estimator(): Promise<Estimate> {
  loading ??= load().catch((err: unknown) => {
    loading = null
    throw err
  })
  clearTimeout(letGo)
  letGo = setTimeout(() => (loading = null), KEEP_LOADED_MS)
  letGo.unref?.()
  return loading
}

/**
 * Why `password` cannot be a staff password, in a sentence for the person choosing it; null
 * when it can. At least MIN_PASSWORD_LENGTH characters, and not one that is common or easy to
 * guess, checked offline by zxcvbn-ts against its lists of common passwords, English words and
 * names, keyboard patterns, dates and `related` (the account's e-mail address and name).
 */
export async function passwordProblem(password: string, related: string[] = []): Promise<string | null> {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
  const words = related.flatMap((r) => r.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3)
  const { score, warning } = (await estimator())(password, [...related, ...words])
  if (score >= MIN_SCORE) return null
  return `This password is too easy to guess.${warning ? ` ${warning}` : ''} Choose a longer one: a few words that do not belong together are easy to remember and hard to guess.`
}
