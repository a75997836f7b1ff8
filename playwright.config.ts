import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { freePort } from './tests/servers/postgres'

// The shared server (tests/e2e/shared-server.ts) runs `npm start`'s own start-up (migrate, first
// admin, demo seed) on a throwaway data directory, on a free port unless E2E_PORT names one (two
// runs side by side each have their own). Values go through process.env so workers see the same ones.
process.env.E2E_PORT ??= String(await freePort())
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-e2e-'))
  process.env.E2E_DATA_DIR_MADE = '1'
}
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
  // other. On 2 cores that takes about a third less time than all in one line. Both begin once the
  // shared server serves (the global set-up waits for it): a project that depended on a set-up
  // project would wait for every spec of the other to end first (Playwright runs such projects in
  // phases), putting the two in one line again.
  workers: 2,
  globalSetup: './tests/e2e/shared-server.ts',
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
})
