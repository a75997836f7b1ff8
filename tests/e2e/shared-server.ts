/**
 * Playwright's global set-up: the shared servers, the production build as `npm start` runs it
 * (migrations, the first administrator, the demo content), each on a throwaway data folder of
 * its own (playwright.config.ts names them, their ports and their settings). The start-up step
 * runs once (seedInto: the run's first, which the own-server specs' seeded servers copy too), and
 * each empty folder gets a copy of what it left: the servers' own start-up then finds its work
 * done. Started side by side and waited for here, with their output on failure (on a busy
 * machine up to 15 minutes). Stopped when the run ends, with the run's folders; the run fails
 * if either logged an uncaught exception or an unhandled rejection meanwhile (the lines shown).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'

import { seedInto, SiteServer, untilServing } from '../servers/site'
import { SHARED_SERVERS, sharedServersToStart } from './sharedServers'

export default async function startSharedServers() {
  const env = process.env
  const servers = sharedServersToStart()
  for (const s of servers) {
    const dir = env[s.dataVar]!
    if (fs.readdirSync(dir).length === 0) await seedInto(dir, { ADMIN_EMAIL: env.E2E_ADMIN_EMAIL, ADMIN_PASSWORD: env.E2E_ADMIN_PASSWORD })
  }
  const sites = await Promise.all(
    servers.map((s) =>
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
  // The run's end: no server raised an uncaught exception or left a rejection unhandled.
  return async () => {
    let found: string[]
    try {
      found = (await Promise.all(sites.map((site, n) => crashesIn(site, servers[n]!.name)))).flat()
    } finally {
      await stop()
    }
    if (found.length) throw new Error(`The shared servers logged ${found.length} uncaught exception(s) or unhandled rejection(s):\n${found.join('\n')}`)
  }
}

/** What Next's process handlers write for an uncaught exception or an unhandled rejection (next/dist/server/lib/router-server, process-error-handlers). */
const CRASH = /uncaughtException|unhandledRejection/

/**
 * The lines of `site`'s output, up to now, that tell of an uncaught exception or an unhandled
 * rejection, each with the few lines after it (its stack). The output is first shown to be
 * read to its end: the server is sent an action id that no action has, which Next logs (a
 * warning naming the id), and the line is waited for (at most 30 s).
 */
async function crashesIn(site: SiteServer, name: string): Promise<string[]> {
  const probe = randomBytes(21).toString('hex')
  const answer = await fetch(`${site.url}/admin`, { method: 'POST', headers: { 'next-action': probe, 'content-type': 'text/plain' }, body: '[]' })
  await answer.arrayBuffer()
  const deadline = Date.now() + 30_000
  while (!site.log().includes(probe)) {
    if (Date.now() > deadline) throw new Error(`[${name}] did not log the unknown server action ${probe} (answered ${answer.status}): its output is not what this check reads`)
    // Polls: the server's output is collected as it comes, with no event for one line.
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const lines = site.log().split('\n')
  return lines.flatMap((line, n) => (CRASH.test(line) ? [`[${name}] ${lines.slice(n, n + 6).join('\n')}`] : []))
}
