/**
 * Playwright's global set-up: the shared servers, the production build as `npm start` runs it
 * (migrations, the first administrator, the demo content), each on a throwaway data folder of
 * its own (playwright.config.ts names them, their ports and their settings). The start-up step
 * runs once (seedInto: the run's first, which the own-server specs' seeded servers copy too), and
 * each empty folder gets a copy of what it left: the servers' own start-up then finds its work
 * done. Started side by side and waited for here, with their output on failure (on a busy
 * machine up to 15 minutes). Stopped when the run ends, with the run's folders.
 */
import fs from 'node:fs'

import { seedInto, SiteServer, untilServing } from '../servers/site'
import { SHARED_SERVERS } from './sharedServers'

export default async function startSharedServers() {
  const env = process.env
  for (const s of SHARED_SERVERS) {
    const dir = env[s.dataVar]!
    if (fs.readdirSync(dir).length === 0) await seedInto(dir, { ADMIN_EMAIL: env.E2E_ADMIN_EMAIL, ADMIN_PASSWORD: env.E2E_ADMIN_PASSWORD })
  }
  const sites = await Promise.all(
    SHARED_SERVERS.map((s) =>
      SiteServer.start({
        port: Number(env[s.portVar]),
        env: {
          DATA_DIR: env[s.dataVar],
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
          // A spec's look at many uncached pages at once (the consent spec's ten) is rendered, not
          // refused once a render waits 2 s on a machine busy with another test run: here the render
          // budget is not what is tested (tests/int/responseCaching.test.ts and the frozen spec do).
          RENDERS_AT_ONCE: '16',
        },
        echo: `[${s.name}]`,
      }),
    ),
  )
  const stop = async () => {
    await Promise.all(sites.map((site) => site.stop()))
    for (const dir of [...SHARED_SERVERS.map((s) => s.dataVar), 'E2E_PICTURES_DIR', 'E2E_SEED_CACHE']) if (env[`${dir}_MADE`]) fs.rmSync(env[dir]!, { recursive: true, force: true })
  }
  try {
    await untilServing(sites, { limitMs: 15 * 60_000 })
  } catch (err) {
    await stop()
    throw err
  }
  return stop
}
