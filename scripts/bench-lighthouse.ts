/**
 * `npm run bench:lighthouse [-- /path …]`: Lighthouse in mobile mode (its default
 * throttling) against the production server, using Debian's Chromium. Prints figures; it
 * is a benchmark, not a test. Set BENCH_URL to measure a server that is already running;
 * otherwise `npm start`'s server is started on port 3400 with the configured data.
 * BENCH_JSON=file also writes Lighthouse's full reports there, by path. Several paths are
 * measured one after another and summed up in a table at the end.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'

import { startBenchServer, waitFor } from './lib'

const paths = process.argv.slice(2).filter((a) => a !== '--')
if (paths.length === 0) paths.push('/')
for (const p of paths) if (!p.startsWith('/')) throw new Error(`Paths start with /: ${p}`)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const ownServer = !process.env.BENCH_URL
const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3400'

const server = ownServer ? startBenchServer(3400) : null

try {
  await waitFor(`${base}${paths[0]}`, 15 * 60_000)
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...(process.env.BENCH_FLAGS ? process.env.BENCH_FLAGS.split(' ') : []), '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const summary: string[] = []
  const reports: Record<string, Result> = {}
  try {
    for (const path of paths) {
      const lhr = await measure(chrome.port, path)
      reports[path] = lhr
      summary.push(report(path, lhr))
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

/** Runs Lighthouse RUNS times on one path; the run with the median performance score. */
async function measure(port: number, path: string): Promise<Result> {
  for (let i = 0; i < 3; i++) await fetch(`${base}${path}`) // warm the caches
  // This machine is noisy (two cores shared with the server): run several times and
  // report the run with the median performance score.
  const runs: Result[] = []
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(`${base}${path}`, { port, output: 'json', logLevel: 'error' })
    if (!result) throw new Error('Lighthouse returned no result')
    runs.push(result.lhr)
  }
  const perf = (r: Result) => r.categories.performance?.score ?? 0
  console.log(`\n${path}: performance of the ${RUNS} runs: ${runs.map((r) => Math.round(perf(r) * 100)).join(', ')}; the median run:`)
  return [...runs].sort((a, b) => perf(a) - perf(b))[Math.floor(runs.length / 2)]!
}

/** Prints one report; returns its one-line summary. */
function report(path: string, { categories, audits }: Result): string {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  type Req = { resourceType?: string; transferSize?: number }
  const requests = ((audits['network-requests']?.details as { items?: Req[] } | undefined)?.items ?? []) as Req[]
  const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0)
  const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`
  const lcp = `${((audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)} s`
  const tbt = `${(audits['total-blocking-time']?.numericValue ?? 0).toFixed(0)} ms`
  const cls = (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)
  const total = kb(audits['total-byte-weight']?.numericValue ?? 0)
  console.log(`Lighthouse (mobile) ${base}${path}`)
  console.log(`  performance     ${score('performance')}`)
  console.log(`  accessibility   ${score('accessibility')}`)
  console.log(`  best-practices  ${score('best-practices')}`)
  console.log(`  seo             ${score('seo')}`)
  console.log(`  LCP             ${lcp}`)
  console.log(`  FCP             ${((audits['first-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)} s`)
  console.log(`  TBT             ${tbt}`)
  console.log(`  CLS             ${cls}`)
  console.log(`  total transfer  ${total}`)
  console.log(`  JS transfer     ${kb(jsBytes)}`)
  for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
    const failing = categories[id]?.auditRefs
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => ref.id)
    if (failing?.length) console.log(`  ${id} below 0.9: ${failing.join(', ')}`)
  }
  return `${path.padEnd(24)} ${score('performance')} ${score('accessibility')} ${score('best-practices')} ${score('seo')} | ${lcp} ${tbt} ${cls} | ${total} ${kb(jsBytes)}`
}
