/**
 * Playwright's global set-up: the shared server, the production build as `npm start` runs it
 * (migrations, the first administrator, the demo content) on this run's throwaway data folder
 * (playwright.config.ts names it, its port and its settings). Started and waited for here, with
 * its output on failure (its start-up: migrations, the demo content, the first render, on a busy
 * machine up to 15 minutes). Stopped when the run ends.
 */
import fs from 'node:fs'

import { SiteServer, untilServing } from '../servers/site'

export default async function startSharedServer() {
  const env = process.env
  const site = await SiteServer.start({
    port: Number(env.E2E_PORT),
    env: {
      DATA_DIR: env.E2E_DATA_DIR,
      ADMIN_EMAIL: env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: env.E2E_ADMIN_PASSWORD,
      // Tests stand for several visitors by sending X-Forwarded-For, as a proxy would.
      TRUST_PROXY: '1',
      TC_LOOKUP_LIMIT: env.E2E_TC_LOOKUP_LIMIT,
      FEEDBACK_LIMIT: env.E2E_FEEDBACK_LIMIT,
      SEARCH_LIMIT: env.E2E_SEARCH_LIMIT,
      // The tests stand for many visitors, most of them from 127.0.0.1: renders are not limited
      // here (tests/e2e/strangers.spec.ts checks the limit on a server of its own).
      RENDER_LIMIT: '1000000',
      CMS_API_LIMIT: '1000000',
    },
    echo: '[shared server]',
  })
  const stop = async () => {
    await site.stop()
    if (env.E2E_DATA_DIR_MADE) fs.rmSync(env.E2E_DATA_DIR!, { recursive: true, force: true })
  }
  try {
    await untilServing([site], { limitMs: 15 * 60_000 })
  } catch (err) {
    await stop()
    throw err
  }
  return stop
}
