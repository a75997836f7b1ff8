import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type Config } from 'payload'
import sharp from 'sharp'

import { operatorsReadJobStats, operatorsRunJobs } from './access/jobs'
import { closedUntilNewPassword } from './access/newPasswordFirst'
import { collections } from './content'
import { checkNowEndpoint, complianceTask, ComplianceStatus } from './features/compliance/monitor'
import { auditRetentionTask } from './features/audit/retention'
import { overviewCsvEndpoint } from './features/schools/overview'
import { schoolSignInEndpoints } from './features/oidc/signIn'
import { SingleSignOn } from './features/oidc/SingleSignOn'
import { WhatsAppSettings } from './features/notices/channels/whatsapp/settings'
import { PaymentGateway } from './features/admissions/settings'
import { admissionsUpkeepTask } from './features/admissions/retention'
import { reconcilePayments } from './features/admissions/payments'
import { smtpAdapter } from './email/smtp'
import { withAfterCommit } from './db/afterCommit'
import { boundedPoolOptions } from './db/boundedPostgres'
import { withQueuedWriters } from './db/sqliteWriters'
import { env } from './env'
import { globals } from './globals'
import { badQueryIs400 } from './hooks/badQuery'
import { documentBodiesChecked } from './hooks/documentBody'
import { validationDetails } from './hooks/validationErrors'
import { MAX_UPLOAD_BYTES } from './hooks/uploadChecks'
import { withGlobalHistory } from './hooks/history'
import { withGlobalRevalidation } from './hooks/revalidate'
import { guardScheduledPublishing } from './hooks/schedulePublish'
import { ADMIN_TITLE_SUFFIX, ADMIN_TRANSLATIONS } from './lib/admin'
import { DATE_TIME_FORMAT } from './lib/schedule'
import { claimJobsTick, JOBS_INTERVAL_SECONDS, SCHEDULES_INTERVAL_MS, SERVES_JOBS } from './server/sharedRedis'
import { noticesSenderHooks } from './server/noticesSender'
import { watchChanges } from './server/changes'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { searchPlugin } from './features/search/plugin'
import { perSchool, perSchoolPayloadCollections } from './tenancy/config'
import { allSchools } from './tenancy'
import { DEFAULT_MAIL_FROM } from './lib/mailSender'
import { somethingToSend } from './features/notices/queue'
import { registerPayload } from './data/processPayload'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const settings = env()

// Development pushes the schema to its own dev.db; everywhere else only the committed
// migrations change the schema.
const push = settings.NODE_ENV === 'development'

// Both adapters run post-commit work (cache expiry) when a transaction commits (src/db/afterCommit).
const db =
  settings.databaseKind === 'postgres'
    ? withAfterCommit(
        postgresAdapter({
          // In a serving process, every query and every wait for a connection has a deadline (src/db/boundedPostgres).
          pool: { connectionString: settings.databaseUrl, ...boundedPoolOptions() },
          migrationDir: path.resolve(dirname, 'migrations/postgres'),
          prodMigrations: postgresMigrations,
          push,
        }),
      )
    : withAfterCommit(
        withQueuedWriters(
          sqliteAdapter({
            client: { url: settings.databaseUrl },
            migrationDir: path.resolve(dirname, 'migrations/sqlite'),
            prodMigrations: sqliteMigrations,
            push,
            autoIncrement: true,
            wal: true,
            busyTimeout: 5000,
            // Transactions are off by default on SQLite; a save and its versions, and a bulk
            // import, must land whole or not at all. IMMEDIATE takes the write lock up front,
            // so two writers wait for each other instead of failing on a lock upgrade.
            transactionOptions: { behavior: 'immediate' },
          }),
          // Writers wait for each other (in this process and across processes) instead of failing.
          { synchronous: 'FULL' },
        ),
      )

/** When this process last queued the jobs that have schedules (jobs.shouldAutoRun below). */
let schedulesLookedAt = 0

// Scheduled publishing never carries out a schedule made for a time already past (hooks/schedulePublish);
// an account that must choose a new password finds everything closed but that (access/newPasswordFirst).
export default buildConfig({
  secret: settings.payloadSecret,
  serverURL: settings.SERVER_URL,
  // Cookie-authenticated requests are accepted only from the site's own origin.
  ...(settings.SERVER_URL ? { csrf: [settings.SERVER_URL], cors: [settings.SERVER_URL] } : {}),
  // `/api/*` belongs to the public JSON API; Payload's REST and GraphQL live under /cms-api.
  routes: { admin: '/admin', api: '/cms-api' },
  admin: {
    user: 'users',
    // No Gravatar: staff e-mail hashes are not sent to a third party (and the CSP allows no outside images).
    avatar: 'default',
    // The page titles end with the school's name (app/(payload)/admin/…/page.tsx puts it in place
    // of this suffix); the tab shows the site's own icon.
    meta: {
      titleSuffix: ADMIN_TITLE_SUFFIX,
      icons: [{ rel: 'icon', url: '/favicon.ico' }],
      openGraph: { siteName: 'Website administration', description: 'Where school staff keep the website current.' },
      // No preview image for a page nobody shares (and Payload's names the placeholder suffix).
      defaultOGImageType: 'off',
    },
    // One date-time format everywhere in the admin, always with the year ("9 Jan 1978, 10:30 AM"):
    // lists, versions, date-time fields (`dayAndTime` in src/fields) and the schedule drawer; day-only
    // pickers use fields' DAY_FORMAT. Scheduling a publish is in the school's time.
    dateFormat: DATE_TIME_FORMAT,
    timezones: { supportedTimezones: [{ label: 'India (IST)', value: 'Asia/Kolkata' }], defaultTimezone: 'Asia/Kolkata' },
    importMap: { baseDir: dirname },
    components: {
      // The school's name and logo from the School profile, on the sign-in page and in the breadcrumb bar.
      graphics: { Logo: '@/components/admin/SchoolBrand#SchoolLogo', Icon: '@/components/admin/SchoolBrand#SchoolIcon' },
      // The compliance monitor's findings, above the dashboard's cards (src/features/compliance).
      // Then the review queue, where a school requires approvals (src/features/approvals).
      beforeDashboard: ['@/components/admin/CompliancePanel#CompliancePanel', '@/components/admin/ReviewQueue#ReviewQueue'],
      // "Sign in with Google / Microsoft" when the host's school has its own sign-in on (src/features/oidc).
      afterLogin: ['@/components/admin/SchoolSignInButton#SchoolSignInButton'],
      // The page an invited member of staff opens from their e-mail, without signing in (src/features/accounts/invitations.ts).
      // Its path has no parameter: Payload opens a custom view to visitors only where the path matches
      // as written (/invitation/<token> is under /invitation).
      views: {
        invitation: { Component: '@/components/admin/Invitation#InvitationView', path: '/invitation' },
        schoolsOverview: { Component: '@/components/admin/SchoolsOverview#SchoolsOverviewView', path: '/schools-overview' },
        // Notices to parents → Subscribers → Import class roster (src/features/notices/rosterImport.ts).
        rosterImport: { Component: '@/components/admin/RosterImport#RosterImportView', path: '/import-roster' },
        // After the password, the second factor; and one's own two-factor set-up (src/features/twoFactor).
        twoFactor: { Component: '@/components/admin/TwoFactor#TwoFactorView', path: '/two-factor' },
      },
    },
  },
  // Payload's phrases the school's staff would misread (lib/admin).
  i18n: { translations: ADMIN_TRANSLATIONS },
  // Each collection's file holds its whole config (src/content). Every collection and page
  // keeps its history, except staff accounts (whose versions would hold password hashes).
  collections,
  // The compliance monitor's last result (one per school, src/features/compliance/monitor) is the monitor's own
  // record: no history, no page to expire. A school's sign-in settings (src/features/oidc) keep no
  // history either: its versions would hold copies of the client secret.
  globals: [...globals.map(withGlobalHistory).map(withGlobalRevalidation), ComplianceStatus, SingleSignOn, WhatsAppSettings, PaymentGateway],
  // The school's own Google or Microsoft sign-in starts and returns at /cms-api/school-sign-in (src/features/oidc).
  endpoints: [checkNowEndpoint, overviewCsvEndpoint, ...schoolSignInEndpoints],
  // English and Hindi (src/lib/i18n): a field marked `localized` is kept once per language;
  // a Hindi field left empty shows the English. The admin shows a language switch.
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'hi', label: 'हिन्दी' },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  editor: lexicalEditor(),
  email: smtpAdapter({ url: settings.SMTP_URL, from: settings.MAIL_FROM ?? DEFAULT_MAIL_FROM }),
  db,
  sharp,
  graphQL: { disablePlaygroundInProduction: true },
  hooks: { afterError: [badQueryIs400, validationDetails] },
  // Site search (/search): its index, and the hooks that keep it current (src/features/search).
  // Every collection belongs to one school (src/tenancy/plugin.ts): after the search
  // plugin, whose index is kept per school too.
  plugins: [searchPlugin, perSchool],
  // Scheduled publishing: a serving process (src/server/serve.ts marks it) checks for due jobs
  // every 10 seconds; with several instances, one of them per tick (claimJobsTick). Commands,
  // tests and builds never run jobs on their own.
  // The compliance monitor's daily check is a task with a schedule (src/features/compliance/monitor),
  // and so is the audit log's daily deletion of lines older than a year (src/features/audit/retention),
  // and the admissions' upkeep every five minutes: payments still waiting asked of the gateway,
  // documents past their time deleted (src/features/admissions/retention).
  // The queue is the deployment's: run in process by the server (past access), and through the API by
  // vendor operators only; its stats global likewise (src/access/jobs).
  jobs: {
    access: { run: operatorsRunJobs, queue: operatorsRunJobs, cancel: operatorsRunJobs },
    tasks: [complianceTask, auditRetentionTask, admissionsUpkeepTask],
    // Schedules (the daily compliance check) are queued by the process that claimed the tick,
    // not by every process that happens to run the admin.
    autoRun: [{ cron: `*/${JOBS_INTERVAL_SECONDS} * * * * *`, queue: 'default', limit: 50, disableScheduling: true }],
    shouldAutoRun: async (payload) => {
      if (process.env[SERVES_JOBS] !== '1' || !(await claimJobsTick(JOBS_INTERVAL_SECONDS * 1000))) return false
      // Not at every tick: each look at the schedules reads and writes Payload's job stats (it
      // writes them whether or not it queues anything), 20–40 ms of the serving thread, and on
      // SQLite a wait for the write lock while the notices sender holds it (docs/benchmarks.md).
      if (Date.now() - schedulesLookedAt >= SCHEDULES_INTERVAL_MS) {
        schedulesLookedAt = Date.now()
        try {
          await allSchools(payload, 'jobs').jobs.handleSchedules({ queue: 'default' })
        } catch (err) {
          payload.logger.error({ err }, 'Scheduled jobs could not be queued')
        }
      }
      return true
    },
  },
  // The proxy reads the started Payload from the process (src/data/processPayload). A serving
  // process that runs jobs starts its notices sender (scripts/notices-worker.ts) only while
  // there is something to send: it asks the queue through this Payload (src/server/noticesSender).
  // A serving instance without Redis hears of the operator's commands' changes through the database (src/server/changes).
  onInit: (payload) => {
    registerPayload(payload)
    watchChanges(payload)
    if (process.env[SERVES_JOBS] === '1') noticesSenderHooks().due = () => somethingToSend(allSchools(payload, 'notices sender'), { at: Date.now() })
    // A serving process finishes at once what a stopped one left: fees paid but not yet counted, receipts not yet sent.
    if (process.env[SERVES_JOBS] === '1')
      void reconcilePayments(payload).catch((err: unknown) => payload.logger.warn({ err }, 'Waiting payments could not be checked at start'))
  },
  // Nothing larger is read at all; each upload collection has its own, smaller cap too.
  upload: {
    limits: { fileSize: MAX_UPLOAD_BYTES },
    abortOnLimit: true,
    responseOnLimit: `This file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, the most this site accepts. Please make it smaller.`,
  },
  // Payload starts `payload generate:types` in a process of its own at every start outside
  // production, unless told not to: in every test file and every command run without NODE_ENV,
  // about 30 s of CPU each (40% of a Vitest run's CPU here). The types are committed and made by
  // `npm run generate:types`; only `next dev` regenerates them as the schema changes.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: process.env.NODE_ENV === 'development' },
  logger: { options: { level: settings.LOG_LEVEL } },
  // A wrong password or a throttled sign-in is routine, not a server error (accounts never
  // lock: src/features/accounts/hooks/limitSignIn.ts), and so is a staff request refused with its reason (users'
  // AccountRefusal), and an editor's publish held for review (ApprovalRequired, src/features/approvals). Payload looks levels up by the error's name at run time; its type only
  // lists its own errors' names, hence the assertion for ours.
  loggingLevels: { AuthenticationError: 'info', SignInLimited: 'info', AccountRefusal: 'info', ApprovalRequired: 'info' } as Config['loggingLevels'],
  telemetry: false,
  debug: false,
})
  .then(guardScheduledPublishing)
  // Payload's own collections (locks, preferences) are added while it sanitizes: made per school after (src/tenancy).
  .then(perSchoolPayloadCollections)
  // A create or update whose body is not the document's fields as an object gets 400 (hooks/documentBody), on every collection.
  .then(documentBodiesChecked)
  .then(operatorsReadJobStats)
  .then(closedUntilNewPassword)
