import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

// The e2e server runs `npm start`'s own start-up (migrate, first admin, demo seed) on a
// throwaway data directory. Values go through process.env so workers see the same ones.
process.env.E2E_PORT ??= '3100'
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-e2e-'))
process.env.E2E_ADMIN_EMAIL ??= 'e2e-admin@example.com'
process.env.E2E_TC_LOOKUP_LIMIT ??= '4'
process.env.E2E_FEEDBACK_LIMIT ??= '3'
process.env.E2E_SEARCH_LIMIT ??= '60'
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(12).toString('base64url')

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`

/** The specs that start every server they use and never visit the shared one (baseURL). */
const OWN_SERVERS = /\/(instances|notices|school-domains|schools|unchanged)\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two at a time: the specs on the one shared server (below) one after another, since they
  // change its content and count its limits, and beside them, one after another, the specs that
  // start servers of their own (several instances, two schools, a frozen clock) and touch no
  // other. On 2 cores that takes about a third less time than all in one line.
  workers: 2,
  projects: [
    { name: 'shared server', testIgnore: OWN_SERVERS, workers: 1 },
    { name: 'own servers', testMatch: OWN_SERVERS, workers: 1 },
  ],
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      NEXT_TELEMETRY_DISABLED: '1',
      // Tests stand for several visitors by sending X-Forwarded-For, as a proxy would.
      TRUST_PROXY: '1',
      TC_LOOKUP_LIMIT: process.env.E2E_TC_LOOKUP_LIMIT,
      FEEDBACK_LIMIT: process.env.E2E_FEEDBACK_LIMIT,
      SEARCH_LIMIT: process.env.E2E_SEARCH_LIMIT,
      // The tests stand for many visitors, most of them from 127.0.0.1: renders are not limited
      // here (tests/e2e/strangers.spec.ts checks the limit on a server of its own).
      RENDER_LIMIT: '1000000',
      CMS_API_LIMIT: '1000000',
      // One JSON line per request is for production; the test output keeps warnings and errors.
      LOG_LEVEL: 'warn',
    },
  },
})
