import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { launchOptions } from './tests/e2e/browsers'
import { ON_SECOND_SERVER, OWN_SERVERS, SHARED_SERVERS } from './tests/e2e/sharedServers'
import { freePort } from './tests/servers/postgres'

// The shared servers (tests/e2e/shared-server.ts) run `npm start`'s own start-up (migrate, first
// admin, demo seed) each on a throwaway data directory, on a free port unless E2E_PORT (E2E_PORT_2)
// names one (two runs side by side each have their own). Values go through process.env so
// workers see the same ones.
for (const s of SHARED_SERVERS) {
  process.env[s.portVar] ??= String(await freePort())
  if (!process.env[s.dataVar]) {
    process.env[s.dataVar] = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-e2e-'))
    process.env[`${s.dataVar}_MADE`] = '1'
  }
}
// The demo content's pictures, drawn once for every server of the run (src/seed/files.ts).
if (!process.env.E2E_PICTURES_DIR) {
  process.env.E2E_PICTURES_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-e2e-pictures-'))
  process.env.E2E_PICTURES_DIR_MADE = '1'
}
// What the start-up step left for each set of its settings, made once for every server of the run
// that asks (tests/servers/site.ts, seedInto).
if (!process.env.E2E_SEED_CACHE) {
  process.env.E2E_SEED_CACHE = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-e2e-seeds-'))
  process.env.E2E_SEED_CACHE_MADE = '1'
}
process.env.E2E_ADMIN_EMAIL ??= 'e2e-admin@example.com'
process.env.E2E_TC_LOOKUP_LIMIT ??= '4'
process.env.E2E_FEEDBACK_LIMIT ??= '3'
process.env.E2E_SEARCH_LIMIT ??= '60'
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(12).toString('base64url')

const urlOf = (portVar: string) => `http://127.0.0.1:${process.env[portVar]}`

export default defineConfig({
  testDir: 'tests/e2e',
  // A test's own limit is a guard against a hang, not a speed target: two minutes, as one page's
  // accessibility scan (axe) took more than one beside another test run on this 2-core machine.
  timeout: 120_000,
  // An assertion's wait is a guard too: 30 s, as the admin's first look at an edit page (its
  // scripts parsed, the form filled) took more than 10 beside another test run on 2 cores. An
  // assertion that holds passes as soon as it does, so this makes no passing test slower.
  expect: { timeout: 30_000 },
  // Four at a time: each shared server's specs one after another (tests/e2e/sharedServers.ts), and
  // beside them, two by two, the specs that start servers of their own (several instances, two
  // schools, a frozen clock) and touch no other. Each line waits on its servers and the browser
  // much of the time, so on 2 cores more lines than cores finish sooner; with the two shared
  // servers' lines at about 10 minutes, the own-server specs (12 minutes in one line, most of it
  // their servers' start-ups) take two. All begin once the shared servers serve (the global
  // set-up waits for them): a project that depended on a set-up project would wait for every spec
  // of the others to end first (Playwright runs such projects in phases), putting them in one
  // line again.
  workers: 4,
  globalSetup: './tests/e2e/shared-server.ts',
  projects: [
    { name: SHARED_SERVERS[0].name, testIgnore: [OWN_SERVERS, ON_SECOND_SERVER], workers: 1, use: { baseURL: urlOf(SHARED_SERVERS[0].portVar) } },
    { name: SHARED_SERVERS[1].name, testMatch: ON_SECOND_SERVER, workers: 1, use: { baseURL: urlOf(SHARED_SERVERS[1].portVar) } },
    { name: 'own servers', testMatch: OWN_SERVERS, workers: 2 },
  ],
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Playwright empties its output folder when it starts: a folder of its own, as Vitest writes its
  // report into test-results/ beside it (scripts/test.ts runs both at once).
  outputDir: 'test-results/e2e',
  // Chromium's headless shell, or the whole browser where it is not installed (./tests/e2e/browsers.ts).
  use: { launchOptions },
})
