/**
 * `npm run bench:lighthouse [-- /path …]`: Lighthouse in mobile mode (its default
 * throttling) against the production server, using Debian's Chromium. Prints figures; it
 * is a benchmark, not a test. Set BENCH_URL to measure a server that is already running;
 * otherwise `npm start`'s server is started on port 3400 with the configured data.
 * BENCH_JSON=file also writes Lighthouse's full reports there, by path. Several paths are
 * measured one after another and summed up in a table at the end.
 */
import type { Result } from 'lighthouse'

import { launchChrome, lighthouseRuns, medianRun, portAnswers, report } from './lib'
import { startBenchServer, waitFor } from '../lib'

const paths = process.argv.slice(2).filter((a) => a !== '--')
if (paths.length === 0) paths.push('/')
for (const p of paths) if (!p.startsWith('/')) throw new Error(`Paths start with /: ${p}`)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const ownServer = !process.env.BENCH_URL
const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3400'

// Another server on the port would be measured in our server's place.
if (ownServer && (await portAnswers(3400)))
  throw new Error('Something already answers on port 3400: stop it, or set BENCH_URL to measure it.')
const server = ownServer ? startBenchServer(3400) : null

try {
  await waitFor(`${base}${paths[0]}`, 15 * 60_000)
  const chrome = await launchChrome()
  const summary: string[] = []
  const reports: Record<string, Result> = {}
  try {
    for (const path of paths) {
      // This machine is noisy (two cores shared with the server): run several times and
      // report the run with the median performance score.
      const runs = await lighthouseRuns(chrome.port, `${base}${path}`, RUNS)
      const perf = (r: Result) => Math.round((r.categories.performance?.score ?? 0) * 100)
      console.log(`\n${path}: performance of the ${RUNS} runs: ${runs.map(perf).join(', ')}; the median run:`)
      const lhr = medianRun(runs)
      reports[path] = lhr
      summary.push(report(`${base}${path}`, path, lhr))
    }
  } finally {
    chrome.kill()
  }
  if (process.env.BENCH_JSON) (await import('node:fs')).writeFileSync(process.env.BENCH_JSON, JSON.stringify(reports))
  if (paths.length > 1) {
    console.log('\nSummary (median run per path): perf a11y bp seo | LCP TBT CLS | transfer JS')
    for (const line of summary) console.log(`  ${line}`)
  }
} finally {
  server?.stop()
}
