/**
 * Environment, validated once at boot with zod. Every setting has a default that works
 * on a fresh clone with no `.env`: an SQLite file and uploads under `data/`, and a
 * PAYLOAD_SECRET generated once and kept in `data/.payload-secret`.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString,
  UPLOAD_DIR: optionalString,
  PAYLOAD_SECRET: optionalString.pipe(z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters').optional()),
  SERVER_URL: optionalString.pipe(z.url('SERVER_URL must be a URL').optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email('ADMIN_EMAIL must be an e-mail address').optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(10, 'ADMIN_PASSWORD must be at least 10 characters').optional()),
  /**
   * A vendor's shared API host name (api.vendor.example), where `/api/…/{code}` answers for every
   * school served here, as the old API host did (src/features/schools). Unset: each school's API
   * answers on its own domains only.
   */
  API_HOST: optionalString.pipe(z.string().regex(/^[A-Za-z0-9.-]{1,253}$/, 'API_HOST must be a host name, e.g. api.vendor.example').optional()),
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(300),
  /** Memory for whole cached public responses (src/server/responseCache); 0 turns that cache off. */
  RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /**
   * Demo content into an empty database: `auto` loads it only for the embedded SQLite quick
   * start, never into an empty PostgreSQL (a real school's new database); `always` and `never`;
   * `two-schools`: also a second demo school, at riverside.localhost (src/seed/second.ts).
   */
  SEED_DEMO: z.enum(['auto', 'always', 'never', 'two-schools']).default('auto'),
  /** Redis shared by several instances (cache invalidation, rate limits, jobs): redis://[:password@]host:6379/0. */
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional()),
  /** Prefix of this site's keys and channels in Redis, so several schools can share one Redis. */
  REDIS_PREFIX: z.string().trim().min(1).max(64).default('school-site:'),
  /** Whether this instance may run scheduled jobs (with REDIS_URL, one instance per tick does). */
  RUN_JOBS: z.enum(['0', '1']).default('1'),
  /** Seconds a stopping instance gives requests under way to finish. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(300).default(20),
  /** How many reverse proxies in front of the app append to X-Forwarded-For (0: none, the socket is the client). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
  /** Transfer-certificate lookups allowed per client address in TC_LOOKUP_WINDOW_SECONDS. */
  TC_LOOKUP_LIMIT: z.coerce.number().int().min(1).default(10),
  TC_LOOKUP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Feedback messages allowed per client address in FEEDBACK_WINDOW_SECONDS. */
  FEEDBACK_LIMIT: z.coerce.number().int().min(1).default(5),
  FEEDBACK_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Admission enquiries (new applications) allowed per client address and school an hour (a family applies for one or two children; a school's office applying for many sets more). */
  ADMISSION_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Searches that make the server render (a query not already cached) allowed per client address in SEARCH_WINDOW_SECONDS. */
  SEARCH_LIMIT: z.coerce.number().int().min(1).default(60),
  SEARCH_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Other requests that make the server render a page (not in the response cache) allowed per client address in RENDER_WINDOW_SECONDS. */
  RENDER_LIMIT: z.coerce.number().int().min(1).default(120),
  RENDER_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Requests to the CMS's own API (/cms-api REST and GraphQL, which read the database every time) allowed per client address in CMS_API_WINDOW_SECONDS. */
  CMS_API_LIMIT: z.coerce.number().int().min(1).default(600),
  CMS_API_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * The instance's render budget, for every visitor together (src/server/responseCache/budget):
   * renders at once, more waiting (each at most 2 s), and the most of the instance's time renders
   * may take while pages are being sent from the cache (20 or more a second). Past it a stale
   * copy, else 503 with Retry-After; pages already made are not affected.
   */
  RENDERS_AT_ONCE: z.coerce.number().int().min(1).max(64).default(2),
  RENDERS_WAITING: z.coerce.number().int().min(0).max(1000).default(8),
  RENDER_TIME_SHARE: z.coerce.number().min(0.01).max(1).default(0.1),
  /** A page render taking longer is answered 503 with Retry-After. */
  RENDER_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  /** Sign-in and password-reset requests allowed per client address in SIGN_IN_WINDOW_SECONDS. */
  SIGN_IN_LIMIT: z.coerce.number().int().min(1).default(10),
  SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * Staff who must sign in with a second factor (src/features/twoFactor), whatever their school
   * says: `operators`, `operators-and-admins`, or `none` (each account chooses; a school may
   * still require it of all its staff).
   */
  TWO_FACTOR_REQUIRED: z.enum(['none', 'operators', 'operators-and-admins']).default('none'),
  /** The SMTP server for staff e-mail (password resets): smtp://user:pass@host:587 or smtps://…:465. */
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional()),
  /** The sender of staff e-mail: an address, or "Name <address>". */
  MAIL_FROM: optionalString.pipe(
    z
      .string()
      .regex(/^(.*<)?[^<>\s@]+@[^<>\s@]+>?$/, 'MAIL_FROM must be an e-mail address or "Name <address>"')
      .optional(),
  ),
  /** Subscriptions to notices (the /notices form) allowed per client address in NOTICES_SUBSCRIBE_WINDOW_SECONDS. */
  NOTICES_SUBSCRIBE_LIMIT: z.coerce.number().int().min(1).default(5),
  NOTICES_SUBSCRIBE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Push services notices may be sent to (space-separated host names, `*.` for any subdomain); unset: those of Chrome, Firefox, Edge and Safari. */
  NOTICES_PUSH_HOSTS: optionalString.pipe(z.string().regex(/^[*A-Za-z0-9.\s-]{1,2000}$/, 'NOTICES_PUSH_HOSTS must be host names separated by spaces').optional()),
  /** Notice e-mails (issue #30) sent per minute at most, by all instances together: the SMTP server's own limit. */
  NOTICES_EMAIL_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** How long an instance holds the notices it took to send; another takes them over after that if it died. */
  NOTICES_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /** Days a sent notice keeps its queue rows (one per subscriber); then only its figures are kept. */
  NOTICES_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * The SMS gateway notices by SMS go through (src/features/notices/channels/sms/sms.ts): its https address
   * (http only on this machine's loopback), and the token it wants as a bearer token. Unset:
   * no SMS anywhere.
   */
  SMS_GATEWAY_URL: optionalString.pipe(
    z
      .url({ protocol: /^https?$/, error: 'SMS_GATEWAY_URL must be an https:// URL' })
      .refine((u) => u.startsWith('https:') || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(u), 'SMS_GATEWAY_URL must be https:// (http:// only on 127.0.0.1)')
      .refine((u) => !/^[a-z]+:\/\/[^/]*@/i.test(u), 'SMS_GATEWAY_URL must not hold a user or password: put the token in SMS_GATEWAY_TOKEN')
      .optional(),
  ),
  SMS_GATEWAY_TOKEN: optionalString,
  /**
   * Meta's WhatsApp Cloud API (src/features/notices/channels/whatsapp): its Graph API address with
   * the version, which each school's phone number id and `/messages` follow. Changed only for a
   * new API version, or by tests pointing it at a stand-in on this machine (http only on loopback).
   */
  WHATSAPP_API_URL: optionalString
    .pipe(
      z
        .url({ protocol: /^https?$/, error: 'WHATSAPP_API_URL must be an https:// URL' })
        .refine((u) => u.startsWith('https:') || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(u), 'WHATSAPP_API_URL must be https:// (http:// only on 127.0.0.1)')
        .optional(),
    )
    .transform((u) => u ?? 'https://graph.facebook.com/v21.0'),
  /**
   * Razorpay's API (src/features/admissions/gateway): changed only by tests pointing it at the
   * stand-in on this machine (tests/servers/razorpay.ts; http only on loopback).
   */
  RAZORPAY_API_URL: optionalString
    .pipe(
      z
        .url({ protocol: /^https?$/, error: 'RAZORPAY_API_URL must be an https:// URL' })
        .refine((u) => u.startsWith('https:') || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(u), 'RAZORPAY_API_URL must be https:// (http:// only on 127.0.0.1)')
        .optional(),
    )
    .transform((u) => u ?? 'https://api.razorpay.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
  /**
   * For tests only: the seconds a form (feedback, notices) must be open before it is sent, the
   * spam guard's 3 s (src/features/feedback/rules.ts) lowered so that the servers the e2e tests
   * start answer a form sent at once. Never set on a real site; refused with a SERVER_URL
   * that is not this machine's (below).
   */
  TEST_FORM_MIN_SECONDS: optionalString.pipe(z.coerce.number<string>().int().min(0).max(3).optional()),
  /**
   * For tests: a folder where the demo content's drawn pictures are kept (src/seed/files.ts), so
   * the many sites and commands a test run seeds draw each picture once. Unset, the seed draws
   * them (a real site seeds once).
   */
  DEMO_PICTURES_DIR: optionalString,
})

/** A host name of this machine: a site served at one is no real deployment. */
const isLoopbackHost = (host: string) => /^((.+\.)?localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(host)

/** Settings that weaken the site for tests, refused where the site has a public address. */
const checked = schema.superRefine((e, ctx) => {
  if (e.TEST_FORM_MIN_SECONDS !== undefined && e.SERVER_URL && !isLoopbackHost(new URL(e.SERVER_URL).hostname))
    ctx.addIssue({
      code: 'custom',
      path: ['TEST_FORM_MIN_SECONDS'],
      message: 'TEST_FORM_MIN_SECONDS is for tests on this machine: unset it (SERVER_URL is a public address, where forms keep their 3-second guard)',
    })
})

export type Env = z.infer<typeof schema> & {
  dataDir: string
  databaseUrl: string
  databaseKind: 'sqlite' | 'postgres'
  uploadDir: string
  payloadSecret: string
  secretGenerated: boolean
  /**
   * The site's public address (SERVER_URL, else this machine), for absolute links in e-mail,
   * the sitemap and robots.txt. Never the request's Host: a stranger chooses that.
   */
  publicOrigin: string
  /** TEST_FORM_MIN_SECONDS in milliseconds; unset (the guard's own 3 s) but on a test server. */
  formMinFillMs: number | undefined
}

/** Where a generated PAYLOAD_SECRET is kept (backups carry it too). */
export const secretFileIn = (dataDir: string) => path.join(dataDir, '.payload-secret')

function readSecret(dataDir: string): { secret: string; generated: boolean } {
  const file = secretFileIn(dataDir)
  try {
    const existing = fs.readFileSync(file, 'utf8').trim()
    if (existing.length >= 16) return { secret: existing, generated: false }
  } catch {
    // not there yet: generated below
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  // `wx` so two processes starting at once cannot overwrite each other's secret.
  try {
    fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' })
  } catch {
    return { secret: fs.readFileSync(file, 'utf8').trim(), generated: false }
  }
  return { secret, generated: true }
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = checked.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  const dataDir = path.resolve(env.DATA_DIR ?? 'data')
  // Development gets its own database file: a file that dev mode's schema push touched
  // must never be migrated or served in production.
  const defaultDb = env.NODE_ENV === 'development' ? 'dev.db' : 'ksr.db'
  const databaseUrl = env.DATABASE_URL ?? `file:${path.join(dataDir, defaultDb)}`
  const databaseKind = /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite'
  if (databaseKind === 'sqlite') fs.mkdirSync(dataDir, { recursive: true })
  const uploadDir = path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads'))
  const { secret, generated } = env.PAYLOAD_SECRET ? { secret: env.PAYLOAD_SECRET, generated: false } : readSecret(dataDir)
  return {
    ...env,
    dataDir,
    databaseUrl,
    databaseKind,
    uploadDir,
    payloadSecret: secret,
    secretGenerated: generated,
    publicOrigin: env.SERVER_URL?.replace(/\/+$/, '') ?? `http://localhost:${env.PORT}`,
    formMinFillMs: env.TEST_FORM_MIN_SECONDS === undefined ? undefined : env.TEST_FORM_MIN_SECONDS * 1000,
  }
}

let cached: Env | undefined

/** The process's environment, parsed on first use. */
export function env(): Env {
  cached ??= loadEnv()
  return cached
}
