/**
 * `npm start` on a fresh data folder with the clock of the whole process tree starting at one
 * fixed moment (libfaketime, Debian's `libfaketime` package: `apt-get install -y libfaketime`),
 * so the demo content and every page made from it are the same on every run. Monotonic
 * clocks are left alone, so timers behave. Used by the snapshot test and `npm run snapshot`.
 */
import fs from 'node:fs'
import path from 'node:path'

import { FAKETIME_LIBRARY } from '../packages'
import { startSite } from '../servers/site'
import type { Context } from './routes'

const root = path.resolve(import.meta.dirname, '..', '..')

/**
 * The moment the frozen site starts at: a Friday in the middle of an academic session, 06:17 in
 * India (the same day in UTC), an odd minute no demo item is set at, so `RUN_WINDOW` after it
 * holds only the run's own times.
 */
export const FROZEN_AT = '2026-11-20T00:47:00Z'
const RUN_WINDOW = 20 * 60_000

export type FrozenSite = { base: string; context: Context; log: () => string; stop: () => Promise<void> }

export async function startFrozenSite(): Promise<FrozenSite> {
  if (!fs.existsSync(FAKETIME_LIBRARY)) throw new Error(`libfaketime is missing (${FAKETIME_LIBRARY}): apt-get install -y libfaketime`)
  const buildId = fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim()
  const at = new Date(FROZEN_AT)
  const stamp = `@${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 19)}`
  const site = await startSite({
    env: {
      LD_PRELOAD: FAKETIME_LIBRARY,
      FAKETIME: stamp,
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
      TZ: 'UTC',
      // Absolute links (canonical, share tags, sitemap, feeds) name this origin, not the port of the run.
      SERVER_URL: 'http://school.example',
      PAYLOAD_SECRET: 'snapshot-secret-not-for-any-real-site',
      ADMIN_EMAIL: 'snapshot@example.com',
      ADMIN_PASSWORD: 'snapshot-password-1',
      RUN_JOBS: '0',
      TRUST_PROXY: '0',
      RENDER_LIMIT: '1000000',
      // Mail as a school has it (the notices page offers its e-mail form); the run sends none (a discard port).
      SMTP_URL: 'smtp://127.0.0.1:9',
      SEARCH_LIMIT: '1000000',
    },
    target: '/healthz',
    limitMs: 5 * 60_000,
  })
  const from = at.getTime()
  return { base: site.url, context: { buildId, from, to: from + RUN_WINDOW }, log: site.log, stop: () => site.stop() }
}
